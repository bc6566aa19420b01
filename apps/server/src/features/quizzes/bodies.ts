import type { QuizResult, StartedQuiz } from '@nota20/core/contracts/quizzes';
import type { OptionLetter } from '@nota20/core/options';
import { type JsonParts, type JsonPiece, jsonPiece, openObject } from '../../lib/json-body';
import { oncePer } from '../../lib/once-per';
import type { QuestionRow } from '../../lib/question-bank';

/**
 * The JSON of a test as it is taken (StartedQuizSchema) and of its result (QuizResultSchema),
 * assembled from each question's fixed part, made once per copy of the bank (lib/json-body.ts).
 * What changes per test goes before each part: the question's number, its answer, in a result
 * its mark.
 */

/** `{"questionId":…,…}` without its opening brace, to follow what changes per test. */
const tail = (value: object) => jsonPiece(JSON.stringify(value).slice(1));

const piecesOf = oncePer((q: QuestionRow) => ({
  /** The question as a test shows it. */
  asked: tail({ questionId: q.id, ...q.content }),
  /** The question with its key and explanation, as a result shows it. */
  graded: tail({
    questionId: q.id,
    ...q.stem,
    options: q.options,
    correct_option: q.correctOption,
    explanation: q.explanation,
  }),
}));

/** A question of a test: its number and its row in the bank. */
type Numbered = { n: number; question: QuestionRow };

/** `head`, then `items` as `questions`: each `{"n":…,`, what `opening` adds, then its `piece`. */
function withQuestions<T, I extends Numbered>(
  head: object,
  items: readonly I[],
  opening: (item: I) => string,
  piece: keyof ReturnType<typeof piecesOf>,
): JsonParts<T> {
  const parts: (string | JsonPiece)[] = [`${openObject(head, 'questions')}[`];
  items.forEach((item, i) => {
    parts.push(
      `${i === 0 ? '' : ','}{"n":${item.n},${opening(item)}`,
      piecesOf(item.question)[piece],
    );
  });
  parts.push(']}');
  return parts;
}

/** A question of a test being taken, with the answer saved (null when none). */
export type AskedItem = Numbered & { selected: OptionLetter | null };

/** A test being taken (just started, or resumed with `finished`): `head`, then its questions. */
export function startedQuizJson<T extends StartedQuiz>(
  head: Omit<T, 'questions'>,
  items: readonly AskedItem[],
): JsonParts<T> {
  const opening = (item: AskedItem) => `"selected":${JSON.stringify(item.selected)},`;
  return withQuestions(head, items, opening, 'asked');
}

/** A question of a result: the answer that counted and its mark. */
export type ResultItem = Numbered & { selectedAnswer: OptionLetter | null; isCorrect: boolean };

/** A graded test: `head`, then each question with its answer, mark, key and explanation. */
export function quizResultJson(
  head: Omit<QuizResult, 'questions'>,
  items: readonly ResultItem[],
): JsonParts<QuizResult> {
  const opening = (item: ResultItem) =>
    `"selectedAnswer":${JSON.stringify(item.selectedAnswer)},"isCorrect":${item.isCorrect},`;
  return withQuestions(head, items, opening, 'graded');
}
