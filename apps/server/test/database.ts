import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectDatabase, type Database } from '../src/db/client';
import { adminQuery, databaseUrl, dropDatabase } from './database-url';

export type TestDatabase = Database & { url: string; name: string };

/**
 * A fresh database for this test file, copied from the migrated and seeded template (or empty,
 * with `{ empty: true }`), dropped when the file's tests end. Use it at the top of a test file.
 */
export function useTestDatabase(options: { empty?: boolean } = {}): () => TestDatabase {
  let database: TestDatabase | undefined;
  const adminUrl = inject('adminUrl');
  beforeAll(async () => {
    const name = `nota20_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const template = options.empty ? 'template0' : inject('templateDatabase');
    await adminQuery(
      adminUrl,
      `create database ${pg.escapeIdentifier(name)} template ${pg.escapeIdentifier(template)}`,
    );
    const url = databaseUrl(adminUrl, name);
    database = { ...connectDatabase(url, { max: 5 }), url, name };
  });
  afterAll(async () => {
    if (!database) return;
    await database.pool.end();
    await dropDatabase(adminUrl, database.name);
  });
  return () => {
    if (!database) throw new Error('useTestDatabase: the database is ready only inside tests');
    return database;
  };
}
