import { MESSAGES } from '@nota20/core/messages';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/context';
import { errorBody } from '../lib/errors';
import type { Sessions } from './sessions';

/** Every signed-in route goes through this: 401 without a valid session, else `c.get('user')`. */
export function requireUser(sessions: Sessions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // '/me' and '/me/*' both match /api/me: look the session up once.
    if (c.get('user')) return next();
    const found = await sessions.read(c);
    if (!found) return c.json(errorBody('UNAUTHORIZED', MESSAGES.unauthorized), 401);
    c.set('user', found);
    await next();
  };
}
