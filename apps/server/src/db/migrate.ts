import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any constant shared by every Nota20 process; it names the advisory lock below.
const STARTUP_LOCK_KEY = 720_712;

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so that when several server processes
 * start at once against one database, only one migrates and seeds at a time and the others
 * then find the work done.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

export async function runMigrations(database: Database): Promise<void> {
  await migrate(database.db, { migrationsFolder: MIGRATIONS_DIR });
}
