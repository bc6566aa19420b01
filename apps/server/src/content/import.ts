import path from 'node:path';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { question, subject, unit } from '../db/schema/index';
import {
  checkNumbering,
  checkQuestion,
  duplicateProblem,
  findDuplicateTexts,
  identifyingText,
  type TextEntry,
} from './check';
import { itemFromRow } from './item-rows';
import { readQuestionRows, type ParsedRow, type QuestionRow } from './interchange';
import { CONTENT_DIR, readContent } from './load';
import type { ContentProblem, QuestionFile, SyncTally } from './schema';
import { upsertQuestions } from './sync';

/** A stored item of the bank (not a paper's), with its subject and unit, in catalogue order. */
export type BankRow = { subject: string; unit: number; unitId: number; question: QuestionFile };

/** The bank as stored (every type), in catalogue order. */
export async function readBank(db: Db, where?: { unitIds: number[] }): Promise<BankRow[]> {
  const rows = await db
    .select({ q: question, unitNumber: unit.number, subjectId: unit.subjectId })
    .from(question)
    .innerJoin(unit, eq(unit.id, question.unitId))
    .innerJoin(subject, eq(subject.id, unit.subjectId))
    .where(
      and(isNull(question.paperId), where ? inArray(question.unitId, where.unitIds) : undefined),
    )
    .orderBy(asc(subject.sortOrder), asc(unit.number), asc(question.questionNumber));
  return rows.map(({ q, unitNumber, subjectId }) => ({
    subject: subjectId,
    unit: unitNumber,
    unitId: q.unitId,
    question: itemFromRow(q),
  }));
}

/** The bank's multiple-choice items: what the interchange format (CSV and its JSON) carries. */
export function choiceRows(rows: readonly BankRow[]): QuestionRow[] {
  return rows.flatMap((r) =>
    r.question.type === 'choice'
      ? [{ subject: r.subject, unit: r.unit, question: r.question }]
      : [],
  );
}

/**
 * Checks imported rows with the content checker's rules, against the catalogue and the bank in
 * the database: unknown units, each question's own rules, repeated numbers, numbering gaps once
 * merged with the bank, and duplicate or near-duplicate stems. Every problem names its row.
 */
export async function checkImport(
  db: Db,
  file: string,
  rows: readonly ParsedRow[],
  options: { numbering: boolean },
): Promise<{ problems: ContentProblem[]; unitIds: Map<string, number> }> {
  const problems: ContentProblem[] = [];
  const units = await db
    .select({ id: unit.id, subjectId: unit.subjectId, number: unit.number })
    .from(unit);
  const unitIds = new Map(units.map((u) => [`${u.subjectId}/${u.number}`, u.id]));
  const { figures } = readContent(CONTENT_DIR).bundle;

  const known = rows.filter((r) => {
    if (unitIds.has(`${r.subject}/${r.unit}`)) return true;
    problems.push({
      file,
      row: r.row,
      problem: `a unidade ${r.unit} de ${r.subject} não existe no catálogo`,
    });
    return false;
  });
  for (const r of known) {
    for (const problem of checkQuestion(r.question, figures)) {
      problems.push({ file, row: r.row, question: r.question.number, problem });
    }
  }

  const seen = new Map<string, number>();
  for (const r of known) {
    const key = `${r.subject}/${r.unit}/${r.question.number}`;
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push({
        file,
        row: r.row,
        question: r.question.number,
        problem: `número repetido (também na linha ${first})`,
      });
    } else seen.set(key, r.row);
  }

  const touched = [...new Set(known.map((r) => unitIds.get(`${r.subject}/${r.unit}`) ?? 0))];
  const bank = touched.length > 0 ? await readBank(db, { unitIds: touched }) : [];
  // An imported row with a unit and number already in the bank replaces that question.
  const replaced = new Set(known.map((r) => `${r.subject}/${r.unit}/${r.question.number}`));
  const kept = bank.filter((b) => !replaced.has(`${b.subject}/${b.unit}/${b.question.number}`));

  // Rows that did not parse leave holes of their own; gaps are judged once every row parses.
  const unitKeys = options.numbering ? new Set(known.map((r) => `${r.subject}/${r.unit}`)) : [];
  for (const unitKey of unitKeys) {
    const numbers = [...kept, ...known]
      .filter((r) => `${r.subject}/${r.unit}` === unitKey)
      .map((r) => r.question.number);
    for (const n of checkNumbering(numbers).missing) {
      problems.push({
        file,
        problem: `${unitKey}: falta a pergunta número ${n} (a numeração não pode ter falhas)`,
      });
    }
  }

  // Stems are compared with the whole subject's bank, not only the touched units.
  const subjects = [...new Set(known.map((r) => r.subject))];
  const subjectBank = (await readBank(db)).filter(
    (b) =>
      subjects.includes(b.subject) && !replaced.has(`${b.subject}/${b.unit}/${b.question.number}`),
  );
  const entry = (r: { subject: string; question: QuestionFile }, label: string): TextEntry => ({
    subject: r.subject,
    text: identifyingText(r.question),
    label,
  });
  const entries = [
    ...subjectBank.map((b) =>
      entry(b, `${b.subject} unidade ${b.unit} pergunta ${b.question.number}`),
    ),
    ...known.map((r) => ({ ...entry(r, `linha ${r.row}`), row: r.row, number: r.question.number })),
  ];
  for (const { entry: e, other, near } of findDuplicateTexts(entries)) {
    const imported = e as (typeof entries)[number] & { row?: number; number?: number };
    if (imported.row === undefined) continue;
    problems.push({
      file,
      row: imported.row,
      question: imported.number,
      problem: duplicateProblem(other.label, near),
    });
  }
  return { problems, unitIds };
}

export type ImportResult =
  { ok: true; tally: SyncTally } | { ok: false; problems: ContentProblem[] };

/** Imports a .csv or .json question file: all rows pass the checks, or nothing is written. */
export async function importQuestions(
  db: Db,
  filePath: string,
  source: string,
): Promise<ImportResult> {
  const file = path.basename(filePath);
  const { rows, problems } = readQuestionRows(filePath);
  if (rows.length === 0 && problems.length === 0) {
    problems.push({ file, problem: 'o ficheiro não tem perguntas' });
  }
  const checked = await checkImport(db, file, rows, { numbering: problems.length === 0 });
  problems.push(...checked.problems);
  if (problems.length > 0) {
    problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
    return { ok: false, problems };
  }
  const values = rows.map((r) => ({
    unitId: checked.unitIds.get(`${r.subject}/${r.unit}`) ?? 0,
    question: r.question,
  }));
  // A correction from a teacher keeps the item's document and points (the format has neither).
  const tally = await db.transaction((tx) =>
    upsertQuestions(tx, values, source, ['groupId', 'points']),
  );
  return { ok: true, tally };
}
