import { MESSAGES } from '@nota20/core/messages';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { errorBody } from './errors';

export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether the request carries a body, from its headers (asking the web Request for its body
 * would build it). On Node's server HTTP/1.1 decides: a body comes with Content-Length or
 * Transfer-Encoding, and a request with neither has none, whatever the web Request made of it
 * (@hono/node-server gives every DELETE and POST a body stream, an empty one here). Elsewhere
 * (app.request() in tests) the Request says.
 */
export function hasBody(c: Context<AppEnv>): boolean {
  if (c.req.header('transfer-encoding') !== undefined) return true;
  const length = c.req.header('content-length');
  if (length !== undefined) return Number(length) > 0;
  const onNodeSocket = (c.env as { incoming?: unknown } | undefined)?.incoming !== undefined;
  return !onNodeSocket && c.req.raw.body !== null;
}

/**
 * API contract: state-changing requests that carry a body must carry JSON, and may not come
 * from another origin. A browser always sends Origin on such requests; clients without one
 * (apps, scripts) carry no cookies of ours to abuse. Requiring JSON also rules out plain HTML
 * form posts. A request with no body (DELETE /api/plans/:id from curl) needs no content type.
 */
export function requestGuard(
  isTrustedOrigin: (origin: string, host: string | undefined) => boolean,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin && !isTrustedOrigin(origin, c.req.header('host'))) {
      return c.json(errorBody('FORBIDDEN', MESSAGES.crossOrigin), 403);
    }
    const type = c.req.header('content-type') ?? '';
    if (hasBody(c) && !/^application\/json\b/i.test(type)) {
      return c.json(errorBody('UNSUPPORTED_MEDIA_TYPE', MESSAGES.jsonRequired), 415);
    }
    return next();
  };
}
