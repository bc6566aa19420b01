import { randomUUID } from 'node:crypto';
import type {
  QuizResult,
  StartQuiz,
  StartedQuiz,
  SubmitQuiz,
} from '@nota20/core/contracts/quizzes';
import { API_MINUTES, clampCount, gradeOf, isPositive, scorePercentOf } from '@nota20/core/grading';
import { livesAt, spendLife } from '@nota20/core/lives';
import { MESSAGES } from '@nota20/core/messages';
import type { OptionLetter } from '@nota20/core/options';
import { OPTION_LETTERS } from '@nota20/core/options';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { question, quiz, quizQuestion, subject, unit, user } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { applyUnitTest, lockPlan, unitTestQuestions } from '../../lib/plan-progress';
import { questionContent } from '../../lib/question-content';
import { finishedQuizzes, ownedQuiz } from '../../lib/quiz-history';

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

type QuestionRow = typeof question.$inferSelect;

function questionText(n: number, q: QuestionRow) {
  return { n, questionId: q.id, ...questionContent(q) };
}

export async function startQuiz(
  db: Db,
  userId: string,
  input: StartQuiz,
  now: Date,
): Promise<StartedQuiz> {
  if (input.type === 'plan_units') return startUnitTest(db, userId, input, now);
  if (!input.subject) throw new AppError('VALIDATION', MESSAGES.quizNoSubject);
  // The subject and the student's lives, in one round trip.
  const [owner] = await db
    .select({
      lives: user.lives,
      at: user.livesUpdatedAt,
      subjectId: sql<string | null>`(select ${subject.id} from ${subject}
        where ${subject.id} = ${input.subject} and ${subject.practice})`,
    })
    .from(user)
    .where(eq(user.id, userId));
  const found = owner?.subjectId ? { id: owner.subjectId } : undefined;
  if (!found) throw new AppError('NOT_FOUND', MESSAGES.subjectNotFound);
  const units = input.type === 'unit' ? [...new Set(input.units ?? [])] : [];
  if (input.type === 'unit' && units.length === 0)
    throw new AppError('VALIDATION', MESSAGES.quizMainUnitRequired);

  const lives = livesAt(owner?.lives ?? 0, owner?.at ?? now, now);
  if (lives.lives < 1) {
    throw new AppError('CONFLICT', MESSAGES.noLives(lisbonTime.format(lives.nextLifeAt ?? now)));
  }

  const minutes = Math.min(
    API_MINUTES.max,
    Math.max(API_MINUTES.min, Math.round(input.minutes ?? DEFAULT_MINUTES)),
  );
  const picked = await db
    .select({ q: question })
    .from(question)
    .innerJoin(unit, eq(unit.id, question.unitId))
    .where(
      and(eq(unit.subjectId, found.id), units.length > 0 ? inArray(unit.number, units) : undefined),
    )
    .orderBy(sql`random()`)
    .limit(clampCount(input.count));
  if (picked.length === 0) throw new AppError('NOT_FOUND', MESSAGES.quizNoQuestions);
  return createQuiz(
    db,
    { userId, subjectId: found.id, examType: input.type, unitNumbers: units, minutes },
    picked.map(({ q }) => q),
    now,
  );
}

/** Spec §9 unit test of a study plan: no lives needed or spent (ARCHITECTURE §5). */
async function startUnitTest(
  db: Db,
  userId: string,
  input: Extract<StartQuiz, { type: 'plan_units' }>,
  now: Date,
): Promise<StartedQuiz> {
  const {
    plan,
    unit: planUnit,
    questionIds,
  } = await unitTestQuestions(db, userId, input.planId, input.unitId);
  const rows = await db.select().from(question).where(inArray(question.id, questionIds));
  const byId = new Map(rows.map((q) => [q.id, q]));
  const ordered = questionIds.flatMap((id) => byId.get(id) ?? []);
  if (ordered.length === 0) throw new AppError('NOT_FOUND', MESSAGES.unitNoQuestions);
  return createQuiz(
    db,
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
  );
}

/** Records a quiz with its questions and deadline; answers stay on the server. */
async function createQuiz(
  db: Db,
  values: Omit<typeof quiz.$inferInsert, 'startedAt' | 'deadlineAt'> & { minutes: number },
  questions: readonly QuestionRow[],
  now: Date,
): Promise<StartedQuiz> {
  const { minutes, ...row } = values;
  const id = randomUUID();
  const deadlineAt = new Date(now.getTime() + minutes * 60_000);
  // The quiz and its questions in one statement (atomic on its own, so no transaction): the
  // quiz's insert is a WITH clause, which PostgreSQL runs whether or not the main insert reads it.
  const newQuiz = db.$with('new_quiz').as(
    db
      .insert(quiz)
      .values({ ...row, id, startedAt: now, deadlineAt })
      .returning({ id: quiz.id }),
  );
  await db
    .with(newQuiz)
    .insert(quizQuestion)
    .values(
      questions.map((q, i) => ({ quizId: id, userId: row.userId, n: i + 1, questionId: q.id })),
    );
  return {
    id,
    type: row.examType,
    subject: row.subjectId,
    planId: row.planId ?? null,
    startedAt: now.toISOString(),
    deadlineAt: deadlineAt.toISOString(),
    serverNow: now.toISOString(),
    questions: questions.map((q, i) => ({ ...questionText(i + 1, q), selected: null })),
  };
}

/** An unfinished quiz as the runner needs it after a reload: questions, saved answers, deadline. */
export async function quizProgress(
  db: Db,
  userId: string,
  quizId: string,
  now: Date,
): Promise<StartedQuiz & { finished: boolean }> {
  const row = await ownedQuiz(db, userId, quizId);
  const items = await db
    .select({ n: quizQuestion.n, selected: quizQuestion.selected, q: question })
    .from(quizQuestion)
    .innerJoin(question, eq(question.id, quizQuestion.questionId))
    .where(and(eq(quizQuestion.quizId, quizId), eq(quizQuestion.userId, userId)))
    .orderBy(asc(quizQuestion.n));
  return {
    id: row.id,
    type: row.examType,
    subject: row.subjectId,
    planId: row.planId,
    startedAt: row.startedAt.toISOString(),
    deadlineAt: row.deadlineAt.toISOString(),
    serverNow: now.toISOString(),
    finished: row.finished,
    questions: items.map(({ n, selected, q }) => ({ ...questionText(n, q), selected })),
  };
}

/** Autosave of one answer; refused once the quiz is finished or its time is up. */
export async function saveAnswer(
  db: Db,
  userId: string,
  quizId: string,
  n: number,
  selected: OptionLetter | null,
  now: Date,
) {
  const row = await ownedQuiz(db, userId, quizId);
  if (row.finished) throw new AppError('CONFLICT', MESSAGES.quizFinished);
  if (now.getTime() > row.deadlineAt.getTime()) throw new AppError('CONFLICT', MESSAGES.quizTimeUp);
  const updated = await db
    .update(quizQuestion)
    .set({ selected })
    .where(
      and(eq(quizQuestion.quizId, quizId), eq(quizQuestion.n, n), eq(quizQuestion.userId, userId)),
    )
    .returning({ n: quizQuestion.n });
  if (updated.length === 0) throw new AppError('NOT_FOUND', MESSAGES.quizNoSuchQuestion);
}

async function buildResult(db: Db | Tx, row: typeof quiz.$inferSelect): Promise<QuizResult> {
  const items = await db
    .select({
      n: quizQuestion.n,
      selected: quizQuestion.selected,
      isCorrect: quizQuestion.isCorrect,
      q: question,
    })
    .from(quizQuestion)
    .innerJoin(question, eq(question.id, quizQuestion.questionId))
    .where(eq(quizQuestion.quizId, row.id))
    .orderBy(asc(quizQuestion.n));
  const correct = items.filter((i) => i.isCorrect).length;
  return {
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
    questions: items.map(({ n, selected, isCorrect, q }) => ({
      ...questionText(n, q),
      options: Object.fromEntries(
        OPTION_LETTERS.flatMap((l) => {
          const text = q[`option${l}` as const];
          return text ? [[l, text]] : [];
        }),
      ) as Partial<Record<OptionLetter, string>>,
      selectedAnswer: selected,
      correct_option: q.correctOption,
      isCorrect: isCorrect ?? false,
      explanation: q.explanation,
    })),
  };
}

/**
 * Grades on the server, once: answers in the body count only until the deadline plus grace;
 * the quiz row is locked so a second submit waits and then returns the same result. Exams
 * completed and lives change in the same transaction (the streak is derived from finish times).
 */
export async function submitQuiz(
  db: Db,
  userId: string,
  quizId: string,
  body: SubmitQuiz,
  now: Date,
): Promise<QuizResult> {
  return db.transaction(async (tx) => {
    // A unit test changes its plan: the plan is locked first, before the quiz, so concurrent
    // submits for one plan always take their locks in the same order.
    const [peek] = await tx
      .select({ planId: quiz.planId })
      .from(quiz)
      .where(and(eq(quiz.id, quizId), eq(quiz.userId, userId)));
    if (peek?.planId) await lockPlan(tx, userId, peek.planId);
    const row = await ownedQuiz(tx, userId, quizId, true);
    if (row.finished) return buildResult(tx, row);

    const late = now.getTime() > row.deadlineAt.getTime() + GRACE_MS;
    const answers = late ? [] : Object.entries(body.answers ?? {});
    if (answers.length > 0) {
      // One statement for all the answers sent with the submit (not one per question).
      const rows = sql.join(
        answers.map(([n, selected]) => sql`(${Number(n)}::int, ${selected}::text)`),
        sql`, `,
      );
      await tx.execute(sql`
        update ${quizQuestion} set selected = v.selected
        from (values ${rows}) as v(n, selected)
        where ${quizQuestion.quizId} = ${quizId} and ${quizQuestion.n} = v.n`);
    }
    // Marks each question right or wrong and reads the marks back, in one statement.
    const items = await tx
      .update(quizQuestion)
      .set({
        isCorrect: sql`(${quizQuestion.selected} is not distinct from (select ${question.correctOption} from ${question} where ${question.id} = ${quizQuestion.questionId}))`,
      })
      .where(eq(quizQuestion.quizId, quizId))
      .returning({
        n: quizQuestion.n,
        questionId: quizQuestion.questionId,
        selected: quizQuestion.selected,
        isCorrect: quizQuestion.isCorrect,
      });
    const correct = items.filter((i) => i.isCorrect).length;
    const grade = gradeOf(correct, items.length);
    const livesRemoved =
      (row.examType === 'random' || row.examType === 'unit') && !isPositive(grade);
    const end = Math.min(now.getTime(), row.deadlineAt.getTime());

    const [finished] = await tx
      .update(quiz)
      .set({
        finished: true,
        finishTime: now,
        grade,
        resolutionTime: Math.max(0, Math.round((end - row.startedAt.getTime()) / 1000)),
        // Submitted by the timer at zero, or late: the results say the time ran out.
        timeExpired: now.getTime() >= row.deadlineAt.getTime() - 1000,
        livesRemoved,
        correctCount: correct,
        answeredCount: items.filter((i) => i.selected !== null).length,
        questionCount: items.length,
      })
      .where(eq(quiz.id, quizId))
      .returning();

    if (row.examType === 'plan_units' && row.planId && row.planUnitId) {
      await applyUnitTest(
        tx,
        userId,
        row.planId,
        row.planUnitId,
        items.map((i) => ({
          questionId: i.questionId,
          answered: i.selected !== null,
          correct: i.isCorrect === true,
        })),
        now,
      );
    }

    // The student's row is read (and locked) only when a life is spent; counting the test needs
    // no read: the increment is atomic.
    const [owner] = livesRemoved
      ? await tx.select().from(user).where(eq(user.id, userId)).for('update')
      : [];
    const spent = owner ? spendLife(owner.lives, owner.livesUpdatedAt, now) : undefined;
    await tx
      .update(user)
      .set({
        examsCompleted: sql`${user.examsCompleted} + 1`,
        ...(spent ? { lives: spent.lives, livesUpdatedAt: spent.updatedAt } : {}),
      })
      .where(eq(user.id, userId));
    if (!finished) throw new AppError('INTERNAL', MESSAGES.quizSaveFailed);
    return buildResult(tx, finished);
  });
}

export async function quizResult(db: Db, userId: string, quizId: string): Promise<QuizResult> {
  const row = await ownedQuiz(db, userId, quizId);
  if (!row.finished) throw new AppError('NOT_FOUND', MESSAGES.quizNotFound);
  return buildResult(db, row);
}

/** The user's finished quizzes, newest first, with their counts. */
export async function listQuizzes(db: Db, userId: string) {
  const rows = await finishedQuizzes(db, userId);
  return rows.map(({ answered: _answered, ...r }) => ({
    ...r,
    finishTime: r.finishTime.toISOString(),
  }));
}
