import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import type { Logger } from '../logger';

/**
 * Decides the client's address once per request, from a source the client cannot forge: the
 * socket, or — behind TRUST_PROXY_HOPS proxies — the address the outermost proxy saw, counted
 * from the right of X-Forwarded-For (the entries to its left are the client's to invent).
 */
export function clientIp(trustProxyHops: number, logger: Logger): MiddlewareHandler<AppEnv> {
  let warned = false;
  return async (c, next) => {
    let ip: string | undefined;
    const forwarded = c.req.header('x-forwarded-for');
    if (trustProxyHops > 0) {
      const chain = (forwarded ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      ip = chain[chain.length - trustProxyHops];
    } else if (forwarded !== undefined && !warned) {
      // Behind a proxy that is not declared, every student has the proxy's address: one limit
      // for a whole school. Said once, so the log is not flooded.
      warned = true;
      logger.warn(
        'Os pedidos trazem X-Forwarded-For mas TRUST_PROXY_HOPS=0: todos os alunos partilham o endereço do proxy e os mesmos limites de pedidos. Indica quantos proxies estão à frente do servidor em TRUST_PROXY_HOPS.',
      );
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
