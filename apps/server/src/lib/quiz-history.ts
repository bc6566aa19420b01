import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { MESSAGES } from '@nota20/core/messages';
import type { Db, Tx } from '../db/client';
import { quiz } from '../db/schema/index';
import { AppError } from './errors';

/**
 * A student's finished tests, newest first, with their right, answered and total counts: the
 * history (quizzes) and the figures computed from it (dashboard) read this one query.
 */
export async function finishedQuizzes(db: Db, userId: string) {
  const rows = await db
    .select({
      id: quiz.id,
      examType: quiz.examType,
      subject: quiz.subjectId,
      grade: quiz.grade,
      finishTime: quiz.finishTime,
      // Counted at submit (migration 0005 counted the older ones).
      total: quiz.questionCount,
      correct: quiz.correctCount,
      answered: quiz.answeredCount,
    })
    .from(quiz)
    .where(and(eq(quiz.userId, userId), eq(quiz.finished, true), isNotNull(quiz.finishTime)))
    .orderBy(desc(quiz.finishTime));
  return rows.map((r) => ({
    ...r,
    grade: r.grade ?? 0,
    finishTime: r.finishTime ?? new Date(0),
    total: r.total ?? 0,
    correct: r.correct ?? 0,
    answered: r.answered ?? 0,
  }));
}

/**
 * When the student finished each test (epoch milliseconds), newest first: enough to derive the
 * streak. A subquery, so that a caller can read it in the same statement as the user's row.
 */
export function finishTimesQuery(userId: SQL) {
  return sql`select (extract(epoch from ${quiz.finishTime}) * 1000)::float8 from ${quiz}
    where ${quiz.userId} = ${userId} and ${quiz.finished} and ${quiz.finishTime} is not null
    order by ${quiz.finishTime} desc
    -- A streak longer than this many tests is still counted right: the days repeat.
    limit 1000`;
}

/** The quiz if it is the user's: 404 when it does not exist, 403 (spec text) when it is not theirs. */
export async function ownedQuiz(db: Db | Tx, userId: string, quizId: string, forUpdate = false) {
  const query = db.select().from(quiz).where(eq(quiz.id, quizId));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.quizNotFound);
  if (row.userId !== userId) throw new AppError('FORBIDDEN', MESSAGES.quizUnauthorized);
  return row;
}
