import { randomUUID } from 'node:crypto';
import type {
  QuizResult,
  StartQuiz,
  StartedQuiz,
  SubmitQuiz,
} from '@nota20/core/contracts/quizzes';
import { API_MINUTES, clampCount, gradeOf, isPositive, scorePercentOf } from '@nota20/core/grading';
import { lifeRegainedBy, livesAt, spendLife } from '@nota20/core/lives';
import { MESSAGES } from '@nota20/core/messages';
import type { OptionLetter } from '@nota20/core/options';
import { sql } from 'drizzle-orm';
import { type Db, preparedSql, type Tx } from '../../db/client';
import { quiz, user } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import type { JsonParts } from '../../lib/json-body';
import { applyUnitTest, unitTestQuestions } from '../../lib/plan-progress';
import type { Bank, QuestionBank, QuestionRow } from '../../lib/question-bank';
import { ownedQuiz } from '../../lib/quiz-history';
import type { Students } from '../../lib/student-data';
import { quizResultJson, startedQuizJson } from './bodies';
import type { OpenQuizzes, StoredItem, StoredQuiz } from './open-quizzes';

/** ARCHITECTURE §5: answers sent up to 10 s after the deadline still count. */
export const GRACE_MS = 10_000;
const DEFAULT_MINUTES = 10;
/** A study-plan unit test: up to 10 questions, a minute each. */
const UNIT_TEST_MINUTES = 10;

const lisbonTime = new Intl.DateTimeFormat('pt-PT', {
  timeZone: 'Europe/Lisbon',
  hour: '2-digit',
  minute: '2-digit',
});

/** `count` items of `pool` drawn at random, without repeats. */
function draw<T>(pool: readonly T[], count: number): T[] {
  const items = pool.slice();
  const n = Math.min(count, items.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(Math.random() * (items.length - i));
    const picked = items[j] as T;
    items[j] = items[i] as T;
    items[i] = picked;
  }
  return items.slice(0, n);
}

export async function startQuiz(
  db: Db,
  students: Students,
  bank: QuestionBank,
  open: OpenQuizzes,
  userId: string,
  input: StartQuiz,
  now: Date,
): Promise<JsonParts<StartedQuiz>> {
  if (input.type === 'plan_units') return startUnitTest(db, bank, open, userId, input, now);
  if (!input.subject) throw new AppError('VALIDATION', MESSAGES.quizNoSubject);
  const questions = await bank.get();
  const found = questions.subjectById.get(input.subject);
  if (!found?.practice) throw new AppError('NOT_FOUND', MESSAGES.subjectNotFound);
  const units = input.type === 'unit' ? [...new Set(input.units ?? [])] : [];
  if (input.type === 'unit' && units.length === 0)
    throw new AppError('VALIDATION', MESSAGES.quizMainUnitRequired);

  const minutes = Math.min(
    API_MINUTES.max,
    Math.max(API_MINUTES.min, Math.round(input.minutes ?? DEFAULT_MINUTES)),
  );
  const byNumber = questions.units.get(found.id);
  const chosenUnits =
    units.length > 0 ? units.map((n) => byNumber?.get(n)) : [...(byNumber?.values() ?? [])];
  // A loop, not flatMap: V8's flatMap took about 30 µs of CPU per test started here.
  const pool: QuestionRow[] = [];
  for (const u of chosenUnits) if (u) pool.push(...(questions.questionsOfUnit.get(u.id) ?? []));
  const picked = draw(pool, clampCount(input.count));
  if (picked.length === 0) throw new AppError('NOT_FOUND', MESSAGES.quizNoQuestions);
  const started = await createQuiz(
    db,
    open,
    { userId, subjectId: found.id, examType: input.type, unitNumbers: units, minutes },
    picked,
    now,
    { needsLife: true },
  );
  if (started) return started;
  // Not created: the student has no life left (or no longer exists). Say which, and when.
  const student = await students.lives(userId);
  if (!student) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  const lives = livesAt(student.lives, student.livesUpdatedAt, now);
  throw new AppError('CONFLICT', MESSAGES.noLives(lisbonTime.format(lives.nextLifeAt ?? now)));
}

/** Spec §9 unit test of a study plan: no lives needed or spent (ARCHITECTURE §5). */
async function startUnitTest(
  db: Db,
  bank: QuestionBank,
  open: OpenQuizzes,
  userId: string,
  input: Extract<StartQuiz, { type: 'plan_units' }>,
  now: Date,
): Promise<JsonParts<StartedQuiz>> {
  const [{ plan, unit: planUnit, questionIds }, questions] = await Promise.all([
    unitTestQuestions(db, userId, input.planId, input.unitId),
    bank.get(),
  ]);
  const ordered = questionIds.flatMap((id) => questions.questionById.get(id) ?? []);
  if (ordered.length === 0) throw new AppError('NOT_FOUND', MESSAGES.unitNoQuestions);
  const started = await createQuiz(
    db,
    open,
    {
      userId,
      subjectId: plan.discipline,
      examType: 'plan_units',
      planId: plan.id,
      planUnitId: planUnit.id,
      unitNumbers: [],
      minutes: UNIT_TEST_MINUTES,
    },
    ordered,
    now,
    { needsLife: false },
  );
  if (!started) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  return started;
}

const p = sql.placeholder;

const createQuizStatement = preparedSql(
  'create_quiz',
  sql`insert into ${quiz} (id, user_id, subject_id, exam_type, plan_id, plan_unit_id,
      unit_numbers, started_at, deadline_at, question_ids, answers)
    select ${p('id')}, ${p('userId')}, ${p('subjectId')}, ${p('examType')}, ${p('planId')},
      ${p('planUnitId')}, ${p('unitNumbers')}, ${p('startedAt')}, ${p('deadlineAt')},
      ${p('questionIds')}, ${p('answers')}
    where not ${p('needsLife')} or exists (select from ${user} where ${user.id} = ${p('userId')}
      and (${user.lives} >= 1 or ${user.livesUpdatedAt} <= ${p('lifeRegainedBy')}))`,
);

/**
 * Records a quiz with its questions and deadline, in one row (ADR 009); answers stay on the
 * server. With `needsLife` the row is written only if the student has a life now (the rule of
 * lives.ts, checked by the same statement): undefined when it was not.
 */
async function createQuiz(
  db: Db,
  open: OpenQuizzes,
  values: Omit<typeof quiz.$inferInsert, 'startedAt' | 'deadlineAt' | 'questionIds' | 'answers'> & {
    minutes: number;
  },
  questions: readonly QuestionRow[],
  now: Date,
  { needsLife }: { needsLife: boolean },
): Promise<JsonParts<StartedQuiz> | undefined> {
  const { minutes, ...row } = values;
  const id = randomUUID();
  const deadlineAt = new Date(now.getTime() + minutes * 60_000);
  const created = await createQuizStatement(db, {
    id,
    userId: row.userId,
    subjectId: row.subjectId,
    examType: row.examType,
    planId: row.planId ?? null,
    planUnitId: row.planUnitId ?? null,
    unitNumbers: row.unitNumbers ?? [],
    startedAt: now,
    deadlineAt,
    questionIds: questions.map((q) => q.id),
    answers: questions.map(() => null),
    needsLife,
    lifeRegainedBy: lifeRegainedBy(now),
  });
  if (created.rowCount !== 1) return undefined;
  const stored: StoredQuiz = {
    id,
    examType: row.examType,
    subjectId: row.subjectId,
    planId: row.planId ?? null,
    planUnitId: row.planUnitId ?? null,
    startedAt: now,
    deadlineAt,
    finished: false,
    finishTime: null,
    grade: null,
    resolutionTime: null,
    timeExpired: false,
    livesRemoved: false,
  };
  open.started(
    id,
    {
      userId: row.userId,
      quiz: stored,
      items: questions.map((q, i) => ({
        n: i + 1,
        questionId: q.id,
        selected: null,
        isCorrect: null,
      })),
    },
    now,
  );
  return startedQuizJson(
    startedFigures(stored, now),
    questions.map((question, i) => ({ n: i + 1, selected: null, question })),
  );
}

/** What a started quiz's answer says of it besides its questions (API.md). */
function startedFigures(row: StoredQuiz, now: Date) {
  return {
    id: row.id,
    type: row.examType,
    subject: row.subjectId,
    planId: row.planId,
    startedAt: row.startedAt.toISOString(),
    deadlineAt: row.deadlineAt.toISOString(),
    serverNow: now.toISOString(),
  };
}

/** Times come as epoch milliseconds: raw statements get PostgreSQL's text for timestamps. */
type Millis<T> = {
  [K in keyof T]: T[K] extends Date ? number : T[K] extends Date | null ? number | null : T[K];
};
type ReadRow = Millis<StoredQuiz> & {
  questionIds: number[];
  answers: (OptionLetter | null)[];
  marks: boolean[] | null;
};

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
const dateOf = (millis: number | null) => (millis === null ? null : new Date(millis));

/** The quiz; the locked read also reads the student's lives and locks both rows. */
const quizColumns = sql`q.id, q.exam_type as "examType", q.subject_id as "subjectId",
  q.plan_id as "planId", q.plan_unit_id as "planUnitId",
  ${ms('q.started_at')} as "startedAt", ${ms('q.deadline_at')} as "deadlineAt", q.finished,
  ${ms('q.finish_time')} as "finishTime", q.grade, q.resolution_time as "resolutionTime",
  q.time_expired as "timeExpired", q.lives_removed as "livesRemoved",
  q.question_ids as "questionIds", q.answers, q.marks`;
const ownQuiz = sql`q.id = ${p('quizId')} and q.user_id = ${p('userId')}`;
const readQuizStatement = preparedSql<ReadRow>(
  'read_quiz',
  sql`select ${quizColumns} from quiz q where ${ownQuiz}`,
);
const readQuizLockedStatement = preparedSql<ReadRow & { lives: number; livesUpdatedAt: number }>(
  'read_quiz_locked',
  sql`select ${quizColumns}, u.lives, ${ms('u.lives_updated_at')} as "livesUpdatedAt"
    from quiz q join "user" u on u.id = q.user_id where ${ownQuiz} for update of q, u`,
);

/**
 * The row `read` found, or 404 / 403 (spec text) when the quiz is missing or someone else's.
 * The reads are written in SQL: drizzle's builder took 340 µs of CPU to compose one per submit.
 */
async function foundRow<Row>(db: Db | Tx, rows: readonly Row[], userId: string, quizId: string) {
  const row = rows[0];
  if (row) return row;
  await ownedQuiz(db, userId, quizId); // 404, or 403 when it is another student's
  throw new AppError('NOT_FOUND', MESSAGES.quizNotFound);
}

/** A read row as the quiz's figures and its questions with their answers and marks. */
function storedQuiz(row: ReadRow) {
  const { questionIds, answers, marks, startedAt, deadlineAt, finishTime, ...stored } = row;
  return {
    quiz: {
      ...stored,
      startedAt: new Date(startedAt),
      deadlineAt: new Date(deadlineAt),
      finishTime: dateOf(finishTime),
    } satisfies StoredQuiz,
    items: questionIds.map((questionId, i): StoredItem => ({
      n: i + 1,
      questionId,
      selected: answers[i] ?? null,
      isCorrect: marks?.[i] ?? null,
    })),
  };
}

/** The student's quiz with its questions, in one statement. */
async function readQuiz(db: Db | Tx, userId: string, quizId: string) {
  const { rows } = await readQuizStatement(db, { quizId, userId });
  return storedQuiz(await foundRow(db, rows, userId, quizId));
}

/**
 * The student's quiz and their lives, in one statement that also locks the quiz and the
 * student's row for the rest of the transaction (a submit that spends a life or updates a plan).
 */
async function readQuizLocked(tx: Tx, userId: string, quizId: string) {
  const { rows } = await readQuizLockedStatement(tx, { quizId, userId });
  const { lives, livesUpdatedAt, ...row } = await foundRow(tx, rows, userId, quizId);
  return { ...storedQuiz(row), owner: { lives, livesUpdatedAt: new Date(livesUpdatedAt) } };
}

/** `items` with their questions' rows (a question no longer in the bank is left out). */
function withRows(items: readonly StoredItem[], questions: Bank) {
  const rows: (StoredItem & { question: QuestionRow })[] = [];
  for (const { n, questionId, selected, isCorrect } of items) {
    const question = questions.questionById.get(questionId);
    if (question) rows.push({ n, questionId, selected, isCorrect, question });
  }
  return rows;
}

/** The bank, with every question of `items` in it (re-read once if content changed meanwhile). */
async function bankWith(bank: QuestionBank, items: readonly StoredItem[]): Promise<Bank> {
  const copy = await bank.get();
  if (items.every((i) => copy.questionById.has(i.questionId))) return copy;
  bank.forget();
  return bank.get();
}

/** An unfinished quiz as the runner needs it after a reload: questions, saved answers, deadline. */
export async function quizProgress(
  db: Db,
  bank: QuestionBank,
  userId: string,
  quizId: string,
  now: Date,
): Promise<JsonParts<StartedQuiz & { finished: boolean }>> {
  const { quiz: row, items } = await readQuiz(db, userId, quizId);
  return startedQuizJson<StartedQuiz & { finished: boolean }>(
    { ...startedFigures(row, now), finished: row.finished },
    withRows(items, await bankWith(bank, items)),
  );
}

/**
 * Autosave of one answer, in one statement while the quiz is open; refused once the quiz is
 * finished or its time is up (the reason is looked up only then).
 */
export async function saveAnswer(
  db: Db,
  open: OpenQuizzes,
  userId: string,
  quizId: string,
  n: number,
  selected: OptionLetter | null,
  now: Date,
) {
  const saved = await db.execute(sql`update ${quiz} set answers[${n}] = ${selected}
    where ${quiz.id} = ${quizId} and ${quiz.userId} = ${userId} and not ${quiz.finished}
      and ${quiz.deadlineAt} >= ${now} and ${n} <= cardinality(${quiz.questionIds})`);
  if (saved.rowCount === 1) return open.answered(quizId, userId, n, selected);
  const row = await ownedQuiz(db, userId, quizId);
  if (row.finished) throw new AppError('CONFLICT', MESSAGES.quizFinished);
  if (now.getTime() > row.deadlineAt.getTime()) throw new AppError('CONFLICT', MESSAGES.quizTimeUp);
  throw new AppError('NOT_FOUND', MESSAGES.quizNoSuchQuestion);
}

/** A finished quiz's result: its row's figures, and each question with its answer and mark. */
function resultOf(
  row: StoredQuiz,
  items: readonly StoredItem[],
  questions: Bank,
): JsonParts<QuizResult> {
  const correct = items.filter((i) => i.isCorrect).length;
  return quizResultJson(
    {
      id: row.id,
      type: row.examType,
      subject: row.subjectId,
      planId: row.planId,
      grade: row.grade ?? 0,
      correct,
      total: items.length,
      scorePercent: scorePercentOf(correct, items.length),
      timeExpired: row.timeExpired,
      resolutionTime: row.resolutionTime ?? 0,
      livesRemoved: row.livesRemoved,
      finishTime: (row.finishTime ?? row.startedAt).toISOString(),
    },
    withRows(items, questions).map(({ n, selected, isCorrect, question }) => ({
      n,
      selectedAnswer: selected,
      isCorrect: isCorrect ?? false,
      question,
    })),
  );
}

type ReadQuiz = Awaited<ReturnType<typeof readQuiz>>;

/**
 * A read quiz graded at `now`: its items with the answers that count and their marks, and the
 * figures its row keeps. Answers in the body count only until the deadline plus grace.
 */
function gradeQuiz(found: ReadQuiz, body: SubmitQuiz, questions: Bank, now: Date) {
  const row = found.quiz;
  const late = now.getTime() > row.deadlineAt.getTime() + GRACE_MS;
  const sent: Partial<Record<string, OptionLetter>> = late ? {} : (body.answers ?? {});
  const items = found.items.map((item) => {
    const selected = sent[String(item.n)] ?? item.selected;
    const right = questions.questionById.get(item.questionId)?.correctOption;
    return { ...item, selected, isCorrect: selected !== null && selected === right };
  });
  const correct = items.filter((i) => i.isCorrect).length;
  const grade = gradeOf(correct, items.length);
  const end = Math.min(now.getTime(), row.deadlineAt.getTime());
  return {
    items,
    figures: {
      finished: true,
      finishTime: now,
      grade,
      resolutionTime: Math.max(0, Math.round((end - row.startedAt.getTime()) / 1000)),
      // Submitted by the timer at zero, or late: the results say the time ran out.
      timeExpired: now.getTime() >= row.deadlineAt.getTime() - 1000,
      livesRemoved: (row.examType === 'random' || row.examType === 'unit') && !isPositive(grade),
      correctCount: correct,
      answeredCount: items.filter((i) => i.selected !== null).length,
      questionCount: items.length,
    },
  };
}

/** The graded quiz's row, written while it is unfinished with the answers it was graded from. */
const gradedQuiz = sql`update ${quiz} set finished = true, finish_time = ${p('finishTime')},
    grade = ${p('grade')}, resolution_time = ${p('resolutionTime')},
    time_expired = ${p('timeExpired')}, lives_removed = ${p('livesRemoved')},
    correct_count = ${p('correctCount')}, answered_count = ${p('answeredCount')},
    question_count = ${p('questionCount')}, answers = ${p('answers')}::text[],
    marks = ${p('marks')}::boolean[]
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

/**
 * Writes a graded quiz in one statement, provided it is still unfinished with the answers it was
 * graded from; with `spent` the same statement sets the student's lives. False when the quiz
 * changed meanwhile (nothing is written then).
 */
async function saveGrade(
  db: Db | Tx,
  userId: string,
  found: ReadQuiz,
  { items, figures }: ReturnType<typeof gradeQuiz>,
  spent: { lives: number; updatedAt: Date } | undefined,
): Promise<boolean> {
  const saved = await saveGradeStatements[spent ? 'spendingLife' : 'alone'](db, {
    quizId: found.quiz.id,
    userId,
    finishTime: figures.finishTime,
    grade: figures.grade,
    resolutionTime: figures.resolutionTime,
    timeExpired: figures.timeExpired,
    livesRemoved: figures.livesRemoved,
    correctCount: figures.correctCount,
    answeredCount: figures.answeredCount,
    questionCount: figures.questionCount,
    answers: items.map((i) => i.selected),
    marks: items.map((i) => i.isCorrect),
    readAnswers: found.items.map((i) => i.selected),
    ...(spent ? { lives: spent.lives, livesUpdatedAt: spent.updatedAt } : {}),
  });
  return saved.rowCount === 1;
}

/**
 * Grades on the server, once. Most submits write only the quiz's row: they are graded from a
 * plain read and saved by one statement that holds only while the quiz is
 * unfinished with the answers read (saveGrade). A submit that spends a life or updates a study
 * plan, or that lost that race (a second submit, an autosave meanwhile), runs locked instead: the
 * quiz and the student's row are read and locked in one statement, so a second submit waits and
 * then returns the same result. A unit test's plan is locked after the quiz (the order
 * plans/service.ts deletePlan keeps too). The streak and the count of tests are derived from the
 * finished tests.
 */
export async function submitQuiz(
  db: Db,
  bank: QuestionBank,
  open: OpenQuizzes,
  userId: string,
  quizId: string,
  body: SubmitQuiz,
  now: Date,
): Promise<JsonParts<QuizResult>> {
  const read = open.take(quizId, userId) ?? (await readQuiz(db, userId, quizId));
  const readQuestions = await bankWith(bank, read.items);
  if (read.quiz.finished) return resultOf(read.quiz, read.items, readQuestions);
  const quick = gradeQuiz(read, body, readQuestions, now);
  if (
    !quick.figures.livesRemoved &&
    read.quiz.examType !== 'plan_units' &&
    (await saveGrade(db, userId, read, quick, undefined))
  )
    return resultOf({ ...read.quiz, ...quick.figures }, quick.items, readQuestions);

  return db.transaction(async (tx) => {
    const found = await readQuizLocked(tx, userId, quizId);
    const questions = await bankWith(bank, found.items);
    if (found.quiz.finished) return resultOf(found.quiz, found.items, questions);
    const graded = gradeQuiz(found, body, questions, now);
    const { quiz: row } = found;
    if (row.examType === 'plan_units' && row.planId && row.planUnitId) {
      await applyUnitTest(
        tx,
        userId,
        row.planId,
        row.planUnitId,
        graded.items.map((i) => ({
          questionId: i.questionId,
          answered: i.selected !== null,
          correct: i.isCorrect,
        })),
        now,
      );
    }
    const spent = graded.figures.livesRemoved
      ? spendLife(found.owner.lives, found.owner.livesUpdatedAt, now)
      : undefined;
    if (!(await saveGrade(tx, userId, found, graded, spent)))
      throw new AppError('INTERNAL', MESSAGES.quizSaveFailed);
    return resultOf({ ...row, ...graded.figures }, graded.items, questions);
  });
}

export async function quizResult(
  db: Db,
  bank: QuestionBank,
  userId: string,
  quizId: string,
): Promise<JsonParts<QuizResult>> {
  const { quiz: row, items } = await readQuiz(db, userId, quizId);
  if (!row.finished) throw new AppError('NOT_FOUND', MESSAGES.quizNotFound);
  return resultOf(row, items, await bankWith(bank, items));
}

/** The user's finished quizzes, newest first, with their counts. */
export async function listQuizzes(students: Students, userId: string) {
  const data = await students.data(userId);
  if (!data) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  return data.history.map(({ answered: _answered, finishedAt, ...r }) => ({
    ...r,
    finishTime: finishedAt,
  }));
}
