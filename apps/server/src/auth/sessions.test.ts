import type { Dashboard } from '@nota20/core/contracts/dashboard';
import type { Me } from '@nota20/core/contracts/me';
import type { QuizResult } from '@nota20/core/contracts/quizzes';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { createProcessApp } from '../../test/app';
import { useTestDatabase } from '../../test/database';
import { cookiesFrom, get, jsonRequest, signIn, signUp, startRandomQuiz } from '../../test/session';
import { session, user } from '../db/schema/index';

// Each process copies sessions and students' own data (ADR 006). These tests run two apps with
// change feeds of their own, as two server processes on one database, and check that a copy
// never outlives the change that ends it, whoever made the change.

const database = useTestDatabase();

test('a session copied by another process ends there too: sign-out, password change, deletion in the database', async () => {
  const a = (await createProcessApp(database().db)).app;
  const b = (await createProcessApp(database().db)).app;
  const student = await signUp(a);
  // B copies the session on first use, and serves the copy afterwards.
  expect((await get(b, '/api/me', student.cookie)).status).toBe(200);
  expect((await get(b, '/api/dashboard', student.cookie)).status).toBe(200);

  const signOut = await a.request(
    '/api/auth/sign-out',
    jsonRequest('POST', {}, { cookie: student.cookie }),
  );
  expect(signOut.status).toBe(200);
  expect((await get(b, '/api/me', student.cookie)).status).toBe(401);
  expect((await get(a, '/api/me', student.cookie)).status).toBe(401);

  // Changing the password on A ends the session B had copied.
  const phone = cookiesFrom(await signIn(a, student.email, student.password));
  const laptop = cookiesFrom(await signIn(a, student.email, student.password));
  expect((await get(b, '/api/me', phone)).status).toBe(200);
  const change = await a.request(
    '/api/auth/change-password',
    jsonRequest(
      'POST',
      { currentPassword: student.password, newPassword: 'outra-senha-1' },
      { cookie: laptop },
    ),
  );
  expect(change.status).toBe(200);
  expect((await get(b, '/api/me', phone)).status).toBe(401);

  // An operator deletes the session in the database: no process serves it again. (With Redis,
  // better-auth reads sessions there first: ending one means deleting its Redis key too.)
  if (process.env.TEST_WITH_REDIS) return;
  const tablet = cookiesFrom(await signIn(a, student.email, 'outra-senha-1'));
  expect((await get(b, '/api/me', tablet)).status).toBe(200);
  const token = decodeURIComponent(tablet.split('=')[1] ?? '').split('.')[0] ?? '';
  const deleted = await database().db.delete(session).where(eq(session.token, token)).returning();
  expect(deleted).toHaveLength(1);
  expect((await get(b, '/api/me', tablet)).status).toBe(401);
});

test('an altered session cookie never finds a copy', async () => {
  const { app } = await createProcessApp(database().db);
  const student = await signUp(app);
  expect((await get(app, '/api/me', student.cookie)).status).toBe(200);
  const [name, value = ''] = student.cookie.split('=');
  const last = value.at(-1) === 'A' ? 'B' : 'A';
  const altered = `${name}=${value.slice(0, -1)}${last}`;
  expect((await get(app, '/api/me', altered)).status).toBe(401);
  expect((await get(app, '/api/me', `${name}=${value.slice(0, -4)}`)).status).toBe(401);

  // A made-up cookie sent next to a real one is not taken for it afterwards.
  const madeUp = `${name}=inventado.assinatura`;
  await get(app, '/api/me', `${madeUp}; ${student.cookie}`);
  expect((await get(app, '/api/me', madeUp)).status).toBe(401);

  // Nor is the real token with a forged signature, sent beside the real cookie in either order
  // (whichever of the two better-auth and the copies each take).
  const token = decodeURIComponent(value).split('.')[0] ?? '';
  const forged = `${name}=${encodeURIComponent(`${token}.assinatura-falsa`)}`;
  await get(app, '/api/me', `${forged}; ${student.cookie}`);
  await get(app, '/api/me', `${student.cookie}; ${forged}`);
  expect((await get(app, '/api/me', forged)).status).toBe(401);
});

test("a student's data copied by another process follows their tests and any change in the database", async () => {
  const a = (await createProcessApp(database().db)).app;
  const b = (await createProcessApp(database().db)).app;
  const student = await signUp(a, { name: 'Inês' });
  const dashboard = async () =>
    (await (await get(b, '/api/dashboard', student.cookie)).json()) as Dashboard;
  expect((await dashboard()).testsDone).toBe(0);

  const started = await startRandomQuiz(a, student.cookie, 5);
  const submitted = await a.request(
    `/api/quizzes/${started.id}/submit`,
    jsonRequest('POST', { answers: {} }, { cookie: student.cookie }),
  );
  const result = (await submitted.json()) as QuizResult;
  expect(result.grade).toBe(0);
  const after = await dashboard();
  expect(after.testsDone).toBe(1);
  expect(after.history[0]?.id).toBe(started.id);
  // A failed test costs a life, seen on the other process at once.
  expect(after.lives).toBe(9);

  await database().db.update(user).set({ name: 'Inês Sousa' }).where(eq(user.email, student.email));
  const me = (await (await get(b, '/api/me', student.cookie)).json()) as Me;
  expect(me.name).toBe('Inês Sousa');
  expect((await dashboard()).name).toBe('Inês Sousa');
});
