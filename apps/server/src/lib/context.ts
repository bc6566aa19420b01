import type { Config } from '../config';
import type { OpenQuizzes } from '../features/quizzes/open-quizzes';
import type { Db } from '../db/client';
import type { Logger } from './logger';
import type { QuestionBank } from './question-bank';
import type { RateLimiter } from './rate-limit';
import type { Redis } from './redis';
import type { Students } from './student-data';

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
    /** Students' own data (profile, history), copied per process while the change feed is live. */
    students: Students;
    /** Subjects, units and questions, copied per process until content changes. */
    bank: QuestionBank;
    /** The unfinished quizzes this process started (a submit here need not read them back). */
    openQuizzes: OpenQuizzes;
    /** The server's clock (tests move it; deadlines and lives are decided by it). */
    now: () => Date;
    /** The client's address, from a source it cannot forge (see client-ip.ts). */
    clientIp: string;
    /** The signed-in user, set by requireUser on signed-in routes. */
    user: { id: string };
    /** Set by secureHeaders: the CSP nonce of this response. */
    secureHeadersNonce?: string;
  };
};
