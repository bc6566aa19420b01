import type { ErrorBody } from '@nota20/core/contracts/errors';
import { MESSAGES } from '@nota20/core/messages';

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

function isErrorBody(body: unknown): body is ErrorBody {
  const error = (body as Partial<ErrorBody> | undefined)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

/**
 * GETs a JSON resource from the API. Responses are typed by the shared contracts in
 * packages/core; the server validates them, so the browser does not ship zod to check again.
 */
export async function apiGet<T>(path: string, init?: { signal?: AbortSignal }): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      ...(init?.signal ? { signal: init.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', MESSAGES.network);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isErrorBody(body)) throw new ApiError(response.status, body.error.code, body.error.message);
    throw new ApiError(response.status, 'INTERNAL', MESSAGES.internal);
  }
  return body as T;
}
