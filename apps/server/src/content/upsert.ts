import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SyncTally } from './schema';

// How content is written, one way for every table: insert, or update only what differs.

// `xmax = 0` is true for a row that an upsert inserted and false for one it updated.
export const wasInserted = sql<boolean>`(xmax = 0)`;

/**
 * The `set` and `setWhere` of an upsert that overwrites the given columns from the incoming row
 * only when one of them differs, so unchanged rows are neither rewritten nor returned.
 */
export function overwrite<T extends PgTable>(table: T, keys: (keyof T['_']['columns'] & string)[]) {
  const columns = getTableColumns(table);
  const names = keys.map((key) => columns[key]?.name ?? key);
  const quoted = (prefix: string) => sql.raw(names.map((n) => `${prefix}"${n}"`).join(', '));
  return {
    set: Object.fromEntries(keys.map((key, i) => [key, sql.raw(`excluded."${names[i]}"`)])),
    setWhere: sql`(${quoted(`"${getTableName(table)}".`)}) is distinct from (${quoted('excluded.')})`,
  };
}

export function tally(rows: { inserted: boolean }[], total: number): SyncTally {
  const inserted = rows.filter((r) => r.inserted).length;
  return { inserted, updated: rows.length - inserted, unchanged: total - rows.length };
}
