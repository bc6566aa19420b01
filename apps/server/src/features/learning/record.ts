import { applyAnswer, type ItemRecord, NEW_RECORD, ratingOf } from '@nota20/core/learning';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { studentItem } from '../../db/schema/index';
import { reviewCard, type StoredCard } from './scheduler';

// What a test writes about the student's items: each answer's notebook entry or exit, confidence
// and FSRS card, at hand-in in its transaction. When they were drawn is written with the quiz's
// row (quizzes/store.ts).

/** When each of the student's items of a subject was last drawn (ms since the epoch). */
export async function seenTimes(
  db: Db,
  userId: string,
  subjectId: string,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: studentItem.questionId, seenAt: studentItem.seenAt })
    .from(studentItem)
    .where(and(eq(studentItem.userId, userId), eq(studentItem.subjectId, subjectId)));
  return new Map(rows.map((r) => [r.id, r.seenAt.getTime()]));
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
  const rows = await tx
    .select()
    .from(studentItem)
    .where(and(eq(studentItem.userId, userId), inArray(studentItem.questionId, ids)))
    .for('update');
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
    const card = reviewCard(
      (row?.card as StoredCard | null) ?? null,
      ratingOf(o.correct, after.confidence),
      now,
    );
    return { o, after, card };
  });
  const column = <T>(f: (n: (typeof next)[number]) => T) => sql.param(next.map(f));
  await tx.execute(sql`insert into ${studentItem} (user_id, question_id, subject_id, seen_at,
      answered_at, times_answered, times_wrong, last_answer, last_correct, confidence,
      in_notebook, right_days, card, due_at)
    select ${userId}, u.id, ${subjectId}, ${now}, ${now}, u.times_answered, u.times_wrong,
      u.answer, u.correct, u.confidence, u.in_notebook, u.right_days, u.card, u.due_at
    from unnest(${column((n) => n.o.questionId)}::int[],
      ${column((n) => n.after.timesAnswered)}::int[], ${column((n) => n.after.timesWrong)}::int[],
      ${column((n) => n.o.answer)}::text[], ${column((n) => n.o.correct)}::boolean[],
      ${column((n) => n.after.confidence)}::smallint[], ${column((n) => n.after.inNotebook)}::boolean[],
      ${column((n) => JSON.stringify(n.after.rightDays))}::jsonb[],
      ${column((n) => JSON.stringify(n.card))}::jsonb[], ${column((n) => n.card.due)}::timestamptz[])
      as u(id, times_answered, times_wrong, answer, correct, confidence, in_notebook, right_days,
        card, due_at)
    on conflict (user_id, question_id) do update set answered_at = excluded.answered_at,
      times_answered = excluded.times_answered, times_wrong = excluded.times_wrong,
      last_answer = excluded.last_answer, last_correct = excluded.last_correct,
      confidence = excluded.confidence, in_notebook = excluded.in_notebook,
      right_days = excluded.right_days, card = excluded.card, due_at = excluded.due_at`);
}
