import { MESSAGES } from '@nota20/core/messages';
import type { ErrorBody, ErrorCode } from '@nota20/core/contracts/errors';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './context';

export const STATUS_OF: Record<ErrorCode, ContentfulStatusCode> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  NO_LIVES: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

export type Issue = { path: string; message: string };

/** The one error type services and routes throw; `onError` turns it into the API's error body. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: Issue[],
    /** For RATE_LIMITED: seconds until the client may try again (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export function errorBody(code: ErrorCode, message: string, issues?: Issue[]): ErrorBody {
  return { error: { code, message, ...(issues ? { issues } : {}) } };
}

// node-postgres / PostgreSQL (and ioredis) failures that mean "not reachable right now".
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
]);

/** Looks through wrapped causes (drizzle wraps pg errors) and aggregated connection attempts. */
function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const { code, syscall } = error as { code?: unknown; syscall?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08')))
    return true;
  // A Unix socket whose server is down is a missing file (the embedded PostgreSQL's).
  if (code === 'ENOENT' && syscall === 'connect') return true;
  if (
    /Connection terminated|timeout exceeded when trying to connect|Connection is closed|max retries per request/i.test(
      error.message,
    )
  )
    return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  ) {
    return true;
  }
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/**
 * PostgreSQL refusing a value it was sent: text that is not valid (a NUL character: 22021,
 * 22P05) or not of the column's type (22P02, 22003, 22007, 22008). That is bad input, never
 * the server's fault: 400, whichever route let it through.
 */
const BAD_VALUE_CODES = new Set(['22021', '22P05', '22P02', '22003', '22007', '22008']);

function isBadValue(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && BAD_VALUE_CODES.has(code)) return true;
  return isBadValue(error.cause, depth + 1);
}

export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds !== undefined)
      c.header('Retry-After', String(error.retryAfterSeconds));
    return c.json(errorBody(error.code, error.message, error.issues), STATUS_OF[error.code]);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code: ErrorCode = error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION';
    const message = error.status === 413 ? MESSAGES.payloadTooLarge : MESSAGES.validation;
    return c.json(errorBody(code, message), error.status as ContentfulStatusCode);
  }
  if (isBadValue(error)) return c.json(errorBody('VALIDATION', MESSAGES.validation), 400);
  if (isDatabaseUnavailable(error)) {
    c.get('log').warn({ err: error }, 'database unavailable');
    return c.json(errorBody('UNAVAILABLE', MESSAGES.unavailable), 503);
  }
  c.get('log').error({ err: error }, 'unhandled error');
  return c.json(errorBody('INTERNAL', MESSAGES.internal), 500);
}
