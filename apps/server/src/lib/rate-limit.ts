import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { incrementInWindow, type Redis } from './redis';

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/** Counts hits per key in fixed windows, shared by every server process. */
export type RateLimiter = {
  hit: (key: string, windowSeconds: number, max: number) => Promise<RateLimitResult>;
};

/** In Redis when there is one (REDIS_URL), else in PostgreSQL's rate_limit table. */
export function createRateLimiter({ db, redis }: { db: Db; redis?: Redis }): RateLimiter {
  if (!redis)
    return { hit: (key, windowSeconds, max) => hitRateLimit(db, key, windowSeconds, max) };
  return {
    hit: async (key, windowSeconds, max) => {
      const { count, secondsLeft } = await incrementInWindow(redis, `limite:${key}`, windowSeconds);
      return { allowed: count <= max, retryAfterSeconds: secondsLeft };
    },
  };
}

/**
 * Counts one hit against `key` in a fixed window, atomically in PostgreSQL, so that every server
 * process shares the count. Keys carry a prefix ("conta:", "feedback:") apart from better-auth's.
 */
async function hitRateLimit(
  db: Db,
  key: string,
  windowSeconds: number,
  max: number,
): Promise<RateLimitResult> {
  const now = Date.now();
  const windowStart = now - windowSeconds * 1000;
  // last_request holds the start of the current window for these keys.
  const result = await db.execute<{ count: number; started: string }>(sql`
    insert into rate_limit (id, key, count, last_request) values (${randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request <= ${windowStart} then 1 else rate_limit.count + 1 end,
      last_request = case when rate_limit.last_request <= ${windowStart} then ${now} else rate_limit.last_request end
    returning count, last_request as started`);
  const row = result.rows[0];
  const count = Number(row?.count ?? 1);
  const started = Number(row?.started ?? now);
  return {
    allowed: count <= max,
    retryAfterSeconds: Math.max(1, Math.ceil((started + windowSeconds * 1000 - now) / 1000)),
  };
}
