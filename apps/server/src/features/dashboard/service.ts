import type { Dashboard } from '@nota20/core/contracts/dashboard';
import { isPositive } from '@nota20/core/grading';
import { livesAt } from '@nota20/core/lives';
import { MESSAGES } from '@nota20/core/messages';
import { streakDays } from '@nota20/core/streak';
import { AppError } from '../../lib/errors';
import type { Students } from '../../lib/student-data';

/**
 * The dashboard's figures, all derived from the student's finished tests at `now` (the streak
 * fades after a day without tests; lives refill with time).
 */
export async function getDashboard(
  students: Students,
  userId: string,
  now: Date,
): Promise<Dashboard> {
  const data = await students.data(userId);
  if (!data) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  const { user: owner, history } = data;

  const grades = history.map((h) => h.grade);
  const positive = grades.filter(isPositive).length;
  const answered = history.reduce((n, h) => n + h.answered, 0);
  const correct = history.reduce((n, h) => n + h.correct, 0);
  const lives = livesAt(owner.lives, owner.livesUpdatedAt, now);
  return {
    name: owner.name,
    streakDays: streakDays(
      history.map((h) => h.finishTime),
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
      finishTime: h.finishedAt,
      correct: h.correct,
      total: h.total,
    })),
  };
}
