import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Db } from '../src/db/client';

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

/** The real app on a test database, called through `app.request()`. */
export function createTestApp(db: Db, overrides: Record<string, string> = {}, clock?: () => Date) {
  return createApp({
    db,
    config: testConfig(overrides),
    logger: pino({ level: 'silent' }),
    ...(clock ? { clock } : {}),
  });
}

export const ORIGIN = 'http://localhost:3000';
