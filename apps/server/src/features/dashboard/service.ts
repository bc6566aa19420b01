import type { Dashboard } from '@nota20/core/contracts/dashboard';
import { livesAt } from '@nota20/core/lives';
import { MESSAGES } from '@nota20/core/messages';
import { streakDays } from '@nota20/core/streak';
import { AppError } from '../../lib/errors';
import { type JsonParts, jsonPiece, openObject } from '../../lib/json-body';
import { oncePer } from '../../lib/once-per';
import { historyFigures, type StudentData, type Students } from '../../lib/student-data';

/**
 * The history's JSON, made once per copy of the student's data (it changes only when a test is
 * finished, and the copy with it): a student with hundreds of tests reads the dashboard without
 * serializing and compressing them again (lib/json-body.ts). Level 1: without live copies
 * (ADR 006) it is made for every request, as the compression layer would.
 */
const historyPiece = oncePer((history: StudentData['history']) => {
  const items: Dashboard['history'] = history.map((h) => ({
    id: h.id,
    examType: h.examType,
    subject: h.subject,
    grade: h.grade,
    finishTime: h.finishedAt,
    correct: h.correct,
    total: h.total,
  }));
  return jsonPiece(JSON.stringify(items), 1);
});

/**
 * The dashboard's figures, all derived from the student's finished tests at `now` (the streak
 * fades after a day without tests; lives refill with time), then the history.
 */
export async function getDashboard(
  students: Students,
  userId: string,
  now: Date,
): Promise<JsonParts<Dashboard>> {
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
  return [openObject(figures, 'history'), historyPiece(history), '}'];
}
