import { z } from 'zod';
import { OPTION_LETTERS } from '../options';
import { REPORT_COMMENT_MAX, REPORT_REASONS } from '../reports';
import { ItemAnswerFieldsSchema } from './items';
import { WorksheetQuestionSchema } from './subjects';

// Issue 27: the mistakes notebook, spaced review toward the exam, exam dates and reports.

export const SubjectQuerySchema = z.object({ subject: z.string().min(1).max(40) });

/** An item of «Os meus erros»: the student's last answer, the key and the explanation. */
export const MistakeSchema = z.object({
  questionId: z.number().int(),
  unit: z.number().int(),
  unitName: z.string(),
  timesWrong: z.number().int(),
  lastAnsweredAt: z.string(),
  /** Right answers on different days since it came in (it leaves at `exitDays`). */
  rightDays: z.number().int(),
  /** The last answer handed in: a letter, or the other types' fields; null and absent: blank. */
  selected: z.enum(OPTION_LETTERS).nullable(),
  ...ItemAnswerFieldsSchema.shape,
  question: WorksheetQuestionSchema,
});
export type Mistake = z.infer<typeof MistakeSchema>;

export const MistakesSchema = z.object({
  subject: z.string(),
  exitDays: z.number().int(),
  items: z.array(MistakeSchema),
});
export type Mistakes = z.infer<typeof MistakesSchema>;

/** «Revisão de hoje»: what is due, and the exam it is scheduled toward. */
export const ReviewSummarySchema = z.object({
  subject: z.string(),
  /** Cards due by the end of today (Lisbon). */
  due: z.number().int(),
  /** Every item the student has answered in the subject. */
  cards: z.number().int(),
  /** YYYY-MM-DD, or null when the subject has no exam date. */
  examDate: z.string().nullable(),
  /** The student set it; else it is the content's 1.ª fase date. */
  examDateOwn: z.boolean(),
  /** The content's date has passed and next year's is not published: the same day a year on. */
  examDateEstimated: z.boolean(),
  daysToExam: z.number().int().nullable(),
  /** Percent (0–100) of the answered items expected to be recalled on exam day, if the student keeps to the schedule. */
  expectedRecallOnExamDay: z.number().int().nullable(),
  /** The same if the student reviewed nothing more from today. */
  recallOnExamDayWithoutReview: z.number().int().nullable(),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

export const ExamDateBodySchema = z
  .object({ date: z.iso.date({ error: 'Indica a data no formato AAAA-MM-DD.' }) })
  .strict();
export const ExamDateSchema = z.object({ subject: z.string(), date: z.string() });

export const CreateReportSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: 'Escolhe o motivo.' }),
    comment: z
      .string()
      .trim()
      .max(REPORT_COMMENT_MAX, 'O comentário é demasiado longo.')
      .optional(),
  })
  .strict();
export type CreateReport = z.infer<typeof CreateReportSchema>;

export const ReportSchema = z.object({
  id: z.string(),
  questionId: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  comment: z.string().nullable(),
  createdAt: z.string(),
  /** True when the student had already reported the question: this is that first report. */
  alreadyReported: z.boolean(),
});
export type Report = z.infer<typeof ReportSchema>;
