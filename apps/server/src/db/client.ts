import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

/** The database, and (`$client`) the pool of connections it runs on. */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/** A transaction: what `db.transaction` hands to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  pool: pg.Pool;
};

export function connectDatabase(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // Fail fast instead of queueing forever when the database is gone (health answers 503).
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return { db: drizzle(pool, { schema }), pool };
}
