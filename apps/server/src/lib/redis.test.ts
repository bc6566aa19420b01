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

  test('failed sign-ins of an account from an address are counted in Redis, across apps', async () => {
    const a = appOnRedis();
    const b = appOnRedis();
    const student = await signUp(a.app);
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const app = i % 2 === 0 ? a.app : b.app;
      statuses.push((await signIn(app, student.email, `errada-${i}`, ip)).status);
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(401));
    expect(statuses[5]).toBe(429);
    const key = `limite:falhas:${student.email}|${ip}`;
    expect(await a.redis.hget(key, 'count')).toBe('5');
    const ttl = await a.redis.ttl(key);
    expect(ttl).toBeGreaterThan(59 * 60);
    expect(ttl).toBeLessThanOrEqual(60 * 60);
    // Another address is not slowed down, and its right password clears nothing of the first's.
    expect((await signIn(b.app, student.email, student.password, randomIp())).status).toBe(200);
    expect(await a.redis.hget(key, 'count')).toBe('5');
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
