import { z } from 'zod';
import { AnswerSchema } from '../items';
import { OPTION_LETTERS } from '../options';
import { ItemAnswerFieldsSchema, ItemFieldsSchema, ItemKeyFieldsSchema } from './items';
import { QuestionContentSchema } from './subjects';

export const OptionSchema = z.enum(OPTION_LETTERS);

/**
 * The kinds of test: exam-style, thematic, a study plan's unit test, practice, a prova-modelo,
 * the student's mistakes redone, today's spaced review (issue 27), and the tutor's «exercício
 * parecido» on one glossary term (issue 28).
 */
export const QUIZ_TYPES = [
  'random',
  'unit',
  'plan_units',
  'practice',
  'paper',
  'mistakes',
  'review',
  'similar',
] as const;
export const QuizTypeSchema = z.enum(QUIZ_TYPES);
export type QuizType = z.infer<typeof QuizTypeSchema>;

const LearningTestFields = {
  subject: z.string().min(1).max(40),
  count: z.number().int().optional(),
};

/** POST /api/quizzes (docs/api.md). Counts and minutes are clamped on the server, never trusted. */
export const StartQuizSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('random'),
      subject: z.string().min(1).max(40).optional(),
      count: z.number().int().optional(),
      minutes: z.number().int().optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('unit'),
      subject: z.string().min(1).max(40).optional(),
      count: z.number().int().optional(),
      minutes: z.number().int().optional(),
      /** The main unit first, then up to 2 extra units (spec §5). */
      units: z.array(z.number().int().positive()).max(3, 'No máximo 2 unidades extra.').optional(),
    })
    .strict(),
  z.object({ type: z.literal('plan_units'), planId: z.uuid(), unitId: z.uuid() }).strict(),
  /** «Refazer erros»: items of the subject's mistakes notebook. */
  z.object({ type: z.literal('mistakes'), ...LearningTestFields }).strict(),
  /** «Revisão de hoje»: the subject's cards due today. */
  z.object({ type: z.literal('review'), ...LearningTestFields }).strict(),
  /** «Exercício parecido»: the student's unseen items on one glossary term first. */
  z
    .object({
      type: z.literal('similar'),
      subject: z.string().min(1).max(40),
      term: z.number().int().positive(),
      count: z.number().int().optional(),
    })
    .strict(),
  /** A prova-modelo: the subject's first paper unless `paperId` names one. */
  z
    .object({
      type: z.literal('paper'),
      subject: z.string().min(1).max(40).optional(),
      paperId: z
        .string()
        .regex(/^[a-z0-9-]{1,80}$/)
        .optional(),
    })
    .strict(),
]);
export type StartQuiz = z.infer<typeof StartQuizSchema>;

const QuestionTextFields = {
  n: z.number().int(),
  questionId: z.number().int(),
  ...QuestionContentSchema.shape,
  ...ItemFieldsSchema.shape,
  /** A paper's optional item (the best of them count). */
  optional: z.boolean().optional(),
};

/** A paper's own figures: its maximum (200) and how many optional items count. */
const PaperFigures = {
  paperId: z.string().optional(),
  maxPoints: z.number().int().optional(),
  bestOptional: z.number().int().optional(),
};

/** A started quiz: questions without correct_option or explanation, saved answers, the deadline. */
export const StartedQuizSchema = z.object({
  id: z.string(),
  type: QuizTypeSchema,
  subject: z.string(),
  /** The study plan of a unit test (type plan_units), else null. */
  planId: z.string().nullable(),
  ...PaperFigures,
  startedAt: z.string(),
  deadlineAt: z.string(),
  /** The server's time when it answered: the browser counts down from the deadline against it. */
  serverNow: z.string(),
  questions: z.array(
    z.object({
      ...QuestionTextFields,
      selected: OptionSchema.nullable(),
      ...ItemAnswerFieldsSchema.shape,
    }),
  ),
});
export type StartedQuiz = z.infer<typeof StartedQuizSchema>;

/** PUT /api/quizzes/:id/answers/:n: the field of the item's type (a wrong shape is a 400). */
export const SaveAnswerSchema = AnswerSchema;

/** The answers on screen at hand-in: a letter for multiple choice, else the type's answer. */
export const SubmitQuizSchema = z
  .object({
    answers: z
      .record(z.string().regex(/^\d{1,2}$/), z.union([OptionSchema, AnswerSchema]))
      .optional(),
  })
  .strict();
export type SubmitQuiz = z.infer<typeof SubmitQuizSchema>;

/** The result of a quiz (submit and GET /api/quizzes/:id), answers included. */
export const QuizResultSchema = z.object({
  id: z.string(),
  type: QuizTypeSchema,
  subject: z.string(),
  planId: z.string().nullable(),
  ...PaperFigures,
  /** A paper's points (counted items), and the most still waiting for self-assessment. */
  points: z.number().optional(),
  pendingPoints: z.number().optional(),
  grade: z.number().int(),
  correct: z.number().int(),
  total: z.number().int(),
  scorePercent: z.number().int(),
  timeExpired: z.boolean(),
  resolutionTime: z.number().int(),
  livesRemoved: z.boolean(),
  finishTime: z.string(),
  // The options come once, as `options` (docs/api.md), not also as option_A..option_D.
  questions: z.array(
    z.object({
      n: z.number().int(),
      questionId: z.number().int(),
      ...QuestionContentSchema.pick({ question_text: true, imageURL: true, imageAlt: true }).shape,
      options: z.partialRecord(OptionSchema, z.string()),
      selectedAnswer: OptionSchema.nullable(),
      correct_option: OptionSchema.optional(),
      isCorrect: z.boolean(),
      explanation: z.string(),
      ...ItemFieldsSchema.shape,
      ...ItemKeyFieldsSchema.shape,
      ...ItemAnswerFieldsSchema.shape,
      optional: z.boolean().optional(),
      pointsAwarded: z.number(),
      /** Whether it counts in the paper's total (a compulsory item, or one of the best optional). */
      counted: z.boolean(),
      status: z.enum(['graded', 'pending-self-assessment']),
      /** A written item's self-assessment: the level chosen per parameter. */
      assessment: z.record(z.string(), z.number().int()).optional(),
    }),
  ),
});
export type QuizResult = z.infer<typeof QuizResultSchema>;

export const QuizSummarySchema = z.object({
  id: z.string(),
  examType: QuizTypeSchema,
  subject: z.string(),
  grade: z.number().int(),
  finishTime: z.string(),
  correct: z.number().int(),
  total: z.number().int(),
});
export const QuizListSchema = z.object({ items: z.array(QuizSummarySchema) });

/** PUT /api/quizzes/:id/answers/:n/assessment: the level the student gives per parameter. */
export const AssessmentSchema = z
  .object({ levels: z.record(z.string().regex(/^[a-z-]{1,40}$/), z.number().int().min(0).max(10)) })
  .strict();
export type Assessment = z.infer<typeof AssessmentSchema>;
