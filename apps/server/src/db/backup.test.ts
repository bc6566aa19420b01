import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { createTestApp } from '../../test/app';
import { useTestDatabase } from '../../test/database';
import { get, jsonRequest, signUp } from '../../test/session';
import { backupDatabase, restoreDatabase } from './backup';
import { planQuestion, question, studyPlan, user } from './schema/index';

const database = useTestDatabase();

async function snapshot() {
  const db = database().db;
  const tables = await db.execute<{ name: string }>(sql`
    select relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' order by relname`);
  const out: Record<string, unknown> = {};
  for (const { name } of tables.rows) {
    const rows = await db.execute(sql`select * from ${sql.identifier(name)} order by 1`);
    out[name] = rows.rows;
  }
  return out;
}

/** What a restore leaves out: every session, reset link and request counter (issue 21). */
const DROPPED = ['session', 'verification', 'rate_limit'];
const withoutDropped = <T>(tables: Record<string, T>, empty: T) =>
  Object.fromEntries(
    Object.entries(tables).map(([table, rows]) => [table, DROPPED.includes(table) ? empty : rows]),
  );

test('a backup restored over changed data brings back exactly what was backed up, without its sessions', async () => {
  const app = createTestApp(database().db);
  const student = await signUp(app, { name: 'Rita Backup' });
  const plan = await app.request(
    '/api/plans',
    jsonRequest(
      'POST',
      { disciplina: 'Economia', dataTeste: '2099-01-01', materiasSelecionadas: [2] },
      { cookie: student.cookie },
    ),
  );
  expect(plan.status).toBe(201);
  const before = await snapshot();

  const file = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'nota20-backup-')),
    'copia.jsonl.gz',
  );
  const written = await backupDatabase(database().db, file);
  // Only the operator may read it: it holds every student's data.
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  expect(written.session).toBeGreaterThanOrEqual(1);
  expect(written.user).toBeGreaterThanOrEqual(1);
  expect(written.question).toBeGreaterThan(500);
  expect(written.plan_question).toBeGreaterThan(0);

  // Things change after the backup…
  await database().db.update(user).set({ name: 'Outro nome' }).where(eq(user.email, student.email));
  await database().db.delete(studyPlan);
  await signUp(app);

  // …and the restore puts everything back, row for row, except that every session ends.
  const restored = await restoreDatabase(database().db, file);
  expect(restored).toEqual(withoutDropped(written, 0));
  expect(await snapshot()).toEqual(withoutDropped(before, []));
  expect((await get(app, '/api/me', student.cookie)).status).toBe(401);
  expect((await database().db.select().from(planQuestion)).length).toBe(written.plan_question);

  // New rows get fresh ids after the restored ones (sequences follow).
  const [last] = await database()
    .db.execute<{ max: number }>(sql`select max(id) as max from question`)
    .then((r) => r.rows);
  const [added] = await database()
    .db.insert(question)
    .values({
      unitId:
        (await database().db.execute<{ id: number }>(sql`select min(id) as id from unit`)).rows[0]
          ?.id ?? 1,
      questionNumber: 999,
      text: 'Nova',
      correctOption: 'A',
      explanation: '(A)',
    })
    .returning({ id: question.id });
  expect(added?.id).toBe(Number(last?.max) + 1);
});

test('a file that is not a backup is refused and nothing changes', async () => {
  const before = await snapshot();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nota20-backup-'));
  const bogus = path.join(dir, 'nada.jsonl.gz');
  const { gzipSync } = await import('node:zlib');
  fs.writeFileSync(bogus, gzipSync('{"format":"outra-coisa"}\n'));
  await expect(restoreDatabase(database().db, bogus)).rejects.toThrow(
    'não é uma cópia de segurança do Nota20',
  );
  expect(await snapshot()).toEqual(before);
});
