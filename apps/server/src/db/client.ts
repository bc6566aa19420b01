import type { SQL } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
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

const dialect = new PgDialect();
const statementNames = new Set<string>();

/**
 * A statement written with drizzle's `sql`, its values as `sql.placeholder`s, run as a named
 * statement: PostgreSQL parses and plans it once per connection, as drizzle's `.prepare(name)`
 * does for built queries (`db.execute` has every run parsed and planned again). For statements
 * on a hot path; `name` is unique in the process (node-postgres keys statements by it).
 */
export function preparedSql<Row extends pg.QueryResultRow = Record<string, unknown>>(
  name: string,
  query: SQL,
): (db: Db | Tx, values: Record<string, unknown>) => Promise<pg.QueryResult<Row>> {
  if (statementNames.has(name)) throw new Error(`preparedSql: "${name}" is already a statement`);
  statementNames.add(name);
  const compiled = dialect.sqlToQuery(query);
  return (db, values) =>
    db._.session
      .prepareQuery<{ execute: pg.QueryResult<Row>; all: unknown; values: unknown }>(
        compiled,
        undefined,
        name,
        false,
      )
      .execute(values);
}
