import { sql } from 'drizzle-orm';
import { ITEM_TYPES, type ItemKey } from '@nota20/core/items';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** What a document holds: its kind's content, and maybe a text that introduces it. */
export type DocumentBody = {
  text?: string;
  table?: { caption?: string | undefined; head: string[]; rows: string[][] };
  figure?: { url: string; alt: string };
};

/** What an item other than multiple choice shows before it is answered, by its type. */
export type ItemBody =
  | { statements: Record<string, string> }
  | { columnI: Record<string, string>; columnII: Record<string, string> }
  | { unit: string }
  | { length: 'curta' | 'restrita' | 'extensa' };

export const subject = pgTable('subject', {
  /** Stable id such as 'Economia'; the public route is its lower-case form. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  practice: boolean('practice').notNull().default(false),
  catalogue: boolean('catalogue').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  /** The 1.ª fase date of its national exam (content), the default of each student's. */
  examDate: date('exam_date'),
});

export const unit = pgTable(
  'unit',
  {
    id: serial('id').primaryKey(),
    subjectId: text('subject_id')
      .notNull()
      .references(() => subject.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    year: smallint('year').notNull(),
    /** The science it belongs to where a subject has two ('Biologia', 'Geologia'). */
    domain: text('domain'),
    name: text('name').notNull(),
    /** RESUMOS: the unit's key concepts, from content/summaries. */
    keyPoints: text('key_points')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    unique('unit_subject_number_uq').on(t.subjectId, t.number),
    check('unit_year', sql`${t.year} in (10, 11)`),
  ],
);

/**
 * A document several items share (a text, a table, a figure), with its source: shown beside or
 * above them, and kept with them in every test.
 */
export const document = pgTable(
  'document',
  {
    /** The content's id, such as 'eco-u9-pib-portugal'. */
    id: text('id').primaryKey(),
    subjectId: text('subject_id')
      .notNull()
      .references(() => subject.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['text', 'table', 'figure'] }).notNull(),
    title: text('title').notNull(),
    /** Its text, table ({ caption?, head, rows }) or figure ({ url, alt }), by kind. */
    body: jsonb('body').notNull().$type<DocumentBody>(),
    source: text('source').notNull(),
    year: text('year'),
  },
  (t) => [check('document_kind', sql`${t.kind} in ('text', 'table', 'figure')`)],
);

/** A prova-modelo: its items are questions with its id, in its order (question_number). */
export const paper = pgTable('paper', {
  id: text('id').primaryKey(),
  subjectId: text('subject_id')
    .notNull()
    .references(() => subject.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  minutes: smallint('minutes').notNull(),
  toleranceMinutes: smallint('tolerance_minutes').notNull(),
  /** How many of the optional items count: the best ones. */
  bestOptional: smallint('best_optional').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const question = pgTable(
  'question',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => unit.id, { onDelete: 'restrict' }),
    /** Its position: in its unit's worksheet, or in its paper. */
    questionNumber: integer('question_number').notNull(),
    type: text('type', { enum: ITEM_TYPES }).notNull().default('choice'),
    text: text('text').notNull(),
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
    optionA: text('option_a'),
    optionB: text('option_b'),
    optionC: text('option_c'),
    optionD: text('option_d'),
    /** Multiple choice only; the other types keep their key in `answer_key`. */
    correctOption: text('correct_option', { enum: ['A', 'B', 'C', 'D'] }),
    /** What the other types show before an answer (statements, columns, the unit…). */
    body: jsonb('body').$type<ItemBody>(),
    /** The other types' key (sequence, pairs and levels, value and tolerance, criteria). */
    answerKey: jsonb('answer_key').$type<ItemKey>(),
    /** Its value in a prova-modelo; null: its type's default. */
    points: smallint('points'),
    groupId: text('group_id').references(() => document.id, { onDelete: 'restrict' }),
    /** A paper's item: not in the worksheets or the bank's tests. */
    paperId: text('paper_id').references(() => paper.id, { onDelete: 'restrict' }),
    /** A paper's optional item (the best `best_optional` of them count). */
    optional: boolean('optional').notNull().default(false),
    explanation: text('explanation').notNull(),
    concept: text('concept'),
    difficulty: smallint('difficulty'),
    /** Who wrote it: 'nota20' for our own bank, or the name an importing teacher gave. */
    source: text('source').notNull().default('nota20'),
  },
  (t) => [
    // A unit's worksheet numbers, and a paper's, each once.
    uniqueIndex('question_unit_number_uq')
      .on(t.unitId, t.questionNumber)
      .where(sql`${t.paperId} is null`),
    uniqueIndex('question_paper_number_uq')
      .on(t.paperId, t.questionNumber)
      .where(sql`${t.paperId} is not null`),
    check(
      'question_type',
      sql`${t.type} in ('choice', 'ordering', 'matching', 'numeric', 'written')`,
    ),
    check(
      'question_key',
      sql`case when ${t.type} = 'choice' then ${t.correctOption} in ('A', 'B', 'C', 'D')
        else ${t.answerKey} is not null end`,
    ),
    check('question_difficulty', sql`${t.difficulty} is null or ${t.difficulty} between 1 and 3`),
  ],
);

export const nationalExam = pgTable(
  'national_exam',
  {
    id: serial('id').primaryKey(),
    subjectId: text('subject_id')
      .notNull()
      .references(() => subject.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    phase: smallint('phase').notNull(),
    pdfUrl: text('pdf_url').notNull(),
    criteriaUrl: text('criteria_url'),
    checkedAt: date('checked_at'),
    /** Where the links were read (a public list of the archive's links, or the archive itself). */
    source: text('source').notNull().default(''),
  },
  (t) => [
    unique('national_exam_subject_year_phase_uq').on(t.subjectId, t.year, t.phase),
    check('national_exam_phase', sql`${t.phase} in (1, 2, 3)`),
    index('national_exam_subject_idx').on(t.subjectId),
  ],
);
