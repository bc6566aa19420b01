import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Logger } from './logger';

/** What every request handler can reach through `c.var`. */
export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    db: Db;
    config: Config;
    /** Set by secureHeaders: the CSP nonce of this response. */
    secureHeadersNonce?: string;
  };
};
