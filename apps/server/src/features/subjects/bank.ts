import type { DocumentInfo, ItemFields } from '@nota20/core/contracts/items';
import type { QuestionContent, Subject } from '@nota20/core/contracts/subjects';
import { OPTION_LETTERS, type OptionLetter } from '@nota20/core/options';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { document, paper, question, subject, unit } from '../../db/schema/index';
import type { ChangeFeed } from '../../lib/cache/change-feed';
import {
  documentInfo,
  keyFields,
  pointsOf,
  questionContent,
  questionStem,
} from './question-content';

/** A question with what students are shown of it, worked out once per copy of the bank. */
export type QuestionRow = typeof question.$inferSelect & {
  content: QuestionContent & ItemFields;
  stem: ReturnType<typeof questionStem>;
  options: Partial<Record<OptionLetter, string>>;
  /** The key as the API names it (worksheets, results). */
  key: ReturnType<typeof keyFields>;
  /** Its value (its own, or its type's default). */
  maxPoints: number;
  /** The document it hangs on, if any. */
  document?: DocumentInfo;
};

/** A prova-modelo with its items in order. */
export type PaperRow = typeof paper.$inferSelect & { items: readonly QuestionRow[] };
export type SubjectRow = typeof subject.$inferSelect;
export type UnitRow = typeof unit.$inferSelect;

/** The subjects, units and questions, as every process holds them in memory. */
export type Bank = {
  /** Subjects in display order, with their units (GET /api/subjects). */
  subjects: Subject[];
  subjectById: ReadonlyMap<string, SubjectRow>;
  /** subject id → unit number → unit. */
  units: ReadonlyMap<string, ReadonlyMap<number, UnitRow>>;
  /** unit id → its questions by number (the bank's: no paper's items). */
  questionsOfUnit: ReadonlyMap<number, readonly QuestionRow[]>;
  /** Every item, papers' included (tests and their results name them by id). */
  questionById: ReadonlyMap<number, QuestionRow>;
  /** subject id → its papers, in content order. */
  papersOfSubject: ReadonlyMap<string, readonly PaperRow[]>;
  paperById: ReadonlyMap<string, PaperRow>;
};

export type QuestionBank = {
  get: () => Promise<Bank>;
  /** Drops the copy: the next `get` reads the database. */
  forget: () => void;
};

/** While the feed is live the copy lasts until content changes; otherwise only briefly. */
const LIVE_COPY_MS = 10 * 60_000;
const UNHEARD_COPY_MS = 5_000;

async function readBank(db: Db): Promise<Bank> {
  const [subjects, units, questions, documents, papers] = await Promise.all([
    db.select().from(subject).orderBy(asc(subject.sortOrder), asc(subject.id)),
    db.select().from(unit).orderBy(asc(unit.number)),
    db.select().from(question).orderBy(asc(question.unitId), asc(question.questionNumber)),
    db.select().from(document),
    db.select().from(paper).orderBy(asc(paper.sortOrder), asc(paper.id)),
  ]);
  const documentById = new Map(documents.map((d) => [d.id, documentInfo(d)]));
  const unitsBySubject = new Map<string, Map<number, UnitRow>>();
  for (const u of units) {
    let byNumber = unitsBySubject.get(u.subjectId);
    if (!byNumber) unitsBySubject.set(u.subjectId, (byNumber = new Map()));
    byNumber.set(u.number, u);
  }
  const questionsOfUnit = new Map<number, QuestionRow[]>();
  const itemsOfPaper = new Map<string, QuestionRow[]>();
  const all: QuestionRow[] = [];
  for (const row of questions) {
    const options: Partial<Record<OptionLetter, string>> = {};
    for (const letter of OPTION_LETTERS) {
      const text = row[`option${letter}`];
      if (text) options[letter] = text;
    }
    const doc = row.groupId ? documentById.get(row.groupId) : undefined;
    const q: QuestionRow = {
      ...row,
      content: questionContent(row),
      stem: questionStem(row),
      options,
      key: keyFields(row),
      maxPoints: pointsOf(row),
      ...(doc ? { document: doc } : {}),
    };
    all.push(q);
    if (q.paperId !== null) {
      const items = itemsOfPaper.get(q.paperId);
      if (items) items.push(q);
      else itemsOfPaper.set(q.paperId, [q]);
      continue;
    }
    let list = questionsOfUnit.get(q.unitId);
    if (!list) questionsOfUnit.set(q.unitId, (list = []));
    list.push(q);
  }
  const paperRows = papers.map((p) => ({
    ...p,
    items: (itemsOfPaper.get(p.id) ?? []).sort((a, b) => a.questionNumber - b.questionNumber),
  }));
  const papersOfSubject = new Map<string, PaperRow[]>();
  for (const p of paperRows) {
    const list = papersOfSubject.get(p.subjectId);
    if (list) list.push(p);
    else papersOfSubject.set(p.subjectId, [p]);
  }
  return {
    subjects: subjects.map((s) => ({
      id: s.id,
      name: s.name,
      practice: s.practice,
      catalogue: s.catalogue,
      // A unit is offered once it has items: until then no page promises it.
      units: [...(unitsBySubject.get(s.id)?.values() ?? [])]
        .filter((u) => questionsOfUnit.has(u.id))
        .map((u) => ({
          id: u.id,
          number: u.number,
          year: u.year as 10 | 11,
          ...(u.domain ? { domain: u.domain } : {}),
          name: u.name,
        })),
    })),
    subjectById: new Map(subjects.map((s) => [s.id, s])),
    units: unitsBySubject,
    questionsOfUnit,
    questionById: new Map(all.map((q) => [q.id, q] as const)),
    papersOfSubject,
    paperById: new Map(paperRows.map((p) => [p.id, p])),
  };
}

/**
 * The question bank, read in one go and shared by every request of the process (worksheets,
 * tests and their results). It changes only when content is synced: the change feed's 'all'
 * drops the copy. Without a live feed a copy is trusted for a few seconds only.
 */
export function createQuestionBank(db: Db, feed: ChangeFeed | undefined): QuestionBank {
  let copy: { promise: Promise<Bank>; at: number; live: boolean } | undefined;
  feed?.subscribe((change) => {
    if (change.kind === 'all') copy = undefined;
  });
  return {
    get: () => {
      const live = feed?.live ?? false;
      const age = copy ? Date.now() - copy.at : Infinity;
      if (!copy || age > (live && copy.live ? LIVE_COPY_MS : UNHEARD_COPY_MS)) {
        const mine = { promise: readBank(db), at: Date.now(), live };
        copy = mine;
        mine.promise.catch(() => {
          if (copy === mine) copy = undefined;
        });
      }
      return copy.promise;
    },
    forget: () => {
      copy = undefined;
    },
  };
}
