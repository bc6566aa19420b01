import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * Counts one hit against `key` in a fixed window, atomically in PostgreSQL, so that every server
 * process shares the count. Keys carry a prefix ("conta:", "feedback:") apart from better-auth's.
 */
export async function hitRateLimit(
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
