import { createRoute } from '@hono/zod-openapi';
import { SchoolListSchema, SchoolQuerySchema } from '@nota20/core/contracts/schools';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses';
import { createRouter } from '../../lib/http/router';
import { searchSchools } from './service';

const searchRoute = createRoute({
  method: 'get',
  path: '/schools',
  summary: 'Search secondary schools by name or municipality',
  request: { query: SchoolQuerySchema },
  responses: {
    200: jsonResponse(SchoolListSchema, 'Matching schools, alphabetically'),
    400: errorResponse('Invalid query'),
  },
});

export const schoolRoutes = createRouter().openapi(searchRoute, async (c) => {
  const { q, limit } = c.req.valid('query');
  c.header('Cache-Control', 'public, max-age=300');
  return c.json({ items: await searchSchools(c.get('db'), q, limit) }, 200);
});
