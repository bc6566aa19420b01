import type { Answer, ColumnIKey, ColumnIIKey } from '@nota20/core/items';
import type { OptionLetter } from '@nota20/core/options';
import { inArray } from 'drizzle-orm';
import type { QuestionFile } from '../src/content/schema';
import type { Db } from '../src/db/client';
import { question } from '../src/db/schema/index';

// Answers a test sends, worked out from an item's content file (its key), never from what the
// server answers: the right one, and ones that are wrong in a known way.

type Matching = Extract<QuestionFile, { type: 'matching' }>;

export function rightAnswer(item: QuestionFile): Answer {
  switch (item.type) {
    case 'choice':
      return { selected: item.correct };
    case 'ordering':
      return { order: item.order };
    case 'matching':
      return { pairs: item.pairs };
    case 'numeric':
      return { value: String(item.value).replace('.', ',') };
    case 'written':
      return { text: `Resposta ao item ${item.number}: ${item.modelAnswer.slice(0, 120)}` };
  }
}

export const wrongLetter = (letter: OptionLetter): OptionLetter => (letter === 'A' ? 'B' : 'A');

/** Two neighbouring statements swapped: four of five in place, still wrong. */
export function nearlyRightOrder(order: string) {
  return `${order.charAt(1)}${order.charAt(0)}${order.slice(2)}`;
}

/** A matching answer with exactly `right` pairs right (the others given a wrong number). */
export function pairsWithRight(item: Matching, right: number): Answer {
  const keys = Object.keys(item.pairs) as ColumnIKey[];
  const numbers = Object.keys(item.columnII) as ColumnIIKey[];
  const pairs: Partial<Record<ColumnIKey, ColumnIIKey>> = {};
  keys.forEach((k, i) => {
    const correct = item.pairs[k];
    pairs[k] = i < right ? correct : numbers.find((n) => n !== correct);
  });
  return { pairs };
}

/** An answer of the item's type that is not its key (nor any part of its model answer). */
export function notTheKey(item: QuestionFile): Answer {
  switch (item.type) {
    case 'choice':
      return { selected: wrongLetter(item.correct) };
    case 'ordering':
      return { order: nearlyRightOrder(item.order) };
    case 'matching':
      return pairsWithRight(item, 1);
    case 'numeric':
      return { value: String(item.value + 1000) };
    case 'written':
      return { text: 'Uma resposta da aluna, escrita por ela.' };
  }
}

/** The key letter of each multiple-choice item among `ids`, read from the bank's table. */
export async function choiceKeys(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, OptionLetter>> {
  const rows = await db
    .select({ id: question.id, correct: question.correctOption })
    .from(question)
    .where(inArray(question.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.correct ?? 'A']));
}
