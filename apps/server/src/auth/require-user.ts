import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { MESSAGES } from '@nota20/core/messages';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/http/context';
import { errorBody } from '../lib/http/errors';

/** The OpenAPI security scheme of every signed-in route: better-auth's session cookie. */
export const SESSION_SECURITY = 'sessionCookie';

/** 401 without a valid session, else `c.get('user')` is the student. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const found = await c.get('sessions').read(c);
  if (!found) return c.json(errorBody('UNAUTHORIZED', MESSAGES.unauthorized), 401);
  c.set('user', found);
  await next();
};

/**
 * A route only a signed-in student may call: declared where the route is, so a new route is
 * public only if written with `createRoute`. The OpenAPI document marks it with the session's
 * security scheme (a test walks it: every such operation answers 401 without a session).
 */
export function studentRoute<R extends Omit<RouteConfig, 'middleware' | 'security'>>(route: R) {
  return createRoute({
    ...route,
    middleware: [requireUser] as const,
    security: [{ [SESSION_SECURITY]: [] }],
  });
}
