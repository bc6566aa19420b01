import type { MutationOptions, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { apiGet, apiSend, ApiError } from './api-client';
import { AUTH_ENDPOINT, createQueryClient, isTransient, persistentRetry } from './query-client';
import { queryKeys } from './query-keys';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const refusal = (status: number) => json({ error: { code: 'ERROR', message: 'Não.' } }, status);

/** fetch answers `answer()` every time; returns how many requests were made. */
function mockFetch(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.length;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A read with the app's defaults, settled after every retry has had its time. */
async function read() {
  const queryClient = createQueryClient();
  const settled = queryClient
    .fetchQuery({ queryKey: queryKeys.dashboard(), queryFn: () => apiGet('/dashboard') })
    .then(
      () => 'ok',
      (error: unknown) => error,
    );
  await vi.advanceTimersByTimeAsync(60_000);
  return settled;
}

test('transient: no answer, a timeout, a server error; never another 4xx', () => {
  expect(isTransient(new ApiError(0, 'NETWORK', ''))).toBe(true);
  expect(isTransient(new ApiError(408, 'ERROR', ''))).toBe(true);
  expect(isTransient(new ApiError(500, 'INTERNAL', ''))).toBe(true);
  expect(isTransient(new ApiError(503, 'UNAVAILABLE', ''))).toBe(true);
  for (const status of [400, 401, 403, 404, 409, 413, 429]) {
    expect(isTransient(new ApiError(status, 'ERROR', ''))).toBe(false);
  }
  // Not the API's answer at all (a chunk that did not arrive, say).
  expect(isTransient(new TypeError('Failed to fetch dynamically imported module'))).toBe(true);
});

test('a 4xx is not asked again', async () => {
  for (const status of [400, 401, 403, 404, 409, 429]) {
    const requests = mockFetch(() => refusal(status));
    const error = await read();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect(requests()).toBe(1);
  }
});

test('a server error or no answer is tried twice more, 1 s then 2 s later', async () => {
  const requests = mockFetch(() => refusal(503));
  const queryClient = createQueryClient();
  const settled = queryClient
    .fetchQuery({ queryKey: queryKeys.dashboard(), queryFn: () => apiGet('/dashboard') })
    .catch((error: unknown) => error);
  await vi.advanceTimersByTimeAsync(0);
  expect(requests()).toBe(1);
  await vi.advanceTimersByTimeAsync(1000);
  expect(requests()).toBe(2);
  await vi.advanceTimersByTimeAsync(2000);
  expect(requests()).toBe(3);
  expect(((await settled) as ApiError).status).toBe(503);

  const offline = mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
  expect(((await read()) as ApiError).code).toBe('NETWORK');
  expect(offline()).toBe(3);

  // A blip: the second try gets the answer.
  let calls = 0;
  mockFetch(() => (++calls === 1 ? refusal(502) : json({ ok: true })));
  expect(await read()).toBe('ok');
  expect(calls).toBe(2);
});

/** Runs a mutation with these options through the client's mutation cache. */
function send(queryClient: QueryClient, options: MutationOptions<unknown, Error, undefined>) {
  return queryClient
    .getMutationCache()
    .build(queryClient, options)
    .execute(undefined)
    .catch((error: unknown) => error);
}

test('sends are not repeated by default; persistentRetry tries four more times over 15 s', async () => {
  const queryClient = createQueryClient();
  const once = mockFetch(() => refusal(503));
  await send(queryClient, { mutationFn: () => apiSend('POST', '/plans') });
  expect(once()).toBe(1);

  const requests = mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
  const settled = send(queryClient, {
    mutationFn: () => apiSend('PUT', '/quizzes/q1/answers/1', { selected: 'A' }),
    ...persistentRetry,
  });
  await vi.advanceTimersByTimeAsync(14_999);
  expect(requests()).toBe(4);
  await vi.advanceTimersByTimeAsync(1);
  expect(requests()).toBe(5);
  expect(((await settled) as ApiError).code).toBe('NETWORK');

  // Still never a 4xx.
  const refused = mockFetch(() => refusal(409));
  await send(queryClient, {
    mutationFn: () => apiSend('PUT', '/quizzes/q1/answers/1', { selected: 'A' }),
    ...persistentRetry,
  });
  expect(refused()).toBe(1);
});

test('a 401 ends the session once: the session becomes none and onSessionEnded is called', async () => {
  const onSessionEnded = vi.fn();
  const queryClient = createQueryClient({ onSessionEnded });
  queryClient.setQueryData(queryKeys.session(), { user: { id: 'u1' } });
  mockFetch(() => refusal(401));
  // Two reads refused together, then a send.
  await Promise.all([
    queryClient
      .fetchQuery({ queryKey: queryKeys.me(), queryFn: () => apiGet('/me') })
      .catch(() => undefined),
    queryClient
      .fetchQuery({ queryKey: queryKeys.dashboard(), queryFn: () => apiGet('/dashboard') })
      .catch(() => undefined),
  ]);
  await send(queryClient, { mutationFn: () => apiSend('POST', '/plans') });
  expect(queryClient.getQueryData(queryKeys.session())).toBeNull();
  expect(onSessionEnded).toHaveBeenCalledTimes(1);
});

test('a 401 from an auth endpoint (a wrong password) is its answer, not a session that ended', async () => {
  const onSessionEnded = vi.fn();
  const queryClient = createQueryClient({ onSessionEnded });
  mockFetch(() => refusal(401));
  await send(queryClient, {
    mutationFn: () => apiSend('POST', '/auth/sign-in/email', {}),
    meta: AUTH_ENDPOINT,
  });
  await queryClient
    .fetchQuery({
      queryKey: queryKeys.session(),
      queryFn: () => apiGet('/auth/get-session'),
      meta: AUTH_ENDPOINT,
    })
    .catch(() => undefined);
  expect(onSessionEnded).not.toHaveBeenCalled();
  expect(queryClient.getQueryData(queryKeys.session())).toBeUndefined();
});
