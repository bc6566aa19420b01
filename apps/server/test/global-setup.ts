import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/db/client';
import { createDatabaseIfMissing, startEmbeddedPostgres } from '../src/db/embedded';
import { prepareDatabase } from '../src/startup';
import { databaseUrl, dropDatabase } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL for the whole run — TEST_DATABASE_URL when set, else an embedded one in a
 * temporary folder — holding a template database that is migrated and seeded once. Each test
 * file then copies the template (see test/database.ts), which takes milliseconds.
 */
export default async function setup(project: TestProject) {
  const logger = pino({ level: 'silent' });
  let tempDir: string | undefined;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nota20-test-'));
    // PostgreSQL runs as its own user when we are root; it must be able to enter the folder.
    fs.chmodSync(tempDir, 0o755);
    const embedded = await startEmbeddedPostgres(path.join(tempDir, 'postgres'), logger, {
      database: 'postgres',
    });
    adminUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }

  const templateDatabase = `nota20_template_${process.pid}`;
  await dropDatabase(adminUrl, templateDatabase);
  await createDatabaseIfMissing(adminUrl, templateDatabase);
  const template = connectDatabase(databaseUrl(adminUrl, templateDatabase), { max: 2 });
  try {
    await prepareDatabase(template, logger);
  } finally {
    // A database can only be copied while nobody is connected to it.
    await template.pool.end();
  }

  project.provide('adminUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    await dropDatabase(adminUrl, templateDatabase);
    await stopEmbedded?.();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  };
}
