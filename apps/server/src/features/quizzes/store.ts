import { MESSAGES } from '@nota20/core/messages';
import type { ItemType } from '@nota20/core/items';
import { eq, sql } from 'drizzle-orm';
import { type Db, preparedSql, type Tx } from '../../db/client';
import { question, quiz, user } from '../../db/schema/index';
import {
  type HandIn,
  type LearningRow,
  learningOfQuiz,
  learningParams,
  learningWrites,
  seenVersion,
} from '../learning/public';
import { AppError } from '../../lib/http/errors';
import type { StoredItem, StoredQuiz } from './values';

// Every statement on quizzes, and the choice between 404 and 403. The hot ones are written in
// SQL and prepared once per connection: drizzle's builder took 340 µs of CPU to compose one.

/**
 * Tests a student may have started and not yet handed in (their time not yet up): enough for a
 * few tabs, too few for a script to fill the table.
 */
export const MAX_OPEN_QUIZZES = 10;

const p = sql.placeholder;

/** The quiz if it is the user's: 404 when it does not exist, 403 (spec text) when it is not theirs. */
export async function ownedQuiz(db: Db | Tx, userId: string, quizId: string) {
  const [row] = await db.select().from(quiz).where(eq(quiz.id, quizId));
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.quizNotFound);
  if (row.userId !== userId) throw new AppError('FORBIDDEN', MESSAGES.quizUnauthorized);
  return row;
}

const createStatement = preparedSql<{ created: number; current: boolean }>(
  'create_quiz',
  sql`with current as (select ${p('seenVersion')}::float8 is null
      or ${seenVersion(p('userId'))} = ${p('seenVersion')}::float8 as current),
    created as (insert into ${quiz} (id, user_id, subject_id, exam_type, plan_id,
      plan_unit_id, unit_numbers, started_at, deadline_at, question_ids, answers, paper_id,
      max_points)
    select ${p('id')}, ${p('userId')}, ${p('subjectId')}, ${p('examType')}, ${p('planId')},
      ${p('planUnitId')}, ${p('unitNumbers')}, ${p('startedAt')}, ${p('deadlineAt')},
      ${p('questionIds')}, ${p('answers')}, ${p('paperId')}, ${p('maxPoints')}
    where (select current from current)
      and (select count(*) from ${quiz} where ${quiz.userId} = ${p('userId')}
        and not ${quiz.finished} and ${quiz.deadlineAt} > ${p('startedAt')}) < ${sql.raw(String(MAX_OPEN_QUIZZES))}
      and (not ${p('needsLife')} or exists (select from ${user} where ${user.id} = ${p('userId')}
        and (${user.lives} >= 1 or ${user.livesUpdatedAt} <= ${p('lifeRegainedBy')})))
    returning 1)
  select count(*)::int as created, (select current from current) from created`,
);

export type NewQuiz = {
  id: string;
  userId: string;
  subjectId: string;
  examType: StoredQuiz['examType'];
  planId: string | null;
  planUnitId: string | null;
  unitNumbers: number[];
  startedAt: Date;
  deadlineAt: Date;
  questionIds: number[];
  /** A prova-modelo's id and maximum (200), else null. */
  paperId: string | null;
  maxPoints: number | null;
  /** Written only if the student has a life now (lives.ts's rule, as `lifeRegainedBy`). */
  needsLife: boolean;
  lifeRegainedBy: Date;
  /** Written only while this is the student's seen version (learning/seen.ts); null: no check. */
  seenVersion: number | null;
};

/**
 * Writes a quiz's row (questions and deadline in it, ADR 009) only while the student has fewer
 * than MAX_OPEN_QUIZZES open tests, with `needsLife` a life, and their seen items are still the
 * version the test was drawn from. Says which: 'created', 'stale' (drawn from seen items another
 * hand-in has changed: nothing written) or 'refused'.
 */
export async function insertQuiz(db: Db, row: NewQuiz): Promise<'created' | 'stale' | 'refused'> {
  const { rows } = await createStatement(db, {
    ...row,
    answers: row.questionIds.map(() => null),
  });
  if (rows[0]?.created === 1) return 'created';
  return rows[0]?.current === false ? 'stale' : 'refused';
}

const countOpenStatement = preparedSql<{ open: number }>(
  'count_open_quizzes',
  sql`select count(*)::int as open from ${quiz} where ${quiz.userId} = ${p('userId')}
    and not ${quiz.finished} and ${quiz.deadlineAt} > ${p('now')}`,
);

/** 409 when the student already has the most open tests a student may have. */
export async function refuseIfTooManyOpen(db: Db, userId: string, now: Date): Promise<void> {
  const { rows } = await countOpenStatement(db, { userId, now });
  if ((rows[0]?.open ?? 0) >= MAX_OPEN_QUIZZES)
    throw new AppError('CONFLICT', MESSAGES.tooManyOpenQuizzes(MAX_OPEN_QUIZZES));
}

/** Times come as epoch milliseconds: raw statements get PostgreSQL's text for timestamps. */
type Millis<T> = {
  [K in keyof T]: T[K] extends Date ? number : T[K] extends Date | null ? number | null : T[K];
};
type ReadRow = Millis<StoredQuiz> & {
  questionIds: number[];
  answers: (string | null)[];
  marks: boolean[] | null;
  awarded: number[] | null;
};

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

const quizColumns = sql`q.id, q.exam_type as "examType", q.subject_id as "subjectId",
  q.plan_id as "planId", q.plan_unit_id as "planUnitId",
  ${ms('q.started_at')} as "startedAt", ${ms('q.deadline_at')} as "deadlineAt", q.finished,
  ${ms('q.finish_time')} as "finishTime", q.grade, q.resolution_time as "resolutionTime",
  q.time_expired as "timeExpired", q.lives_removed as "livesRemoved",
  q.paper_id as "paperId", q.points, q.max_points as "maxPoints", q.assessments,
  q.question_ids as "questionIds", q.answers, q.marks, q.awarded`;
const ownQuiz = sql`q.id = ${p('quizId')} and q.user_id = ${p('userId')}`;
const readStatement = preparedSql<ReadRow>(
  'read_quiz',
  sql`select ${quizColumns} from quiz q where ${ownQuiz}`,
);
const readLockedStatement = preparedSql<ReadRow & { lives: number; livesUpdatedAt: number }>(
  'read_quiz_locked',
  sql`select ${quizColumns}, u.lives, ${ms('u.lives_updated_at')} as "livesUpdatedAt"
    from quiz q join "user" u on u.id = q.user_id where ${ownQuiz} for update of q, u`,
);

/** The row `rows` found, or 404 / 403 (spec text) when the quiz is missing or someone else's. */
async function foundRow<Row>(db: Db | Tx, rows: readonly Row[], userId: string, quizId: string) {
  const row = rows[0];
  if (row) return row;
  await ownedQuiz(db, userId, quizId);
  throw new AppError('NOT_FOUND', MESSAGES.quizNotFound);
}

/** A quiz as read: its figures, and each question with its answer and mark. */
export type ReadQuiz = { quiz: StoredQuiz; items: StoredItem[] };

function storedQuiz(row: ReadRow): ReadQuiz {
  const { questionIds, answers, marks, awarded, startedAt, deadlineAt, finishTime, ...stored } =
    row;
  return {
    quiz: {
      ...stored,
      startedAt: new Date(startedAt),
      deadlineAt: new Date(deadlineAt),
      finishTime: finishTime === null ? null : new Date(finishTime),
    },
    items: questionIds.map((questionId, i) => ({
      n: i + 1,
      questionId,
      answer: answers[i] ?? null,
      isCorrect: marks?.[i] ?? null,
      awarded: awarded?.[i] ?? null,
    })),
  };
}

const readForHandInStatement = preparedSql<ReadRow & { learning: LearningRow[] }>(
  'read_quiz_for_hand_in',
  sql`select ${quizColumns}, ${learningOfQuiz} as learning from quiz q where ${ownQuiz}`,
);

/** The student's quiz and their rows of its items (learning/record.ts), in one statement. */
export async function readQuizForHandIn(
  db: Db,
  userId: string,
  quizId: string,
): Promise<ReadQuiz & { learning: LearningRow[] }> {
  const { rows } = await readForHandInStatement(db, { quizId, userId });
  const { learning, ...row } = await foundRow(db, rows, userId, quizId);
  return { ...storedQuiz(row), learning: learning ?? [] };
}

/** The student's quiz with its questions, in one statement. */
export async function readQuiz(db: Db | Tx, userId: string, quizId: string): Promise<ReadQuiz> {
  const { rows } = await readStatement(db, { quizId, userId });
  return storedQuiz(await foundRow(db, rows, userId, quizId));
}

/**
 * The student's quiz and their lives, in one statement that also locks the quiz and the
 * student's row for the rest of the transaction (a submit that spends a life or updates a plan).
 */
export async function readQuizLocked(tx: Tx, userId: string, quizId: string) {
  const { rows } = await readLockedStatement(tx, { quizId, userId });
  const { lives, livesUpdatedAt, ...row } = await foundRow(tx, rows, userId, quizId);
  return { ...storedQuiz(row), owner: { lives, livesUpdatedAt: new Date(livesUpdatedAt) } };
}

/**
 * Autosave of one answer (its type's string, or null), in one statement while the quiz is open
 * and question `n` is of the answer's type; refused once the quiz is finished or its time is up
 * (the reason is looked up only then).
 */
export async function writeAnswer(
  db: Db,
  userId: string,
  quizId: string,
  n: number,
  answer: { type: ItemType; kept: string | null },
  now: Date,
): Promise<void> {
  const saved = await db.execute(sql`update ${quiz} set answers[${n}] = ${answer.kept}
    where ${quiz.id} = ${quizId} and ${quiz.userId} = ${userId} and not ${quiz.finished}
      and ${quiz.deadlineAt} >= ${now} and ${n} <= cardinality(${quiz.questionIds})
      and (select ${question.type} from ${question}
        where ${question.id} = (${quiz.questionIds})[${n}]) = ${answer.type}`);
  if (saved.rowCount === 1) return;
  const row = await ownedQuiz(db, userId, quizId);
  if (row.finished) throw new AppError('CONFLICT', MESSAGES.quizFinished);
  if (now.getTime() > row.deadlineAt.getTime()) throw new AppError('CONFLICT', MESSAGES.quizTimeUp);
  if (n > row.questionIds.length) throw new AppError('NOT_FOUND', MESSAGES.quizNoSuchQuestion);
  throw new AppError('VALIDATION', MESSAGES.answerWrongType);
}

/** What a graded quiz's row is given. */
export type GradeFigures = {
  finishTime: Date;
  grade: number;
  resolutionTime: number;
  timeExpired: boolean;
  livesRemoved: boolean;
  correctCount: number;
  answeredCount: number;
  questionCount: number;
  /** A paper's points (counted items); null for the other tests. */
  points: number | null;
};

const gradedQuiz = sql`update ${quiz} set finished = true, finish_time = ${p('finishTime')},
    grade = ${p('grade')}, resolution_time = ${p('resolutionTime')},
    time_expired = ${p('timeExpired')}, lives_removed = ${p('livesRemoved')},
    correct_count = ${p('correctCount')}, answered_count = ${p('answeredCount')},
    question_count = ${p('questionCount')}, answers = ${p('answers')}::text[],
    marks = ${p('marks')}::boolean[], awarded = ${p('awarded')}::real[], points = ${p('points')}
  where ${quiz.id} = ${p('quizId')} and ${quiz.userId} = ${p('userId')}
    and not ${quiz.finished} and ${quiz.answers} = ${p('readAnswers')}::text[]`;
const saveGradeStatements = {
  alone: preparedSql('save_grade', gradedQuiz),
  spendingLife: preparedSql(
    'save_grade_spending_life',
    sql`with graded as (${gradedQuiz} returning ${quiz.userId})
      update ${user} set lives = ${p('lives')}, lives_updated_at = ${p('livesUpdatedAt')}
      where ${user.id} in (select user_id from graded)`,
  ),
};

const saveHandInStatement = preparedSql<{ saved: number; learned: number[]; seenBefore: number }>(
  'save_hand_in',
  sql`with saved as (${gradedQuiz} returning 1), ${learningWrites(sql`exists (select from saved)`)}
    select (select count(*)::int from saved) as saved,
      coalesce((select array_agg(question_id) from learned), '{}') as learned,
      ${seenVersion(p('userId'))} as "seenBefore"`,
);

/**
 * A hand-in's grade and what it teaches about each item, in one statement (saveGrade's rule):
 * undefined when the quiz changed meanwhile (nothing is written), else the items whose learning
 * rows were written (one changed by another hand-in since `read` is left out), and the student's
 * seen version before this hand-in (learning/seen.ts; the statement sees the rows as they were).
 */
export async function saveHandIn(
  db: Db,
  userId: string,
  read: ReadQuiz & { learning: readonly LearningRow[] },
  graded: { items: readonly StoredItem[]; figures: GradeFigures },
  handIn: HandIn,
  now: Date,
): Promise<{ learned: Set<number>; seenBefore: number } | undefined> {
  const { rows } = await saveHandInStatement(db, {
    ...gradeParams(userId, read, graded),
    ...learningParams(handIn, read.learning, now),
  });
  const row = rows[0];
  return row?.saved === 1
    ? { learned: new Set(row.learned), seenBefore: row.seenBefore }
    : undefined;
}

/**
 * Writes a graded quiz in one statement, provided it is still unfinished with the answers it was
 * graded from (`read`); with `spent` the same statement sets the student's lives. False when the
 * quiz changed meanwhile (nothing is written then).
 */
export async function saveGrade(
  db: Db | Tx,
  userId: string,
  read: ReadQuiz,
  graded: { items: readonly StoredItem[]; figures: GradeFigures },
  spent: { lives: number; updatedAt: Date } | undefined,
): Promise<boolean> {
  const saved = await saveGradeStatements[spent ? 'spendingLife' : 'alone'](db, {
    ...gradeParams(userId, read, graded),
    ...(spent ? { lives: spent.lives, livesUpdatedAt: spent.updatedAt } : {}),
  });
  return saved.rowCount === 1;
}

/** The parameters of `gradedQuiz`. */
function gradeParams(
  userId: string,
  read: ReadQuiz,
  { items, figures }: { items: readonly StoredItem[]; figures: GradeFigures },
) {
  return {
    quizId: read.quiz.id,
    userId,
    ...figures,
    answers: items.map((i) => i.answer),
    marks: items.map((i) => i.isCorrect),
    awarded: items.map((i) => i.awarded),
    readAnswers: read.items.map((i) => i.answer),
  };
}

/**
 * A handed-in test's self-assessment of one written item, with what it changes: each item's
 * points, the paper's points and grade, and (once nothing is pending) a life for a negative
 * grade. Runs inside the caller's transaction, after readQuizLocked.
 */
export async function saveAssessment(
  tx: Tx,
  userId: string,
  quizId: string,
  figures: {
    assessments: Record<string, Record<string, number>>;
    awarded: (number | null)[];
    marks: (boolean | null)[];
    correctCount: number;
    points: number | null;
    grade: number;
    livesRemoved: boolean;
  },
  spent: { lives: number; updatedAt: Date } | undefined,
): Promise<void> {
  await tx
    .update(quiz)
    .set({
      assessments: figures.assessments,
      awarded: figures.awarded as number[],
      marks: figures.marks as boolean[],
      correctCount: figures.correctCount,
      points: figures.points,
      grade: figures.grade,
      livesRemoved: figures.livesRemoved,
    })
    .where(sql`${quiz.id} = ${quizId} and ${quiz.userId} = ${userId} and ${quiz.finished}`);
  if (spent) {
    await tx
      .update(user)
      .set({ lives: spent.lives, livesUpdatedAt: spent.updatedAt })
      .where(eq(user.id, userId));
  }
}
