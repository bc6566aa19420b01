import { count } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { nationalExam, question, subject, unit } from '../db/schema/index';
import { checkContent } from './check';
import { ContentError, readContent } from './load';
import type { ContentBundle, QuestionFile, SyncTally } from './schema';
import { upsertSchools } from './schools';
import { overwrite, tally, wasInserted } from './upsert';

export type SyncReport = Record<
  'subjects' | 'units' | 'questions' | 'exams' | 'schools',
  SyncTally
>;

/** Figures are served by the app under this path. */
export const FIGURES_PATH = '/api/figures/';

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
          sortOrder: i,
        })),
      )
      .onConflictDoUpdate({
        target: subject.id,
        ...overwrite(subject, ['name', 'practice', 'catalogue', 'sortOrder']),
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
        name: u.name,
        keyPoints: keyPoints.get(`${s.id}/${u.number}`) ?? [],
      })),
    );
    const unitRows = await tx
      .insert(unit)
      .values(unitValues)
      .onConflictDoUpdate({
        target: [unit.subjectId, unit.number],
        ...overwrite(unit, ['year', 'name', 'keyPoints']),
      })
      .returning({ inserted: wasInserted });
    // Unchanged units are not returned by the upsert, so their ids are read afterwards.
    const allUnits = await tx
      .select({ id: unit.id, subjectId: unit.subjectId, number: unit.number })
      .from(unit);
    const unitIds = new Map(allUnits.map((u) => [`${u.subjectId}/${u.number}`, u.id]));

    const questionValues = bundle.questionFiles.flatMap((qf) => {
      const unitId = unitIds.get(`${qf.subject}/${qf.unit}`);
      if (unitId === undefined) throw new Error(`Unidade desconhecida em ${qf.file}`);
      return qf.questions.map((question) => ({ unitId, question }));
    });
    const questions = await upsertQuestions(tx, questionValues, 'nota20');

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
              })),
            )
            .onConflictDoUpdate({
              target: [nationalExam.subjectId, nationalExam.year, nationalExam.phase],
              ...overwrite(nationalExam, ['pdfUrl', 'criteriaUrl', 'checkedAt']),
            })
            .returning({ inserted: wasInserted });

    return {
      subjects: tally(subjectRows, bundle.subjects.length),
      units: tally(unitRows, unitValues.length),
      questions,
      exams: tally(examRows, bundle.exams.length),
      schools: await upsertSchools(tx, bundle.schools),
    };
  });
}

/**
 * Inserts questions, or updates the one with the same unit and number when any field differs.
 * `source` (who wrote it) is set when a question is added and kept when it is corrected.
 * Used by the content sync and by teacher imports, so both store a question the same way.
 */
export async function upsertQuestions(
  tx: Tx,
  values: readonly { unitId: number; question: QuestionFile }[],
  source: string,
): Promise<SyncTally> {
  if (values.length === 0) return { inserted: 0, updated: 0, unchanged: 0 };
  const rows = await tx
    .insert(question)
    .values(
      values.map(({ unitId, question: q }) => ({
        unitId,
        questionNumber: q.number,
        text: q.text,
        imageUrl: q.figure ? `${FIGURES_PATH}${q.figure.file}` : null,
        imageAlt: q.figure?.alt ?? null,
        optionA: q.options.A || null,
        optionB: q.options.B || null,
        optionC: q.options.C || null,
        optionD: q.options.D || null,
        correctOption: q.correct,
        explanation: q.explanation,
        concept: q.concept,
        difficulty: q.difficulty,
        source,
      })),
    )
    .onConflictDoUpdate({
      target: [question.unitId, question.questionNumber],
      ...overwrite(question, [
        'text',
        'imageUrl',
        'imageAlt',
        'optionA',
        'optionB',
        'optionC',
        'optionD',
        'correctOption',
        'explanation',
        'concept',
        'difficulty',
      ]),
    })
    .returning({ inserted: wasInserted });
  return tally(rows, values.length);
}

export async function isContentLoaded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(subject);
  return (row?.n ?? 0) > 0;
}
