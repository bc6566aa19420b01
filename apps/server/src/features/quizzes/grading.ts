import type { SubmitQuiz } from '@nota20/core/contracts/quizzes';
import { gradeOf, scorePercentOf } from '@nota20/core/grading';
import {
  answerFits,
  encodeAnswer,
  type ItemKey,
  type ItemScore,
  paperGrade,
  paperTotal,
  scoreAnswer,
} from '@nota20/core/items';
import { costsLife } from '@nota20/core/lives';
import { oncePer } from '../../lib/cache/once-per';
import type { Bank, QuestionRow } from '../subjects/public';
import type { GradeFigures, ReadQuiz } from './store';
import type { StoredItem, StoredQuiz, TestResult } from './values';

/** Answers sent up to 10 s after the deadline still count (the network, a slow phone). */
export const GRACE_MS = 10_000;

/** An item's key, multiple choice included, as core's scoring takes it (made once per row). */
export const keyOf = oncePer(
  (q: QuestionRow): ItemKey => q.answerKey ?? { type: 'choice', correct: q.correctOption ?? 'A' },
);

/** The answer an item keeps from a hand-in's body, if the body sends one of its type. */
function sentAnswer(q: QuestionRow, sent: SubmitQuiz['answers'], n: number) {
  const value = sent?.[String(n)];
  if (value === undefined) return undefined;
  if (typeof value === 'string') return q.type === 'choice' ? value : undefined;
  return answerFits(q.type, value) ? encodeAnswer(value) : undefined;
}

/** Every item's score, from the answers kept and the self-assessments given. */
function scores(
  row: StoredQuiz,
  items: readonly StoredItem[],
  questions: Bank,
): (ItemScore & { optional: boolean })[] {
  return items.map((item) => {
    const q = questions.questionById.get(item.questionId);
    if (!q) return { awarded: 0, max: 0, full: false, status: 'graded', optional: false };
    const levels = q.type === 'written' ? row.assessments[String(item.n)] : undefined;
    // The score is a new object: completed in place rather than copied (30 items a submit).
    const score = scoreAnswer(keyOf(q), item.answer, q.maxPoints, levels) as ItemScore & {
      optional: boolean;
    };
    score.optional = row.examType === 'paper' && q.optional;
    return score;
  });
}

/** How many of a paper's optional items count (0 for the other tests). */
function bestOptionalOf(row: StoredQuiz, questions: Bank): number {
  return row.paperId ? (questions.paperById.get(row.paperId)?.bestOptional ?? 0) : 0;
}

/**
 * The grade of scored items: a paper's from its points (÷ 10, the compulsory items and the best
 * optional ones); any other test's from each item's share of its points (multiple choice 1 or 0,
 * so round(correct ÷ total × 20) as before). `pending`: points still to be self-assessed.
 */
function gradeOfScores(
  row: StoredQuiz,
  scored: readonly (ItemScore & { optional: boolean })[],
  bestOptional: number,
) {
  if (row.examType === 'paper') {
    const total = paperTotal(scored, bestOptional);
    return {
      grade: Math.round(paperGrade(total.points)),
      points: total.points,
      pending: total.pending,
      counted: total.counted,
    };
  }
  const share = scored.reduce((sum, s) => sum + (s.max > 0 ? s.awarded / s.max : 0), 0);
  return {
    grade: gradeOf(share, scored.length),
    points: null,
    pending: scored.reduce((sum, s) => sum + (s.status === 'graded' ? 0 : s.max), 0),
    counted: scored.map(() => true),
  };
}

/**
 * Items scored from the answers they keep and the row's self-assessments: each item's mark and
 * points, and the test's grade, points (a paper's) and points still pending.
 */
export function scoreAll(row: StoredQuiz, kept: readonly StoredItem[], questions: Bank) {
  const scored = scores(row, kept, questions);
  const items = kept.map((item, i) => ({
    ...item,
    isCorrect: scored[i]?.full ?? false,
    awarded: scored[i]?.awarded ?? 0,
  }));
  return { items, scored, ...gradeOfScores(row, scored, bestOptionalOf(row, questions)) };
}

/**
 * A read quiz graded at `now`: its items with the answers that count, their marks and points,
 * and the figures its row keeps. Answers in the body count only until the deadline plus grace.
 * A test with written items keeps its life undecided until they are all assessed.
 */
export function gradeQuiz(found: ReadQuiz, body: SubmitQuiz, questions: Bank, now: Date) {
  const row = found.quiz;
  const late = now.getTime() > row.deadlineAt.getTime() + GRACE_MS;
  const kept: StoredItem[] = found.items.map((item) => {
    const q = questions.questionById.get(item.questionId);
    const sent = late || !q ? undefined : sentAnswer(q, body.answers, item.n);
    return { ...item, answer: sent === undefined ? item.answer : sent };
  });
  const { items, scored, grade, points, pending } = scoreAll(row, kept, questions);
  const end = Math.min(now.getTime(), row.deadlineAt.getTime());
  const figures: GradeFigures = {
    finishTime: now,
    grade,
    resolutionTime: Math.max(0, Math.round((end - row.startedAt.getTime()) / 1000)),
    // Submitted by the timer at zero, or late: the results say the time ran out.
    timeExpired: now.getTime() >= row.deadlineAt.getTime() - 1000,
    livesRemoved: pending === 0 && costsLife(row.examType, grade),
    correctCount: items.filter((i) => i.isCorrect).length,
    answeredCount: items.filter((i) => i.answer !== null).length,
    questionCount: items.length,
    points,
  };
  return { items, scored, figures };
}

/** A finished quiz's result: its row's figures, and each question with its answer and points. */
export function resultOf(
  row: StoredQuiz,
  items: readonly StoredItem[],
  questions: Bank,
  /** The items' scores when the caller has just worked them out (a hand-in, an assessment). */
  scored: readonly (ItemScore & { optional: boolean })[] = scores(row, items, questions),
): TestResult {
  const { pending, counted } = gradeOfScores(row, scored, bestOptionalOf(row, questions));
  const correct = items.filter((i) => i.isCorrect).length;
  const paper = row.paperId ? questions.paperById.get(row.paperId) : undefined;
  return {
    figures: {
      id: row.id,
      type: row.examType,
      subject: row.subjectId,
      planId: row.planId,
      ...(paper
        ? {
            paperId: paper.id,
            maxPoints: row.maxPoints ?? 200,
            bestOptional: paper.bestOptional,
            points: row.points ?? 0,
            pendingPoints: pending,
          }
        : {}),
      grade: row.grade ?? 0,
      correct,
      total: items.length,
      scorePercent: scorePercentOf(correct, items.length),
      timeExpired: row.timeExpired,
      resolutionTime: row.resolutionTime ?? 0,
      livesRemoved: row.livesRemoved,
      finishTime: (row.finishTime ?? row.startedAt).toISOString(),
    },
    items: resultItems(row, items, questions, scored, counted),
  };
}

/** Each question of a result, with its answer, points and status (a question gone: left out). */
function resultItems(
  row: StoredQuiz,
  items: readonly StoredItem[],
  questions: Bank,
  scored: readonly ItemScore[],
  counted: readonly boolean[],
): TestResult['items'] {
  const out: TestResult['items'] = [];
  items.forEach((item, i) => {
    const question = questions.questionById.get(item.questionId);
    if (!question) return;
    const assessment = row.assessments[String(item.n)];
    out.push({
      n: item.n,
      answer: item.answer,
      isCorrect: item.isCorrect ?? false,
      pointsAwarded: scored[i]?.awarded ?? 0,
      counted: counted[i] ?? true,
      status: scored[i]?.status ?? 'graded',
      ...(assessment ? { assessment } : {}),
      question,
    });
  });
  return out;
}

/**
 * `items` with their questions' rows (a question no longer in the bank is left out). A loop:
 * V8's flatMap with a spread per item cost 26–29 µs per 30-question test.
 */
export function withQuestions(items: readonly StoredItem[], questions: Bank) {
  const rows: (StoredItem & { question: QuestionRow })[] = [];
  for (const item of items) {
    const question = questions.questionById.get(item.questionId);
    if (question) rows.push({ ...item, question });
  }
  return rows;
}
