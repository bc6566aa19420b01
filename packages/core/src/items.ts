import { z } from 'zod';
import {
  COLUMN_I_KEYS,
  COLUMN_II_KEYS,
  type ColumnIIKey,
  type ColumnIKey,
  ITEM_TYPES,
  type ItemType,
  ORDER_LETTERS,
  WRITTEN_MAX,
} from './item-keys';
import { OPTION_LETTERS, type OptionLetter } from './options';

// The kinds of exam item Nota20 trains (issue 24), what each shows before an answer, its key,
// how an answer is written down, and how it scores. Pure: the server grades with it, the web
// uses it only to display.

export * from './item-keys';
export const ItemTypeSchema = z.enum(ITEM_TYPES);

// ---------------------------------------------------------------------------------------------
// What a student sees of an item before answering (no key), by type.

export const OrderingBodySchema = z.object({
  statements: z.record(z.enum(ORDER_LETTERS), z.string()),
});
export const MatchingBodySchema = z.object({
  columnI: z.partialRecord(z.enum(COLUMN_I_KEYS), z.string()),
  columnII: z.partialRecord(z.enum(COLUMN_II_KEYS), z.string()),
});
export const NumericBodySchema = z.object({
  /** What the number is in («%», «milhões de euros»); empty for a plain ratio. */
  unit: z.string(),
});
export const WrittenBodySchema = z.object({
  /** «curta», «restrita» or «extensa», as the exams name their written items. */
  length: z.enum(['curta', 'restrita', 'extensa']),
});

// ---------------------------------------------------------------------------------------------
// Keys, never sent before a test is handed in.

/** A performance level of a written item's criteria: its points and what it describes. */
export const CriteriaLevelSchema = z.object({
  level: z.number().int().min(1),
  points: z.number().int().min(0),
  descriptor: z.string(),
});
/** One parameter of the criteria (content, or the language of an extended answer). */
export const CriteriaParameterSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  name: z.string(),
  levels: z.array(CriteriaLevelSchema).min(1),
});
export type CriteriaParameter = z.infer<typeof CriteriaParameterSchema>;

/** A key idea of a model answer, and the words (each group: any of them) that show it. */
export const KeyIdeaSchema = z.object({
  idea: z.string(),
  /** Every group must appear in the answer, by any of its words in any of their forms. */
  words: z.array(z.array(z.string()).min(1)).min(1),
});
export type KeyIdea = z.infer<typeof KeyIdeaSchema>;

/** The levels of a matching item: with at least `correct` pairs right, `points`. */
export const MatchingLevelSchema = z.object({
  correct: z.number().int().min(1),
  points: z.number().int().min(0),
});

export const ItemKeySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('choice'), correct: z.enum(OPTION_LETTERS) }),
  z.object({ type: z.literal('ordering'), order: z.string().regex(/^[A-E]{5}$/) }),
  z.object({
    type: z.literal('matching'),
    pairs: z.partialRecord(z.enum(COLUMN_I_KEYS), z.enum(COLUMN_II_KEYS)),
    levels: z.array(MatchingLevelSchema).min(1),
  }),
  z.object({ type: z.literal('numeric'), value: z.number(), tolerance: z.number().min(0) }),
  z.object({
    type: z.literal('written'),
    criteria: z.array(CriteriaParameterSchema).min(1),
    modelAnswer: z.string(),
    keyIdeas: z.array(KeyIdeaSchema),
  }),
]);
export type ItemKey = z.infer<typeof ItemKeySchema>;

// ---------------------------------------------------------------------------------------------
// Answers: what the student sends for each type, and how it is kept (one string per item).

export const AnswerSchema = z.union([
  z.object({ selected: z.enum(OPTION_LETTERS).nullable() }).strict(),
  z
    .object({
      order: z
        .string()
        .regex(/^[A-E]{5}$/, 'Ordena as cinco afirmações.')
        // Each statement once: «AABCD» is no order of A–E (it was saved, and graded 0).
        .refine((order) => new Set(order).size === 5, 'Ordena as cinco afirmações.')
        .nullable(),
    })
    .strict(),
  z
    .object({
      pairs: z.partialRecord(z.enum(COLUMN_I_KEYS), z.enum(COLUMN_II_KEYS)).nullable(),
    })
    .strict(),
  z.object({ value: z.string().max(40).nullable() }).strict(),
  z
    .object({ text: z.string().max(WRITTEN_MAX, 'A resposta é demasiado longa.').nullable() })
    .strict(),
]);
export type Answer = z.infer<typeof AnswerSchema>;

/** Which field of an answer each type takes. */
export const ANSWER_FIELD = {
  choice: 'selected',
  ordering: 'order',
  matching: 'pairs',
  numeric: 'value',
  written: 'text',
} as const satisfies Record<ItemType, string>;

/** Whether `answer` is the shape `type` takes (a wrong shape is refused with 400). */
export function answerFits(type: ItemType, answer: Answer): boolean {
  return ANSWER_FIELD[type] in answer;
}

/**
 * An answer as one string (a test's row keeps one per item), or null for none: a letter, five
 * letters, «a3 b1 c5», the number as typed, or the text.
 */
export function encodeAnswer(answer: Answer): string | null {
  if ('selected' in answer) return answer.selected;
  if ('order' in answer) return answer.order;
  if ('pairs' in answer) {
    if (!answer.pairs) return null;
    const pairs = COLUMN_I_KEYS.filter((k) => answer.pairs?.[k]).map(
      (k) => `${k}${answer.pairs?.[k] ?? ''}`,
    );
    return pairs.length === 0 ? null : pairs.join(' ');
  }
  if ('value' in answer) return answer.value?.trim() || null;
  return answer.text?.trim() ? answer.text : null;
}

/** A kept answer back as what the student sent, by the item's type. */
export function decodeAnswer(type: ItemType, kept: string | null): Answer {
  switch (type) {
    case 'choice':
      return {
        selected: (OPTION_LETTERS as readonly string[]).includes(kept ?? '')
          ? (kept as OptionLetter)
          : null,
      };
    case 'ordering':
      return { order: kept && /^[A-E]{5}$/.test(kept) ? kept : null };
    case 'matching': {
      if (!kept) return { pairs: null };
      const pairs: Partial<Record<ColumnIKey, ColumnIIKey>> = {};
      for (const pair of kept.split(' ')) {
        const [k, v] = [pair.charAt(0), pair.slice(1)];
        if (
          (COLUMN_I_KEYS as readonly string[]).includes(k) &&
          (COLUMN_II_KEYS as readonly string[]).includes(v)
        )
          pairs[k as ColumnIKey] = v as ColumnIIKey;
      }
      return { pairs };
    }
    case 'numeric':
      return { value: kept };
    case 'written':
      return { text: kept };
  }
}

/**
 * A number as a Portuguese student types it: a comma or a point for decimals, spaces (or dots
 * before three digits with a comma after) between thousands, a leading minus or «−». NaN when
 * it is not a number.
 */
export function parseDecimal(typed: string): number {
  let s = typed
    .trim()
    .replace(/\u2212/g, '-')
    .replace(/[\s\u00a0]/g, '');
  if (/^-?\d{1,3}(\.\d{3})+,\d+$/.test(s)) s = s.replace(/\./g, '');
  s = s.replace(',', '.');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(s)) return Number.NaN;
  return Number(s);
}

/** An item's value when its content does not say (a written item: the top of its criteria). */
export const ITEM_POINTS = { choice: 5, ordering: 5, matching: 5, numeric: 10 } as const;

/** An item's points: its own, else its type's default. */
export function itemPoints(item: {
  type: ItemType;
  points?: number | undefined;
  criteria?: readonly CriteriaParameter[];
}): number {
  if (item.points !== undefined) return item.points;
  if (item.type === 'written') return criteriaMax(item.criteria ?? []);
  return ITEM_POINTS[item.type];
}

// ---------------------------------------------------------------------------------------------
// Scoring.

export type ItemStatus = 'graded' | 'pending-self-assessment';

/** What an item scored: points awarded of its maximum, whether fully right, and its status. */
export type ItemScore = { awarded: number; max: number; full: boolean; status: ItemStatus };

/** The most a written item's criteria give: the top level of every parameter. */
export function criteriaMax(criteria: readonly CriteriaParameter[]): number {
  return criteria.reduce((sum, p) => sum + Math.max(0, ...p.levels.map((l) => l.points)), 0);
}

/** The points of the levels a student chose, per parameter (a level not in the criteria: 0). */
export function assessedPoints(
  criteria: readonly CriteriaParameter[],
  levels: Readonly<Record<string, number>>,
): number {
  return criteria.reduce((sum, p) => {
    const chosen = p.levels.find((l) => l.level === levels[p.id]);
    return sum + (chosen?.points ?? 0);
  }, 0);
}

/**
 * How an answer scores against the item's key, out of `max` points. Multiple choice and ordering
 * are all or nothing (as the exams score them); matching by the item's levels of correct pairs;
 * numeric within its tolerance; a written item is pending until the student assesses it
 * (`levels`, per parameter), then scores the levels chosen.
 */
export function scoreAnswer(
  key: ItemKey,
  kept: string | null,
  max: number,
  levels?: Readonly<Record<string, number>>,
): ItemScore {
  const all = (right: boolean): ItemScore => ({
    awarded: right ? max : 0,
    max,
    full: right,
    status: 'graded',
  });
  switch (key.type) {
    case 'choice':
      return all(kept !== null && kept === key.correct);
    case 'ordering':
      return all(kept !== null && kept === key.order);
    case 'matching': {
      const answer = decodeAnswer('matching', kept);
      const given: Partial<Record<ColumnIKey, ColumnIIKey>> =
        'pairs' in answer ? (answer.pairs ?? {}) : {};
      const right = COLUMN_I_KEYS.filter((k) => key.pairs[k] && given[k] === key.pairs[k]).length;
      const best = key.levels
        .filter((l) => right >= l.correct)
        .reduce((top, l) => Math.max(top, l.points), 0);
      const total = Object.keys(key.pairs).length;
      return { awarded: Math.min(best, max), max, full: right === total, status: 'graded' };
    }
    case 'numeric': {
      const value = kept === null ? Number.NaN : parseDecimal(kept);
      // A hair of slack, so that 0.1 + 0.2 style arithmetic never decides.
      return all(Number.isFinite(value) && Math.abs(value - key.value) <= key.tolerance + 1e-9);
    }
    case 'written': {
      // Nothing written is nothing to assess: 0 points at once, never left pending.
      if (kept === null || kept.trim() === '') return all(false);
      if (!levels) return { awarded: 0, max, full: false, status: 'pending-self-assessment' };
      const awarded = Math.min(max, assessedPoints(key.criteria, levels));
      return { awarded, max, full: awarded === max, status: 'graded' };
    }
  }
}

/**
 * A paper's total: every compulsory item, plus the best `bestOptional` optional ones (by points
 * awarded; ties to the earlier item). `counted[i]` says whether item i counts; `pending` is the
 * most the items still waiting for the student's own assessment could add.
 */
export function paperTotal(
  scores: readonly (ItemScore & { optional: boolean })[],
  bestOptional: number,
): { points: number; counted: boolean[]; pending: number } {
  const optional = scores
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => s.optional)
    .sort((a, b) => b.s.awarded - a.s.awarded || a.i - b.i)
    .slice(0, bestOptional)
    .map(({ i }) => i);
  const chosen = new Set(optional);
  const counted = scores.map((s, i) => !s.optional || chosen.has(i));
  let points = 0;
  let pending = 0;
  scores.forEach((s, i) => {
    if (s.status === 'pending-self-assessment') pending += s.max;
    if (counted[i]) points += s.awarded;
  });
  return { points, counted, pending };
}

/** Every paper is scored out of 200. */
export const PAPER_MAX_POINTS = 200;

/** A paper's grade out of 20: points ÷ 10, one decimal (200 points at most). */
export function paperGrade(points: number): number {
  return Math.round(points) / 10;
}
