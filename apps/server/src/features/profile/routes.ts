import { createRoute } from '@hono/zod-openapi';
import { MeSchema, UpdateMeSchema, UpdatePreferencesSchema } from '@nota20/core/contracts/me';
import { errorResponse, jsonBody, jsonResponse } from '../../lib/openapi-responses';
import { createRouter } from '../../lib/router';
import { getMe, updateMe, updatePreferences } from './service';

const getMeRoute = createRoute({
  method: 'get',
  path: '/me',
  summary: "The signed-in student's profile",
  responses: { 200: jsonResponse(MeSchema, 'Profile'), 401: errorResponse('No session') },
});

const patchMeRoute = createRoute({
  method: 'patch',
  path: '/me',
  summary: 'Update name, username or school (the e-mail is read-only)',
  request: { body: jsonBody(UpdateMeSchema) },
  responses: {
    200: jsonResponse(MeSchema, 'Updated profile'),
    400: errorResponse('Invalid values'),
    401: errorResponse('No session'),
    409: errorResponse('Username taken'),
  },
});

const patchPreferencesRoute = createRoute({
  method: 'patch',
  path: '/me/preferences',
  summary: 'Update theme and language',
  request: { body: jsonBody(UpdatePreferencesSchema) },
  responses: {
    200: jsonResponse(MeSchema, 'Updated profile'),
    400: errorResponse('Invalid values'),
    401: errorResponse('No session'),
  },
});

/** Mounted behind requireUser: `c.get('user')` is always set here. */
export const profileRoutes = createRouter()
  .openapi(getMeRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getMe(c.get('students'), c.get('user').id, c.get('now')()), 200);
  })
  .openapi(patchMeRoute, async (c) =>
    c.json(
      await updateMe(
        c.get('db'),
        c.get('students'),
        c.get('user').id,
        c.req.valid('json'),
        c.get('now')(),
      ),
      200,
    ),
  )
  .openapi(patchPreferencesRoute, async (c) =>
    c.json(
      await updatePreferences(
        c.get('db'),
        c.get('students'),
        c.get('user').id,
        c.req.valid('json'),
        c.get('now')(),
      ),
      200,
    ),
  );
