import type { SecondaryStorage } from 'better-auth';
import { Redis } from 'ioredis';
import type { Logger } from './logger';

export type { Redis };

/**
 * The Redis of REDIS_URL. Commands wait at most a few seconds for a lost connection to come back
 * (then fail, and the request answers 503), instead of queueing for ever.
 */
export function connectRedis(url: string, keyPrefix: string, logger: Logger): Redis {
  const redis = new Redis(url, {
    keyPrefix,
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    // Reconnection is automatic; say it once per outage, not on every retry.
    if (!reported) logger.warn({ err: error }, 'Redis indisponível');
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) logger.info('Redis disponível de novo');
    reported = false;
  });
  return redis;
}

/**
 * Counts one hit on `key` in a fixed window of `ttlSeconds` that starts with the first hit:
 * atomically (MULTI), so every process shares the count. Returns the count and the seconds left.
 */
export async function incrementInWindow(
  redis: Redis,
  key: string,
  ttlSeconds: number,
): Promise<{ count: number; secondsLeft: number }> {
  const results = await redis
    .multi()
    .set(key, '0', 'EX', Math.max(1, Math.ceil(ttlSeconds)), 'NX')
    .incr(key)
    .ttl(key)
    .exec();
  if (!results) throw new Error('Redis MULTI was aborted');
  for (const [error] of results) if (error) throw error;
  return { count: Number(results[1]?.[1]), secondsLeft: Math.max(1, Number(results[2]?.[1])) };
}

/** better-auth's secondary storage (sessions, their lists, its rate limits) on Redis. */
export function redisSecondaryStorage(redis: Redis): SecondaryStorage {
  return {
    get: (key) => redis.get(key),
    getAndDelete: (key) => redis.getdel(key),
    increment: async (key, ttl) => (await incrementInWindow(redis, key, ttl)).count,
    set: async (key, value, ttl) => {
      if (ttl && ttl > 0) await redis.set(key, value, 'EX', Math.ceil(ttl));
      else await redis.set(key, value);
    },
    delete: async (key) => {
      await redis.del(key);
    },
  };
}

/**
 * Deletes every key under the site's prefix (sessions, their lists, counters): after a restore,
 * no session copied in Redis may outlive the database's.
 */
export async function deleteSiteKeys(url: string, keyPrefix: string): Promise<number> {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000 });
  let deleted = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) deleted += await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return deleted;
}
