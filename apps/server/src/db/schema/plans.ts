import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { question, subject, unit } from './subjects';

export const studyPlan = pgTable(
  'study_plan',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    discipline: text('discipline')
      .notNull()
      .references(() => subject.id),
    testDate: date('test_date').notNull(),
    targetGrade: integer('target_grade').notNull().default(10),
    mastery: integer('mastery').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('study_plan_user_id_idx').on(t.userId),
    check('study_plan_target_grade', sql`${t.targetGrade} between 0 and 20`),
    check('study_plan_mastery', sql`${t.mastery} between 0 and 100`),
  ],
);

export const planUnit = pgTable(
  'plan_unit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => studyPlan.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    originalUnitId: integer('original_unit_id')
      .notNull()
      .references(() => unit.id),
    name: text('name').notNull(),
    year: smallint('year').notNull(),
    /** Position in the plan's path, 1-based, in curriculum order. */
    number: integer('number').notNull(),
    mastery: integer('mastery').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    unlocked: boolean('unlocked').notNull().default(false),
    totalQuestions: integer('total_questions').notNull().default(0),
    userConfidence: integer('user_confidence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('plan_unit_plan_number_uq').on(t.planId, t.number),
    index('plan_unit_user_id_idx').on(t.userId),
    check('plan_unit_mastery', sql`${t.mastery} between 0 and 100`),
  ],
);

export const planQuestion = pgTable(
  'plan_question',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planUnitId: uuid('plan_unit_id')
      .notNull()
      .references(() => planUnit.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    originalQuestionId: integer('original_question_id')
      .notNull()
      .references(() => question.id),
    // The spec's copied fields (plan unit question copy, §3).
    originalQuestionNumber: integer('original_question_number').notNull(),
    questionText: text('question_text').notNull(),
    originalCorrectOption: text('original_correct_option', {
      enum: ['A', 'B', 'C', 'D'],
    }).notNull(),
    originalOptionA: text('original_option_a'),
    originalOptionB: text('original_option_b'),
    originalOptionC: text('original_option_c'),
    originalOptionD: text('original_option_d'),
    originalImageUrl: text('original_image_url'),
    originalUnidade: integer('original_unidade').notNull(),
    originalSubject: text('original_subject').notNull(),
    timesAnswered: integer('times_answered').notNull().default(0),
    totalCorrect: integer('total_correct').notNull().default(0),
    confidence: smallint('confidence').notNull().default(0),
    lastAnswered: timestamp('last_answered', { withTimezone: true }),
    lastCorrect: boolean('last_correct'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('plan_question_unit_question_uq').on(t.planUnitId, t.originalQuestionId),
    index('plan_question_user_id_idx').on(t.userId),
    check('plan_question_confidence', sql`${t.confidence} between 0 and 5`),
  ],
);
