import { CreatePlanSchema, PlanListSchema, PlanSchema } from '@nota20/core/contracts/plans';
import { z } from 'zod';
import { errorResponse, jsonBody, jsonResponse } from '../../lib/http/openapi-responses';
import { createRouter } from '../../lib/http/router';
import { createPlan, deletePlan, getPlan, listPlans } from './service';
import { studentRoute } from '../../auth/require-user';

const IdParam = z.object({ id: z.uuid() });
const owner = {
  401: errorResponse('No session'),
  403: errorResponse('Another student’s plan'),
  404: errorResponse('No such plan'),
};

const listRoute = studentRoute({
  method: 'get',
  path: '/plans',
  summary: "The student's study plans, nearest test first",
  responses: { 200: jsonResponse(PlanListSchema, 'Plans'), 401: errorResponse('No session') },
});

const createPlanRoute = studentRoute({
  method: 'post',
  path: '/plans',
  summary: 'Create a plan: its units in curriculum order (the first unlocked) and question copies',
  request: { body: jsonBody(CreatePlanSchema) },
  responses: {
    201: jsonResponse(PlanSchema, 'Created'),
    400: errorResponse('No units, no date, or an unknown unit'),
    401: errorResponse('No session'),
    404: errorResponse('Unknown discipline'),
    409: errorResponse('Already the most plans a student may keep'),
  },
});

const getRoute = studentRoute({
  method: 'get',
  path: '/plans/{id}',
  summary: 'A plan with its units, their status and RESUMOS, and the remaining hours',
  request: { params: IdParam },
  responses: { 200: jsonResponse(PlanSchema, 'Plan'), ...owner },
});

const deleteRoute = studentRoute({
  method: 'delete',
  path: '/plans/{id}',
  summary: 'Delete a plan with its units and question copies',
  request: { params: IdParam },
  responses: { 204: { description: 'Deleted' }, ...owner },
});

/** Every route is a studentRoute; every query is scoped to the user (ownedPlan, user_id). */
export const planRoutes = createRouter()
  .openapi(listRoute, async (c) =>
    c.json({ items: await listPlans(c.get('db'), c.get('user').id) }, 200),
  )
  .openapi(createPlanRoute, async (c) =>
    c.json(
      await createPlan(c.get('db'), c.get('user').id, c.req.valid('json'), c.get('now')()),
      201,
    ),
  )
  .openapi(getRoute, async (c) =>
    c.json(await getPlan(c.get('db'), c.get('user').id, c.req.valid('param').id), 200),
  )
  .openapi(deleteRoute, async (c) => {
    await deletePlan(c.get('db'), c.get('user').id, c.req.valid('param').id);
    return c.body(null, 204);
  });
