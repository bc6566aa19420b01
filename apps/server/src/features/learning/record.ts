import { applyAnswer, type ItemRecord, NEW_RECORD, ratingOf } from '@nota20/core/learning';
import { type SQL, sql } from 'drizzle-orm';
import { preparedSql, type Tx } from '../../db/client';
import { studentItem } from '../../db/schema/index';
import { reviewCard, type StoredCard } from './scheduler';

// What a test writes about the student's items, at hand-in: each drawn item is seen then, and
// each answer makes its notebook entry or exit, confidence and FSRS card. A hand-in reads the
// items' rows with the quiz (learningOfQuiz, unlocked) and writes them in the same statement as
// the grade (learningWrites): two statements per hand-in, no transaction. A row changed by
// another hand-in meanwhile is not overwritten: it is left out, and applied again from a locked
// read (recordAnswers). The statements are prepared once per connection (ADR 019).

const p = sql.placeholder;

/** An item's row as a hand-in reads it, before the answer. */
export type LearningRow = {
  questionId: number;
  confidence: number;
  inNotebook: boolean;
  rightDays: string[];
  timesAnswered: number;
  timesWrong: number;
  card: StoredCard | null;
};

/**
 * A row's FSRS card as ts-fsrs takes it (scheduler StoredCard), or null before the item's first
 * answer: SQL over `student_item` (not aliased), for every read of a card.
 */
export const cardOfRow = sql<StoredCard | null>`case when ${studentItem.cardState} is null then null
  else json_build_object('stability', ${studentItem.cardStability},
    'difficulty', ${studentItem.cardDifficulty}, 'elapsed_days', ${studentItem.cardElapsedDays},
    'scheduled_days', ${studentItem.cardScheduledDays},
    'learning_steps', ${studentItem.cardLearningSteps}, 'reps', ${studentItem.cardReps},
    'lapses', ${studentItem.cardLapses}, 'state', ${studentItem.cardState},
    'due', (extract(epoch from ${studentItem.dueAt}) * 1000)::float8,
    'last_review', (extract(epoch from ${studentItem.answeredAt}) * 1000)::float8) end`;

const learningColumns = sql`question_id as "questionId", confidence, in_notebook as "inNotebook",
  right_days as "rightDays", times_answered as "timesAnswered", times_wrong as "timesWrong",
  ${cardOfRow} as card`;

/**
 * The student's rows of a quiz's items, as one JSON array: a column of the hand-in's read of
 * the quiz (`q` is the quiz's alias there).
 */
export const learningOfQuiz = sql`(select coalesce(json_agg(json_build_object(
    'questionId', ${studentItem.questionId}, 'confidence', ${studentItem.confidence},
    'inNotebook', ${studentItem.inNotebook}, 'rightDays', ${studentItem.rightDays},
    'timesAnswered', ${studentItem.timesAnswered}, 'timesWrong', ${studentItem.timesWrong},
    'card', ${cardOfRow})), '[]')
  from ${studentItem} where ${studentItem.userId} = q.user_id
    and ${studentItem.questionId} = any(q.question_ids))`;

/**
 * The writes of a hand-in, as the CTEs `learned` and `seen` of a statement, done only where
 * `guard` holds (the grade was saved). `learned`: each answer's row, unless another hand-in
 * changed it since it was read (its count moved); it returns the ids it wrote. `seen`: the items
 * drawn but not recorded (a written answer waits for the student's own assessment).
 */
export const learningWrites = (guard: SQL) => sql`learned as (
    insert into ${studentItem} (user_id, question_id, subject_id, seen_at, answered_at,
      times_answered, times_wrong, last_answer, last_correct, confidence, in_notebook, right_days,
      card_stability, card_difficulty, card_elapsed_days, card_scheduled_days, card_learning_steps,
      card_reps, card_lapses, card_state, due_at)
    select ${p('userId')}, u.id, ${p('lSubjectId')}, ${p('lNow')}, ${p('lNow')}, u.times_answered,
      u.times_wrong, u.answer, u.correct, u.confidence, u.in_notebook, u.right_days, u.stability,
      u.difficulty, u.elapsed_days, u.scheduled_days, u.learning_steps, u.reps, u.lapses, u.state,
      to_timestamp(u.due / 1000)
    from unnest(${p('lIds')}::int[], ${p('lTimesAnswered')}::int[], ${p('lTimesWrong')}::int[],
      ${p('lAnswers')}::text[], ${p('lCorrect')}::boolean[], ${p('lConfidence')}::smallint[],
      ${p('lInNotebook')}::boolean[], ${p('lRightDays')}::jsonb[],
      ${p('lStability')}::float8[], ${p('lDifficulty')}::float8[], ${p('lElapsedDays')}::int[],
      ${p('lScheduledDays')}::int[], ${p('lLearningSteps')}::int[], ${p('lReps')}::int[],
      ${p('lLapses')}::int[], ${p('lStates')}::smallint[], ${p('lDues')}::float8[])
      as u(id, times_answered, times_wrong, answer, correct, confidence, in_notebook, right_days,
        stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state,
        due)
    where ${guard}
    on conflict (user_id, question_id) do update set seen_at = excluded.seen_at,
      answered_at = excluded.answered_at, times_answered = excluded.times_answered,
      times_wrong = excluded.times_wrong, last_answer = excluded.last_answer,
      last_correct = excluded.last_correct, confidence = excluded.confidence,
      in_notebook = excluded.in_notebook, right_days = excluded.right_days,
      card_stability = excluded.card_stability, card_difficulty = excluded.card_difficulty,
      card_elapsed_days = excluded.card_elapsed_days,
      card_scheduled_days = excluded.card_scheduled_days,
      card_learning_steps = excluded.card_learning_steps, card_reps = excluded.card_reps,
      card_lapses = excluded.card_lapses, card_state = excluded.card_state,
      due_at = excluded.due_at
    where ${studentItem.timesAnswered} = excluded.times_answered - 1
    returning question_id),
  seen as (
    insert into ${studentItem} (user_id, question_id, subject_id, seen_at)
    select ${p('userId')}, unnest(${p('lSeenOnly')}::int[]), ${p('lSubjectId')}, ${p('lNow')}
    where ${guard}
    on conflict (user_id, question_id) do update set seen_at = excluded.seen_at)`;

/**
 * One handed-in item: its answer as the item's type keeps it (null: blank) and whether it was
 * right. An answered written item, marked by the student's own assessment, is only seen.
 */
export type Outcome = { questionId: number; answer: string | null; correct: boolean };

/** What a hand-in does to the student's items. */
export type HandIn = {
  subjectId: string;
  outcomes: readonly Outcome[];
  seenOnly: readonly number[];
};

/** The parameters of learningWrites: each answer applied to its row as it was read. */
export function learningParams(
  handIn: HandIn,
  before: readonly LearningRow[],
  now: Date,
): Record<string, unknown> {
  const rows = new Map(before.map((r) => [r.questionId, r]));
  const next = handIn.outcomes.map((o) => {
    const row = rows.get(o.questionId);
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
  return {
    lSubjectId: handIn.subjectId,
    lNow: now,
    lIds: next.map((n) => n.o.questionId),
    lTimesAnswered: next.map((n) => n.after.timesAnswered),
    lTimesWrong: next.map((n) => n.after.timesWrong),
    lAnswers: next.map((n) => n.o.answer),
    lCorrect: next.map((n) => n.o.correct),
    lConfidence: next.map((n) => n.after.confidence),
    lInNotebook: next.map((n) => n.after.inNotebook),
    lRightDays: next.map((n) => JSON.stringify(n.after.rightDays)),
    lStability: next.map((n) => n.card.stability),
    lDifficulty: next.map((n) => n.card.difficulty),
    lElapsedDays: next.map((n) => n.card.elapsed_days),
    lScheduledDays: next.map((n) => n.card.scheduled_days),
    lLearningSteps: next.map((n) => n.card.learning_steps),
    lReps: next.map((n) => n.card.reps),
    lLapses: next.map((n) => n.card.lapses),
    lStates: next.map((n) => n.card.state),
    lDues: next.map((n) => n.card.due),
    lSeenOnly: handIn.seenOnly,
  };
}

const lockedStatement = preparedSql<LearningRow>(
  'student_items_locked',
  sql`select ${learningColumns} from ${studentItem}
    where user_id = ${p('userId')} and question_id = any(${p('ids')}::int[])
    for update`,
);

const recordStatement = preparedSql<{ learned: number[] }>(
  'student_items_record',
  sql`with ${learningWrites(sql`true`)}
    select coalesce((select array_agg(question_id) from learned), '{}') as learned`,
);

/**
 * Applies a hand-in to the student's items from a locked read, inside the caller's transaction:
 * a submit that spends a life or updates a plan, and the answers a quick hand-in left out.
 */
export async function recordAnswers(
  tx: Tx,
  userId: string,
  handIn: HandIn,
  now: Date,
): Promise<void> {
  const ids = [...handIn.outcomes.map((o) => o.questionId), ...handIn.seenOnly];
  if (ids.length === 0) return;
  const { rows } = await lockedStatement(tx, { userId, ids });
  await recordStatement(tx, { userId, ...learningParams(handIn, rows, now) });
}
