import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { ChoiceQuestionFileSchema, type ChoiceQuestionFile, type ContentProblem } from './schema';

/**
 * The interchange format for teachers and operators: one question per row, in CSV (a
 * spreadsheet) or JSON. The same columns in both; `export` writes what `import` reads.
 */
export const CSV_COLUMNS = [
  'subject',
  'unit',
  'number',
  'concept',
  'difficulty',
  'text',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'correct',
  'explanation',
  'figure',
  'figure_alt',
] as const;

export type QuestionRow = { subject: string; unit: number; question: ChoiceQuestionFile };

/** A row as the file numbers it: the CSV line where it starts, or the JSON item's position. */
export type ParsedRow = QuestionRow & { row: number };

const JsonRowSchema = ChoiceQuestionFileSchema.extend({
  subject: z.string().trim().min(1, 'campo vazio'),
  unit: z.number().int().positive(),
});

/** A JSON file is either `{ questions: [rows] }` or one content unit file. */
const JsonFileSchema = z.union([
  z.object({ questions: z.array(z.unknown()) }).strict(),
  z.object({ subject: z.string(), unit: z.number(), questions: z.array(z.unknown()) }).strict(),
]);

function rowProblems(file: string, row: number, error: z.ZodError): ContentProblem[] {
  return error.issues.map((issue) => ({
    file,
    row,
    problem: `${issue.path.join('.') || '(linha)'}: ${issue.message}`,
  }));
}

function fromCsvRecord(record: Record<string, string>): unknown {
  const number = (value: string | undefined) => (value?.trim() ? Number(value) : undefined);
  return {
    subject: record.subject,
    unit: number(record.unit),
    number: number(record.number),
    concept: record.concept,
    difficulty: number(record.difficulty),
    text: record.text,
    options: {
      A: record.option_a ?? '',
      B: record.option_b ?? '',
      C: record.option_c ?? '',
      D: record.option_d ?? '',
    },
    correct: record.correct?.trim().toUpperCase(),
    explanation: record.explanation,
    ...(record.figure?.trim()
      ? { figure: { file: record.figure.trim(), alt: record.figure_alt ?? '' } }
      : {}),
  };
}

/**
 * The CSV's delimiter, read from its header line: spreadsheets set to Portuguese save with ";".
 * Deciding once matters, as a ";" inside a question must not split it.
 */
export function detectDelimiter(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length - 1] as const);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? ',';
}

/** Reads a .csv or .json question file; every row that does not parse is reported with its number. */
export function readQuestionRows(filePath: string): {
  rows: ParsedRow[];
  problems: ContentProblem[];
} {
  const file = path.basename(filePath);
  const ext = path.extname(filePath).toLowerCase();
  const rows: ParsedRow[] = [];
  const problems: ContentProblem[] = [];
  let text: string;
  try {
    text = fs.readFileSync(filePath, 'utf8');
  } catch (error) {
    return {
      rows,
      problems: [{ file, problem: `não foi possível ler: ${(error as Error).message}` }],
    };
  }

  const take = (row: number, raw: unknown) => {
    const parsed = JsonRowSchema.safeParse(raw);
    if (!parsed.success) {
      problems.push(...rowProblems(file, row, parsed.error));
      return;
    }
    const { subject, unit, ...question } = parsed.data;
    rows.push({ row, subject, unit, question });
  };

  if (ext === '.csv') {
    let records: { record: Record<string, string>; info: { lines: number } }[];
    try {
      records = parse(text.replace(/^\uFEFF/, ''), {
        columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
        skip_empty_lines: true,
        relax_column_count: false,
        info: true,
        delimiter: detectDelimiter(text),
      });
    } catch (error) {
      return { rows, problems: [{ file, problem: `CSV inválido: ${(error as Error).message}` }] };
    }
    const header = Object.keys(records[0]?.record ?? {});
    const missing = CSV_COLUMNS.filter(
      (c) => c !== 'figure' && c !== 'figure_alt' && !header.includes(c),
    );
    if (records.length > 0 && missing.length > 0) {
      return {
        rows,
        problems: [{ file, row: 1, problem: `faltam as colunas: ${missing.join(', ')}` }],
      };
    }
    // The record's first line: csv-parse reports the line where it ended.
    let line = 2;
    for (const { record, info } of records) {
      take(line, fromCsvRecord(record));
      line = info.lines + 1;
    }
  } else if (ext === '.json') {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (error) {
      return { rows, problems: [{ file, problem: `JSON inválido: ${(error as Error).message}` }] };
    }
    const parsed = JsonFileSchema.safeParse(raw);
    if (!parsed.success) {
      return {
        rows,
        problems: [
          { file, problem: 'o JSON deve ser { "questions": [...] } ou um ficheiro de unidade' },
        ],
      };
    }
    const data = parsed.data;
    const shared = 'subject' in data ? { subject: data.subject, unit: data.unit } : {};
    data.questions.forEach((item, i) => take(i + 1, { ...shared, ...(item as object) }));
  } else {
    problems.push({ file, problem: 'o ficheiro deve ser .csv ou .json' });
  }
  return { rows, problems };
}

function toFlatRow({ subject, unit, question: q }: QuestionRow) {
  return {
    subject,
    unit,
    number: q.number,
    concept: q.concept,
    difficulty: q.difficulty,
    text: q.text,
    options: q.options,
    correct: q.correct,
    explanation: q.explanation,
    ...(q.figure ? { figure: q.figure } : {}),
  };
}

/** Writes rows as .csv or .json, chosen by the file's extension. */
export function writeQuestionRows(filePath: string, rows: readonly QuestionRow[]): void {
  const ext = path.extname(filePath).toLowerCase();
  let body: string;
  if (ext === '.csv') {
    body = stringify(
      rows.map(({ subject, unit, question: q }) => [
        subject,
        unit,
        q.number,
        q.concept,
        q.difficulty,
        q.text,
        q.options.A,
        q.options.B,
        q.options.C,
        q.options.D,
        q.correct,
        q.explanation,
        q.figure?.file ?? '',
        q.figure?.alt ?? '',
      ]),
      { header: true, columns: [...CSV_COLUMNS] },
    );
  } else if (ext === '.json') {
    body = `${JSON.stringify({ questions: rows.map(toFlatRow) }, null, 2)}\n`;
  } else {
    throw new Error('O ficheiro deve ser .csv ou .json');
  }
  fs.writeFileSync(filePath, body);
}
