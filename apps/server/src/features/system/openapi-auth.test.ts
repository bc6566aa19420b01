import { expect, test } from 'vitest';
import { createTestApp, ORIGIN } from '../../../test/app';
import { useTestDatabase } from '../../../test/database';
import { randomIp } from '../../../test/session';

// Issue 22: which routes need a student is declared by each route (studentRoute). This walks
// the published contract: every operation is either on the public list below or answers 401
// without a session, so a new route that forgot to say it is a student's is caught here.

const database = useTestDatabase();

/** The operations anyone may call, as `METHOD /path` in the OpenAPI document. */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/subjects',
  'GET /api/subjects/{subjectId}/exams',
  'GET /api/subjects/{subjectId}/units/{unidade}/questions',
  'GET /api/subjects/{subjectId}/papers',
  'GET /api/figures/{file}',
  'GET /api/site',
  'GET /api/schools',
  'GET /api/glossary',
  'POST /api/feedback',
  'POST /api/contact',
  'GET /api/auth/password-policy',
  'GET /api/auth/providers',
]);

type OpenApi = { paths: Record<string, Record<string, { security?: unknown[] }>> };

/** A concrete URL for a templated path: uuids and numbers where parameters stand. */
const concrete = (path: string) =>
  path
    .replace(/\{(id|planId|quizId)\}/g, '00000000-0000-4000-8000-000000000000')
    .replace(/\{n\}/g, '1')
    .replace(/\{[^}]+\}/g, '1');

test('every operation of the API is public by name or answers 401 without a session', async () => {
  const app = createTestApp(database().db);
  const doc = (await (await app.request('/api/openapi.json')).json()) as OpenApi;
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
  expect(operations.length).toBeGreaterThan(20);
  const student: string[] = [];
  for (const { method, path, op } of operations) {
    const name = `${method} ${path}`;
    if (PUBLIC.has(name)) {
      expect(op.security, `${name} is public`).toBeUndefined();
      continue;
    }
    student.push(name);
    expect(op.security, `${name} declares the session`).toEqual([{ sessionCookie: [] }]);
    const response = await app.request(concrete(path), {
      method,
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        'x-forwarded-for': randomIp(),
      },
      ...(method === 'GET' ? {} : { body: '{}' }),
    });
    expect(response.status, name).toBe(401);
    expect(await response.json(), name).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Precisas de iniciar sessão.' },
    });
  }
  // The student's own routes are all there (a sample that must never turn public).
  for (const name of [
    'GET /api/me',
    'DELETE /api/me',
    'GET /api/me/export',
    'POST /api/quizzes',
    'PUT /api/quizzes/{id}/answers/{n}',
    'POST /api/quizzes/{id}/submit',
    'GET /api/plans/{id}',
    'POST /api/assistant',
    'GET /api/dashboard',
  ])
    expect(student).toContain(name);
});
