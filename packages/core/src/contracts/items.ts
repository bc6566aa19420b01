import { z } from 'zod';
import {
  COLUMN_I_KEYS,
  COLUMN_II_KEYS,
  CriteriaParameterSchema,
  ItemTypeSchema,
  KeyIdeaSchema,
  MatchingLevelSchema,
  ORDER_LETTERS,
} from '../items';

// What the API says of an item beyond multiple choice (issue 24, docs/api.md): the fields a
// student reads before answering, and the key, criteria and model answer only where answers are
// public (worksheets) or the test has been handed in.

/** A document several items share: a text, a table or a figure, with its source and year. */
export const DocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(['text', 'table', 'figure']),
  title: z.string(),
  text: z.string().optional(),
  table: z
    .object({
      caption: z.string().optional(),
      head: z.array(z.string()),
      rows: z.array(z.array(z.string())),
    })
    .optional(),
  figure: z.object({ url: z.string(), alt: z.string() }).optional(),
  source: z.string(),
  year: z.string().optional(),
});
export type DocumentInfo = z.infer<typeof DocumentSchema>;

/** Before any answer: the type, its value, its document, and what the type shows. */
export const ItemFieldsSchema = z.object({
  type: ItemTypeSchema,
  /** Its value in a prova-modelo (and in the paper's total). */
  points: z.number().int(),
  /** The document it hangs on: given in full on the first item of its group in a list. */
  groupId: z.string().optional(),
  document: DocumentSchema.optional(),
  statements: z.partialRecord(z.enum(ORDER_LETTERS), z.string()).optional(),
  columnI: z.partialRecord(z.enum(COLUMN_I_KEYS), z.string()).optional(),
  columnII: z.partialRecord(z.enum(COLUMN_II_KEYS), z.string()).optional(),
  /** A numeric item's unit («%», «euros»; empty for a plain number). */
  unit: z.string().optional(),
  /** A written item's length: «curta», «restrita» or «extensa». */
  length: z.enum(['curta', 'restrita', 'extensa']).optional(),
});
export type ItemFields = z.infer<typeof ItemFieldsSchema>;

/** The key of an item other than multiple choice, its criteria and model answer. */
export const ItemKeyFieldsSchema = z.object({
  correct_order: z.string().optional(),
  correct_pairs: z.partialRecord(z.enum(COLUMN_I_KEYS), z.enum(COLUMN_II_KEYS)).optional(),
  /** A matching item's levels: with at least `correct` pairs right, `points`. */
  levels: z.array(MatchingLevelSchema).optional(),
  correct_value: z.number().optional(),
  tolerance: z.number().optional(),
  criteria: z.array(CriteriaParameterSchema).optional(),
  modelAnswer: z.string().optional(),
  keyIdeas: z.array(KeyIdeaSchema).optional(),
});
export type ItemKeyFields = z.infer<typeof ItemKeyFieldsSchema>;

/** A student's answer to an item other than multiple choice, as kept (null: none). */
export const ItemAnswerFieldsSchema = z.object({
  order: z.string().nullable().optional(),
  pairs: z.partialRecord(z.enum(COLUMN_I_KEYS), z.enum(COLUMN_II_KEYS)).nullable().optional(),
  value: z.string().nullable().optional(),
  text: z.string().nullable().optional(),
});
export type ItemAnswerFields = z.infer<typeof ItemAnswerFieldsSchema>;
