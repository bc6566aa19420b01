import { DashboardSchema } from '@nota20/core/contracts/dashboard';
import { jsonPartsResponse } from '../../lib/http/json-body';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses';
import { createRouter } from '../../lib/http/router';
import { dashboardJson } from './bodies';
import { getDashboard } from './service';
import { studentRoute } from '../../auth/require-user';
import type { Students } from '../students/public';

const dashboardRoute = studentRoute({
  method: 'get',
  path: '/dashboard',
  summary: "The student's streak, lives, tests, accuracy, average and history",
  responses: { 200: jsonResponse(DashboardSchema, 'Dashboard'), 401: errorResponse('No session') },
});

export function dashboardRoutes(students: Students) {
  return createRouter().openapi(dashboardRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return jsonPartsResponse(
      c,
      dashboardJson(await getDashboard(students, c.get('user').id, c.get('now')())),
      200,
    );
  });
}
