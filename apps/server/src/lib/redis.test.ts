import pino from 'pino';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testConfig } from '../../test/app';
import { useTestDatabase } from '../../test/database';
import { deleteKeys, redisForTests, TEST_REDIS_URL, testKeyPrefix } from '../../test/redis';
import { get, jsonRequest, randomIp, signIn, signUp } from '../../test/session';
import { createApp } from '../app';
import { connectRedis } from './redis';

// With REDIS_URL, sessions and rate limits live in Redis: these tests check that they really do,
// that two apps (two processes' worth of clients) share them, and what happens when Redis goes.

const hasRedis = await redisForTests();
const database = useTestDatabase();
const prefix = testKeyPrefix();
const clients: Redis[] = [];

/** An app with its own Redis connection, as each server process has. */
function appOnRedis(url = TEST_REDIS_URL) {
  const redis = connectRedis(url, prefix, pino({ level: 'silent' }));
  clients.push(redis);
  return {
    redis,
    app: createApp({
      db: database().db,
      config: testConfig(),
      logger: pino({ level: 'silent' }),
      redis,
    }),
  };
}

describe.skipIf(!hasRedis)('with Redis', () => {
  beforeAll(() => {
    clients.length = 0;
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit().catch(() => c.disconnect())));
    await deleteKeys(prefix);
  });

  test('a session is kept in Redis and ends on both apps at sign-out', async () => {
    const a = appOnRedis();
    const b = appOnRedis();
    const student = await signUp(a.app);
    const token = decodeURIComponent(/session_token=([^.;]+)/.exec(student.cookie)?.[1] ?? '');
    const stored = JSON.parse((await a.redis.get(token)) ?? 'null') as {
      user: { email: string };
    } | null;
    expect(stored?.user.email).toBe(student.email);
    expect((await get(b.app, '/api/me', student.cookie)).status).toBe(200);

    const out = await a.app.request('/api/auth/sign-out', jsonRequest('POST', {}, student));
    expect(out.status).toBe(200);
    expect(await a.redis.exists(token)).toBe(0);
    expect((await get(b.app, '/api/me', student.cookie)).status).toBe(401);
  });

  test('the per-account sign-in limit is counted in Redis, across apps', async () => {
    const a = appOnRedis();
    const b = appOnRedis();
    const student = await signUp(a.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const app = i % 2 === 0 ? a.app : b.app;
      statuses.push((await signIn(app, student.email, `errada-${i}`, randomIp())).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    expect(await a.redis.get(`limite:conta:${student.email}`)).toBe('11');
    const ttl = await a.redis.ttl(`limite:conta:${student.email}`);
    expect(ttl).toBeGreaterThan(14 * 60);
    expect(ttl).toBeLessThanOrEqual(15 * 60);
  });

  test('without Redis, ready says so and signed-in requests answer 503, never 500', async () => {
    const { app: healthy } = appOnRedis();
    const student = await signUp(healthy);
    // Nothing listens on port 1: the client keeps failing to connect.
    const { app } = appOnRedis('redis://127.0.0.1:1');
    const ready = await app.request('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', db: 'ok', redis: 'unavailable' });
    const me = await get(app, '/api/me', student.cookie);
    expect(me.status).toBe(503);
    expect(await me.json()).toMatchObject({ error: { code: 'UNAVAILABLE' } });
    // Public pages that need neither go on working.
    expect((await app.request('/api/subjects')).status).toBe(200);
  });
});
