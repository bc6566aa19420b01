import type { DocumentInfo, ItemFields, ItemKeyFields } from '@nota20/core/contracts/items';
import type { QuestionContent } from '@nota20/core/contracts/subjects';
import { itemPoints, type ItemKey } from '@nota20/core/items';
import type { OptionLetter } from '@nota20/core/options';
import type { document, question } from '../../db/schema/index';

type QuestionStem = Pick<QuestionContent, 'question_text' | 'imageURL' | 'imageAlt'>;
type Row = typeof question.$inferSelect;

/** A question's text and figure, without its options (a test result lists those as `options`). */
export function questionStem(q: Row): QuestionStem {
  return {
    question_text: q.text,
    ...(q.imageUrl ? { imageURL: q.imageUrl } : {}),
    ...(q.imageAlt ? { imageAlt: q.imageAlt } : {}),
  };
}

/** An item's value: its own, else its type's default (a written item: the top of its criteria). */
export function pointsOf(q: Row): number {
  const key = q.answerKey;
  return itemPoints({
    type: q.type,
    points: q.points ?? undefined,
    ...(key?.type === 'written' ? { criteria: key.criteria } : {}),
  });
}

/** What an item shows before it is answered, beyond its text: its type's fields, no key. */
export function itemFields(q: Row): ItemFields {
  const body = (q.body ?? {}) as Record<string, unknown>;
  return {
    type: q.type,
    points: pointsOf(q),
    ...(q.groupId ? { groupId: q.groupId } : {}),
    ...(body.statements ? { statements: body.statements as ItemFields['statements'] } : {}),
    ...(body.columnI ? { columnI: body.columnI as ItemFields['columnI'] } : {}),
    ...(body.columnII ? { columnII: body.columnII as ItemFields['columnII'] } : {}),
    ...(typeof body.unit === 'string' ? { unit: body.unit } : {}),
    ...(body.length ? { length: body.length as ItemFields['length'] } : {}),
  };
}

/** A question row as students read it (worksheets and tests): options shown only if present. */
export function questionContent(q: Row): QuestionContent & ItemFields {
  return {
    ...questionStem(q),
    ...(q.optionA ? { option_A: q.optionA } : {}),
    ...(q.optionB ? { option_B: q.optionB } : {}),
    ...(q.optionC ? { option_C: q.optionC } : {}),
    ...(q.optionD ? { option_D: q.optionD } : {}),
    ...itemFields(q),
  };
}

/**
 * An item's key as the API names it: `correct_option` for multiple choice, the type's own key,
 * criteria and model answer otherwise. Only for worksheets and handed-in tests.
 */
export function keyFields(q: Row): ItemKeyFields & { correct_option?: OptionLetter } {
  const key: ItemKey | null = q.answerKey;
  switch (key?.type) {
    case 'ordering':
      return { correct_order: key.order };
    case 'matching':
      return { correct_pairs: key.pairs, levels: key.levels };
    case 'numeric':
      return { correct_value: key.value, tolerance: key.tolerance };
    case 'written':
      return { criteria: key.criteria, modelAnswer: key.modelAnswer, keyIdeas: key.keyIdeas };
    default:
      return q.correctOption ? { correct_option: q.correctOption } : {};
  }
}

/** A document as the API gives it. */
export function documentInfo(d: typeof document.$inferSelect): DocumentInfo {
  const body = d.body as Record<string, unknown>;
  return {
    id: d.id,
    kind: d.kind,
    title: d.title,
    ...(typeof body.text === 'string' ? { text: body.text } : {}),
    ...(body.table ? { table: body.table as NonNullable<DocumentInfo['table']> } : {}),
    ...(body.figure ? { figure: body.figure as NonNullable<DocumentInfo['figure']> } : {}),
    source: d.source,
    ...(d.year ? { year: d.year } : {}),
  };
}

/**
 * Each item of a list that opens a document's group: the document goes there in full, once;
 * the others of the group carry only its `groupId`.
 */
export function opensGroup<T extends { groupId: string | null }>(
  items: readonly T[],
  i: number,
): boolean {
  const id = items[i]?.groupId;
  return Boolean(id) && items[i - 1]?.groupId !== id;
}
