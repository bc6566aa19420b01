import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { Readable } from 'node:stream';
import readline from 'node:readline';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

// A logical backup of every table in the public schema, as gzip'd JSON lines: a header, then
// one line per table with its rows. Restoring needs the same migrations as the backup.

type Header = { format: 'nota20-backup'; version: 1; createdAt: string; migrations: number };
type TableLine = { table: string; rows: Record<string, unknown>[] };

/** Tables in an order where every table comes after those its foreign keys point to. */
async function tablesInDependencyOrder(db: Db): Promise<string[]> {
  const tables = await db.execute<{ name: string }>(sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' order by c.relname`);
  const edges = await db.execute<{ child: string; parent: string }>(sql`
    select c.relname as child, p.relname as parent from pg_constraint k
    join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
    join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`);
  const names = tables.rows.map((t) => t.name);
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const e of edges.rows.filter((x) => x.child === name)) visit(e.parent, path);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered;
}

async function migrationCount(db: Db): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/** Writes the whole database to `file`; returns the number of rows per table. */
export async function backupDatabase(db: Db, file: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const tables = await tablesInDependencyOrder(db);
  const header: Header = {
    format: 'nota20-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    migrations: await migrationCount(db),
  };
  async function* lines() {
    yield `${JSON.stringify(header)}\n`;
    for (const table of tables) {
      // json_agg keeps PostgreSQL's own text for every type; json_populate_recordset reads it back.
      const result = await db.execute<{ rows: Record<string, unknown>[] | null }>(
        sql`select json_agg(t) as rows from ${sql.identifier(table)} t`,
      );
      const rows = result.rows[0]?.rows ?? [];
      counts[table] = rows.length;
      yield `${JSON.stringify({ table, rows } satisfies TableLine)}\n`;
    }
  }
  const partial = `${file}.partial`;
  // Only the operator may read it: it holds every student's data.
  await pipeline(
    Readable.from(lines()),
    createGzip(),
    fs.createWriteStream(partial, { mode: 0o600 }),
  );
  // Only a complete backup takes the file's name.
  fs.renameSync(partial, file);
  return counts;
}

/**
 * Tables whose rows a restore leaves out: every session ends (a session copied from the past, or
 * taken with a stolen backup, must not open an account), as do password-reset links and
 * counters of requests.
 */
const NOT_RESTORED = new Set(['session', 'verification', 'rate_limit']);

/**
 * Replaces every table's rows with the backup's, in one transaction: on any error nothing
 * changes. Serial sequences continue after the restored ids. Every session is dropped.
 */
export async function restoreDatabase(db: Db, file: string): Promise<Record<string, number>> {
  const input = readline.createInterface({
    input: fs.createReadStream(file).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  const lines: string[] = [];
  for await (const line of input) if (line) lines.push(line);
  const header = JSON.parse(lines[0] ?? '{}') as Partial<Header>;
  if (header.format !== 'nota20-backup' || header.version !== 1) {
    throw new Error(`${file} não é uma cópia de segurança do Nota20.`);
  }
  const migrations = await migrationCount(db);
  if (header.migrations !== migrations) {
    throw new Error(
      `A cópia tem ${header.migrations} migrações e a base de dados ${migrations}: use a mesma versão do Nota20.`,
    );
  }
  const data = lines.slice(1).map((l) => JSON.parse(l) as TableLine);
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    const tables = await tablesInDependencyOrder(tx as unknown as Db);
    const known = new Set(tables);
    for (const t of data)
      if (!known.has(t.table)) throw new Error(`Tabela desconhecida: ${t.table}`);
    await tx.execute(
      sql.raw(`truncate ${tables.map((t) => `"${t}"`).join(', ')} restart identity cascade`),
    );
    for (const table of tables) {
      const rows = NOT_RESTORED.has(table) ? [] : (data.find((t) => t.table === table)?.rows ?? []);
      counts[table] = rows.length;
      if (rows.length === 0) continue;
      const id = sql.identifier(table);
      // A generated column (the notes' search vector) is computed again, never written.
      const stored = await tx.execute<{ col: string }>(sql`
        select attname as col from pg_attribute where attrelid = ${`"${table}"`}::regclass
        and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`);
      const columns = sql.raw(stored.rows.map((c) => `"${c.col}"`).join(', '));
      await tx.execute(
        sql`insert into ${id} (${columns}) select ${columns} from json_populate_recordset(null::${id}, ${JSON.stringify(rows)}::json)`,
      );
      const serials = await tx.execute<{ col: string; seq: string }>(sql`
        select a.attname as col, pg_get_serial_sequence(${`"${table}"`}, a.attname) as seq
        from pg_attribute a where a.attrelid = ${`"${table}"`}::regclass and a.attnum > 0 and not a.attisdropped
        and pg_get_serial_sequence(${`"${table}"`}, a.attname) is not null`);
      for (const s of serials.rows) {
        await tx.execute(
          sql`select setval(${s.seq}, coalesce((select max(${sql.identifier(s.col)}) from ${id}), 0) + 1, false)`,
        );
      }
    }
  });
  return counts;
}
