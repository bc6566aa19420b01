import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis that tests use: TEST_REDIS_URL, or this machine's on the standard port. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of its own, so test runs (and CI beside a session) never see each other's keys. */
export function testKeyPrefix(): string {
  return `nota20-test-${randomUUID().slice(0, 8)}:`;
}

/**
 * Whether the tests' Redis answers. Redis tests are skipped without one, except where
 * REQUIRE_REDIS_TESTS is set (CI), which fails instead.
 */
export async function redisForTests(): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  const ok = await probe.connect().then(
    () => probe.ping().then((pong) => pong === 'PONG'),
    () => false,
  );
  probe.disconnect();
  if (!ok && process.env.REQUIRE_REDIS_TESTS)
    throw new Error(`REQUIRE_REDIS_TESTS: no Redis answers at ${TEST_REDIS_URL}`);
  if (!ok) console.warn(`Sem Redis em ${TEST_REDIS_URL}: os testes com Redis são ignorados.`);
  return ok;
}

/** Deletes every key under `prefix`, as a test's clean-up. */
export async function deleteKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
