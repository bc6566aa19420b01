import path from 'node:path';
import type { ItemKey } from '@nota20/core/items';
import type { DocumentBody, ItemBody, question } from '../db/schema/index';
import type { DocumentFile, QuestionFile } from './schema';

// An item as a content file writes it, and as a `question` row stores it: one mapping each way,
// for the sync, teachers' imports and the export.

/** Figures are served by the app under this path. */
export const FIGURES_PATH = '/api/figures/';

type ItemColumns = Pick<
  typeof question.$inferInsert,
  | 'type'
  | 'text'
  | 'imageUrl'
  | 'imageAlt'
  | 'optionA'
  | 'optionB'
  | 'optionC'
  | 'optionD'
  | 'correctOption'
  | 'body'
  | 'answerKey'
  | 'points'
  | 'groupId'
  | 'explanation'
  | 'concept'
  | 'difficulty'
>;

/** The columns of an item: multiple choice in its own columns, the other types' in JSON. */
export function itemColumns(q: QuestionFile): ItemColumns {
  const common = {
    type: q.type,
    text: q.text,
    imageUrl: q.figure ? `${FIGURES_PATH}${q.figure.file}` : null,
    imageAlt: q.figure?.alt ?? null,
    optionA: null,
    optionB: null,
    optionC: null,
    optionD: null,
    correctOption: null,
    body: null,
    answerKey: null,
    points: q.points ?? null,
    groupId: q.group ?? null,
    explanation: q.explanation,
    concept: q.concept,
    difficulty: q.difficulty,
  };
  const typed = (body: ItemBody, answerKey: ItemKey) => ({ ...common, body, answerKey });
  switch (q.type) {
    case 'choice':
      return {
        ...common,
        optionA: q.options.A || null,
        optionB: q.options.B || null,
        optionC: q.options.C || null,
        optionD: q.options.D || null,
        correctOption: q.correct,
      };
    case 'ordering':
      return typed({ statements: q.statements }, { type: 'ordering', order: q.order });
    case 'matching':
      return typed(
        { columnI: q.columnI, columnII: q.columnII },
        { type: 'matching', pairs: q.pairs, levels: q.levels },
      );
    case 'numeric':
      return typed({ unit: q.unit }, { type: 'numeric', value: q.value, tolerance: q.tolerance });
    case 'written':
      return typed(
        { length: q.length },
        {
          type: 'written',
          criteria: q.criteria,
          modelAnswer: q.modelAnswer,
          keyIdeas: q.keyIdeas,
        },
      );
  }
}

/** A stored item back in the content files' shape (the export). */
export function itemFromRow(q: typeof question.$inferSelect): QuestionFile {
  const common = {
    number: q.questionNumber,
    concept: q.concept ?? '',
    difficulty: (q.difficulty ?? 1) as 1 | 2 | 3,
    text: q.text,
    explanation: q.explanation,
    ...(q.imageUrl ? { figure: { file: path.basename(q.imageUrl), alt: q.imageAlt ?? '' } } : {}),
    ...(q.points !== null ? { points: q.points } : {}),
    ...(q.groupId ? { group: q.groupId } : {}),
  };
  const key = q.answerKey;
  const body = (q.body ?? {}) as Record<string, unknown>;
  switch (key?.type) {
    case 'ordering':
      return {
        ...common,
        type: 'ordering',
        statements: body.statements as Extract<QuestionFile, { type: 'ordering' }>['statements'],
        order: key.order,
      };
    case 'matching':
      return {
        ...common,
        type: 'matching',
        columnI: body.columnI as Record<string, string>,
        columnII: body.columnII as Record<string, string>,
        pairs: key.pairs,
        levels: key.levels,
      };
    case 'numeric':
      return {
        ...common,
        type: 'numeric',
        unit: String(body.unit ?? ''),
        value: key.value,
        tolerance: key.tolerance,
      };
    case 'written':
      return {
        ...common,
        type: 'written',
        length: (body.length ?? 'restrita') as 'curta' | 'restrita' | 'extensa',
        criteria: key.criteria,
        modelAnswer: key.modelAnswer,
        keyIdeas: key.keyIdeas,
      };
    default:
      return {
        ...common,
        type: 'choice',
        options: { A: q.optionA ?? '', B: q.optionB ?? '', C: q.optionC ?? '', D: q.optionD ?? '' },
        correct: q.correctOption ?? 'A',
      };
  }
}

/**
 * A document's row: its text, table and figure (a table may come with a text that introduces
 * it, as an experimental activity does), figures at their served address.
 */
export function documentColumns(d: DocumentFile, subjectId: string) {
  const body: DocumentBody = {
    ...(d.text ? { text: d.text } : {}),
    ...(d.table ? { table: d.table } : {}),
    ...(d.figure ? { figure: { url: `${FIGURES_PATH}${d.figure.file}`, alt: d.figure.alt } } : {}),
  };
  return {
    id: d.id,
    subjectId,
    kind: d.kind,
    title: d.title,
    body,
    source: d.source,
    year: d.year ?? null,
  };
}
