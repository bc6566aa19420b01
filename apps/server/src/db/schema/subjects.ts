import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';

export const subject = pgTable('subject', {
  /** Stable id such as 'Economia'; the public route is its lower-case form. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  practice: boolean('practice').notNull().default(false),
  catalogue: boolean('catalogue').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
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

export const question = pgTable(
  'question',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => unit.id, { onDelete: 'restrict' }),
    questionNumber: integer('question_number').notNull(),
    text: text('text').notNull(),
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
    optionA: text('option_a'),
    optionB: text('option_b'),
    optionC: text('option_c'),
    optionD: text('option_d'),
    correctOption: text('correct_option', { enum: ['A', 'B', 'C', 'D'] }).notNull(),
    explanation: text('explanation').notNull(),
    concept: text('concept'),
    difficulty: smallint('difficulty'),
    /** Who wrote it: 'nota20' for our own bank, or the name an importing teacher gave. */
    source: text('source').notNull().default('nota20'),
  },
  (t) => [
    unique('question_unit_number_uq').on(t.unitId, t.questionNumber),
    check('question_correct_option', sql`${t.correctOption} in ('A', 'B', 'C', 'D')`),
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
  },
  (t) => [
    unique('national_exam_subject_year_phase_uq').on(t.subjectId, t.year, t.phase),
    check('national_exam_phase', sql`${t.phase} in (1, 2, 3)`),
    index('national_exam_subject_idx').on(t.subjectId),
  ],
);
