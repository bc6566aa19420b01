import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { planUnit, studyPlan } from './plans';
import { question, subject } from './subjects';

export const quiz = pgTable(
  'quiz',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    subjectId: text('subject_id')
      .notNull()
      .references(() => subject.id),
    examType: text('exam_type', { enum: ['random', 'unit', 'plan_units', 'practice'] }).notNull(),
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
     * Counted at submit (right, answered, all questions), so that the history and the dashboard
     * read one row per test instead of adding up its questions on every visit.
     */
    correctCount: integer('correct_count'),
    answeredCount: integer('answered_count'),
    questionCount: integer('question_count'),
  },
  (t) => [
    index('quiz_user_id_idx').on(t.userId),
    index('quiz_user_finished_idx').on(t.userId, t.finished, t.finishTime),
    check('quiz_exam_type', sql`${t.examType} in ('random', 'unit', 'plan_units', 'practice')`),
    check('quiz_grade_range', sql`${t.grade} is null or ${t.grade} between 0 and 20`),
  ],
);

export const quizQuestion = pgTable(
  'quiz_question',
  {
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quiz.id, { onDelete: 'cascade' }),
    /** The quiz's owner, repeated so every owner-scoped row can be filtered by owner. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => question.id),
    selected: text('selected', { enum: ['A', 'B', 'C', 'D'] }),
    isCorrect: boolean('is_correct'),
  },
  (t) => [
    primaryKey({ columns: [t.quizId, t.n] }),
    index('quiz_question_user_id_idx').on(t.userId),
    check(
      'quiz_question_selected',
      sql`${t.selected} is null or ${t.selected} in ('A', 'B', 'C', 'D')`,
    ),
  ],
);
