import type { Dashboard } from '@nota20/core/contracts/dashboard';
import { livesAt } from '@nota20/core/lives';
import { MESSAGES } from '@nota20/core/messages';
import { streakDays } from '@nota20/core/streak';
import { AppError } from '../../lib/http/errors';
import { historyFigures, type StudentData, type Students } from '../students/public';

/** The dashboard's figures and the student's finished tests, newest first. */
export type DashboardValue = {
  figures: Omit<Dashboard, 'history'>;
  history: StudentData['history'];
};

/**
 * The dashboard's figures, all derived from the student's finished tests at `now` (the streak
 * fades after a day without tests; lives refill with time), then the history.
 */
export async function getDashboard(
  students: Students,
  userId: string,
  now: Date,
): Promise<DashboardValue> {
  const data = await students.data(userId);
  if (!data) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  const { user: owner, history } = data;

  const { days, positive, answered, correct, gradeSum } = historyFigures(history);
  const lives = livesAt(owner.lives, owner.livesUpdatedAt, now);
  const figures: Omit<Dashboard, 'history'> = {
    name: owner.name,
    streakDays: streakDays(days, now),
    lives: lives.lives,
    nextLifeAt: lives.nextLifeAt?.toISOString() ?? null,
    testsDone: history.length,
    positive,
    negative: history.length - positive,
    accuracy: answered === 0 ? 0 : Math.round((correct / answered) * 100),
    average: history.length === 0 ? null : Math.round((gradeSum / history.length) * 10) / 10,
  };
  return { figures, history };
}
