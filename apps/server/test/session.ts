import { randomUUID } from 'node:crypto';
import type { StartedQuiz } from '@nota20/core/contracts/quizzes';
import type { App } from '../src/app';
import { ORIGIN } from './app';

/** A request as the web app sends it: JSON, from our origin, from a given client address. */
export function jsonRequest(
  method: string,
  body: unknown,
  opts: { cookie?: string; ip?: string } = {},
): RequestInit {
  return {
    method,
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      'x-forwarded-for': opts.ip ?? randomIp(),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    body: JSON.stringify(body),
  };
}

export function randomIp(): string {
  const b = () => Math.floor(Math.random() * 250) + 1;
  return `10.${b()}.${b()}.${b()}`;
}

/** The session cookie(s) a response sets, as a Cookie header value. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => c && !c.endsWith('='))
    .join('; ');
}

export type TestUser = { name: string; email: string; password: string; cookie: string };

export async function signUp(
  app: App,
  overrides: Partial<Omit<TestUser, 'cookie'>> = {},
): Promise<TestUser> {
  const user = {
    name: 'Aluna Teste',
    email: `aluno-${randomUUID().slice(0, 8)}@example.pt`,
    password: 'segredo123',
    ...overrides,
  };
  const response = await app.request('/api/auth/sign-up/email', jsonRequest('POST', user));
  if (response.status !== 200)
    throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return { ...user, cookie: cookiesFrom(response) };
}

export async function signIn(app: App, email: string, password: string, ip?: string) {
  return app.request(
    '/api/auth/sign-in/email',
    jsonRequest('POST', { email, password }, ip ? { ip } : {}),
  );
}

export function get(app: App, path: string, cookie?: string) {
  return app.request(path, { headers: cookie ? { cookie } : {} });
}

/** Starts a test of `count` random Economia A questions for the student (201 expected). */
export async function startRandomQuiz(app: App, cookie: string, count: number) {
  const response = await app.request(
    '/api/quizzes',
    jsonRequest('POST', { type: 'random', subject: 'Economia', count }, { cookie }),
  );
  if (response.status !== 201)
    throw new Error(`quiz start failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as StartedQuiz;
}
