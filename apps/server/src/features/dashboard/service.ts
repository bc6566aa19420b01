import type { Dashboard } from '@nota20/core/contracts/dashboard';
import { isPositive } from '@nota20/core/grading';
import { livesAt } from '@nota20/core/lives';
import { MESSAGES } from '@nota20/core/messages';
import { streakDays } from '@nota20/core/streak';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { finishedQuizzes } from '../../lib/quiz-history';

/**
 * The dashboard's figures, all derived from the student's finished tests at `now` (the streak
 * fades after a day without tests; lives refill with time), in two queries sent together.
 */
export async function getDashboard(db: Db, userId: string, now: Date): Promise<Dashboard> {
  const [[owner], history] = await Promise.all([
    db
      .select({ name: user.name, lives: user.lives, at: user.livesUpdatedAt })
      .from(user)
      .where(eq(user.id, userId)),
    finishedQuizzes(db, userId),
  ]);
  if (!owner) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);

  const grades = history.map((h) => h.grade);
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
      grade: h.grade,
      finishTime: h.finishTime.toISOString(),
      correct: h.correct,
      total: h.total,
    })),
  };
}
