import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Me } from '@nota20/core/contracts/me';
import { eq, sql } from 'drizzle-orm';
import { expect, test, vi } from 'vitest';
import { createLoggedTestApp, createTestApp } from '../../test/app';
import { useTestDatabase } from '../../test/database';
import { cookiesFrom, get, jsonRequest, randomIp, signIn, signUp } from '../../test/session';
import { user } from '../db/schema/index';

// Issue 21: lock-outs, a school behind one address, other addresses, sessions on shared
// computers, better-auth's errors in pt-PT, one rule for names, common passwords, logs.

const database = useTestDatabase();
const app = () => createTestApp(database().db);

type ErrorJson = { error: { code: string; message: string } };

test('ten wrong passwords from one address do not lock the student out: the right one from another address signs in', async () => {
  const student = await signUp(app());
  const attacker = randomIp();
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++)
    statuses.push((await signIn(app(), student.email, `errada-${i}`, attacker)).status);
  // Five free failures, then that address waits (a growing delay), whatever it sends.
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
  const slowed = await signIn(app(), student.email, student.password, attacker);
  expect(slowed.status).toBe(429);
  expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(((await slowed.json()) as ErrorJson).error).toEqual({
    code: 'RATE_LIMITED',
    message: expect.stringMatching(/^Demasiadas tentativas\. Tenta novamente daqui a /),
  });

  const student2 = await signIn(app(), student.email, student.password, randomIp());
  expect(student2.status).toBe(200);
  expect((await get(app(), '/api/me', cookiesFrom(student2))).status).toBe(200);
});

test('the wait grows with each failure past the limit, and a right password clears the count', async () => {
  const student = await signUp(app());
  const ip = randomIp();
  for (let i = 0; i < 5; i++) await signIn(app(), student.email, 'errada', ip);
  const first = Number(
    (await signIn(app(), student.email, 'errada', ip)).headers.get('retry-after'),
  );
  expect(first).toBeGreaterThan(20);
  expect(first).toBeLessThanOrEqual(30);
  // After the wait, one more wrong password doubles it.
  const start = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(start + 31_000);
    expect((await signIn(app(), student.email, 'errada', ip)).status).toBe(401);
    const second = Number(
      (await signIn(app(), student.email, 'errada', ip)).headers.get('retry-after'),
    );
    expect(second).toBeGreaterThan(50);
    expect(second).toBeLessThanOrEqual(60);
    // Once the wait is over, the right password signs in and the failures are forgotten.
    vi.setSystemTime(start + 31_000 + 61_000);
    expect((await signIn(app(), student.email, student.password, ip)).status).toBe(200);
    expect((await signIn(app(), student.email, 'errada', ip)).status).toBe(401);
  } finally {
    vi.useRealTimers();
  }
});

test('a class of 60 behind one address signs up and in within a minute, then reads its session 500 times', async () => {
  const school = randomIp();
  const started = Date.now();
  const students = [];
  for (let i = 0; i < 60; i++) {
    const email = `turma-${i}-${Date.now()}@example.pt`;
    const response = await app().request(
      '/api/auth/sign-up/email',
      jsonRequest('POST', { name: `Aluno ${i}`, email, password: 'segredo123' }, { ip: school }),
    );
    expect(response.status, `sign-up ${i}`).toBe(200);
    students.push(email);
  }
  const cookies: string[] = [];
  for (const email of students) {
    const response = await signIn(app(), email, 'segredo123', school);
    expect(response.status, `sign-in ${email}`).toBe(200);
    cookies.push(cookiesFrom(response));
  }
  expect(Date.now() - started).toBeLessThan(60_000);
  for (let i = 0; i < 500; i++) {
    const cookie = cookies[i % cookies.length] ?? '';
    const headers = { cookie, 'x-forwarded-for': school };
    const session = await app().request('/api/auth/get-session', { headers });
    expect(session.status, `get-session ${i}`).toBe(200);
    if (i % 5 === 0) expect((await app().request('/api/me', { headers })).status).toBe(200);
  }
}, 120_000);

test('per address, sign-in attempts are still capped (a generous limit), in the error model', async () => {
  const ip = randomIp();
  let last: Response | undefined;
  // Bodies that fail validation cost no password hashing; the limit counts them all the same.
  for (let i = 0; i < 301; i++) {
    last = await app().request(
      '/api/auth/sign-in/email',
      jsonRequest('POST', { email: 'nao-e-email', password: 'x' }, { ip }),
    );
  }
  expect(last?.status).toBe(429);
  expect(((await last?.json()) as ErrorJson).error.code).toBe('RATE_LIMITED');
  expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
}, 60_000);

test('with no PUBLIC_URL, the site opened on 127.0.0.1 or a school address works; a foreign origin is refused', async () => {
  for (const host of ['127.0.0.1:3000', '192.168.1.20:3000']) {
    const headers = { host, origin: `http://${host}`, 'x-forwarded-for': randomIp() };
    const email = `host-${randomIp()}@example.pt`;
    const signUpResponse = await app().request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Aluna', email, password: 'segredo123' }),
    });
    expect(signUpResponse.status, host).toBe(200);
    const cookie = cookiesFrom(signUpResponse);
    const patched = await app().request(`http://${host}/api/me`, {
      method: 'PATCH',
      headers: { ...headers, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Aluna Nova' }),
    });
    expect(patched.status, host).toBe(200);
  }
  const foreign = await app().request('http://127.0.0.1:3000/api/auth/sign-up/email', {
    method: 'POST',
    headers: {
      host: '127.0.0.1:3000',
      origin: 'http://mau.example',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ name: 'X', email: 'x@example.pt', password: 'segredo123' }),
  });
  expect(foreign.status).toBe(403);
  // With PUBLIC_URL, only that origin: the address the request was sent to no longer counts.
  const behindProxy = createTestApp(database().db, { PUBLIC_URL: 'https://nota20.pt' });
  const other = await behindProxy.request('http://127.0.0.1:3000/api/feedback', {
    method: 'POST',
    headers: {
      host: '127.0.0.1:3000',
      origin: 'http://127.0.0.1:3000',
      'content-type': 'application/json',
    },
    body: '{}',
  });
  expect(other.status).toBe(403);
});

test('without «Manter sessão iniciada» the cookie ends with the browser and the session after 12 hours', async () => {
  const student = await signUp(app());
  const response = await app().request(
    '/api/auth/sign-in/email',
    jsonRequest('POST', { email: student.email, password: student.password, rememberMe: false }),
  );
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('nota20.session_token='));
  expect(cookie).toBeDefined();
  expect(cookie).not.toMatch(/Max-Age|Expires/i);
  const session = cookiesFrom(response);
  const start = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(start + 11 * 60 * 60_000);
    expect((await get(app(), '/api/me', session)).status).toBe(200);
    vi.setSystemTime(start + 12 * 60 * 60_000 + 60_000);
    expect((await get(app(), '/api/me', session)).status).toBe(401);
  } finally {
    vi.useRealTimers();
  }
  // Kept (the default), the session lasts as before.
  const kept = await signIn(app(), student.email, student.password);
  expect(kept.headers.getSetCookie().find((c) => c.startsWith('nota20.session_token='))).toMatch(
    /Max-Age=2592000/,
  );
});

test("better-auth's errors reach the student in pt-PT and in the API's error model", async () => {
  const student = await signUp(app());
  const wrong = await signIn(app(), student.email, 'errada');
  expect(wrong.status).toBe(401);
  expect(await wrong.json()).toEqual({
    error: { code: 'UNAUTHORIZED', message: 'Email ou palavra-passe incorretos.' },
  });
  const badToken = await app().request(
    '/api/auth/reset-password',
    jsonRequest('POST', { token: 'nao-existe', newPassword: 'nova-senha-1' }),
  );
  expect(badToken.status).toBe(400);
  expect(await badToken.json()).toEqual({
    error: { code: 'VALIDATION', message: 'A ligação já não é válida: pede uma nova.' },
  });
  const again = await app().request(
    '/api/auth/sign-up/email',
    jsonRequest('POST', { name: 'Outra', email: student.email, password: 'segredo456' }),
  );
  expect(again.status).toBeGreaterThanOrEqual(400);
  const body = (await again.json()) as ErrorJson;
  expect(body.error.message).toBe('Erro ao criar conta. Verifica os dados inseridos.');
  const weird = await app().request(
    '/api/auth/sign-in/email',
    jsonRequest('POST', { email: student.email }),
  );
  expect(weird.status).toBe(400);
  const weirdBody = (await weird.json()) as ErrorJson;
  expect(weirdBody.error.code).toBe('VALIDATION');
  expect(weirdBody.error.message).not.toMatch(/[A-Za-z]+ (is|are|not|required)\b/);
});

test('one rule for names on every path: sign-up, update-user and PATCH /api/me refuse long, control and bidi names; a picture never comes from a request', async () => {
  const bad = ['x'.repeat(60_000), 'Ana\u0000Maria', 'Ana\u202Eairam', 'Ana\nMaria', '   '];
  for (const name of bad) {
    const response = await app().request(
      '/api/auth/sign-up/email',
      jsonRequest('POST', { name, email: `n-${randomIp()}@example.pt`, password: 'segredo123' }),
    );
    expect(response.status, JSON.stringify(name.slice(0, 20))).toBe(400);
    expect(((await response.json()) as ErrorJson).error.code).toBe('VALIDATION');
  }
  const withImage = await app().request(
    '/api/auth/sign-up/email',
    jsonRequest('POST', {
      name: 'Ana',
      email: `i-${randomIp()}@example.pt`,
      password: 'segredo123',
      image: 'javascript:alert(1)',
    }),
  );
  expect(withImage.status).toBe(400);

  const student = await signUp(app());
  for (const name of bad) {
    const updated = await app().request(
      '/api/auth/update-user',
      jsonRequest('POST', { name }, { cookie: student.cookie }),
    );
    expect(updated.status, JSON.stringify(name.slice(0, 20))).toBe(400);
    const patched = await app().request(
      '/api/me',
      jsonRequest('PATCH', { name }, { cookie: student.cookie }),
    );
    expect(patched.status, JSON.stringify(name.slice(0, 20))).toBe(400);
  }
  const image = await app().request(
    '/api/auth/update-user',
    jsonRequest('POST', { image: 'javascript:alert(1)' }, { cookie: student.cookie }),
  );
  expect(image.status).toBe(400);
  const ok = await app().request(
    '/api/auth/update-user',
    jsonRequest('POST', { name: '  Ana Sofia  ' }, { cookie: student.cookie }),
  );
  expect(ok.status).toBe(200);
  const [row] = await database().db.select().from(user).where(eq(user.email, student.email));
  expect(row?.name).toBe('Ana Sofia');
  expect(row?.image).toBeNull();
});

test('a NUL in any JSON string is a 400 in the error model, never a 500', async () => {
  const student = await signUp(app());
  const requests: [string, string, unknown][] = [
    [
      'POST',
      '/api/auth/sign-up/email',
      { name: 'A', email: 'a\u0000@example.pt', password: 'segredo123' },
    ],
    ['POST', '/api/auth/sign-in/email', { email: student.email, password: 'a\u0000b' }],
    ['PATCH', '/api/me', { username: 'a\u0000b' }],
    [
      'POST',
      '/api/feedback',
      { type: 'Problema Técnico', message: 'falha\u0000', urgency: 'normal', metadata: {} },
    ],
    [
      'POST',
      '/api/contact',
      { subject: 'Outro assunto', name: 'A\u0000', email: 'a@example.pt', message: 'olá' },
    ],
    [
      'POST',
      '/api/plans',
      {
        disciplina: 'Economia\u0000',
        dataTeste: '2099-01-01',
        nota: 10,
        materiasSelecionadas: [1],
      },
    ],
  ];
  for (const [method, url, body] of requests) {
    const response = await app().request(
      url,
      jsonRequest(method, body, { cookie: student.cookie }),
    );
    expect(response.status, url).toBeGreaterThanOrEqual(400);
    expect(response.status, url).toBeLessThan(500);
    expect(((await response.json()) as ErrorJson).error.code, url).toMatch(/^[A-Z_]+$/);
  }
});

test('a common password is refused in pt-PT on sign-up, reset and change; an uncommon one of the same length is fine', async () => {
  const refused = await app().request(
    '/api/auth/sign-up/email',
    jsonRequest('POST', { name: 'A', email: `c-${randomIp()}@example.pt`, password: 'Benfica' }),
  );
  expect(refused.status).toBe(400);
  expect(await refused.json()).toEqual({
    error: {
      code: 'VALIDATION',
      message:
        'A palavra-passe não cumpre as regras: Não ser uma palavra-passe muito usada (como 123456 ou qwerty).',
    },
  });
  const student = await signUp(app());
  const change = await app().request(
    '/api/auth/change-password',
    jsonRequest(
      'POST',
      { currentPassword: student.password, newPassword: 'password' },
      { cookie: student.cookie },
    ),
  );
  expect(change.status).toBe(400);
  const fine = await app().request(
    '/api/auth/change-password',
    jsonRequest(
      'POST',
      { currentPassword: student.password, newPassword: 'bolota-azul' },
      { cookie: student.cookie },
    ),
  );
  expect(fine.status).toBe(200);
});

test('after a password reset the log holds no token, no e-mail and no name', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nota20-outbox-'));
  const { app: logged, log } = createLoggedTestApp(database().db, { DATA_DIR: dataDir });
  const student = await signUp(logged, { name: 'Joana Registada' });
  await logged.request(
    '/api/auth/request-password-reset',
    jsonRequest('POST', { email: student.email, redirectTo: '/redefinir-palavra-passe' }),
  );
  const [mail] = fs.readdirSync(path.join(dataDir, 'outbox'));
  const mailPath = path.join(dataDir, 'outbox', mail ?? '');
  // Files at rest: only the server's user may read the outbox.
  expect(fs.statSync(mailPath).mode & 0o777).toBe(0o600);
  const text = fs.readFileSync(mailPath, 'utf8');
  const token = /\/api\/auth\/reset-password\/([^?\s]+)/.exec(text)?.[1] ?? '';
  expect(token.length).toBeGreaterThan(10);
  // The name the student typed is not in the e-mail (it could be made to look like a link).
  expect(text).not.toContain('Joana');
  const opened = await logged.request(
    `/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent('/redefinir-palavra-passe')}`,
  );
  expect(opened.status).toBe(302);
  // A common password is refused on the reset too, and the link still works for a good one.
  const common = await logged.request(
    '/api/auth/reset-password',
    jsonRequest('POST', { token, newPassword: 'password' }),
  );
  expect(common.status).toBe(400);
  expect(((await common.json()) as { error: { message: string } }).error.message).toContain(
    'Não ser uma palavra-passe muito usada',
  );
  const reset = await logged.request(
    '/api/auth/reset-password',
    jsonRequest('POST', { token, newPassword: 'nova-senha-1' }),
  );
  expect(reset.status).toBe(200);
  const written = log();
  expect(written).toContain('/api/auth/reset-password/[oculto]');
  expect(written).not.toContain(token);
  expect(written).not.toContain(student.email);
  expect(written).not.toContain('Joana');
});

test("a database error's parameters (names, e-mails) never reach the log", async () => {
  const { app: logged, log } = createLoggedTestApp(database().db);
  const failing = await database()
    .db.execute(sql`select ${'segredo@example.pt'}::int`)
    .catch((error: unknown) => error);
  expect(failing).toBeInstanceOf(Error);
  // The app's logger writes errors through the same serializer the request handler uses.
  const student = await signUp(logged, { name: 'Rui Parametro' });
  expect((await get(logged, '/api/me', student.cookie)).status).toBe(200);
  const { createLogger } = await import('../lib/logger');
  const lines: string[] = [];
  createLogger(
    { LOG_LEVEL: 'info', NODE_ENV: 'production' },
    { write: (line: string) => void lines.push(line) },
  ).error({ err: failing }, 'unhandled error');
  const line = lines.join('');
  expect(line).toContain('unhandled error');
  expect(line).toContain('22P02');
  expect(line).not.toContain('segredo@example.pt');
  expect(log()).not.toContain('Rui Parametro');
});

test('behind an undeclared proxy (TRUST_PROXY_HOPS=0, X-Forwarded-For sent) one warning is logged, once', async () => {
  const { app: logged, log } = createLoggedTestApp(database().db, { TRUST_PROXY_HOPS: '0' });
  for (let i = 0; i < 3; i++)
    await logged.request('/api/subjects', { headers: { 'x-forwarded-for': randomIp() } });
  const warnings = log()
    .split('\n')
    .filter((l) => l.includes('TRUST_PROXY_HOPS=0'));
  expect(warnings).toHaveLength(1);
  expect(JSON.parse(warnings[0] ?? '{}')).toMatchObject({ level: 40 });
});

test('a bad id in a test start is a 400 with the error model, not a 500', async () => {
  const student = await signUp(app());
  for (const body of [
    { type: 'plan_units', planId: 'abc', unitId: 'def' },
    { type: 'plan_units', planId: '00000000-0000-0000-0000-000000000000', unitId: "1' or '1'='1" },
  ]) {
    const response = await app().request(
      '/api/quizzes',
      jsonRequest('POST', body, { cookie: student.cookie }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.code).toBe('VALIDATION');
  }
});

test('the me document says whether the e-mail is confirmed, and asks only when the server sends e-mail', async () => {
  const student = await signUp(app());
  const me = (await (await get(app(), '/api/me', student.cookie)).json()) as Me;
  expect(me.emailVerified).toBe(false);
  expect(me.confirmEmail).toBe(false);
});
