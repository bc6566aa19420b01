import type { Sessions } from '../../auth/sessions';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Logger } from '../logger';
import type { RateLimiter } from '../rate-limit';
import type { Redis } from '../redis';

/** What every request handler can reach through `c.get(name)` (set by app.ts's middleware). */
export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    db: Db;
    config: Config;
    /** Rate limits shared by every process (Redis or PostgreSQL). */
    limiter: RateLimiter;
    /** The Redis of REDIS_URL, when set (health checks it). */
    redis?: Redis;
    /** Who is signed in (read by requireUser on student routes, and by public routes that care). */
    sessions: Sessions;
    /** The server's clock (tests move it; deadlines and lives are decided by it). */
    now: () => Date;
    /** The client's address, from a source it cannot forge (see client-ip.ts). */
    clientIp: string;
    /** The signed-in user, set by requireUser on student routes (auth/require-user.ts). */
    user: { id: string };
    /** Set by secureHeaders: the CSP nonce of this response. */
    secureHeadersNonce?: string;
  };
};
