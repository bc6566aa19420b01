import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { z } from 'zod';
import {
  ExamsFileSchema,
  GlossaryFileSchema,
  ReportsFileSchema,
  PaperFileSchema,
  QuestionsFileSchema,
  SubjectsFileSchema,
  SummariesFileSchema,
  type ContentBundle,
  type ContentProblem,
} from './schema';
import { readConcelhos } from './school-names';
import { parseSchools } from './schools';

/** The `content/` workspace, found through its package so it works from any working directory. */
export const CONTENT_DIR = path.dirname(
  createRequire(import.meta.url).resolve('@nota20/content/package.json'),
);

export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(
      `O conteúdo tem ${problems.length} problema(s):\n` + problems.map(formatProblem).join('\n'),
    );
  }
}

export function formatProblem(p: ContentProblem): string {
  const where = [
    p.row === undefined ? '' : ` linha ${p.row}`,
    p.question === undefined ? '' : ` (pergunta ${p.question})`,
  ].join('');
  return `  ${p.file}${where}: ${p.problem}`;
}

function readJson<S extends z.ZodType>(
  dir: string,
  file: string,
  schema: S,
  problems: ContentProblem[],
): z.infer<S> | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  } catch (error) {
    problems.push({ file, problem: `não foi possível ler o JSON: ${(error as Error).message}` });
    return undefined;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // Name the question by its number when the problem sits inside one.
      const [first, index] = issue.path;
      const q =
        (first === 'questions' || first === 'items') && typeof index === 'number'
          ? (raw as Record<string, { number?: unknown }[] | undefined>)[first]?.[index]?.number
          : undefined;
      problems.push({
        file,
        ...(typeof q === 'number' ? { question: q } : {}),
        problem: `${issue.path.join('.') || '(raiz)'}: ${issue.message}`,
      });
    }
    return undefined;
  }
  return parsed.data;
}

/** Lists files under `dir/sub` (recursively) whose names end with `ext`, relative to `dir`. */
function listFiles(dir: string, sub: string, ext: string): string[] {
  const root = path.join(dir, sub);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(ext))
    .map((name) => path.join(sub, name).split(path.sep).join('/'))
    .sort();
}

/**
 * Reads and parses every content file. Files that do not parse are reported; the rest are
 * returned so that the checker can report everything in one run.
 */
export function readContent(dir: string = CONTENT_DIR): {
  bundle: ContentBundle;
  problems: ContentProblem[];
} {
  const problems: ContentProblem[] = [];
  const subjects = readJson(dir, 'subjects.json', SubjectsFileSchema, problems)?.subjects ?? [];
  const exams = readJson(dir, 'exams.json', ExamsFileSchema, problems)?.exams ?? [];
  const questionFiles = listFiles(dir, 'questions', '.json').flatMap((file) => {
    const parsed = readJson(dir, file, QuestionsFileSchema, problems);
    return parsed ? [{ ...parsed, file }] : [];
  });
  const papers = listFiles(dir, 'papers', '.json').flatMap((file) => {
    const parsed = readJson(dir, file, PaperFileSchema, problems);
    return parsed ? [{ ...parsed, file }] : [];
  });
  const summaries = listFiles(dir, 'summaries', '.json').flatMap((file) => {
    const parsed = readJson(dir, file, SummariesFileSchema, problems);
    return (Array.isArray(parsed) ? parsed : parsed ? [parsed] : []).map((s) => ({ ...s, file }));
  });
  const glossary = listFiles(dir, 'glossary', '.json').flatMap((file) => {
    const parsed = readJson(dir, file, GlossaryFileSchema, problems);
    return parsed ? [{ ...parsed, file }] : [];
  });
  const figures = new Set(listFiles(dir, 'figures', '.svg').map((f) => path.basename(f)));
  const reports = fs.existsSync(path.join(dir, 'reports.json'))
    ? readJson(dir, 'reports.json', ReportsFileSchema, problems)?.items
    : undefined;
  const schoolsFile = path.join(dir, 'schools.csv');
  const parsedSchools = fs.existsSync(schoolsFile)
    ? parseSchools(fs.readFileSync(schoolsFile), 'schools.csv', readConcelhos(dir))
    : { rows: [], problems: [], repeated: 0 };
  problems.push(...parsedSchools.problems);
  if (parsedSchools.repeated > 0) {
    problems.push({
      file: 'schools.csv',
      problem: `${parsedSchools.repeated} escola(s) repetida(s)`,
    });
  }
  return {
    bundle: {
      subjects,
      exams,
      questionFiles,
      papers,
      summaries,
      glossary,
      figures,
      schools: parsedSchools.rows,
      ...(reports ? { reports } : {}),
    },
    problems,
  };
}
