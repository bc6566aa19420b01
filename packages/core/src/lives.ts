import { isPositive } from './grading';

/** docs/api.md: 10 lives at most; one comes back every 30 minutes, computed, never by a job. */
export const MAX_LIVES = 10;
export const LIFE_REGEN_MS = 30 * 60 * 1000;

/**
 * The lives a student has at `now`, from the count stored at `updatedAt`, and when the next
 * one returns (null when full).
 */
export function livesAt(
  stored: number,
  updatedAt: Date,
  now: Date,
): { lives: number; nextLifeAt: Date | null } {
  if (stored >= MAX_LIVES) return { lives: MAX_LIVES, nextLifeAt: null };
  const elapsed = Math.max(0, now.getTime() - updatedAt.getTime());
  const regained = Math.floor(elapsed / LIFE_REGEN_MS);
  const lives = Math.min(MAX_LIVES, stored + regained);
  if (lives >= MAX_LIVES) return { lives, nextLifeAt: null };
  return { lives, nextLifeAt: new Date(updatedAt.getTime() + (regained + 1) * LIFE_REGEN_MS) };
}

/**
 * The same rule as `livesAt(…).lives >= 1`, in the form a database condition can test: a student
 * has a life at `now` when their stored count is at least 1, or when it was stored at or before
 * the time this returns (one life has come back since).
 */
export function lifeRegainedBy(now: Date): Date {
  return new Date(now.getTime() - LIFE_REGEN_MS);
}

/**
 * Spends one life at `now`: the stored count drops by one from what the student has now, and
 * the refill clock keeps running (or starts, when the lives were full).
 */
export function spendLife(
  stored: number,
  updatedAt: Date,
  now: Date,
): { lives: number; updatedAt: Date } {
  const current = livesAt(stored, updatedAt, now);
  if (current.lives <= 0)
    return {
      lives: 0,
      updatedAt: current.nextLifeAt ? new Date(current.nextLifeAt.getTime() - LIFE_REGEN_MS) : now,
    };
  if (!current.nextLifeAt) return { lives: current.lives - 1, updatedAt: now };
  return {
    lives: current.lives - 1,
    updatedAt: new Date(current.nextLifeAt.getTime() - LIFE_REGEN_MS),
  };
}

/**
 * Which finished tests cost a life: an exam-style or thematic test, or a prova-modelo, with a
 * negative grade. Students lose lives by failing, not by practising; study-plan unit tests never
 * cost one. (Starting one of these needs a life too: needsLife below.)
 */
export function costsLife(examType: string, grade: number): boolean {
  return needsLife(examType) && !isPositive(grade);
}

/** The tests that need a life to start. */
export function needsLife(examType: string): boolean {
  return examType === 'random' || examType === 'unit' || examType === 'paper';
}
