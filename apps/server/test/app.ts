import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll } from 'vitest';
import { createApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Db } from '../src/db/client';
import { listenForChanges, type ChangeFeed } from '../src/lib/cache/change-feed';
import { createLogger, type Logger } from '../src/lib/logger';
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

// Change feeds opened for this file's apps, closed with the file.
const openFeeds: ChangeFeed[] = [];
const sharedFeeds = new Map<Db, ChangeFeed>();
afterAll(async () => {
  await Promise.all(openFeeds.map((feed) => feed.close()));
  openFeeds.length = 0;
  sharedFeeds.clear();
});

function openFeed(db: Db): ChangeFeed {
  const feed = listenForChanges(db.$client, pino({ level: 'silent' }));
  openFeeds.push(feed);
  return feed;
}

/** Waits until `feed` listens (a feed connects in the background). */
export async function untilLive(feed: ChangeFeed): Promise<void> {
  for (let i = 0; i < 200 && !feed.live; i++) await new Promise((r) => setTimeout(r, 25));
  if (!feed.live) throw new Error('change feed did not connect');
}

function appOn(
  db: Db,
  changes: ChangeFeed,
  overrides: Record<string, string> = {},
  clock?: () => Date,
  logger: Logger = pino({ level: 'silent' }),
) {
  if (redisPrefix) redis ??= new Redis(TEST_REDIS_URL, { keyPrefix: redisPrefix });
  const app = createApp({
    db,
    config: testConfig(overrides),
    logger,
    changes,
    ...(redis ? { redis } : {}),
    ...(clock ? { clock } : {}),
  });
  const request = app.request.bind(app);
  app.request = (async (...args: Parameters<typeof request>) => {
    if (changes.live) await changes.sync();
    return request(...args);
  }) as typeof app.request;
  return app;
}

/**
 * The real app on a test database, called through `app.request()`, with a change feed: sessions
 * and students' data are copied between requests as in production. Tests also write to the
 * database directly, so each request first waits until the feed has delivered every change
 * committed before it (in production that takes about a millisecond, ADR 006).
 */
export function createTestApp(db: Db, overrides: Record<string, string> = {}, clock?: () => Date) {
  let feed = sharedFeeds.get(db);
  if (!feed) sharedFeeds.set(db, (feed = openFeed(db)));
  return appOn(db, feed, overrides, clock);
}

/**
 * The test app with the production logger (its serializers and redaction) at `info`, writing
 * into memory: `log()` is everything it wrote, one JSON line per entry.
 */
export function createLoggedTestApp(db: Db, overrides: Record<string, string> = {}) {
  const lines: string[] = [];
  const logger = createLogger(
    { LOG_LEVEL: 'info', NODE_ENV: 'production' },
    { write: (line: string) => void lines.push(line) },
  );
  let feed = sharedFeeds.get(db);
  if (!feed) sharedFeeds.set(db, (feed = openFeed(db)));
  return { app: appOn(db, feed, overrides, undefined, logger), log: () => lines.join('') };
}

/** Another server process on the same database: an app with a change feed of its own. */
export async function createProcessApp(db: Db, clock?: () => Date) {
  const feed = openFeed(db);
  await untilLive(feed);
  return { app: appOn(db, feed, {}, clock), feed };
}

export const ORIGIN = 'http://localhost:3000';
