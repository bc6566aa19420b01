import { OPTION_LETTERS } from '@nota20/core/options';
import { z } from 'zod';
import '../lib/zod-pt';

// The formats of the files in `content/`. Strict, so a misspelt field is an error, not ignored.

const text = z
  .string({ error: (issue) => (issue.input === undefined ? 'campo em falta' : 'deve ser texto') })
  .trim()
  .min(1, 'campo vazio');

export const UnitFileSchema = z.strictObject({
  number: z.number().int().positive(),
  year: z.union([z.literal(10), z.literal(11)]),
  name: text,
});

export const SubjectFileSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z]+$/, 'só letras sem acentos (é o endereço da disciplina)'),
  name: text,
  practice: z.boolean(),
  catalogue: z.boolean(),
  units: z.array(UnitFileSchema).min(1),
});

export const SubjectsFileSchema = z.strictObject({
  subjects: z.array(SubjectFileSchema).min(1),
});

export const ExamFileSchema = z.strictObject({
  subject: text,
  year: z.number().int().min(2000).max(2100),
  phase: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  pdf: z.url({ protocol: /^https$/ }),
  criteria: z.url({ protocol: /^https$/ }).nullable(),
  checkedAt: z.iso.date().nullable(),
  note: z.string().optional(),
});

export const ExamsFileSchema = z.strictObject({
  source: z.string(),
  exams: z.array(ExamFileSchema),
});

export const OptionLetterSchema = z.enum(OPTION_LETTERS);

export const QuestionFileSchema = z.strictObject({
  number: z.number().int().positive(),
  concept: text,
  difficulty: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  text,
  // Empty options parse, so that the checker can say which option is empty and whether the
  // correct answer points at it.
  options: z.strictObject({
    A: z.string().trim(),
    B: z.string().trim(),
    C: z.string().trim(),
    D: z.string().trim(),
  }),
  correct: OptionLetterSchema,
  explanation: text,
  figure: z
    .strictObject({
      file: z.string().regex(/^[a-z0-9-]+\.svg$/, 'nome de ficheiro .svg em minúsculas'),
      alt: text,
    })
    .optional(),
});

export const QuestionsFileSchema = z.strictObject({
  subject: text,
  unit: z.number().int().positive(),
  questions: z.array(QuestionFileSchema).min(1),
});

/** RESUMOS: each unit's key concepts (a file holds one subject, or a list of subjects). */
export const SummaryFileSchema = z.strictObject({
  subject: text,
  units: z
    .array(
      z.strictObject({
        number: z.number().int().positive(),
        keyPoints: z.array(text).min(3, 'pelo menos 3 pontos').max(8, 'no máximo 8 pontos'),
      }),
    )
    .min(1),
});
export const SummariesFileSchema = z.union([SummaryFileSchema, z.array(SummaryFileSchema)]);

export type SubjectFile = z.infer<typeof SubjectFileSchema>;
export type SummaryFile = z.infer<typeof SummaryFileSchema>;
export type ExamFile = z.infer<typeof ExamFileSchema>;
export type QuestionFile = z.infer<typeof QuestionFileSchema>;
export type QuestionsFile = z.infer<typeof QuestionsFileSchema>;

/** A school as the app stores it; `code` is the DGEEC code where known. */
export type SchoolRow = { code: string | null; nome: string; concelho: string; distrito: string };

/** Everything in `content/`, parsed; `file` fields say where each part came from. */
export type ContentBundle = {
  schools: SchoolRow[];
  subjects: SubjectFile[];
  exams: ExamFile[];
  questionFiles: (QuestionsFile & { file: string })[];
  summaries: (SummaryFile & { file: string })[];
  figures: Set<string>;
};

/** One problem, named by its file and, where it applies, its question number or row. */
export type ContentProblem = { file: string; question?: number; row?: number; problem: string };

/** What an upsert did: rows added, rows whose values changed, rows already up to date. */
export type SyncTally = { inserted: number; updated: number; unchanged: number };
