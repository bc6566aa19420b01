import type { SubmitQuiz } from '@nota20/core/contracts/quizzes';
import { spendLife } from '@nota20/core/lives';
import { MESSAGES } from '@nota20/core/messages';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/http/errors';
import { type HandIn, type Outcome, recordAnswers, type SeenCopies } from '../learning/public';
import { applyUnitTest } from '../plans/public';
import type { Students } from '../students/public';
import type { Bank, QuestionBank } from '../subjects/public';
import { gradeQuiz, resultOf } from './grading';
import { bankWith } from './read';
import { readQuizForHandIn, readQuizLocked, saveGrade, saveHandIn } from './store';
import type { StoredItem, TestResult } from './values';

export type SubmitOptions = {
  db: Db;
  bank: QuestionBank;
  students: Students;
  /** Each student's seen items, copied per process (learning/seen.ts). */
  seen: SeenCopies;
  userId: string;
  quizId: string;
  body: SubmitQuiz;
  now: Date;
};

/**
 * Grades on the server, once. Most submits write the quiz's row and what each answer teaches about
 * the student's items (learning/record.ts), in one transaction: graded from a plain read and saved
 * by a statement that holds only while the quiz is unfinished with the answers read.
 * A submit that spends a life or updates a study plan, or that lost that race (a second submit,
 * an autosave meanwhile), runs locked instead: the quiz and the student's row are read and
 * locked in one statement, so a second submit waits and then returns the same result. A unit
 * test's plan is locked after the quiz (the order deletePlan keeps too). The student's copies
 * are forgotten once the grade is written: the test is in their history from their next request.
 */
export async function submitQuiz(options: SubmitOptions): Promise<TestResult> {
  const result = await gradeAndSave(options);
  options.students.forgetUser(options.userId);
  return result;
}

/**
 * What a hand-in teaches about each item (learning/record.ts): right, wrong or blank. An answered
 * written item waits for the student's own assessment, so it is only seen.
 */
function handInOf(subjectId: string, items: readonly StoredItem[], questions: Bank): HandIn {
  const outcomes: Outcome[] = [];
  const seenOnly: number[] = [];
  for (const item of items) {
    const q = questions.questionById.get(item.questionId);
    if (!q) continue;
    if (q.type === 'written' && item.answer !== null) seenOnly.push(item.questionId);
    else
      outcomes.push({
        questionId: item.questionId,
        answer: item.answer,
        correct: item.isCorrect === true,
      });
  }
  return { subjectId, outcomes, seenOnly };
}

async function gradeAndSave({
  db,
  bank,
  seen,
  userId,
  quizId,
  body,
  now,
}: SubmitOptions): Promise<TestResult> {
  const read = await readQuizForHandIn(db, userId, quizId);
  const readQuestions = await bankWith(bank, read.items);
  if (read.quiz.finished) return resultOf(read.quiz, read.items, readQuestions);
  const quick = gradeQuiz(read, body, readQuestions, now);
  const handIn = handInOf(read.quiz.subjectId, quick.items, readQuestions);
  const saved =
    !quick.figures.livesRemoved && read.quiz.examType !== 'plan_units'
      ? await saveHandIn(db, userId, read, quick, handIn, now)
      : undefined;
  if (saved) {
    const { learned, seenBefore } = saved;
    const items = [...handIn.outcomes.map((o) => o.questionId), ...handIn.seenOnly];
    seen.handedIn(userId, read.quiz.subjectId, seenBefore, now, items);
    // An item another hand-in wrote since the read: applied again from a locked read.
    const left = handIn.outcomes.filter((o) => !learned.has(o.questionId));
    if (left.length > 0)
      await db.transaction((tx) =>
        recordAnswers(tx, userId, { ...handIn, outcomes: left, seenOnly: [] }, now),
      );
    return resultOf(
      { ...read.quiz, ...quick.figures, finished: true },
      quick.items,
      readQuestions,
      quick.scored,
    );
  }

  // Locked: the copy of the student's seen items is read again at their next start.
  seen.forget(userId, read.quiz.subjectId);
  return db.transaction(async (tx) => {
    const found = await readQuizLocked(tx, userId, quizId);
    const questions = await bankWith(bank, found.items);
    if (found.quiz.finished) return resultOf(found.quiz, found.items, questions);
    const graded = gradeQuiz(found, body, questions, now);
    const { quiz: row } = found;
    if (row.examType === 'plan_units' && row.planId && row.planUnitId) {
      await applyUnitTest(
        tx,
        userId,
        row.planId,
        row.planUnitId,
        graded.items.map((i) => ({
          questionId: i.questionId,
          answered: i.answer !== null,
          correct: i.isCorrect === true,
        })),
        now,
      );
    }
    const spent = graded.figures.livesRemoved
      ? spendLife(found.owner.lives, found.owner.livesUpdatedAt, now)
      : undefined;
    if (!(await saveGrade(tx, userId, found, graded, spent)))
      throw new AppError('INTERNAL', MESSAGES.quizSaveFailed);
    await recordAnswers(tx, userId, handInOf(row.subjectId, graded.items, questions), now);
    return resultOf(
      { ...row, ...graded.figures, finished: true },
      graded.items,
      questions,
      graded.scored,
    );
  });
}
