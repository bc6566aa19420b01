import { z } from 'zod';
import { OPTION_LETTERS } from '../options';
import { QuestionContentSchema } from './subjects';

export const OptionSchema = z.enum(OPTION_LETTERS);

/** POST /api/quizzes (API.md). Counts and minutes are clamped on the server, never trusted. */
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
  z
    .object({ type: z.literal('plan_units'), planId: z.string().min(1), unitId: z.string().min(1) })
    .strict(),
]);
export type StartQuiz = z.infer<typeof StartQuizSchema>;

const QuestionTextFields = {
  n: z.number().int(),
  questionId: z.number().int(),
  ...QuestionContentSchema.shape,
};

/** A started quiz: questions without correct_option or explanation, saved answers, the deadline. */
export const StartedQuizSchema = z.object({
  id: z.string(),
  type: z.enum(['random', 'unit', 'plan_units', 'practice']),
  subject: z.string(),
  /** The study plan of a unit test (type plan_units), else null. */
  planId: z.string().nullable(),
  startedAt: z.string(),
  deadlineAt: z.string(),
  /** The server's time when it answered: the browser counts down from the deadline against it. */
  serverNow: z.string(),
  questions: z.array(z.object({ ...QuestionTextFields, selected: OptionSchema.nullable() })),
});
export type StartedQuiz = z.infer<typeof StartedQuizSchema>;

export const SaveAnswerSchema = z.object({ selected: OptionSchema.nullable() }).strict();

export const SubmitQuizSchema = z
  .object({ answers: z.record(z.string().regex(/^\d{1,2}$/), OptionSchema).optional() })
  .strict();
export type SubmitQuiz = z.infer<typeof SubmitQuizSchema>;

/** The result of a quiz (submit and GET /api/quizzes/:id), answers included. */
export const QuizResultSchema = z.object({
  id: z.string(),
  type: z.enum(['random', 'unit', 'plan_units', 'practice']),
  subject: z.string(),
  planId: z.string().nullable(),
  grade: z.number().int(),
  correct: z.number().int(),
  total: z.number().int(),
  scorePercent: z.number().int(),
  timeExpired: z.boolean(),
  resolutionTime: z.number().int(),
  livesRemoved: z.boolean(),
  finishTime: z.string(),
  // The options come once, as `options` (API.md), not also as option_A..option_D.
  questions: z.array(
    z.object({
      n: z.number().int(),
      questionId: z.number().int(),
      ...QuestionContentSchema.pick({ question_text: true, imageURL: true, imageAlt: true }).shape,
      options: z.partialRecord(OptionSchema, z.string()),
      selectedAnswer: OptionSchema.nullable(),
      correct_option: OptionSchema,
      isCorrect: z.boolean(),
      explanation: z.string(),
    }),
  ),
});
export type QuizResult = z.infer<typeof QuizResultSchema>;

export const QuizSummarySchema = z.object({
  id: z.string(),
  examType: z.enum(['random', 'unit', 'plan_units', 'practice']),
  subject: z.string(),
  grade: z.number().int(),
  finishTime: z.string(),
  correct: z.number().int(),
  total: z.number().int(),
});
export const QuizListSchema = z.object({ items: z.array(QuizSummarySchema) });
