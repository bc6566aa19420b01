import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Me } from '@nota20/core/contracts/me';
import { eq } from 'drizzle-orm';
import { expect, test, vi } from 'vitest';
import { createTestApp, ORIGIN } from '../../test/app';
import { useTestDatabase } from '../../test/database';
import { cookiesFrom, get, jsonRequest, randomIp, signIn, signUp } from '../../test/session';
import { user } from '../db/schema/index';

const database = useTestDatabase();
const app = () => createTestApp(database().db);

test('sign-up creates the user document with the spec initial values and a session', async () => {
  const student = await signUp(app(), { name: 'Maria Silva' });
  const response = await get(app(), '/api/me', student.cookie);
  expect(response.status).toBe(200);
  const me = (await response.json()) as Me;
  expect(me).toMatchObject({
    name: 'Maria Silva',
    email: student.email,
    username: '',
    currentPlan: 'free',
    streakDays: 0,
    lives: 10,
    nextLifeAt: null,
    currentSubject: '',
    stats: { examsCompleted: 0 },
    userSchoolId: null,
    school: null,
    linkedProviders: ['credential'],
  });
  expect(Date.parse(me.createdAt)).toBeGreaterThan(Date.now() - 60_000);
});

test('the session cookie is HttpOnly, SameSite=Lax and lasts 30 days; a Secure __Host- cookie behind HTTPS', async () => {
  const response = await app().request(
    '/api/auth/sign-up/email',
    jsonRequest('POST', { name: 'A', email: `c-${Date.now()}@example.pt`, password: 'segredo123' }),
  );
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('nota20.session_token='));
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
  expect(cookie).toMatch(/Max-Age=2592000/);
  expect(cookie).not.toMatch(/Secure/);

  const https = createTestApp(database().db, { PUBLIC_URL: 'https://nota20.pt' });
  const secure = await https.request('/api/auth/sign-up/email', {
    ...jsonRequest('POST', {
      name: 'B',
      email: `s-${Date.now()}@example.pt`,
      password: 'segredo123',
    }),
    headers: {
      'content-type': 'application/json',
      origin: 'https://nota20.pt',
      'x-forwarded-for': randomIp(),
    },
  });
  expect(secure.status).toBe(200);
  const hostCookie = secure.headers.getSetCookie().find((c) => c.includes('session_token='));
  expect(hostCookie).toMatch(/^__Host-nota20\.session_token=/);
  expect(hostCookie).toMatch(/; Secure/i);
  expect(hostCookie).toMatch(/; Path=\//i);
  expect(hostCookie).not.toMatch(/Domain=/i);
  // The __Host- cookie is the session: it opens /api/me over HTTPS.
  const me = await https.request('/api/me', {
    headers: { cookie: hostCookie?.split(';')[0] ?? '', 'x-forwarded-for': randomIp() },
  });
  expect(me.status).toBe(200);
});

test('sign out ends the session; signing in again starts a new one', async () => {
  const student = await signUp(app());
  const out = await app().request(
    '/api/auth/sign-out',
    jsonRequest('POST', {}, { cookie: student.cookie }),
  );
  expect(out.status).toBe(200);
  expect((await get(app(), '/api/me', student.cookie)).status).toBe(401);
  const again = await signIn(app(), student.email, student.password);
  expect(again.status).toBe(200);
  expect((await get(app(), '/api/me', cookiesFrom(again))).status).toBe(200);
});

test('a wrong password and an unknown e-mail are refused alike', async () => {
  const student = await signUp(app());
  const wrong = await signIn(app(), student.email, 'outra-coisa');
  const unknown = await signIn(app(), 'ninguem@example.pt', student.password);
  expect(wrong.status).toBe(401);
  expect(unknown.status).toBe(401);
  expect(cookiesFrom(wrong)).toBe('');
});

test('a second account with the same e-mail is refused', async () => {
  const student = await signUp(app());
  const again = await app().request(
    '/api/auth/sign-up/email',
    jsonRequest('POST', {
      name: 'Outra',
      email: student.email.toUpperCase(),
      password: 'segredo456',
    }),
  );
  expect(again.status).toBeGreaterThanOrEqual(400);
  const rows = await database().db.select().from(user).where(eq(user.email, student.email));
  expect(rows).toHaveLength(1);
});

test('the password policy is published and enforced, in Portuguese', async () => {
  const policy = await (await get(app(), '/api/auth/password-policy')).json();
  expect(policy).toEqual({
    minLength: 6,
    maxLength: 128,
    requireLowercase: false,
    requireUppercase: false,
    requireNumeric: false,
    requireNonAlphanumeric: false,
  });
  const short = await app().request(
    '/api/auth/sign-up/email',
    jsonRequest('POST', { name: 'A', email: `p-${Date.now()}@example.pt`, password: 'zq8-w' }),
  );
  expect(short.status).toBe(400);
  expect(await short.json()).toEqual({
    error: {
      code: 'VALIDATION',
      message: 'A palavra-passe não cumpre as regras: Pelo menos 6 caracteres.',
    },
  });

  const strict = createTestApp(database().db, {
    PASSWORD_REQUIRE_NUMERIC: 'true',
    PASSWORD_MAX_LENGTH: '20',
  });
  expect(await (await get(strict, '/api/auth/password-policy')).json()).toMatchObject({
    requireNumeric: true,
    maxLength: 20,
  });
  const noDigit = await strict.request(
    '/api/auth/sign-up/email',
    jsonRequest('POST', { name: 'A', email: `q-${Date.now()}@example.pt`, password: 'abcdefgh' }),
  );
  expect(noDigit.status).toBe(400);
  expect(((await noDigit.json()) as { error: { message: string } }).error.message).toContain(
    'Um algarismo',
  );
});

// Issue 21 replaced the per-account limit (which let strangers lock a student out) and the
// per-address one of 30 (a school's class behind one address): see security.test.ts.

test('a password is reset from the e-mailed link, once, and the old sessions end', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nota20-outbox-'));
  const mailApp = createTestApp(database().db, { DATA_DIR: dataDir });
  const student = await signUp(mailApp);
  const request = await mailApp.request(
    '/api/auth/request-password-reset',
    jsonRequest('POST', { email: student.email, redirectTo: '/redefinir-palavra-passe' }),
  );
  expect(request.status).toBe(200);
  const [mail] = fs.readdirSync(path.join(dataDir, 'outbox'));
  const text = fs.readFileSync(path.join(dataDir, 'outbox', mail ?? ''), 'utf8');
  expect(text).toContain(`To: ${student.email}`);
  const link = /http:\/\/localhost:3000\/api\/auth\/reset-password\/\S+/.exec(text)?.[0];
  expect(link).toBeTruthy();

  const opened = await mailApp.request(new URL(link ?? '').pathname + new URL(link ?? '').search);
  expect(opened.status).toBe(302);
  const target = new URL(opened.headers.get('location') ?? '', ORIGIN);
  expect(target.pathname).toBe('/redefinir-palavra-passe');
  const token = target.searchParams.get('token');
  expect(token).toBeTruthy();

  const reset = await mailApp.request(
    '/api/auth/reset-password',
    jsonRequest('POST', { token, newPassword: 'nova-senha-1' }),
  );
  expect(reset.status).toBe(200);
  expect((await get(mailApp, '/api/me', student.cookie)).status).toBe(401);
  expect((await signIn(mailApp, student.email, student.password)).status).toBe(401);
  expect((await signIn(mailApp, student.email, 'nova-senha-1')).status).toBe(200);
  const reused = await mailApp.request(
    '/api/auth/reset-password',
    jsonRequest('POST', { token, newPassword: 'outra-senha-2' }),
  );
  expect(reused.status).toBe(400);
});

test('a reset link expires after one hour', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nota20-outbox-'));
  const mailApp = createTestApp(database().db, { DATA_DIR: dataDir });
  const student = await signUp(mailApp);
  await mailApp.request(
    '/api/auth/request-password-reset',
    jsonRequest('POST', { email: student.email, redirectTo: '/redefinir-palavra-passe' }),
  );
  const [mail] = fs.readdirSync(path.join(dataDir, 'outbox'));
  const text = fs.readFileSync(path.join(dataDir, 'outbox', mail ?? ''), 'utf8');
  const token = /\/api\/auth\/reset-password\/([^?\s]+)/.exec(text)?.[1];
  expect(token).toBeTruthy();
  // The token is kept in PostgreSQL, or in Redis with REDIS_URL; either way an hour is its limit.
  const opened = async () => {
    const response = await mailApp.request(
      `/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent('/redefinir-palavra-passe')}`,
    );
    return new URL(response.headers.get('location') ?? '', ORIGIN).searchParams;
  };
  const sent = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(sent + 59 * 60_000);
    expect((await opened()).get('token')).toBe(token);
    vi.setSystemTime(sent + 61 * 60_000);
    expect((await opened()).get('error')).toBe('INVALID_TOKEN');
    const reset = await mailApp.request(
      '/api/auth/reset-password',
      jsonRequest('POST', { token, newPassword: 'nova-senha-1' }),
    );
    expect(reset.status).toBe(400);
  } finally {
    vi.useRealTimers();
  }
  expect((await signIn(mailApp, student.email, student.password)).status).toBe(200);
});

test('changing the password ends the other sessions', async () => {
  const student = await signUp(app());
  const other = cookiesFrom(await signIn(app(), student.email, student.password));
  expect((await get(app(), '/api/me', other)).status).toBe(200);
  const change = await app().request(
    '/api/auth/change-password',
    jsonRequest(
      'POST',
      { currentPassword: student.password, newPassword: 'mudei-a-senha' },
      { cookie: student.cookie },
    ),
  );
  expect(change.status).toBe(200);
  expect((await get(app(), '/api/me', other)).status).toBe(401);
});

test('state-changing requests from another origin, or not in JSON, are refused', async () => {
  const student = await signUp(app());
  const foreign = await app().request('/api/me', {
    method: 'PATCH',
    headers: {
      'content-type': 'application/json',
      origin: 'https://mau.example',
      cookie: student.cookie,
    },
    body: JSON.stringify({ name: 'Hacker' }),
  });
  expect(foreign.status).toBe(403);
  const form = await app().request('/api/me', {
    method: 'PATCH',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: ORIGIN,
      cookie: student.cookie,
    },
    body: 'name=Hacker',
  });
  expect(form.status).toBe(415);
  const me = (await (await get(app(), '/api/me', student.cookie)).json()) as Me;
  expect(me.name).toBe('Aluna Teste');
});

test('a session renewed by use still ends 90 days after sign-in', async () => {
  const student = await signUp(app());
  const start = Date.now();
  const day = 24 * 60 * 60 * 1000;
  const session = (at: number) => {
    vi.setSystemTime(at);
    return app().request('/api/auth/get-session', { headers: { cookie: student.cookie } });
  };
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    // Used every few weeks, the session is renewed each time…
    for (const days of [20, 45, 70, 89]) {
      const body = (await (await session(start + days * day)).json()) as {
        session: { expiresAt: string };
      } | null;
      expect(body, `day ${days}`).not.toBeNull();
      expect(Date.parse(body?.session.expiresAt ?? '')).toBeLessThanOrEqual(
        start + 90 * day + 60_000,
      );
    }
    // …but not past 90 days from the sign-in, for the API too.
    expect(await (await session(start + 90 * day + 60 * 60_000)).json()).toBeNull();
    const me = await app().request('/api/me', { headers: { cookie: student.cookie } });
    expect(me.status).toBe(401);
  } finally {
    vi.useRealTimers();
  }
});
