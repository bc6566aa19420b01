import pino from 'pino';
import { createApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Db } from '../src/db/client';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
}

/** The real app on a test database, called through `app.request()`. */
export function createTestApp(db: Db, overrides: Record<string, string> = {}) {
  return createApp({ db, config: testConfig(overrides), logger: pino({ level: 'silent' }) });
}
