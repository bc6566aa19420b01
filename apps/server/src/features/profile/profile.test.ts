import type { Me } from '@nota20/core/contracts/me';
import { expect, test } from 'vitest';
import { createTestApp } from '../../../test/app';
import { useTestDatabase } from '../../../test/database';
import { get, jsonRequest, signUp } from '../../../test/session';
import { school } from '../../db/schema/index';

const database = useTestDatabase();
const app = () => createTestApp(database().db);

async function patch(path: string, body: unknown, cookie?: string) {
  return app().request(path, jsonRequest('PATCH', body, cookie ? { cookie } : {}));
}

test('every signed-in endpoint answers 401 without a session', async () => {
  // Which routes need a session is declared by each route now (issue 22): the list of signed-in
  // paths that stood here is gone, and system/openapi-auth.test.ts walks every operation.
  expect((await get(app(), '/api/dashboard')).status).toBe(401);
  expect((await get(app(), '/api/plans')).status).toBe(401);
  expect((await get(app(), '/api/plans/00000000-0000-4000-8000-000000000000')).status).toBe(401);
  expect((await get(app(), '/api/quizzes')).status).toBe(401);
  expect((await get(app(), '/api/me')).status).toBe(401);
  expect((await patch('/api/me', { name: 'X' })).status).toBe(401);
  const prefs = await patch('/api/me/preferences', { theme: 'dark' });
  expect(prefs.status).toBe(401);
  expect(await prefs.json()).toEqual({
    error: { code: 'UNAUTHORIZED', message: 'Precisas de iniciar sessão.' },
  });
});

test('name, username and school can be changed; the e-mail cannot', async () => {
  const student = await signUp(app());
  const [escola] = await database().db.select().from(school).limit(1);
  const response = await patch(
    '/api/me',
    { name: 'Rita', username: 'Rita.S', userSchoolId: escola?.id },
    student.cookie,
  );
  expect(response.status).toBe(200);
  const me = (await response.json()) as Me;
  expect(me).toMatchObject({
    name: 'Rita',
    username: 'rita.s',
    userSchoolId: escola?.id,
    school: { nome: escola?.nome },
  });

  const email = await patch('/api/me', { email: 'novo@example.pt' }, student.cookie);
  expect(email.status).toBe(400);
  expect(((await (await get(app(), '/api/me', student.cookie)).json()) as Me).email).toBe(
    student.email,
  );

  expect((await patch('/api/me', { userSchoolId: 99_999_999 }, student.cookie)).status).toBe(400);
  expect((await patch('/api/me', { username: 'ab' }, student.cookie)).status).toBe(400);
  expect((await patch('/api/me', { name: '  ' }, student.cookie)).status).toBe(400);
});

test('usernames are unique', async () => {
  const a = await signUp(app());
  const b = await signUp(app());
  expect((await patch('/api/me', { username: 'unico' }, a.cookie)).status).toBe(200);
  const taken = await patch('/api/me', { username: 'UNICO' }, b.cookie);
  expect(taken.status).toBe(409);
  expect(await taken.json()).toMatchObject({
    error: { code: 'CONFLICT', message: 'Este nome de utilizador já está a ser usado.' },
  });
  expect((await patch('/api/me', { username: '' }, a.cookie)).status).toBe(200);
  expect((await patch('/api/me', { username: 'unico' }, b.cookie)).status).toBe(200);
});

test('preferences are stored per student', async () => {
  const a = await signUp(app());
  const b = await signUp(app());
  const response = await patch('/api/me/preferences', { theme: 'dark' }, a.cookie);
  expect(((await response.json()) as Me).preferences).toEqual({ theme: 'dark', language: 'pt-PT' });
  expect(((await (await get(app(), '/api/me', b.cookie)).json()) as Me).preferences.theme).toBe(
    'system',
  );
  expect((await patch('/api/me/preferences', { theme: 'roxo' }, a.cookie)).status).toBe(400);
});

test("no endpoint returns or changes another student's data", async () => {
  const a = await signUp(app(), { name: 'Ana' });
  const b = await signUp(app(), { name: 'Bruno' });
  const meA = (await (await get(app(), '/api/me', a.cookie)).json()) as Me;
  const meB = (await (await get(app(), '/api/me', b.cookie)).json()) as Me;
  expect(meA.email).toBe(a.email);
  expect(meB.email).toBe(b.email);
  // A body naming another user is not a way in: unknown fields are refused outright.
  expect((await patch('/api/me', { id: meB.id, name: 'Mudado' }, a.cookie)).status).toBe(400);
  expect(((await (await get(app(), '/api/me', b.cookie)).json()) as Me).name).toBe('Bruno');
  // better-auth's own update endpoint cannot set our columns (lives, plan) either.
  await app().request(
    '/api/auth/update-user',
    jsonRequest('POST', { lives: 0, currentPlan: 'premium', name: 'Ana' }, { cookie: a.cookie }),
  );
  const after = (await (await get(app(), '/api/me', a.cookie)).json()) as Me;
  expect(after).toMatchObject({ lives: 10, currentPlan: 'free' });
});
