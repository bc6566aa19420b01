import type { StartedQuiz } from '@nota20/core/contracts/quizzes';
import { ANSWER_FIELD, type Answer, COLUMN_I_KEYS, parseDecimal } from '@nota20/core/items';
import type { OptionLetter } from '@nota20/core/options';

// A test's answers in the browser: one core `Answer` per item, of its type's shape, as the
// server keeps them (PUT /api/quizzes/:id/answers/:n and the hand-in take the same shapes).

export type RunnerQuestion = StartedQuiz['questions'][number];
export type Answers = Record<number, Answer>;

/** The answer the server kept for a question (after a reload, or from another device). */
export function savedAnswer(q: RunnerQuestion): Answer | undefined {
  switch (q.type) {
    case 'choice':
      return q.selected ? { selected: q.selected } : undefined;
    case 'ordering':
      return q.order ? { order: q.order } : undefined;
    case 'matching':
      return q.pairs && Object.keys(q.pairs).length > 0 ? { pairs: q.pairs } : undefined;
    case 'numeric':
      return q.value ? { value: q.value } : undefined;
    case 'written':
      return q.text ? { text: q.text } : undefined;
  }
}

export function savedAnswers(questions: readonly RunnerQuestion[]): Answers {
  const answers: Answers = {};
  for (const q of questions) {
    const answer = savedAnswer(q);
    if (answer) answers[q.n] = answer;
  }
  return answers;
}

/** How many statements an ordering item has (five in the exams). */
export const statementCount = (q: RunnerQuestion) => Object.keys(q.statements ?? {}).length;

/**
 * Whether a question is answered in full: an option picked, every statement placed, every item
 * of Coluna I paired, a number that reads as one, some text.
 */
export function isAnswered(q: RunnerQuestion, answer: Answer | undefined): boolean {
  if (!answer) return false;
  if ('selected' in answer) return answer.selected !== null;
  if ('order' in answer) return (answer.order ?? '').length === statementCount(q);
  if ('pairs' in answer) {
    const keys = COLUMN_I_KEYS.filter((k) => q.columnI?.[k]);
    return keys.length > 0 && keys.every((k) => answer.pairs?.[k]);
  }
  if ('value' in answer) return !Number.isNaN(parseDecimal(answer.value ?? ''));
  return (answer.text ?? '').trim().length > 0;
}

/**
 * What may be sent for an item: an unfinished order is kept on screen only (the server takes
 * whole sequences); an empty field is sent as no answer.
 */
export function sendable(answer: Answer): Answer {
  if ('order' in answer && answer.order?.length !== 5) return { order: null };
  if ('pairs' in answer && Object.keys(answer.pairs ?? {}).length === 0) return { pairs: null };
  if ('value' in answer && !answer.value?.trim()) return { value: null };
  if ('text' in answer && !answer.text?.trim()) return { text: null };
  return answer;
}

/** No answer yet, in the shape of the item's type. */
export function noAnswer(q: RunnerQuestion): Answer {
  return { [ANSWER_FIELD[q.type]]: null } as Answer;
}

/** The hand-in's body: a letter for multiple choice, the type's answer otherwise. */
export function handInAnswers(answers: Answers): Record<string, OptionLetter | Answer> {
  const body: Record<string, OptionLetter | Answer> = {};
  for (const [n, answer] of Object.entries(answers)) {
    if ('selected' in answer) {
      if (answer.selected) body[n] = answer.selected;
      continue;
    }
    body[n] = sendable(answer);
  }
  return body;
}
