import { createRoute } from '@hono/zod-openapi';
import { DashboardSchema } from '@nota20/core/contracts/dashboard';
import { jsonPartsResponse } from '../../lib/json-body';
import { errorResponse, jsonResponse } from '../../lib/openapi-responses';
import { createRouter } from '../../lib/router';
import { getDashboard } from './service';

const dashboardRoute = createRoute({
  method: 'get',
  path: '/dashboard',
  summary: "The student's streak, lives, tests, accuracy, average and history",
  responses: { 200: jsonResponse(DashboardSchema, 'Dashboard'), 401: errorResponse('No session') },
});

export const dashboardRoutes = createRouter().openapi(dashboardRoute, async (c) => {
  c.header('Cache-Control', 'no-store');
  return jsonPartsResponse(
    c,
    await getDashboard(c.get('students'), c.get('user').id, c.get('now')()),
    200,
  );
});
