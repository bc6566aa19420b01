import { COLUMN_I_KEYS, COLUMN_II_KEYS } from '@nota20/core/items';
import { OPTION_LETTERS } from '@nota20/core/options';
import { z } from 'zod';
import '../lib/http/zod-pt';

// The formats of the files in `content/`. Strict, so a misspelt field is an error, not ignored.

const text = z
  .string({ error: (issue) => (issue.input === undefined ? 'campo em falta' : 'deve ser texto') })
  .trim()
  .min(1, 'campo vazio');

/**
 * What a unit's bank must hold before it is complete (CONTENT-GUIDE): set per subject, and a
 * unit may change a figure of its own (Contabilidade Nacional asks for more calculations).
 */
export const BankRulesSchema = z.strictObject({
  /** Items in the unit's bank. */
  minItems: z.number().int().min(0).optional(),
  /** Share of the items that hang on a document (a shared document or their own figure). */
  documentShare: z.number().min(0).max(1).optional(),
  minWritten: z.number().int().min(0).optional(),
  minOrdering: z.number().int().min(0).optional(),
  minMatching: z.number().int().min(0).optional(),
  minNumeric: z.number().int().min(0).optional(),
  /** Items marked `experimental` (variables, controls, valid conclusions). */
  minExperimental: z.number().int().min(0).optional(),
});

export const UnitFileSchema = z.strictObject({
  number: z.number().int().positive(),
  year: z.union([z.literal(10), z.literal(11)]),
  /** The science a unit belongs to, where a subject has two (Biologia e Geologia). */
  domain: text.optional(),
  name: text,
  bank: BankRulesSchema.optional(),
});

export const SubjectFileSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z]+$/, 'só letras sem acentos (é o endereço da disciplina)'),
  name: text,
  practice: z.boolean(),
  catalogue: z.boolean(),
  /** The 1.ª fase date of its national exam: each student's default (issue 27). */
  examDate: z.iso.date().optional(),
  /** What every unit's bank must hold (a unit may change a figure in its own `bank`). */
  bank: BankRulesSchema.optional(),
  /** The fewest terms its glossary must define (issue 28). */
  glossary: z.strictObject({ minTerms: z.number().int().min(0) }).optional(),
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
  /** Where the links were read: a public page or repository that lists the archive's links. */
  source: text,
  note: z.string().optional(),
});

export const ExamsFileSchema = z.strictObject({
  source: z.string(),
  exams: z.array(ExamFileSchema),
});

export const OptionLetterSchema = z.enum(OPTION_LETTERS);

const figure = z.strictObject({
  file: z.string().regex(/^[a-z0-9-]+\.svg$/, 'nome de ficheiro .svg em minúsculas'),
  alt: text,
});

/** What every item has, whatever its type. */
const itemBase = {
  number: z.number().int().positive(),
  concept: text,
  difficulty: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  text,
  explanation: text,
  figure: figure.optional(),
  /** Its value in a prova-modelo (defaults by type: ITEM_POINTS). */
  points: z.number().int().min(1).max(200).optional(),
  /** The document it hangs on, shared with other items of the same file. */
  group: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'id em minúsculas, com hífenes')
    .optional(),
  /** It trains experimental design: variables, controls, a valid conclusion. */
  experimental: z.literal(true).optional(),
};

const criteriaLevel = z.strictObject({
  level: z.number().int().min(1),
  points: z.number().int().min(0),
  descriptor: text,
});

/** The item types, each with the fields `extra` adds (a paper's items name unit and optional). */
function itemSchema<E extends z.ZodRawShape>(extra: E) {
  const base = { ...itemBase, ...extra };
  return z.preprocess(
    // An item that names no type is multiple choice: the bank's original format.
    (raw) =>
      raw !== null && typeof raw === 'object' && !('type' in raw)
        ? { ...raw, type: 'choice' }
        : raw,
    z.discriminatedUnion('type', [
      z.strictObject({
        ...base,
        type: z.literal('choice'),
        // Empty options parse, so that the checker can say which option is empty and whether
        // the correct answer points at it.
        options: z.strictObject({
          A: z.string().trim(),
          B: z.string().trim(),
          C: z.string().trim(),
          D: z.string().trim(),
        }),
        correct: OptionLetterSchema,
      }),
      z.strictObject({
        ...base,
        type: z.literal('ordering'),
        statements: z.strictObject({ A: text, B: text, C: text, D: text, E: text }),
        order: z.string().regex(/^[A-E]{5}$/, 'cinco letras de A a E'),
      }),
      z.strictObject({
        ...base,
        type: z.literal('matching'),
        columnI: z.partialRecord(z.enum(COLUMN_I_KEYS), text),
        columnII: z.partialRecord(z.enum(COLUMN_II_KEYS), text),
        pairs: z.partialRecord(z.enum(COLUMN_I_KEYS), z.enum(COLUMN_II_KEYS)),
        levels: z
          .array(
            z.strictObject({ correct: z.number().int().min(1), points: z.number().int().min(0) }),
          )
          .min(1),
      }),
      z.strictObject({
        ...base,
        type: z.literal('numeric'),
        unit: z.string().trim(),
        value: z.number(),
        tolerance: z.number().min(0),
      }),
      z.strictObject({
        ...base,
        type: z.literal('written'),
        length: z.enum(['curta', 'restrita', 'extensa']),
        criteria: z
          .array(
            z.strictObject({
              id: z.string().regex(/^[a-z-]+$/),
              name: text,
              levels: z.array(criteriaLevel).min(1),
            }),
          )
          .min(1),
        modelAnswer: text,
        keyIdeas: z.array(
          z.strictObject({ idea: text, words: z.array(z.array(text).min(1)).min(1) }),
        ),
      }),
    ]),
  );
}

/** Any item of a unit file. */
export const QuestionFileSchema = itemSchema({});

/**
 * A multiple-choice item, the one type teachers import and export as CSV rows (the other
 * types live in the content files only).
 */
export const ChoiceQuestionFileSchema = z.strictObject({
  ...itemBase,
  type: z.literal('choice').default('choice'),
  options: z.strictObject({
    A: z.string().trim(),
    B: z.string().trim(),
    C: z.string().trim(),
    D: z.string().trim(),
  }),
  correct: OptionLetterSchema,
});

export const DocumentFileSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, 'id em minúsculas, com hífenes'),
  kind: z.enum(['text', 'table', 'figure']),
  title: text,
  text: text.optional(),
  table: z
    .strictObject({
      caption: text.optional(),
      head: z.array(text).min(1),
      rows: z.array(z.array(z.string().trim())).min(1),
    })
    .optional(),
  figure: figure.optional(),
  /** Where the data come from (INE, Pordata…), or «dados fictícios». */
  source: text,
  year: z.string().trim().optional(),
});

export const QuestionsFileSchema = z.strictObject({
  subject: text,
  unit: z.number().int().positive(),
  documents: z.array(DocumentFileSchema).optional(),
  questions: z.array(QuestionFileSchema).min(1),
});

/** A prova-modelo: its items in order, with the unit each trains and whether it is optional. */
export const PaperFileSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, 'id em minúsculas, com hífenes'),
  subject: text,
  title: text,
  minutes: z.number().int().min(1).max(300),
  toleranceMinutes: z.number().int().min(0).max(120),
  bestOptional: z.number().int().min(0),
  documents: z.array(DocumentFileSchema).optional(),
  // `unidade`: the unit an item trains (a numeric item's `unit` is what its number measures).
  items: z
    .array(itemSchema({ unidade: z.number().int().positive(), optional: z.boolean() }))
    .min(1),
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

/** A unit's item, as a glossary names it: «u05-12» is item 12 of the subject's unit 5. */
export const ITEM_REF = /^u(\d{2})-(\d+)$/;

/** GLOSSÁRIO: a unit's terms, as the tutor defines, tells apart and exemplifies them (issue 28). */
export const GlossaryFileSchema = z.strictObject({
  subject: text,
  unit: z.number().int().positive(),
  terms: z
    .array(
      z.strictObject({
        term: text,
        /** Other ways a student writes it: the abbreviation, the plural, a synonym. */
        aliases: z.array(text),
        definition: text,
        example: text,
        /** The concepts students confuse it with, and what tells them apart. */
        confusions: z
          .array(z.strictObject({ term: text, difference: text }))
          .min(1, 'pelo menos 1 confusão')
          .max(3, 'no máximo 3 confusões'),
        /** Items of the subject that test it. */
        items: z
          .array(z.string().regex(ITEM_REF, 'uma pergunta como «u05-12»'))
          .min(1, 'pelo menos 1 pergunta')
          .max(6, 'no máximo 6 perguntas'),
      }),
    )
    .min(1),
});

export type SubjectFile = z.infer<typeof SubjectFileSchema>;
export type GlossaryFile = z.infer<typeof GlossaryFileSchema>;
export type BankRules = z.infer<typeof BankRulesSchema>;
export type SummaryFile = z.infer<typeof SummaryFileSchema>;
export type ExamFile = z.infer<typeof ExamFileSchema>;
export type QuestionFile = z.infer<typeof QuestionFileSchema>;
export type ChoiceQuestionFile = Extract<QuestionFile, { type: 'choice' }>;
export type QuestionsFile = z.infer<typeof QuestionsFileSchema>;
export type DocumentFile = z.infer<typeof DocumentFileSchema>;
export type PaperFile = z.infer<typeof PaperFileSchema>;
export type PaperItemFile = PaperFile['items'][number];

/** A school as the app stores it; `code` is the DGEEC code where known. */
export type SchoolRow = { code: string | null; nome: string; concelho: string; distrito: string };

/**
 * content/reports.json (`npm run content -- reports --write`): the items students reported, as
 * the team last exported them. An item with REPORTS_TO_REVIEW or more is a problem for `check`
 * until its entry says how it was `resolved` (the review that dealt with it).
 */
export const ReportsFileSchema = z.strictObject({
  items: z.array(
    z.strictObject({
      file: text,
      number: z.number().int().positive(),
      reports: z.number().int().positive(),
      reasons: z.record(z.string(), z.number().int().positive()),
      comments: z.array(z.string()),
      resolved: z.string().min(1).optional(),
    }),
  ),
});
export type ReportsFile = z.infer<typeof ReportsFileSchema>;
export const REPORTS_TO_REVIEW = 3;

/** Everything in `content/`, parsed; `file` fields say where each part came from. */
export type ContentBundle = {
  /** content/reports.json's items, if the file exists. */
  reports?: ReportsFile['items'];
  schools: SchoolRow[];
  subjects: SubjectFile[];
  exams: ExamFile[];
  questionFiles: (QuestionsFile & { file: string })[];
  papers: (PaperFile & { file: string })[];
  summaries: (SummaryFile & { file: string })[];
  glossary: (GlossaryFile & { file: string })[];
  figures: Set<string>;
};

/** One problem, named by its file and, where it applies, its question number or row. */
export type ContentProblem = { file: string; question?: number; row?: number; problem: string };

/** What an upsert did: rows added, rows whose values changed, rows already up to date. */
export type SyncTally = { inserted: number; updated: number; unchanged: number };
