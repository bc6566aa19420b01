import { count, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  document,
  nationalExam,
  paper,
  question,
  studyNote,
  subject,
  unit,
} from '../db/schema/index';
import { checkContent } from './check';
import { documentColumns, itemColumns } from './item-rows';
import { ContentError, readContent } from './load';
import { syncNotes } from './notes';
import type { ContentBundle, QuestionFile, SyncTally } from './schema';
import { upsertSchools } from './schools';
import { overwrite, tally, wasInserted } from './upsert';

export type SyncReport = Record<
  'subjects' | 'units' | 'documents' | 'questions' | 'papers' | 'exams' | 'schools' | 'glossary',
  SyncTally
>;

export { FIGURES_PATH } from './item-rows';

const ITEM_FIELDS = [
  'type',
  'text',
  'imageUrl',
  'imageAlt',
  'optionA',
  'optionB',
  'optionC',
  'optionD',
  'correctOption',
  'body',
  'answerKey',
  'points',
  'groupId',
  'explanation',
  'concept',
  'difficulty',
] as const;

/** Reads and checks `content/`; throws a ContentError listing every problem. */
export function loadCheckedContent(dir?: string): ContentBundle {
  const { bundle, problems } = readContent(dir);
  problems.push(...checkContent(bundle));
  if (problems.length > 0) throw new ContentError(problems);
  return bundle;
}

/**
 * Brings the database up to date with the content bundle in one transaction: rows are matched
 * on their natural keys (subject id, subject + unit number, unit + question number, subject +
 * year + phase), so running it twice changes nothing and never duplicates. Rows that are no
 * longer in the content are kept: tests and plans may still point at them.
 */
export async function syncContent(db: Db, bundle: ContentBundle): Promise<SyncReport> {
  return db.transaction(async (tx) => {
    const subjectRows = await tx
      .insert(subject)
      .values(
        bundle.subjects.map((s, i) => ({
          id: s.id,
          name: s.name,
          practice: s.practice,
          catalogue: s.catalogue,
          examDate: s.examDate ?? null,
          sortOrder: i,
        })),
      )
      .onConflictDoUpdate({
        target: subject.id,
        ...overwrite(subject, ['name', 'practice', 'catalogue', 'examDate', 'sortOrder']),
      })
      .returning({ inserted: wasInserted });

    const keyPoints = new Map(
      bundle.summaries.flatMap((s) =>
        s.units.map((u) => [`${s.subject}/${u.number}`, u.keyPoints]),
      ),
    );
    const unitValues = bundle.subjects.flatMap((s) =>
      s.units.map((u) => ({
        subjectId: s.id,
        number: u.number,
        year: u.year,
        domain: u.domain ?? null,
        name: u.name,
        keyPoints: keyPoints.get(`${s.id}/${u.number}`) ?? [],
      })),
    );
    const unitRows = await tx
      .insert(unit)
      .values(unitValues)
      .onConflictDoUpdate({
        target: [unit.subjectId, unit.number],
        ...overwrite(unit, ['year', 'domain', 'name', 'keyPoints']),
      })
      .returning({ inserted: wasInserted });
    // Unchanged units are not returned by the upsert, so their ids are read afterwards.
    const allUnits = await tx
      .select({ id: unit.id, subjectId: unit.subjectId, number: unit.number })
      .from(unit);
    const unitIds = new Map(allUnits.map((u) => [`${u.subjectId}/${u.number}`, u.id]));

    const unitIdOf = (subjectId: string, number: number, file: string) => {
      const id = unitIds.get(`${subjectId}/${number}`);
      if (id === undefined) throw new Error(`Unidade desconhecida em ${file}`);
      return id;
    };

    // Documents first: items name them.
    const documentValues = [
      ...bundle.questionFiles.flatMap((qf) =>
        (qf.documents ?? []).map((d) => documentColumns(d, qf.subject)),
      ),
      ...bundle.papers.flatMap((p) =>
        (p.documents ?? []).map((d) => documentColumns(d, p.subject)),
      ),
    ];
    const documentRows =
      documentValues.length === 0
        ? []
        : await tx
            .insert(document)
            .values(documentValues)
            .onConflictDoUpdate({
              target: document.id,
              ...overwrite(document, ['subjectId', 'kind', 'title', 'body', 'source', 'year']),
            })
            .returning({ inserted: wasInserted });

    const questionValues = bundle.questionFiles.flatMap((qf) => {
      const unitId = unitIdOf(qf.subject, qf.unit, qf.file);
      return qf.questions.map((question) => ({ unitId, question }));
    });
    const questions = await upsertQuestions(tx, questionValues, 'nota20');

    const paperRows =
      bundle.papers.length === 0
        ? []
        : await tx
            .insert(paper)
            .values(
              bundle.papers.map((p, i) => ({
                id: p.id,
                subjectId: p.subject,
                title: p.title,
                minutes: p.minutes,
                toleranceMinutes: p.toleranceMinutes,
                bestOptional: p.bestOptional,
                sortOrder: i,
              })),
            )
            .onConflictDoUpdate({
              target: paper.id,
              ...overwrite(paper, [
                'subjectId',
                'title',
                'minutes',
                'toleranceMinutes',
                'bestOptional',
                'sortOrder',
              ]),
            })
            .returning({ inserted: wasInserted });
    const paperItems = await upsertPaperItems(
      tx,
      bundle.papers.flatMap((p) =>
        p.items.map(({ unidade, optional, ...item }) => ({
          paperId: p.id,
          optional,
          unitId: unitIdOf(p.subject, unidade, p.file),
          question: item as QuestionFile,
        })),
      ),
    );

    const examRows =
      bundle.exams.length === 0
        ? []
        : await tx
            .insert(nationalExam)
            .values(
              bundle.exams.map((e) => ({
                subjectId: e.subject,
                year: e.year,
                phase: e.phase,
                pdfUrl: e.pdf,
                criteriaUrl: e.criteria,
                checkedAt: e.checkedAt,
                source: e.source,
              })),
            )
            .onConflictDoUpdate({
              target: [nationalExam.subjectId, nationalExam.year, nationalExam.phase],
              ...overwrite(nationalExam, ['pdfUrl', 'criteriaUrl', 'checkedAt', 'source']),
            })
            .returning({ inserted: wasInserted });

    const glossary = await syncNotes(tx, bundle);

    return {
      subjects: tally(subjectRows, bundle.subjects.length),
      units: tally(unitRows, unitValues.length),
      documents: tally(documentRows, documentValues.length),
      questions: {
        inserted: questions.inserted + paperItems.inserted,
        updated: questions.updated + paperItems.updated,
        unchanged: questions.unchanged + paperItems.unchanged,
      },
      papers: tally(paperRows, bundle.papers.length),
      exams: tally(examRows, bundle.exams.length),
      schools: await upsertSchools(tx, bundle.schools),
      glossary,
    };
  });
}

/**
 * Inserts the bank's items, or updates the one with the same unit and number when any field
 * differs. `source` (who wrote it) is set when an item is added and kept when it is corrected.
 * Used by the content sync and by teacher imports, so both store an item the same way.
 */
export async function upsertQuestions(
  tx: Tx,
  values: readonly { unitId: number; question: QuestionFile }[],
  source: string,
  /** Columns an import leaves as they are (its format has no document or points). */
  keep: readonly (typeof ITEM_FIELDS)[number][] = [],
): Promise<SyncTally> {
  if (values.length === 0) return { inserted: 0, updated: 0, unchanged: 0 };
  const rows = await tx
    .insert(question)
    .values(
      values.map(({ unitId, question: q }) => ({
        unitId,
        questionNumber: q.number,
        ...itemColumns(q),
        source,
      })),
    )
    .onConflictDoUpdate({
      target: [question.unitId, question.questionNumber],
      targetWhere: sql`${question.paperId} is null`,
      ...overwrite(
        question,
        ITEM_FIELDS.filter((f) => !keep.includes(f)),
      ),
    })
    .returning({ inserted: wasInserted });
  return tally(rows, values.length);
}

/** A paper's items, matched on the paper and their number in it. */
async function upsertPaperItems(
  tx: Tx,
  values: readonly { paperId: string; optional: boolean; unitId: number; question: QuestionFile }[],
): Promise<SyncTally> {
  if (values.length === 0) return { inserted: 0, updated: 0, unchanged: 0 };
  const rows = await tx
    .insert(question)
    .values(
      values.map(({ paperId, optional, unitId, question: q }) => ({
        unitId,
        paperId,
        optional,
        questionNumber: q.number,
        ...itemColumns(q),
        source: 'nota20',
      })),
    )
    .onConflictDoUpdate({
      target: [question.paperId, question.questionNumber],
      targetWhere: sql`${question.paperId} is not null`,
      ...overwrite(question, [...ITEM_FIELDS, 'unitId', 'optional']),
    })
    .returning({ inserted: wasInserted });
  return tally(rows, values.length);
}

/**
 * Whether content was loaded: subjects and the tutor's notes (a database from before issue 28
 * has the first and not the second, and gets a sync at start-up).
 */
export async function isContentLoaded(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ subjects: count(), notes: sql<number>`(select count(*)::int from ${studyNote})` })
    .from(subject);
  return (row?.subjects ?? 0) > 0 && (row?.notes ?? 0) > 0;
}
