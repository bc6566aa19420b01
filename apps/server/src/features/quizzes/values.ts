import type { QuizResult, StartedQuiz } from '@nota20/core/contracts/quizzes';
import type { ItemStatus } from '@nota20/core/items';
import type { quiz } from '../../db/schema/index';
import type { QuestionRow } from '../subjects/public';

// What the quiz services work with and return: domain values, each question as the bank's row.
// Only the routes turn them into JSON (bodies.ts).

/**
 * A quiz's question as stored: its number, the question, the answer saved (its type's string,
 * core items.ts), whether it was fully right and the points it scored, once graded.
 */
export type StoredItem = {
  n: number;
  questionId: number;
  answer: string | null;
  isCorrect: boolean | null;
  awarded: number | null;
};

/** What a quiz's row holds that its result and runner need. */
export type StoredQuiz = Pick<
  typeof quiz.$inferSelect,
  | 'id'
  | 'examType'
  | 'subjectId'
  | 'planId'
  | 'planUnitId'
  | 'paperId'
  | 'startedAt'
  | 'deadlineAt'
  | 'finished'
  | 'finishTime'
  | 'grade'
  | 'resolutionTime'
  | 'timeExpired'
  | 'livesRemoved'
  | 'points'
  | 'maxPoints'
  | 'assessments'
>;

/** A question of a test being taken, with the answer saved (null when none). */
export type AskedItem = { n: number; answer: string | null; question: QuestionRow };

/** A test being taken (just started, or resumed): its figures, then its questions. */
export type TestInProgress<T extends StartedQuiz = StartedQuiz> = {
  figures: Omit<T, 'questions'>;
  items: AskedItem[];
};

/** A question of a result: the answer that counted, its mark and points, and their status. */
export type ResultItem = {
  n: number;
  answer: string | null;
  isCorrect: boolean;
  pointsAwarded: number;
  counted: boolean;
  status: ItemStatus;
  assessment?: Readonly<Record<string, number>>;
  question: QuestionRow;
};

/** A graded test: its figures, then each question with its answer and mark. */
export type TestResult = { figures: Omit<QuizResult, 'questions'>; items: ResultItem[] };
