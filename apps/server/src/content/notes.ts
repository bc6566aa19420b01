import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { glossaryName, glossaryTerm, question, studyNote, unit } from '../db/schema/index';
import { itemWords, mentions, termForms } from './glossary';
import type { ContentBundle, SyncTally } from './schema';
import { overwrite, tally, wasInserted } from './upsert';

// The tutor's notes (issue 28): the glossary as rows, and every name and text it searches,
// rebuilt on each sync from what was just written (derived: nothing points at them).

/** The most bank items a term keeps for «exercício parecido». */
const MAX_TERM_ITEMS = 24;

const itemKey = (subject: string, unitNumber: number, n: number) =>
  `${subject}/u${String(unitNumber).padStart(2, '0')}-${n}`;

export async function syncNotes(tx: Tx, bundle: ContentBundle): Promise<SyncTally> {
  const units = await tx
    .select({ id: unit.id, subjectId: unit.subjectId, number: unit.number, name: unit.name })
    .from(unit);
  const unitId = new Map(units.map((u) => [`${u.subjectId}/${u.number}`, u.id]));
  const bank = await tx
    .select({
      id: question.id,
      subjectId: unit.subjectId,
      unitNumber: unit.number,
      n: question.questionNumber,
      unitId: question.unitId,
      concept: question.concept,
      explanation: question.explanation,
    })
    .from(question)
    .innerJoin(unit, eq(unit.id, question.unitId))
    .where(and(isNull(question.paperId), eq(question.source, 'nota20')));
  const idOf = new Map(bank.map((q) => [itemKey(q.subjectId, q.unitNumber, q.n), q.id]));

  // Each term's items: those the glossary names, then the bank's others that name the term.
  const words = bundle.questionFiles.flatMap((qf) =>
    qf.questions.map((q) => ({
      subject: qf.subject,
      id: idOf.get(itemKey(qf.subject, qf.unit, q.number)),
      words: itemWords(q),
    })),
  );
  const namesOf = new Map<string, string[]>();
  const termRows = bundle.glossary.flatMap((g) =>
    g.terms.map((t) => {
      const names = termForms(t);
      const named = t.items.flatMap((ref) => idOf.get(`${g.subject}/${ref}`) ?? []);
      const others = words
        .filter((w) => w.subject === g.subject && w.id !== undefined && mentions(w.words, names))
        .map((w) => w.id as number);
      namesOf.set(`${g.subject}/${t.term}`, names);
      return {
        subjectId: g.subject,
        unitId: unitId.get(`${g.subject}/${g.unit}`) as number,
        term: t.term,
        aliases: t.aliases,
        definition: t.definition,
        example: t.example,
        confusions: t.confusions,
        questionIds: [...new Set([...named, ...others])].slice(0, MAX_TERM_ITEMS),
      };
    }),
  );
  const written =
    termRows.length === 0
      ? []
      : await tx
          .insert(glossaryTerm)
          .values(termRows)
          .onConflictDoUpdate({
            target: [glossaryTerm.subjectId, glossaryTerm.term],
            ...overwrite(glossaryTerm, [
              'unitId',
              'aliases',
              'definition',
              'example',
              'confusions',
              'questionIds',
            ]),
          })
          .returning({ inserted: wasInserted });
  // A term taken out of the content goes (its notes with it).
  const keep = termRows.map((t) => `${t.subjectId}/${t.term}`);
  await tx
    .delete(glossaryTerm)
    .where(
      keep.length === 0
        ? sql`true`
        : notInArray(sql`${glossaryTerm.subjectId} || '/' || ${glossaryTerm.term}`, keep),
    );

  await tx.delete(studyNote);
  await tx.delete(glossaryName);
  const terms = await tx.select().from(glossaryTerm);
  const names = terms.flatMap((t) =>
    (namesOf.get(`${t.subjectId}/${t.term}`) ?? []).map((name) => ({
      termId: t.id,
      subjectId: t.subjectId,
      name,
    })),
  );
  for (let i = 0; i < names.length; i += 1000)
    await tx.insert(glossaryName).values(names.slice(i, i + 1000));
  const notes: (typeof studyNote.$inferInsert)[] = [
    ...terms.map((t) => ({
      subjectId: t.subjectId,
      unitId: t.unitId,
      kind: 'term' as const,
      termId: t.id,
      title: [t.term, ...t.aliases].join(', '),
      body: `${t.definition} ${t.example}`,
    })),
    ...units.flatMap((u) =>
      (
        bundle.summaries
          .find((s) => s.subject === u.subjectId)
          ?.units.find((x) => x.number === u.number)?.keyPoints ?? []
      ).map((point) => ({
        subjectId: u.subjectId,
        unitId: u.id,
        kind: 'summary' as const,
        title: u.name,
        body: point,
      })),
    ),
    ...bank.map((q) => ({
      subjectId: q.subjectId,
      unitId: q.unitId,
      kind: 'explanation' as const,
      questionId: q.id,
      title: q.concept ?? '',
      body: q.explanation,
    })),
  ];
  for (let i = 0; i < notes.length; i += 1000)
    await tx.insert(studyNote).values(notes.slice(i, i + 1000));
  return tally(written, termRows.length);
}
