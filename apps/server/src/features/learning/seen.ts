import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { type Db, preparedSql } from '../../db/client';
import { quiz, studentItem } from '../../db/schema/index';

// When each of a student's items of a subject was last handed in (unseen first, issue 27), copied
// per process. A test start read every seen row of the subject (a few hundred) on every start:
// about a tenth of a 30-question start+submit (ADR 019). A copy carries the version it was read
// at, the finish time of the student's latest handed-in test; a start from a copy is written
// only while that is still the latest (store.ts), else the start reads again. A hand-in on this
// process moves its items to the end of the copy, when the copy was current before it.

const p = sql.placeholder;

/**
 * The version of a student's seen items: when their latest test was handed in (epoch ms), 0
 * before any. A hand-in writes its items' rows and its finish time in one statement.
 */
export const seenVersion = (userId: ReturnType<typeof p>) =>
  sql`(select coalesce((extract(epoch from max(${quiz.finishTime})) * 1000)::float8, 0)
    from ${quiz} where ${quiz.userId} = ${userId} and ${quiz.finished})`;

const seenStatement = preparedSql<{ ids: number[]; at: number[]; version: number }>(
  'student_seen_items',
  sql`select coalesce(array_agg(question_id), '{}') as ids,
      coalesce(array_agg(extract(epoch from seen_at)::int), '{}') as at,
      ${seenVersion(p('userId'))} as version
    from ${studentItem} where user_id = ${p('userId')} and subject_id = ${p('subjectId')}`,
);

/** A student's seen items of a subject: item id → when last handed in, in whole seconds. */
type SeenCopy = { times: Map<number, number>; version: number };

/**
 * Items held in all copies together: a Map keeps one in about 45 bytes, so 9 MB (about 600
 * students' subjects of 323 items). Typed arrays took a fifth of that but their conversions cost
 * about 5 % of a start+submit (alternating runs).
 */
const MAX_ITEMS = 200_000;

export type SeenItems = {
  times: ReadonlyMap<number, number>;
  /** The version a start must check (a copy's), or null: just read. */
  check: number | null;
};

export function createSeenCopies() {
  const copies = new LRUCache<string, SeenCopy>({
    maxSize: MAX_ITEMS,
    sizeCalculation: (copy) => copy.times.size + 1,
  });
  const key = (userId: string, subjectId: string) => `${userId}\n${subjectId}`;
  return {
    /** The student's seen items of the subject: the copy if held, else read (and copied). */
    async read(db: Db, userId: string, subjectId: string): Promise<SeenItems> {
      const copy = copies.get(key(userId, subjectId));
      if (copy) return { times: copy.times, check: copy.version };
      const { rows } = await seenStatement(db, { userId, subjectId });
      const { ids = [], at = [], version = 0 } = rows[0] ?? {};
      const times = new Map<number, number>();
      ids.forEach((id, i) => times.set(id, at[i] ?? 0));
      copies.set(key(userId, subjectId), { times, version });
      return { times, check: null };
    },
    /**
     * A hand-in on this process saved `items` at `at`; `before` was the version when it saved.
     * The copy takes them if it was that version, else it is dropped (another hand-in came
     * between: the next start reads again).
     */
    handedIn(
      userId: string,
      subjectId: string,
      before: number,
      at: Date,
      items: readonly number[],
    ): void {
      const copy = copies.get(key(userId, subjectId));
      if (!copy) return;
      if (copy.version !== before) {
        copies.delete(key(userId, subjectId));
        return;
      }
      const seconds = Math.round(at.getTime() / 1000);
      for (const id of items) copy.times.set(id, seconds);
      copy.version = Math.max(before, at.getTime());
      copies.set(key(userId, subjectId), copy); // its size, with the items it gained
    },
    /** Drops the copy: it may be stale (a start found another version, a locked hand-in). */
    forget(userId: string, subjectId: string): void {
      copies.delete(key(userId, subjectId));
    },
  };
}

export type SeenCopies = ReturnType<typeof createSeenCopies>;
