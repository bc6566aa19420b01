import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { question } from './subjects';

/**
 * What a student has done with one item (issue 27): when it was last drawn into a test (unseen
 * first), its answers (the mistakes notebook) and its FSRS card (revisão espaçada). One row per
 * student and item, written when a test starts and when it is handed in; never more rows than
 * the bank has items, however many tests a student takes (ADR 019).
 */
export const studentItem = pgTable(
  'student_item',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => question.id, { onDelete: 'restrict' }),
    /** The item's subject, kept here so that a student's items of a subject are one index scan. */
    subjectId: text('subject_id').notNull(),
    /** When it was last drawn into one of the student's tests. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    timesAnswered: integer('times_answered').notNull().default(0),
    timesWrong: integer('times_wrong').notNull().default(0),
    /** The last answer handed in, as the item's type keeps it (core items.ts), or null: blank. */
    lastAnswer: text('last_answer'),
    lastCorrect: boolean('last_correct'),
    /** The spec's question confidence, 0–5, over every test. */
    confidence: smallint('confidence').notNull().default(0),
    /** In «Os meus erros»: wrong or blank, and not yet right on two different days since. */
    inNotebook: boolean('in_notebook').notNull().default(false),
    /** The Lisbon days of its right answers since it last went into the notebook. */
    rightDays: jsonb('right_days').$type<string[]>().notNull().default([]),
    // Its FSRS card (ts-fsrs), once answered: the card's numbers, one column each (a JSON card
    // cost a hand-in more than computing it, ADR 019); the card's due date is `dueAt`, its last
    // review `answeredAt`. All null until the first answer.
    cardStability: doublePrecision('card_stability'),
    cardDifficulty: doublePrecision('card_difficulty'),
    cardElapsedDays: integer('card_elapsed_days'),
    cardScheduledDays: integer('card_scheduled_days'),
    cardLearningSteps: integer('card_learning_steps'),
    cardReps: integer('card_reps'),
    cardLapses: integer('card_lapses'),
    /** ts-fsrs's State: 0 new, 1 learning, 2 review, 3 relearning. */
    cardState: smallint('card_state'),
    dueAt: timestamp('due_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index('student_item_subject_idx').on(t.userId, t.subjectId),
    check('student_item_confidence', sql`${t.confidence} between 0 and 5`),
  ],
);

/** A student's own date for a subject's exam (the content's 1.ª fase date otherwise). */
export const studentExamDate = pgTable(
  'student_exam_date',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    subjectId: text('subject_id').notNull(),
    examDate: date('exam_date').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subjectId] })],
);

/** «Reportar esta pergunta»: one report per student and item, with the item's version then. */
export const questionReport = pgTable(
  'question_report',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => question.id, { onDelete: 'restrict' }),
    /** A hash of what the student saw (text, options, key): a report is about that version. */
    questionVersion: text('question_version').notNull(),
    reason: text('reason', {
      enum: ['resposta_errada', 'enunciado_confuso', 'erro_portugues', 'outro'],
    }).notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('question_report_user_question_uq').on(t.userId, t.questionId),
    index('question_report_question_idx').on(t.questionId),
    check(
      'question_report_reason',
      sql`${t.reason} in ('resposta_errada', 'enunciado_confuso', 'erro_portugues', 'outro')`,
    ),
  ],
);
