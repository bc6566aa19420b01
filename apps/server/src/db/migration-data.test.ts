import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { useTestDatabase } from '../../test/database';

// Migrations that move data are run here file by file on an empty database, with rows written
// in the shape of their time in between, as a database of an older release would hold them.

const database = useTestDatabase({ empty: true });
const MIGRATIONS = path.join(import.meta.dirname, 'migrations');

/** Runs the migration files whose names start with `from` up to `to` (e.g. '0000', '0004'). */
async function migrate(from: string, to: string) {
  const files = fs
    .readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith('.sql') && f.slice(0, 4) >= from && f.slice(0, 4) <= to)
    .sort();
  for (const file of files) {
    const text = fs.readFileSync(path.join(MIGRATIONS, file), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim()) await database().pool.query(statement);
    }
  }
}

test('tests taken before migrations 0005 and 0007 keep their questions, answers, marks and counts; 0015 counts them for the notebook; 0017 moves FSRS cards into columns', async () => {
  const q = (text: string, values: unknown[] = []) => database().pool.query(text, values);
  await migrate('0000', '0004');
  // Content and a student, then a finished test and an unfinished one, a row per question.
  await q(`insert into subject (id, name, practice) values ('Economia', 'Economia A', true)`);
  const unit = await q(
    `insert into unit (subject_id, number, year, name) values ('Economia', 1, 10, 'A atividade económica')
     returning id`,
  );
  const unitId = (unit.rows[0] as { id: number }).id;
  const ids: number[] = [];
  for (const n of [1, 2, 3]) {
    const row = await q(
      `insert into question (unit_id, question_number, text, option_a, option_b, correct_option, explanation)
       values ($1, $2, $3, 'Sim', 'Não', 'A', 'Porque sim.') returning id`,
      [unitId, n, `Pergunta ${n}?`],
    );
    ids.push((row.rows[0] as { id: number }).id);
  }
  await q(`insert into "user" (id, name, email) values ('ana', 'Ana', 'ana@example.pt')`);
  const finished = '00000000-0000-4000-8000-000000000001';
  const open = '00000000-0000-4000-8000-000000000002';
  await q(
    `insert into quiz (id, user_id, subject_id, exam_type, deadline_at, finished, finish_time, grade)
     values ($1, 'ana', 'Economia', 'random', now(), true, now(), 7),
            ($2, 'ana', 'Economia', 'random', now() + interval '10 minutes', false, null, null)`,
    [finished, open],
  );
  await q(
    `insert into quiz_question (quiz_id, user_id, n, question_id, selected, is_correct) values
       ($1, 'ana', 1, $3, 'A', true), ($1, 'ana', 2, $4, 'B', false), ($1, 'ana', 3, $5, null, false),
       ($2, 'ana', 1, $5, 'B', null), ($2, 'ana', 2, $3, null, null)`,
    [finished, open, ...ids],
  );

  await migrate('0005', '0016');
  const rows = await q(
    `select id, question_ids, answers, marks, correct_count, answered_count, question_count
     from quiz order by id`,
  );
  expect(rows.rows).toEqual([
    {
      id: finished,
      question_ids: ids,
      answers: ['A', 'B', null],
      marks: [true, false, false],
      correct_count: 1,
      answered_count: 2,
      question_count: 3,
    },
    {
      id: open,
      question_ids: [ids[2], ids[0]],
      answers: ['B', null],
      marks: null,
      correct_count: null,
      answered_count: null,
      question_count: null,
    },
  ]);
  const left = await q(`select to_regclass('quiz_question') as t`);
  expect(left.rows[0]).toEqual({ t: null });

  // Migration 0015 (issue 27): the tests already taken count. Each item given is seen; the wrong
  // and the blank ones of the finished test start in the notebook; none has a card yet.
  const items = await q(
    `select question_id, subject_id, times_answered, times_wrong, last_answer, last_correct,
       in_notebook, card
     from student_item where user_id = 'ana' order by question_id`,
  );
  expect(items.rows).toEqual([
    {
      question_id: ids[0],
      subject_id: 'Economia',
      times_answered: 1,
      times_wrong: 0,
      last_answer: 'A',
      last_correct: true,
      in_notebook: false,
      card: null,
    },
    {
      question_id: ids[1],
      subject_id: 'Economia',
      times_answered: 1,
      times_wrong: 1,
      last_answer: 'B',
      last_correct: false,
      in_notebook: true,
      card: null,
    },
    {
      question_id: ids[2],
      subject_id: 'Economia',
      times_answered: 1,
      times_wrong: 1,
      last_answer: null,
      last_correct: false,
      in_notebook: true,
      card: null,
    },
  ]);

  // Migration 0017: a card made as JSON (ts-fsrs's fields, dates in ISO form) keeps every
  // number in its own column; the items without a card keep none.
  await q(
    `update student_item set answered_at = '2026-11-20T10:00:00Z', due_at = '2026-11-23T10:00:00Z',
       card = '{"due": "2026-11-23T10:00:00.000Z", "stability": 3.1262, "difficulty": 5.31,
         "elapsed_days": 0, "scheduled_days": 3, "learning_steps": 0, "reps": 1, "lapses": 0,
         "state": 2, "last_review": "2026-11-20T10:00:00.000Z"}'
     where user_id = 'ana' and question_id = $1`,
    [ids[0]],
  );
  await migrate('0017', '9999');
  const cards = await q(
    `select question_id, card_stability, card_difficulty, card_elapsed_days, card_scheduled_days,
       card_learning_steps, card_reps, card_lapses, card_state, due_at
     from student_item where user_id = 'ana' order by question_id`,
  );
  expect(cards.rows[0]).toEqual({
    question_id: ids[0],
    card_stability: 3.1262,
    card_difficulty: 5.31,
    card_elapsed_days: 0,
    card_scheduled_days: 3,
    card_learning_steps: 0,
    card_reps: 1,
    card_lapses: 0,
    card_state: 2,
    due_at: new Date('2026-11-23T10:00:00Z'),
  });
  expect(cards.rows.slice(1).map((r) => r.card_state)).toEqual([null, null]);
  const column = await q(
    `select count(*)::int as n from information_schema.columns
     where table_name = 'student_item' and column_name = 'card'`,
  );
  expect(column.rows[0]).toEqual({ n: 0 });
});
