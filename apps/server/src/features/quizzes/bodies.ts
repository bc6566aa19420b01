import type { OptionLetter } from '@nota20/core/options';
import type { QuizResult, StartedQuiz } from '@nota20/core/contracts/quizzes';
import { type JsonParts, type JsonPiece, jsonPiece } from '../../lib/json-body';
import type { QuestionRow } from '../../lib/question-bank';

/**
 * The JSON of a started test and of a test result (StartedQuizSchema, QuizResultSchema),
 * assembled from each question's fixed part, made once per copy of the bank (lib/json-body.ts).
 * What changes per test goes before each part: the question's number, and in a result the
 * answer and its mark.
 */
type QuestionPieces = { started: JsonPiece; result: JsonPiece };
const piecesOf = new WeakMap<QuestionRow, QuestionPieces>();

/** `{"questionId":…,…}` without its opening brace, to follow what changes per test. */
const tail = (value: object) => jsonPiece(JSON.stringify(value).slice(1));

function questionPieces(q: QuestionRow): QuestionPieces {
  let pieces = piecesOf.get(q);
  if (!pieces) {
    pieces = {
      started: tail({ questionId: q.id, ...q.content, selected: null }),
      result: tail({
        questionId: q.id,
        ...q.stem,
        options: q.options,
        correct_option: q.correctOption,
        explanation: q.explanation,
      }),
    };
    piecesOf.set(q, pieces);
  }
  return pieces;
}

/** `head`'s JSON, opened for its questions: `{…,"questions":[`. */
function opening(head: object) {
  return `${JSON.stringify(head).slice(0, -1)},"questions":[`;
}

/** A test just started: `head`, then `questions` in order (numbered from 1), none answered. */
export function startedQuizJson(
  head: Omit<StartedQuiz, 'questions'>,
  questions: readonly QuestionRow[],
): JsonParts<StartedQuiz> {
  const parts: (string | JsonPiece)[] = [opening(head)];
  questions.forEach((q, i) => {
    parts.push(`${i === 0 ? '' : ','}{"n":${i + 1},`, questionPieces(q).started);
  });
  parts.push(']}');
  return parts;
}

/** A question of a result: its number, the answer that counted and its mark. */
export type ResultItem = {
  n: number;
  selectedAnswer: OptionLetter | null;
  isCorrect: boolean;
  question: QuestionRow;
};

/** A graded test: `head`, then each question with its answer, mark, key and explanation. */
export function quizResultJson(
  head: Omit<QuizResult, 'questions'>,
  items: readonly ResultItem[],
): JsonParts<QuizResult> {
  const parts: (string | JsonPiece)[] = [opening(head)];
  items.forEach((item, i) => {
    parts.push(
      `${i === 0 ? '' : ','}{"n":${item.n},"selectedAnswer":${JSON.stringify(item.selectedAnswer)},"isCorrect":${item.isCorrect},`,
      questionPieces(item.question).result,
    );
  });
  parts.push(']}');
  return parts;
}
