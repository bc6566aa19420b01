import type { StartedQuiz } from '@nota20/core/contracts/quizzes';
import { MESSAGES } from '@nota20/core/messages';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/http/errors';
import type { Students } from '../students/public';
import type { Bank, QuestionBank } from '../subjects/public';
import { resultOf, withQuestions } from './grading';
import { startedFigures } from './start';
import { readQuiz } from './store';
import type { StoredItem, TestInProgress, TestResult } from './values';

/** The bank, with every question of `items` in it (re-read once if content changed meanwhile). */
export async function bankWith(bank: QuestionBank, items: readonly StoredItem[]): Promise<Bank> {
  const copy = await bank.get();
  if (items.every((i) => copy.questionById.has(i.questionId))) return copy;
  bank.forget();
  return bank.get();
}

/** An unfinished quiz as the runner needs it after a reload: questions, saved answers, deadline. */
export async function quizProgress(
  db: Db,
  bank: QuestionBank,
  userId: string,
  quizId: string,
  now: Date,
): Promise<TestInProgress<StartedQuiz & { finished: boolean }>> {
  const { quiz: row, items } = await readQuiz(db, userId, quizId);
  const questions = await bankWith(bank, items);
  const paper = row.paperId ? questions.paperById.get(row.paperId) : undefined;
  return {
    figures: { ...startedFigures(row, now, paper?.bestOptional), finished: row.finished },
    items: withQuestions(items, questions),
  };
}

/** A finished quiz's result (owner only; an unfinished one is not found). */
export async function quizResult(
  db: Db,
  bank: QuestionBank,
  userId: string,
  quizId: string,
): Promise<TestResult> {
  const { quiz: row, items } = await readQuiz(db, userId, quizId);
  if (!row.finished) throw new AppError('NOT_FOUND', MESSAGES.quizNotFound);
  return resultOf(row, items, await bankWith(bank, items));
}

/** The user's finished quizzes, newest first, with their counts. */
export async function listQuizzes(students: Students, userId: string) {
  const data = await students.data(userId);
  if (!data) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  return data.history.map(({ answered: _answered, finishedAt, ...r }) => ({
    ...r,
    finishTime: finishedAt,
  }));
}
