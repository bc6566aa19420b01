import type { ErrorBody } from '@nota20/core/contracts/errors';
import { MESSAGES } from '@nota20/core/messages';
import { noteAnswer } from './offline-copies';

/** The one error type of the web app: what the API answered, in the API's own words. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * What a form says when the server refuses: a rate limit tells when to try again (the server's
 * words); anything else gets the form's fixed text, so nothing leaks (e.g. whether an account
 * exists). `shown` lists the other statuses whose answer is the server's own pt-PT words (a
 * 400 naming the rule a password breaks, say); 0 is no answer at all (offline).
 */
export function failureMessage(
  error: unknown,
  fallback: string,
  shown: readonly number[] = [],
): string {
  return error instanceof ApiError && (error.status === 429 || shown.includes(error.status))
    ? error.message
    : fallback;
}

/** Our error model, or better-auth's own `{ code, message }` for its endpoints. */
function toApiError(status: number, body: unknown): ApiError {
  const ours = (body as Partial<ErrorBody> | undefined)?.error;
  if (typeof ours?.code === 'string' && typeof ours.message === 'string') {
    return new ApiError(status, ours.code, ours.message);
  }
  const theirs = body as { code?: unknown; message?: unknown } | undefined;
  if (typeof theirs?.message === 'string') {
    return new ApiError(
      status,
      typeof theirs.code === 'string' ? theirs.code : 'ERROR',
      theirs.message,
    );
  }
  return new ApiError(status, 'INTERNAL', MESSAGES.internal);
}

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      credentials: 'same-origin',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', MESSAGES.network);
  }
  if (method === 'GET') noteAnswer(path, response);
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, data);
  return data as T;
}

/**
 * GETs a JSON resource from the API. Responses are typed by the shared contracts in
 * packages/core; the server validates them, so the browser does not ship zod to check again.
 */
export function apiGet<T>(path: string, init?: { signal?: AbortSignal }): Promise<T> {
  return request<T>('GET', path, undefined, init?.signal);
}

/** Sends JSON (POST, PUT, PATCH, DELETE); the server refuses anything else for these. */
export function apiSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown = {},
): Promise<T> {
  return request<T>(method, path, body);
}

/**
 * POSTs JSON and yields the server-sent events of the answer as they arrive (`event` is
 * "message" unless the server names it). A refusal before the stream starts throws an ApiError.
 */
export async function* apiStream(
  path: string,
  body: unknown,
  signal?: AbortSignal,
): AsyncGenerator<{ event: string; data: string }> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: 'POST',
      headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', MESSAGES.network);
  }
  if (!response.ok || !response.body) {
    throw toApiError(response.status, await response.json().catch(() => undefined));
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n');
      yield { event, data };
    }
  }
}
