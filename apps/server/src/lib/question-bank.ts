import type { QuestionContent, Subject } from '@nota20/core/contracts/subjects';
import { OPTION_LETTERS, type OptionLetter } from '@nota20/core/options';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { question, subject, unit } from '../db/schema/index';
import type { ChangeFeed } from './change-feed';
import { questionContent, questionStem } from './question-content';

/** A question with what students are shown of it, worked out once per copy of the bank. */
export type QuestionRow = typeof question.$inferSelect & {
  content: QuestionContent;
  stem: ReturnType<typeof questionStem>;
  options: Partial<Record<OptionLetter, string>>;
};
export type SubjectRow = typeof subject.$inferSelect;
export type UnitRow = typeof unit.$inferSelect;

/** The subjects, units and questions, as every process holds them in memory. */
export type Bank = {
  /** Subjects in display order, with their units (GET /api/subjects). */
  subjects: Subject[];
  subjectById: ReadonlyMap<string, SubjectRow>;
  /** subject id → unit number → unit. */
  units: ReadonlyMap<string, ReadonlyMap<number, UnitRow>>;
  /** unit id → its questions by number. */
  questionsOfUnit: ReadonlyMap<number, readonly QuestionRow[]>;
  questionById: ReadonlyMap<number, QuestionRow>;
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
  const [subjects, units, questions] = await Promise.all([
    db.select().from(subject).orderBy(asc(subject.sortOrder), asc(subject.id)),
    db.select().from(unit).orderBy(asc(unit.number)),
    db.select().from(question).orderBy(asc(question.unitId), asc(question.questionNumber)),
  ]);
  const unitsBySubject = new Map<string, Map<number, UnitRow>>();
  for (const u of units) {
    let byNumber = unitsBySubject.get(u.subjectId);
    if (!byNumber) unitsBySubject.set(u.subjectId, (byNumber = new Map()));
    byNumber.set(u.number, u);
  }
  const questionsOfUnit = new Map<number, QuestionRow[]>();
  for (const row of questions) {
    const options: Partial<Record<OptionLetter, string>> = {};
    for (const letter of OPTION_LETTERS) {
      const text = row[`option${letter}`];
      if (text) options[letter] = text;
    }
    const q: QuestionRow = {
      ...row,
      content: questionContent(row),
      stem: questionStem(row),
      options,
    };
    let list = questionsOfUnit.get(q.unitId);
    if (!list) questionsOfUnit.set(q.unitId, (list = []));
    list.push(q);
  }
  return {
    subjects: subjects.map((s) => ({
      id: s.id,
      name: s.name,
      practice: s.practice,
      catalogue: s.catalogue,
      units: [...(unitsBySubject.get(s.id)?.values() ?? [])].map((u) => ({
        id: u.id,
        number: u.number,
        year: u.year as 10 | 11,
        name: u.name,
      })),
    })),
    subjectById: new Map(subjects.map((s) => [s.id, s])),
    units: unitsBySubject,
    questionsOfUnit,
    questionById: new Map(
      [...questionsOfUnit.values()].flatMap((list) => list.map((q) => [q.id, q] as const)),
    ),
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
