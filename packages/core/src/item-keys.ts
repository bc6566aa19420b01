// The item types and the letters and numbers their answers are written with (issue 24).
// Without zod (items.ts has the schemas): the web's item views import these, and a worksheet's
// first load then does without the schemas.

export const ITEM_TYPES = ['choice', 'ordering', 'matching', 'numeric', 'written'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Ordering: five statements A–E put in one order (the exams' «sequência»). */
export const ORDER_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;
export type OrderLetter = (typeof ORDER_LETTERS)[number];
/** Matching: Coluna I is lettered a–e, Coluna II numbered 1–8. */
export const COLUMN_I_KEYS = ['a', 'b', 'c', 'd', 'e'] as const;
export const COLUMN_II_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;
export type ColumnIKey = (typeof COLUMN_I_KEYS)[number];
export type ColumnIIKey = (typeof COLUMN_II_KEYS)[number];

/** The longest written answer a student may send (characters). */
export const WRITTEN_MAX = 5000;
