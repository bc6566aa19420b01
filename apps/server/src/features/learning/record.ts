import { applyAnswer, type ItemRecord, NEW_RECORD, ratingOf } from '@nota20/core/learning';
import { sql } from 'drizzle-orm';
import { type Db, preparedSql, type Tx } from '../../db/client';
import { studentItem } from '../../db/schema/index';
import { reviewCard, type StoredCard } from './scheduler';

// What a test writes about the student's items: each answer's notebook entry or exit, confidence
// and FSRS card, at hand-in in its transaction. When they were drawn is written with the quiz's
// row (quizzes/store.ts). The statements are prepared once per connection: every test start
// and hand-in runs them (drizzle's builder cost more CPU than the statements themselves).

const p = sql.placeholder;

const seenStatement = preparedSql<{ ids: number[]; at: number[] }>(
  'student_seen_items',
  sql`select coalesce(array_agg(question_id), '{}') as ids,
      coalesce(array_agg((extract(epoch from seen_at) * 1000)::float8), '{}') as at
    from ${studentItem} where user_id = ${p('userId')} and subject_id = ${p('subjectId')}`,
);

type RecordRow = {
  questionId: number;
  confidence: number;
  inNotebook: boolean;
  rightDays: string[];
  timesAnswered: number;
  timesWrong: number;
  card: StoredCard | null;
};

const lockedStatement = preparedSql<RecordRow>(
  'student_items_locked',
  sql`select question_id as "questionId", confidence, in_notebook as "inNotebook",
      right_days as "rightDays", times_answered as "timesAnswered", times_wrong as "timesWrong",
      card
    from ${studentItem} where user_id = ${p('userId')} and question_id = any(${p('ids')}::int[])
    for update`,
);

const upsertStatement = preparedSql(
  'student_items_answered',
  sql`insert into ${studentItem} (user_id, question_id, subject_id, seen_at, answered_at,
      times_answered, times_wrong, last_answer, last_correct, confidence, in_notebook, right_days,
      card, due_at)
    select ${p('userId')}, u.id, ${p('subjectId')}, ${p('now')}, ${p('now')}, u.times_answered,
      u.times_wrong, u.answer, u.correct, u.confidence, u.in_notebook, u.right_days, u.card,
      u.due_at
    from unnest(${p('ids')}::int[], ${p('timesAnswered')}::int[], ${p('timesWrong')}::int[],
      ${p('answers')}::text[], ${p('correct')}::boolean[], ${p('confidence')}::smallint[],
      ${p('inNotebook')}::boolean[], ${p('rightDays')}::jsonb[], ${p('cards')}::jsonb[],
      ${p('dues')}::timestamptz[])
      as u(id, times_answered, times_wrong, answer, correct, confidence, in_notebook, right_days,
        card, due_at)
    on conflict (user_id, question_id) do update set answered_at = excluded.answered_at,
      times_answered = excluded.times_answered, times_wrong = excluded.times_wrong,
      last_answer = excluded.last_answer, last_correct = excluded.last_correct,
      confidence = excluded.confidence, in_notebook = excluded.in_notebook,
      right_days = excluded.right_days, card = excluded.card, due_at = excluded.due_at`,
);

/** When each of the student's items of a subject was last drawn (ms since the epoch). */
export async function seenTimes(
  db: Db,
  userId: string,
  subjectId: string,
): Promise<Map<number, number>> {
  const { rows } = await seenStatement(db, { userId, subjectId });
  const { ids = [], at = [] } = rows[0] ?? {};
  const seen = new Map<number, number>();
  ids.forEach((id, i) => seen.set(id, at[i] ?? 0));
  return seen;
}

/**
 * One handed-in item: its answer as the item's type keeps it (null: blank) and whether it was
 * right. An answered written item, marked by the student's own assessment, is not recorded.
 */
export type Outcome = { questionId: number; answer: string | null; correct: boolean };

/**
 * Applies a test's answers to the student's items, inside the hand-in's transaction: the rows
 * are read locked, so two tests handed in at once apply one after the other.
 */
export async function recordAnswers(
  tx: Tx,
  userId: string,
  subjectId: string,
  outcomes: readonly Outcome[],
  now: Date,
): Promise<void> {
  const byId = new Map(outcomes.map((o) => [o.questionId, o]));
  if (byId.size === 0) return;
  const ids = [...byId.keys()];
  const { rows } = await lockedStatement(tx, { userId, ids });
  const before = new Map(rows.map((r) => [r.questionId, r]));
  const next = ids.map((id) => {
    const o = byId.get(id) as Outcome;
    const row = before.get(id);
    const record: ItemRecord = row
      ? {
          confidence: row.confidence,
          inNotebook: row.inNotebook,
          rightDays: row.rightDays,
          timesAnswered: row.timesAnswered,
          timesWrong: row.timesWrong,
        }
      : NEW_RECORD;
    const after = applyAnswer(record, o.correct, now);
    const card = reviewCard(row?.card ?? null, ratingOf(o.correct, after.confidence), now);
    return { o, after, card };
  });
  await upsertStatement(tx, {
    userId,
    subjectId,
    now,
    ids: next.map((n) => n.o.questionId),
    timesAnswered: next.map((n) => n.after.timesAnswered),
    timesWrong: next.map((n) => n.after.timesWrong),
    answers: next.map((n) => n.o.answer),
    correct: next.map((n) => n.o.correct),
    confidence: next.map((n) => n.after.confidence),
    inNotebook: next.map((n) => n.after.inNotebook),
    rightDays: next.map((n) => JSON.stringify(n.after.rightDays)),
    cards: next.map((n) => JSON.stringify(n.card)),
    dues: next.map((n) => n.card.due),
  });
}
