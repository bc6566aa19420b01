import type { QuizResult, StartedQuiz } from '@nota20/core/contracts/quizzes';
import { ANSWER_FIELD, decodeAnswer } from '@nota20/core/items';
import { oncePer } from '../../lib/cache/once-per';
import { type JsonParts, type JsonPiece, jsonPiece, openObject } from '../../lib/http/json-body';
import { opensGroup, type QuestionRow } from '../subjects/public';
import type { AskedItem, ResultItem, TestInProgress, TestResult } from './values';

/**
 * The route layer's JSON of a test as it is taken (StartedQuizSchema) and of its result
 * (QuizResultSchema), assembled from each question's fixed part, made once per copy of the bank
 * (lib/http/json-body.ts, ADR 011). What changes per test goes before each part: the question's
 * number, its answer, in a result its mark and points. A document goes in full on the first
 * item of its group only (a part of its own per question, with it and without).
 */

/** `{"questionId":…,…}` without its opening brace, to follow what changes per test. */
const tail = (value: object) => jsonPiece(JSON.stringify(value).slice(1));

const piecesOf = oncePer((q: QuestionRow) => {
  const asked = { questionId: q.id, ...q.content, ...(q.paperId ? { optional: q.optional } : {}) };
  const graded = {
    questionId: q.id,
    ...q.stem,
    options: q.options,
    ...q.content,
    ...q.key,
    explanation: q.explanation,
    ...(q.paperId ? { optional: q.optional } : {}),
  };
  // The options come once, as `options` (docs/api.md), in a result.
  for (const letter of ['A', 'B', 'C', 'D'] as const) delete graded[`option_${letter}`];
  const withDocument = <T extends object>(value: T) =>
    q.document ? tail({ ...value, document: q.document }) : tail(value);
  return {
    asked: tail(asked),
    askedOpening: withDocument(asked),
    graded: tail(graded),
    gradedOpening: withDocument(graded),
  };
});

/** A saved answer as the item's type sends it: `"selected":…,` and, beyond choice, its field. */
function answerFields(q: QuestionRow, answer: string | null): string {
  if (q.type === 'choice') return `"selected":${JSON.stringify(answer)},`;
  const decoded = decodeAnswer(q.type, answer) as Record<string, unknown>;
  const field = ANSWER_FIELD[q.type];
  return `"selected":null,${JSON.stringify(field)}:${JSON.stringify(decoded[field] ?? null)},`;
}

/** `head`, then `items` as `questions`: each `{"n":…,`, what `opening` adds, then its piece. */
function withQuestions<T, I extends { n: number; question: QuestionRow }>(
  head: object,
  items: readonly I[],
  opening: (item: I) => string,
  piece: 'asked' | 'graded',
): JsonParts<T> {
  const parts: (string | JsonPiece)[] = [`${openObject(head, 'questions')}[`];
  const rows = items.map((i) => i.question);
  items.forEach((item, i) => {
    const pieces = piecesOf(item.question);
    parts.push(
      `${i === 0 ? '' : ','}{"n":${item.n},${opening(item)}`,
      opensGroup(rows, i) ? pieces[`${piece}Opening`] : pieces[piece],
    );
  });
  parts.push(']}');
  return parts;
}

/** A test being taken (just started, or resumed with `finished`). */
export function startedQuizJson<T extends StartedQuiz>(test: TestInProgress<T>): JsonParts<T> {
  const opening = (item: AskedItem) => answerFields(item.question, item.answer);
  return withQuestions(test.figures, test.items, opening, 'asked');
}

/** A graded test: each question with its answer, mark, points, key and explanation. */
export function quizResultJson(test: TestResult): JsonParts<QuizResult> {
  const opening = (item: ResultItem) => {
    const choice = item.question.type === 'choice';
    // Beyond choice, the type's answer field (its `"selected":null,` is the result's selectedAnswer).
    const answer = choice
      ? ''
      : answerFields(item.question, item.answer).replace(/^"selected":[^,]*,/, '');
    return (
      `"selectedAnswer":${choice ? JSON.stringify(item.answer) : 'null'},` +
      `"isCorrect":${item.isCorrect},${answer}"pointsAwarded":${item.pointsAwarded},` +
      `"counted":${item.counted},"status":${JSON.stringify(item.status)},` +
      (item.assessment ? `"assessment":${JSON.stringify(item.assessment)},` : '')
    );
  };
  return withQuestions(test.figures, test.items, opening, 'graded');
}
