import { MESSAGES } from '@nota20/core/messages';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { errorBody } from './errors';

export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * API.md: state-changing requests must carry JSON and may not come from another origin. A
 * browser always sends Origin on such requests; clients without one (apps, scripts) carry no
 * cookies of ours to abuse. Requiring JSON also rules out plain HTML form posts.
 */
export function requestGuard(trustedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin && !trustedOrigins.includes(origin)) {
      return c.json(errorBody('FORBIDDEN', MESSAGES.crossOrigin), 403);
    }
    const type = c.req.header('content-type') ?? '';
    // From the headers: asking the web Request for its body would build it (see app.ts).
    const length = c.req.header('content-length');
    const hasBody =
      c.req.header('transfer-encoding') !== undefined ||
      (length === undefined ? c.req.raw.body !== null : Number(length) > 0);
    if (hasBody && !/^application\/json\b/i.test(type)) {
      return c.json(errorBody('UNSUPPORTED_MEDIA_TYPE', MESSAGES.jsonRequired), 415);
    }
    return next();
  };
}
