import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { nationalExam, question, subject, unit } from '../db/schema/index';
import { checkContent } from './check';
import { ContentError, readContent } from './load';
import type { ContentBundle } from './schema';

export type SyncReport = Record<
  'subjects' | 'units' | 'questions' | 'exams',
  {
    inserted: number;
    updated: number;
  }
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

// `xmax = 0` is true for a row that an upsert inserted and false for one it updated.
const wasInserted = sql<boolean>`(xmax = 0)`;

function tally(rows: { inserted: boolean }[]) {
  const inserted = rows.filter((r) => r.inserted).length;
  return { inserted, updated: rows.length - inserted };
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
        set: {
          name: sql`excluded.name`,
          practice: sql`excluded.practice`,
          catalogue: sql`excluded.catalogue`,
          sortOrder: sql`excluded.sort_order`,
        },
      })
      .returning({ inserted: wasInserted });

    const unitRows = await tx
      .insert(unit)
      .values(
        bundle.subjects.flatMap((s) =>
          s.units.map((u) => ({ subjectId: s.id, number: u.number, year: u.year, name: u.name })),
        ),
      )
      .onConflictDoUpdate({
        target: [unit.subjectId, unit.number],
        set: { year: sql`excluded.year`, name: sql`excluded.name` },
      })
      .returning({
        id: unit.id,
        subjectId: unit.subjectId,
        number: unit.number,
        inserted: wasInserted,
      });
    const unitIds = new Map(unitRows.map((u) => [`${u.subjectId}/${u.number}`, u.id]));

    const questionValues = bundle.questionFiles.flatMap((qf) => {
      const unitId = unitIds.get(`${qf.subject}/${qf.unit}`);
      if (unitId === undefined) throw new Error(`Unidade desconhecida em ${qf.file}`);
      return qf.questions.map((q) => ({
        unitId,
        questionNumber: q.number,
        text: q.text,
        imageUrl: q.figure ? `${FIGURES_PATH}${q.figure.file}` : null,
        imageAlt: q.figure?.alt ?? null,
        optionA: q.options.A,
        optionB: q.options.B,
        optionC: q.options.C,
        optionD: q.options.D,
        correctOption: q.correct,
        explanation: q.explanation,
        concept: q.concept,
        difficulty: q.difficulty,
        source: 'nota20',
      }));
    });
    const questionRows =
      questionValues.length === 0
        ? []
        : await tx
            .insert(question)
            .values(questionValues)
            .onConflictDoUpdate({
              target: [question.unitId, question.questionNumber],
              set: {
                text: sql`excluded.text`,
                imageUrl: sql`excluded.image_url`,
                imageAlt: sql`excluded.image_alt`,
                optionA: sql`excluded.option_a`,
                optionB: sql`excluded.option_b`,
                optionC: sql`excluded.option_c`,
                optionD: sql`excluded.option_d`,
                correctOption: sql`excluded.correct_option`,
                explanation: sql`excluded.explanation`,
                concept: sql`excluded.concept`,
                difficulty: sql`excluded.difficulty`,
                source: sql`excluded.source`,
              },
            })
            .returning({ inserted: wasInserted });

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
              set: {
                pdfUrl: sql`excluded.pdf_url`,
                criteriaUrl: sql`excluded.criteria_url`,
                checkedAt: sql`excluded.checked_at`,
              },
            })
            .returning({ inserted: wasInserted });

    return {
      subjects: tally(subjectRows),
      units: tally(unitRows),
      questions: tally(questionRows),
      exams: tally(examRows),
    };
  });
}

export async function isContentLoaded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(subject);
  return (row?.n ?? 0) > 0;
}
