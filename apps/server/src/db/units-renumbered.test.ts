import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { expect, test } from 'vitest';
import { useTestDatabase } from '../../test/database';
import { runMigrations } from './migrate';

// Issue 25: the Geologia units come first in 10.º ano, so Biologia's eight units move from
// 1–8 to 5–12 (migration 0013). A site that ran before it must keep every test and plan.

const database = useTestDatabase({ empty: true });
const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The migrations folder as it was before issue 25: everything up to 0012. */
function migrationsBefore0013(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nota20-migrations-'));
  fs.cpSync(MIGRATIONS, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number }[];
  };
  journal.entries = journal.entries.filter((e) => e.idx <= 12);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

test('a database from before issue 25 keeps its Biologia tests and plans, now under units 5–12', async () => {
  const { db, pool } = database();
  await migrate(db, { migrationsFolder: migrationsBefore0013() });
  const q = (sql: string, params: unknown[] = []) => pool.query(sql, params);
  await q(`insert into subject (id, name, practice) values ('Biologia', 'Biologia e Geologia', true),
    ('Economia', 'Economia A', true)`);
  for (let n = 1; n <= 8; n++)
    await q(`insert into unit (subject_id, number, year, name) values ('Biologia', $1, $2, $3)`, [
      n,
      n <= 4 ? 10 : 11,
      `Biologia ${n}`,
    ]);
  await q(`insert into unit (subject_id, number, year, name) values ('Economia', 3, 10, 'III')`);
  const { rows: units } = await q(`select id, number from unit where subject_id = 'Biologia'`);
  const unit3 = units.find((u: { number: number }) => u.number === 3).id as number;
  const {
    rows: [question],
  } = await q(
    `insert into question (unit_id, question_number, text, option_a, option_b, correct_option,
       explanation) values ($1, 1, 'Pergunta', 'a', 'b', 'A', 'Porque (A).') returning id`,
    [unit3],
  );
  await q(`insert into "user" (id, name, email, email_verified, created_at, updated_at, username)
    values ('u1', 'Ana', 'ana@example.pt', true, now(), now(), 'ana')`);
  await q(
    `insert into quiz (user_id, subject_id, exam_type, unit_numbers, deadline_at, question_ids, answers)
    values ('u1', 'Biologia', 'unit', '{3,7}', now(), $1, '{NULL}'), ('u1', 'Economia', 'unit', '{3}', now(), $1, '{NULL}')`,
    [[question.id]],
  );
  const {
    rows: [plan],
  } = await q(`insert into study_plan (user_id, discipline, test_date) values ('u1', 'Biologia',
    '2027-06-18') returning id`);
  const {
    rows: [planUnit],
  } = await q(
    `insert into plan_unit (plan_id, user_id, original_unit_id, name, year, number)
      values ($1, 'u1', $2, 'Biologia 3', 10, 1) returning id`,
    [plan.id, unit3],
  );
  await q(
    `insert into plan_question (plan_unit_id, user_id, original_question_id, original_question_number,
       question_text, original_correct_option, original_unidade, original_subject)
     values ($1, 'u1', $2, 1, 'Pergunta', 'A', 3, 'Biologia')`,
    [planUnit.id, question.id],
  );

  await runMigrations(database());

  const after = await q(
    `select id, number, domain from unit where subject_id = 'Biologia' order by number`,
  );
  expect(after.rows.map((u: { number: number }) => u.number)).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
  // The same rows: the unit that was 3 is now 7, with its id and its question.
  expect(after.rows.find((u: { id: number }) => u.id === unit3)?.number).toBe(7);
  const quizzes = await q(`select subject_id, unit_numbers from quiz order by subject_id`);
  expect(quizzes.rows).toEqual([
    { subject_id: 'Biologia', unit_numbers: [7, 11] },
    { subject_id: 'Economia', unit_numbers: [3] },
  ]);
  const copies = await q(`select original_unidade, original_question_id from plan_question`);
  expect(copies.rows).toEqual([{ original_unidade: 7, original_question_id: question.id }]);
  const economia = await q(`select number from unit where subject_id = 'Economia'`);
  expect(economia.rows).toEqual([{ number: 3 }]);
});
