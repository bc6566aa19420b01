import fs from 'node:fs';
import path from 'node:path';
import type {
  NationalExam,
  PaperSummary,
  Subject,
  Worksheet,
  WorksheetQuestion,
} from '@nota20/core/contracts/subjects';
import { PAPER_MAX_POINTS } from '@nota20/core/items';
import { MESSAGES } from '@nota20/core/messages';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nationalExam, subject } from '../../db/schema/index';
import { CONTENT_DIR } from '../../content/load';
import { AppError } from '../../lib/http/errors';
import type { QuestionBank, QuestionRow } from './bank';
import { opensGroup } from './question-content';

/** The subjects with their units, in display order. */
export async function listSubjects(bank: QuestionBank): Promise<Subject[]> {
  return (await bank.get()).subjects;
}

async function requireSubject(db: Db, subjectId: string): Promise<void> {
  const [found] = await db
    .select({ id: subject.id })
    .from(subject)
    .where(eq(subject.id, subjectId))
    .limit(1);
  if (!found) throw new AppError('NOT_FOUND', MESSAGES.subjectNotFound);
}

/** The subject's national exams, newest year first, phases in order. */
export async function listExams(db: Db, subjectId: string): Promise<NationalExam[]> {
  const rows = await db
    .select()
    .from(nationalExam)
    .where(eq(nationalExam.subjectId, subjectId))
    .orderBy(desc(nationalExam.year), asc(nationalExam.phase));
  if (rows.length === 0) await requireSubject(db, subjectId);
  return rows.map((e) => ({
    ano: e.year,
    fase: e.phase as 1 | 2 | 3,
    link_pdf: e.pdfUrl,
    criterios: e.criteriaUrl,
    checkedAt: e.checkedAt,
    source: e.source,
  }));
}

/** An item as a worksheet shows it: its content, key and explanation (and its document). */
export function worksheetItem(q: QuestionRow, withDocument: boolean): WorksheetQuestion {
  return {
    id: q.id,
    questionNumber: q.questionNumber,
    ...q.content,
    ...q.key,
    explanation: q.explanation,
    ...(q.document && withDocument ? { document: q.document } : {}),
  };
}

/** A unit's worksheet: its questions sorted by number, with the answers. */
export async function getWorksheet(
  bank: QuestionBank,
  subjectId: string,
  unitNumber: number,
): Promise<Worksheet> {
  const questions = await bank.get();
  const found = questions.units.get(subjectId)?.get(unitNumber);
  if (!found || !questions.questionsOfUnit.has(found.id))
    throw new AppError('NOT_FOUND', MESSAGES.noQuestionsForUnit(unitNumber));
  return {
    subjectId,
    unit: {
      id: found.id,
      number: found.number,
      year: found.year as 10 | 11,
      ...(found.domain ? { domain: found.domain } : {}),
      name: found.name,
    },
    items: (questions.questionsOfUnit.get(found.id) ?? []).map((q, i, items) =>
      worksheetItem(q, opensGroup(items, i)),
    ),
  };
}

/** The subject's provas-modelo, as Praticar lists them. */
export async function listPapers(bank: QuestionBank, subjectId: string): Promise<PaperSummary[]> {
  const found = await bank.get();
  if (!found.subjectById.has(subjectId)) throw new AppError('NOT_FOUND', MESSAGES.subjectNotFound);
  return (found.papersOfSubject.get(subjectId) ?? []).map((p) => ({
    id: p.id,
    title: p.title,
    items: p.items.length,
    optional: p.items.filter((q) => q.optional).length,
    bestOptional: p.bestOptional,
    maxPoints: PAPER_MAX_POINTS,
    minutes: p.minutes,
    toleranceMinutes: p.toleranceMinutes,
  }));
}

const FIGURE_NAME = /^[a-z0-9-]+\.svg$/;
const figureCache = new Map<string, string>();

/** An SVG figure of the question bank, read once from content/figures. */
export function readFigure(file: string): string {
  const cached = figureCache.get(file);
  if (cached !== undefined) return cached;
  const fullPath = path.join(CONTENT_DIR, 'figures', file);
  if (!FIGURE_NAME.test(file) || !fs.existsSync(fullPath)) {
    throw new AppError('NOT_FOUND', MESSAGES.notFound);
  }
  const svg = fs.readFileSync(fullPath, 'utf8');
  figureCache.set(file, svg);
  return svg;
}
