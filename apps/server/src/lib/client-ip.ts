import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

/**
 * Decides the client's address once per request, from a source the client cannot forge: the
 * socket, or — behind TRUST_PROXY_HOPS proxies — the address the outermost proxy saw, counted
 * from the right of X-Forwarded-For (the entries to its left are the client's to invent).
 */
export function clientIp(trustProxyHops: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let ip: string | undefined;
    if (trustProxyHops > 0) {
      const chain = (c.req.header('x-forwarded-for') ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      ip = chain[chain.length - trustProxyHops];
    }
    if (!ip) {
      try {
        ip = getConnInfo(c).remote.address;
      } catch {
        // app.request() in tests has no socket.
      }
    }
    c.set('clientIp', ip ?? 'unknown');
    await next();
  };
}
