import { eq } from 'drizzle-orm';
import { MESSAGES } from '@nota20/core/messages';
import type { Db, Tx } from '../db/client';
import { quiz } from '../db/schema/index';
import { AppError } from './errors';

/** The quiz if it is the user's: 404 when it does not exist, 403 (spec text) when it is not theirs. */
export async function ownedQuiz(db: Db | Tx, userId: string, quizId: string) {
  const [row] = await db.select().from(quiz).where(eq(quiz.id, quizId));
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.quizNotFound);
  if (row.userId !== userId) throw new AppError('FORBIDDEN', MESSAGES.quizUnauthorized);
  return row;
}
