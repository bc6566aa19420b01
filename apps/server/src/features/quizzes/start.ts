import { randomUUID } from 'node:crypto';
import type { StartQuiz } from '@nota20/core/contracts/quizzes';
import { API_MINUTES, clampCount } from '@nota20/core/grading';
import { PAPER_MAX_POINTS } from '@nota20/core/items';
import { lifeRegainedBy, livesAt } from '@nota20/core/lives';
import { MESSAGES } from '@nota20/core/messages';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/http/errors';
import { dueQuestionIds, notebookRows, practiceSubject, type SeenCopies } from '../learning/public';
import { termsById } from '../glossary/public';
import { unitTestQuestions } from '../plans/public';
import type { Students } from '../students/public';
import type { QuestionBank, QuestionRow } from '../subjects/public';
import { drawTest, testBlocksOf } from './draw';
import { insertQuiz, refuseIfTooManyOpen } from './store';
import type { StoredQuiz, TestInProgress } from './values';

const DEFAULT_MINUTES = 10;
/** A study-plan unit test: up to 10 questions, a minute each. */
const UNIT_TEST_MINUTES = 10;

const lisbonTime = new Intl.DateTimeFormat('pt-PT', {
  timeZone: 'Europe/Lisbon',
  hour: '2-digit',
  minute: '2-digit',
});

export type StartOptions = {
  db: Db;
  students: Students;
  /** Each student's seen items, copied per process (learning/seen.ts). */
  seen: SeenCopies;
  bank: QuestionBank;
  userId: string;
  input: StartQuiz;
  now: Date;
};

/**
 * A random or thematic test of a practice subject, or a prova-modelo (each needs a life), or a
 * plan's unit test.
 */
export async function startQuiz(options: StartOptions): Promise<TestInProgress> {
  const { bank, input } = options;
  if (input.type === 'plan_units') return startUnitTest(options, input);
  if (input.type === 'paper') return startPaper(options, input);
  if (input.type === 'mistakes' || input.type === 'review') return startLearning(options, input);
  if (input.type === 'similar') return startSimilar(options, input);
  if (!input.subject) throw new AppError('VALIDATION', MESSAGES.quizNoSubject);
  const questions = await bank.get();
  const found = practiceSubject(questions, input.subject);
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
  // A loop, not flatMap: V8's flatMap took about 30 µs of CPU per test started here. A
  // document's items are in one unit, so they stay one block.
  const pool: (readonly QuestionRow[])[] = [];
  for (const u of chosenUnits) {
    const items = u && questions.questionsOfUnit.get(u.id);
    if (items) pool.push(...testBlocksOf(items));
  }
  const started = await createDrawn(
    options,
    { subjectId: found.id, examType: input.type, unitNumbers: units, minutes, needsLife: true },
    (seen) => drawTest(pool, clampCount(input.count), seen),
  );
  return started ?? refused(options);
}

/**
 * «Refazer erros» (the notebook's most recent mistakes) or «Revisão de hoje» (the cards due, the
 * most overdue first): any item type, a document's items next to each other, no life spent.
 */
async function startLearning(
  options: StartOptions,
  input: Extract<StartQuiz, { type: 'mistakes' | 'review' }>,
): Promise<TestInProgress> {
  const { db, userId, now } = options;
  const questions = await options.bank.get();
  const subject = practiceSubject(questions, input.subject);
  const count = clampCount(input.count);
  const ids =
    input.type === 'mistakes'
      ? (await notebookRows(db, userId, subject.id)).slice(0, count).map((r) => r.questionId)
      : await dueQuestionIds(db, questions, userId, subject.id, now, count);
  const rows = ids.flatMap((id) => questions.questionById.get(id) ?? []);
  if (rows.length === 0)
    throw new AppError(
      'VALIDATION',
      input.type === 'mistakes' ? MESSAGES.notebookEmpty : MESSAGES.nothingDue,
    );
  // A document's items together, in their order, where the first of them falls.
  const first = new Map<string, number>();
  rows.forEach((q, i) => q.groupId && !first.has(q.groupId) && first.set(q.groupId, i));
  const ordered = rows
    .map((q, i) => ({ q, at: q.groupId ? (first.get(q.groupId) ?? i) : i }))
    .sort((a, b) => a.at - b.at || a.q.questionNumber - b.q.questionNumber)
    .map(({ q }) => q);
  const started = await createQuiz(
    options,
    {
      subjectId: subject.id,
      examType: input.type,
      unitNumbers: [],
      minutes: Math.min(API_MINUTES.max, Math.max(DEFAULT_MINUTES, 2 * ordered.length)),
      needsLife: false,
    },
    ordered,
  );
  if (started) return started;
  await refuseIfTooManyOpen(db, userId, now);
  throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
}

/** «Exercício parecido»: a short test unless the student asks for more. */
const SIMILAR_COUNT = 5;

/**
 * The tutor's «exercício parecido» (issue 28): the items that test one glossary term, the
 * student's unseen ones first, any type, no life spent (like the learning tests).
 */
async function startSimilar(
  options: StartOptions,
  input: Extract<StartQuiz, { type: 'similar' }>,
): Promise<TestInProgress> {
  const { db, userId, now } = options;
  const questions = await options.bank.get();
  const subject = practiceSubject(questions, input.subject);
  const [term] = await termsById(db, [input.term]);
  if (term?.subjectId !== subject.id) throw new AppError('NOT_FOUND', MESSAGES.termNotFound);
  const items = term.questionIds.flatMap((id) => questions.questionById.get(id) ?? []);
  const count = clampCount(input.count ?? SIMILAR_COUNT);
  const started = await createDrawn(
    options,
    {
      subjectId: subject.id,
      examType: 'similar',
      unitNumbers: [],
      minutes: Math.min(
        API_MINUTES.max,
        Math.max(DEFAULT_MINUTES, 2 * Math.min(count, items.length)),
      ),
      needsLife: false,
    },
    (seen) =>
      drawTest(
        items.map((q) => [q]),
        count,
        seen,
      ),
  );
  if (started) return started;
  await refuseIfTooManyOpen(db, userId, now);
  throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
}

/** A prova-modelo: its items in order, its minutes plus tolerance on the server's clock. */
async function startPaper(
  options: StartOptions,
  input: Extract<StartQuiz, { type: 'paper' }>,
): Promise<TestInProgress> {
  const questions = await options.bank.get();
  const paper = input.paperId
    ? questions.paperById.get(input.paperId)
    : questions.papersOfSubject.get(input.subject ?? '')?.[0];
  if (!paper || (input.subject && paper.subjectId !== input.subject))
    throw new AppError('NOT_FOUND', MESSAGES.noPapers);
  const started = await createQuiz(
    options,
    {
      subjectId: paper.subjectId,
      examType: 'paper',
      paperId: paper.id,
      bestOptional: paper.bestOptional,
      unitNumbers: [],
      minutes: paper.minutes + paper.toleranceMinutes,
      needsLife: true,
    },
    paper.items,
  );
  return started ?? refused(options);
}

/** Not created: too many open tests, or no life left (or no such student). Says which. */
async function refused({ db, students, userId, now }: StartOptions): Promise<never> {
  await refuseIfTooManyOpen(db, userId, now);
  const student = await students.lives(userId);
  if (!student) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  const lives = livesAt(student.lives, student.livesUpdatedAt, now);
  throw new AppError('NO_LIVES', MESSAGES.noLives(lisbonTime.format(lives.nextLifeAt ?? now)));
}

/** Spec §9 unit test of a study plan: no lives needed or spent. */
async function startUnitTest(
  options: StartOptions,
  input: Extract<StartQuiz, { type: 'plan_units' }>,
): Promise<TestInProgress> {
  const { db, bank, userId, now } = options;
  const [{ plan, unit: planUnit, questionIds }, questions] = await Promise.all([
    unitTestQuestions(db, userId, input.planId, input.unitId),
    bank.get(),
  ]);
  const ordered = questionIds.flatMap((id) => questions.questionById.get(id) ?? []);
  if (ordered.length === 0) throw new AppError('NOT_FOUND', MESSAGES.unitNoQuestions);
  const started = await createQuiz(
    options,
    {
      subjectId: plan.discipline,
      examType: 'plan_units',
      planId: plan.id,
      planUnitId: planUnit.id,
      unitNumbers: [],
      minutes: UNIT_TEST_MINUTES,
      needsLife: false,
    },
    ordered,
  );
  if (started) return started;
  await refuseIfTooManyOpen(db, userId, now);
  throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
}

type QuizShape = {
  subjectId: string;
  examType: StoredQuiz['examType'];
  planId?: string;
  planUnitId?: string;
  paperId?: string;
  /** A paper's: how many optional items count. */
  bestOptional?: number;
  unitNumbers: number[];
  minutes: number;
  needsLife: boolean;
};

/**
 * A test drawn from the student's seen items (unseen first, issue 27), recorded by createQuiz.
 * Drawn from a copy of them, it is written only while the copy is current; else it is drawn
 * again from a fresh read (learning/seen.ts).
 */
async function createDrawn(
  options: StartOptions,
  shape: QuizShape,
  draw: (seen: ReadonlyMap<number, number>) => QuestionRow[],
): Promise<TestInProgress | undefined> {
  const { db, userId, seen: copies } = options;
  let seen = await copies.read(db, userId, shape.subjectId);
  for (;;) {
    const picked = draw(seen.times);
    if (picked.length === 0) throw new AppError('NOT_FOUND', MESSAGES.quizNoQuestions);
    const started = await createQuiz(options, shape, picked, seen.check);
    if (started !== 'stale') return started;
    copies.forget(userId, shape.subjectId);
    seen = await copies.read(db, userId, shape.subjectId);
  }
}

/**
 * Records a quiz with its questions and deadline; answers stay on the server. Undefined when the
 * store refused it (too many open tests, or no life for a test that needs one); 'stale' when
 * `seenVersion` is no longer the student's (createDrawn).
 */
async function createQuiz(
  options: StartOptions,
  shape: QuizShape,
  questions: readonly QuestionRow[],
): Promise<TestInProgress | undefined>;
async function createQuiz(
  options: StartOptions,
  shape: QuizShape,
  questions: readonly QuestionRow[],
  seenVersion: number | null,
): Promise<TestInProgress | 'stale' | undefined>;
async function createQuiz(
  { db, userId, now }: StartOptions,
  shape: QuizShape,
  questions: readonly QuestionRow[],
  seenVersion: number | null = null,
): Promise<TestInProgress | 'stale' | undefined> {
  const id = randomUUID();
  const deadlineAt = new Date(now.getTime() + shape.minutes * 60_000);
  const row: StoredQuiz = {
    id,
    examType: shape.examType,
    subjectId: shape.subjectId,
    planId: shape.planId ?? null,
    planUnitId: shape.planUnitId ?? null,
    paperId: shape.paperId ?? null,
    startedAt: now,
    deadlineAt,
    finished: false,
    finishTime: null,
    grade: null,
    resolutionTime: null,
    timeExpired: false,
    livesRemoved: false,
    points: null,
    maxPoints: shape.paperId ? PAPER_MAX_POINTS : null,
    assessments: {},
  };
  const created = await insertQuiz(db, {
    id,
    userId,
    subjectId: row.subjectId,
    examType: row.examType,
    planId: row.planId,
    planUnitId: row.planUnitId,
    unitNumbers: shape.unitNumbers,
    startedAt: now,
    deadlineAt,
    questionIds: questions.map((q) => q.id),
    paperId: row.paperId,
    maxPoints: row.maxPoints,
    needsLife: shape.needsLife,
    lifeRegainedBy: lifeRegainedBy(now),
    seenVersion,
  });
  if (created !== 'created') return created === 'stale' ? 'stale' : undefined;
  return {
    figures: startedFigures(row, now, shape.bestOptional),
    items: questions.map((question, i) => ({ n: i + 1, answer: null, question })),
  };
}

/** What a started quiz's answer says of it besides its questions. */
export function startedFigures(row: StoredQuiz, now: Date, bestOptional?: number) {
  return {
    id: row.id,
    type: row.examType,
    subject: row.subjectId,
    planId: row.planId,
    ...(row.paperId
      ? { paperId: row.paperId, maxPoints: row.maxPoints ?? PAPER_MAX_POINTS, bestOptional }
      : {}),
    startedAt: row.startedAt.toISOString(),
    deadlineAt: row.deadlineAt.toISOString(),
    serverNow: now.toISOString(),
  };
}
