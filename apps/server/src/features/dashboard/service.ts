import type { Dashboard } from '@nota20/core/contracts/dashboard';
import { livesAt } from '@nota20/core/lives';
import { MESSAGES } from '@nota20/core/messages';
import { streakOfDays } from '@nota20/core/streak';
import { AppError } from '../../lib/errors';
import { type JsonParts, type JsonPiece, jsonPiece } from '../../lib/json-body';
import { historyFigures, type StudentData, type Students } from '../../lib/student-data';

type History = StudentData['history'];

/**
 * The history's JSON, made once per copy of the student's data (it changes only when a test is
 * finished, and the copy with it): a student with hundreds of tests reads the dashboard without
 * serializing and compressing them again (lib/json-body.ts). Level 1: without live copies
 * (ADR 006) it is made for every request, as the compression layer would.
 */
const historyPieces = new WeakMap<History, JsonPiece>();
function historyPiece(history: History): JsonPiece {
  let piece = historyPieces.get(history);
  if (!piece) {
    const items: Dashboard['history'] = history.map((h) => ({
      id: h.id,
      examType: h.examType,
      subject: h.subject,
      grade: h.grade,
      finishTime: h.finishedAt,
      correct: h.correct,
      total: h.total,
    }));
    piece = jsonPiece(JSON.stringify(items), 1);
    historyPieces.set(history, piece);
  }
  return piece;
}

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
    streakDays: streakOfDays(days, now),
    lives: lives.lives,
    nextLifeAt: lives.nextLifeAt?.toISOString() ?? null,
    testsDone: history.length,
    positive,
    negative: history.length - positive,
    accuracy: answered === 0 ? 0 : Math.round((correct / answered) * 100),
    average: history.length === 0 ? null : Math.round((gradeSum / history.length) * 10) / 10,
  };
  return [`${JSON.stringify(figures).slice(0, -1)},"history":`, historyPiece(history), '}'];
}
