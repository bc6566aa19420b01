import type { OptionLetter } from '@nota20/core/options';
import { LRUCache } from 'lru-cache';
import type { quiz } from '../../db/schema/index';

/** A quiz's question as stored: its number, the question, the answer saved and its mark. */
export type StoredItem = {
  n: number;
  questionId: number;
  selected: OptionLetter | null;
  isCorrect: boolean | null;
};

/** What a quiz's row holds that its result and runner need. */
export type StoredQuiz = Pick<
  typeof quiz.$inferSelect,
  | 'id'
  | 'examType'
  | 'subjectId'
  | 'planId'
  | 'planUnitId'
  | 'startedAt'
  | 'deadlineAt'
  | 'finished'
  | 'finishTime'
  | 'grade'
  | 'resolutionTime'
  | 'timeExpired'
  | 'livesRemoved'
>;

/** An unfinished quiz as its row holds it: the figures, and each question with its answer. */
export type OpenQuiz = { userId: string; quiz: StoredQuiz; items: StoredItem[] };

/** Copies kept at most (about 1 KB each; a submit takes its copy out). */
const MAX_COPIES = 10_000;
/** A copy outlives its quiz's deadline by this long (late submits still grade from it). */
const AFTER_DEADLINE_MS = 5 * 60_000;

/**
 * The unfinished quizzes this process started, as it wrote them and as its autosaves changed
 * them, so that a submit here is graded without reading the row back (ADR 009). A copy is a
 * guess, never trusted alone: the grade is saved only while the row is still unfinished with the
 * answers the copy holds, so a copy gone stale (an autosave or a submit through another process,
 * two autosaves of one question finishing out of order, a restore) only sends the submit to the
 * locked read.
 */
export class OpenQuizzes {
  readonly #copies = new LRUCache<string, OpenQuiz>({ max: MAX_COPIES });

  /** Keeps the copy of a quiz just written, until its deadline has long passed. */
  started(id: string, open: OpenQuiz, now: Date) {
    const ttl = open.quiz.deadlineAt.getTime() - now.getTime() + AFTER_DEADLINE_MS;
    if (ttl > 0) this.#copies.set(id, open, { ttl });
  }

  /** An autosave of question `n` was written: the copy follows it. */
  answered(id: string, userId: string, n: number, selected: OptionLetter | null) {
    const open = this.#copies.peek(id);
    const item = open?.items[n - 1];
    if (!open || open.userId !== userId || !item) return;
    // In place: a copy is only ever read by take(), which removes it first.
    open.items[n - 1] = { ...item, selected };
  }

  /** The student's copy of the quiz, taken out (a submit finishes it, or finds out why not). */
  take(id: string, userId: string): OpenQuiz | undefined {
    const open = this.#copies.get(id);
    if (open?.userId !== userId) return undefined;
    this.#copies.delete(id);
    return open;
  }
}
