import type { Dashboard } from '@nota20/core/contracts/dashboard';
import { isPositive } from '@nota20/core/grading';
import { livesAt } from '@nota20/core/lives';
import { MESSAGES } from '@nota20/core/messages';
import { streakDays } from '@nota20/core/streak';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quiz, quizQuestion, user } from '../../db/schema/index';
import { AppError } from '../../lib/errors';

/**
 * The dashboard's figures, all derived from the student's finished tests at `now` (the streak
 * fades after a day without tests; lives refill with time), in three queries.
 */
export async function getDashboard(db: Db, userId: string, now: Date): Promise<Dashboard> {
  const [owner] = await db
    .select({ name: user.name, lives: user.lives, at: user.livesUpdatedAt })
    .from(user)
    .where(eq(user.id, userId));
  if (!owner) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  const history = await db
    .select({
      id: quiz.id,
      examType: quiz.examType,
      subject: quiz.subjectId,
      grade: quiz.grade,
      finishTime: quiz.finishTime,
      total: count(quizQuestion.n),
      correct: sql<number>`count(*) filter (where ${quizQuestion.isCorrect})`.mapWith(Number),
      answered: sql<number>`count(*) filter (where ${quizQuestion.selected} is not null)`.mapWith(
        Number,
      ),
    })
    .from(quiz)
    .innerJoin(quizQuestion, eq(quizQuestion.quizId, quiz.id))
    .where(and(eq(quiz.userId, userId), eq(quiz.finished, true), isNotNull(quiz.finishTime)))
    .groupBy(quiz.id)
    .orderBy(sql`${quiz.finishTime} desc`);

  const grades = history.map((h) => h.grade ?? 0);
  const positive = grades.filter(isPositive).length;
  const answered = history.reduce((n, h) => n + h.answered, 0);
  const correct = history.reduce((n, h) => n + h.correct, 0);
  const lives = livesAt(owner.lives, owner.at, now);
  return {
    name: owner.name,
    streakDays: streakDays(
      history.flatMap((h) => (h.finishTime ? [h.finishTime] : [])),
      now,
    ),
    lives: lives.lives,
    nextLifeAt: lives.nextLifeAt?.toISOString() ?? null,
    testsDone: history.length,
    positive,
    negative: history.length - positive,
    accuracy: answered === 0 ? 0 : Math.round((correct / answered) * 100),
    average:
      grades.length === 0
        ? null
        : Math.round((grades.reduce((a, b) => a + b, 0) / grades.length) * 10) / 10,
    history: history.map((h) => ({
      id: h.id,
      examType: h.examType,
      subject: h.subject,
      grade: h.grade ?? 0,
      finishTime: (h.finishTime ?? now).toISOString(),
      correct: h.correct,
      total: h.total,
    })),
  };
}
