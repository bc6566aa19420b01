import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll } from 'vitest';
import { createApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Db } from '../src/db/client';
import { deleteKeys, TEST_REDIS_URL, testKeyPrefix } from './redis';

let dataDir: string | undefined;

/** A config for tests: quiet logs, a fixed secret, one trusted proxy hop so tests choose their IP. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  dataDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'nota20-test-data-'));
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-1234',
    TRUST_PROXY_HOPS: '1',
    ...overrides,
  });
}

// TEST_WITH_REDIS=1 runs the in-process apps on Redis (sessions, rate limits), as with
// REDIS_URL in production: CI runs the auth and rate-limit suites that way too.
const redisPrefix = process.env.TEST_WITH_REDIS ? testKeyPrefix() : undefined;
let redis: Redis | undefined;
if (redisPrefix) {
  afterAll(async () => {
    await redis?.quit();
    await deleteKeys(redisPrefix);
  });
}

/** The real app on a test database, called through `app.request()`. */
export function createTestApp(db: Db, overrides: Record<string, string> = {}, clock?: () => Date) {
  if (redisPrefix) redis ??= new Redis(TEST_REDIS_URL, { keyPrefix: redisPrefix });
  return createApp({
    db,
    config: testConfig(overrides),
    logger: pino({ level: 'silent' }),
    ...(redis ? { redis } : {}),
    ...(clock ? { clock } : {}),
  });
}

export const ORIGIN = 'http://localhost:3000';
