import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { planUnit, studyPlan } from './plans';

export const quiz = pgTable(
  'quiz',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** A subject's id, without a foreign key: see migration 0010. */
    subjectId: text('subject_id').notNull(),
    examType: text('exam_type', {
      enum: ['random', 'unit', 'plan_units', 'practice', 'paper', 'mistakes', 'review', 'similar'],
    }).notNull(),
    /** A prova-modelo's id (type paper), without a foreign key, like the subject. */
    paperId: text('paper_id'),
    planId: uuid('plan_id').references(() => studyPlan.id, { onDelete: 'set null' }),
    planUnitId: uuid('plan_unit_id').references(() => planUnit.id, { onDelete: 'set null' }),
    /** Unit numbers the questions were drawn from (thematic tests). */
    unitNumbers: integer('unit_numbers')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    finished: boolean('finished').notNull().default(false),
    finishTime: timestamp('finish_time', { withTimezone: true }),
    grade: integer('grade'),
    resolutionTime: integer('resolution_time'),
    timeExpired: boolean('time_expired').notNull().default(false),
    livesRemoved: boolean('lives_removed').notNull().default(false),
    /**
     * The test's questions in order (question n is element n, from 1), the answer saved for each
     * ('A'–'D' or null) and, once graded, whether it was right. Kept in the quiz's row rather than
     * a row per question: starting and submitting a test then write one row instead of 31 (ADR
     * 009). The ids refer to question.id; content sync never deletes a question.
     */
    questionIds: integer('question_ids').array().notNull(),
    /** One per question, as the item's type keeps it (core items.ts encodeAnswer), or null. */
    answers: text('answers').array().notNull().$type<(string | null)[]>(),
    marks: boolean('marks').array(),
    /**
     * Counted at submit (right, answered, all questions), so that the history and the dashboard
     * read one row per test instead of adding up its questions on every visit.
     */
    correctCount: integer('correct_count'),
    /** Points awarded per question (a paper's, and any test with items scored by levels). */
    awarded: real('awarded').array(),
    /** A written item's self-assessment, by question number: { [parameter]: level }. */
    assessments: jsonb('assessments')
      .notNull()
      .default(sql`'{}'::jsonb`)
      .$type<Record<string, Record<string, number>>>(),
    /** A paper's points (counted items) and its maximum (200). */
    points: real('points'),
    maxPoints: smallint('max_points'),
    answeredCount: integer('answered_count'),
    questionCount: integer('question_count'),
  },
  (t) => [
    // Also serves every lookup by student alone (its first column): no second index to keep.
    index('quiz_user_finished_idx').on(t.userId, t.finished, t.finishTime),
    check(
      'quiz_exam_type',
      sql`${t.examType} in ('random', 'unit', 'plan_units', 'practice', 'paper', 'mistakes', 'review', 'similar')`,
    ),
    check('quiz_grade_range', sql`${t.grade} is null or ${t.grade} between 0 and 20`),
    check(
      'quiz_answers_shape',
      // Each answer's shape is its item type's (checked by the server when it is saved).
      sql`cardinality(${t.answers}) = cardinality(${t.questionIds})
        and (${t.marks} is null or cardinality(${t.marks}) = cardinality(${t.questionIds}))`,
    ),
  ],
);
