import type { Assessment } from '@nota20/core/contracts/quizzes';
import { costsLife, spendLife } from '@nota20/core/lives';
import { MESSAGES } from '@nota20/core/messages';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/http/errors';
import type { Students } from '../students/public';
import type { QuestionBank } from '../subjects/public';
import { resultOf, scoreAll } from './grading';
import { bankWith } from './read';
import { readQuizLocked, saveAssessment } from './store';
import type { TestResult } from './values';

export type AssessOptions = {
  db: Db;
  bank: QuestionBank;
  students: Students;
  userId: string;
  quizId: string;
  n: number;
  input: Assessment;
  now: Date;
};

/**
 * The student's own assessment of a written answer, after hand-in: a level per parameter of the
 * item's criteria. The points count from then on; once nothing is pending, a negative grade
 * costs a life (once). Assessing again changes the levels (and the points), never the life.
 */
export async function assessAnswer(options: AssessOptions): Promise<TestResult> {
  const { db, bank, students, userId, quizId, n, input, now } = options;
  const result = await db.transaction(async (tx) => {
    const found = await readQuizLocked(tx, userId, quizId);
    const row = found.quiz;
    if (!row.finished) throw new AppError('CONFLICT', MESSAGES.assessmentBeforeSubmit);
    const questions = await bankWith(bank, found.items);
    const item = found.items[n - 1];
    const key = item ? questions.questionById.get(item.questionId)?.answerKey : undefined;
    if (!item) throw new AppError('NOT_FOUND', MESSAGES.quizNoSuchQuestion);
    if (key?.type !== 'written') throw new AppError('VALIDATION', MESSAGES.assessmentNotWritten);
    for (const parameter of key.criteria) {
      const level = input.levels[parameter.id];
      if (level === undefined || !parameter.levels.some((l) => l.level === level))
        throw new AppError('VALIDATION', MESSAGES.assessmentUnknownLevel(parameter.name));
    }
    const assessments = { ...row.assessments, [String(n)]: input.levels };
    const assessed = { ...row, assessments };
    const scored = scoreAll(assessed, found.items, questions);
    const costs =
      scored.pending === 0 && !row.livesRemoved && costsLife(row.examType, scored.grade);
    const spent = costs ? spendLife(found.owner.lives, found.owner.livesUpdatedAt, now) : undefined;
    const figures = {
      assessments,
      awarded: scored.items.map((i) => i.awarded),
      marks: scored.items.map((i) => i.isCorrect),
      correctCount: scored.items.filter((i) => i.isCorrect).length,
      points: scored.points,
      grade: scored.grade,
      livesRemoved: row.livesRemoved || costs,
    };
    await saveAssessment(tx, userId, quizId, figures, spent);
    return resultOf({ ...assessed, ...figures }, scored.items, questions, scored.scored);
  });
  // The history and the dashboard show the new grade from the student's next request.
  students.forgetUser(userId);
  return result;
}
