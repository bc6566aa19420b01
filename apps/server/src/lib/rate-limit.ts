import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { incrementInWindow, type Redis } from './redis';

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/** Failures counted against a key: how many, and when the last one was (epoch ms). */
export type Failures = { count: number; lastAt: number };

/**
 * Counters shared by every server process: hits per key in fixed windows, and failures per key
 * that are forgotten a while after the last one (the sign-in throttle counts only wrong passwords).
 */
export type RateLimiter = {
  hit: (key: string, windowSeconds: number, max: number) => Promise<RateLimitResult>;
  /** Records one failure; the count is forgotten `forgetAfterSeconds` after the last failure. */
  fail: (key: string, forgetAfterSeconds: number) => Promise<void>;
  failures: (key: string, forgetAfterSeconds: number) => Promise<Failures | undefined>;
  clear: (key: string) => Promise<void>;
};

/** In Redis when there is one (REDIS_URL), else in PostgreSQL's rate_limit table. */
export function createRateLimiter({ db, redis }: { db: Db; redis?: Redis }): RateLimiter {
  return redis ? redisLimiter(redis) : postgresLimiter(db);
}

function redisLimiter(redis: Redis): RateLimiter {
  const key = (k: string) => `limite:${k}`;
  return {
    hit: async (k, windowSeconds, max) => {
      const { count, secondsLeft } = await incrementInWindow(redis, key(k), windowSeconds);
      return { allowed: count <= max, retryAfterSeconds: secondsLeft };
    },
    fail: async (k, forgetAfterSeconds) => {
      const results = await redis
        .multi()
        .hincrby(key(k), 'count', 1)
        .hset(key(k), 'at', Date.now())
        .expire(key(k), forgetAfterSeconds)
        .exec();
      for (const [error] of results ?? []) if (error) throw error;
    },
    failures: async (k) => {
      const found = await redis.hgetall(key(k));
      if (!found.count) return undefined;
      return { count: Number(found.count), lastAt: Number(found.at ?? 0) };
    },
    clear: async (k) => {
      await redis.del(key(k));
    },
  };
}

/**
 * Keys carry a prefix ("conta:", "feedback:") apart from better-auth's. For hits, last_request
 * holds the start of the current window; for failures, the time of the last failure.
 */
function postgresLimiter(db: Db): RateLimiter {
  return {
    hit: async (key, windowSeconds, max) => {
      const now = Date.now();
      const windowStart = now - windowSeconds * 1000;
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
    },
    fail: async (key, forgetAfterSeconds) => {
      const now = Date.now();
      const forgotten = now - forgetAfterSeconds * 1000;
      await db.execute(sql`
        insert into rate_limit (id, key, count, last_request) values (${randomUUID()}, ${key}, 1, ${now})
        on conflict (key) do update set
          count = case when rate_limit.last_request <= ${forgotten} then 1 else rate_limit.count + 1 end,
          last_request = ${now}`);
    },
    failures: async (key, forgetAfterSeconds) => {
      const forgotten = Date.now() - forgetAfterSeconds * 1000;
      const { rows } = await db.execute<{ count: number; lastAt: string }>(sql`
        select count, last_request as "lastAt" from rate_limit
        where key = ${key} and last_request > ${forgotten}`);
      const row = rows[0];
      return row ? { count: Number(row.count), lastAt: Number(row.lastAt) } : undefined;
    },
    clear: async (key) => {
      await db.execute(sql`delete from rate_limit where key = ${key}`);
    },
  };
}
