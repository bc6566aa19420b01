import { z } from 'zod';
import { OPTION_LETTERS } from '../options';
import { ItemFieldsSchema, ItemKeyFieldsSchema } from './items';

export const SCHOOL_YEARS = [10, 11] as const;
export const SchoolYearSchema = z.union([z.literal(10), z.literal(11)]);
export type SchoolYear = z.infer<typeof SchoolYearSchema>;

export const UnitSchema = z.object({
  id: z.number().int(),
  number: z.number().int().positive(),
  year: SchoolYearSchema,
  /** The science it belongs to, where a subject has two (Biologia e Geologia). */
  domain: z.string().optional(),
  name: z.string(),
});
export type Unit = z.infer<typeof UnitSchema>;

export const SubjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Offered for worksheets, exams and tests (Economia A, Biologia e Geologia). */
  practice: z.boolean(),
  /** Offered in the study-plan catalogue. */
  catalogue: z.boolean(),
  units: z.array(UnitSchema),
});
export type Subject = z.infer<typeof SubjectSchema>;

export const SubjectListSchema = z.object({ items: z.array(SubjectSchema) });
export type SubjectList = z.infer<typeof SubjectListSchema>;

export const SubjectIdParamSchema = z.object({
  subjectId: z.string().min(1).max(40),
});

export const ExamPhaseSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type ExamPhase = z.infer<typeof ExamPhaseSchema>;

/** A national exam paper; field names follow the spec's national_exams documents. */
export const NationalExamSchema = z.object({
  ano: z.number().int(),
  fase: ExamPhaseSchema,
  link_pdf: z.url(),
  criterios: z.url().nullable(),
  /** The day the links were last checked against the exam authority's archive, if ever. */
  checkedAt: z.iso.date().nullable(),
  /**
   * Where the links were read. A link may be the year's page of the official archive rather than
   * a PDF (`isArchivePage`), where no public source gives the PDF's own address.
   */
  source: z.string(),
});
export type NationalExam = z.infer<typeof NationalExamSchema>;

export const NationalExamListSchema = z.object({ items: z.array(NationalExamSchema) });
export type NationalExamList = z.infer<typeof NationalExamListSchema>;

export const OptionLetterSchema = z.enum(OPTION_LETTERS);

export const WorksheetParamsSchema = z.object({
  subjectId: z.string().min(1).max(40),
  unidade: z.coerce.number().int().min(1).max(99),
});

/** What a student reads of a question (spec §3 names): the text, its figure, the options. */
export const QuestionContentSchema = z.object({
  question_text: z.string(),
  imageURL: z.string().optional(),
  imageAlt: z.string().optional(),
  option_A: z.string().optional(),
  option_B: z.string().optional(),
  option_C: z.string().optional(),
  option_D: z.string().optional(),
});
export type QuestionContent = z.infer<typeof QuestionContentSchema>;

/**
 * A worksheet question; answers are public on worksheets (unlike tests). Multiple choice has
 * `correct_option`; the other types their key fields (contracts/items.ts).
 */
export const WorksheetQuestionSchema = QuestionContentSchema.extend({
  id: z.number().int(),
  questionNumber: z.number().int(),
  correct_option: OptionLetterSchema.optional(),
  explanation: z.string(),
})
  .extend(ItemFieldsSchema.shape)
  .extend(ItemKeyFieldsSchema.shape);
export type WorksheetQuestion = z.infer<typeof WorksheetQuestionSchema>;

export const WorksheetSchema = z.object({
  subjectId: z.string(),
  unit: UnitSchema,
  items: z.array(WorksheetQuestionSchema),
});
export type Worksheet = z.infer<typeof WorksheetSchema>;

/** A prova-modelo as Praticar lists it (GET /api/subjects/:id/papers). */
export const PaperSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** How many items, how many of them optional, and how many of those count. */
  items: z.number().int(),
  optional: z.number().int(),
  bestOptional: z.number().int(),
  maxPoints: z.number().int(),
  minutes: z.number().int(),
  toleranceMinutes: z.number().int(),
});
export type PaperSummary = z.infer<typeof PaperSummarySchema>;
export const PaperListSchema = z.object({ items: z.array(PaperSummarySchema) });
