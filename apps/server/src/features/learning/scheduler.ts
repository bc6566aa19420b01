import { dueBeforeExam, lisbonDayStart, RATING, type ReviewRating } from '@nota20/core/learning';
import { type Card, dateDiffInDays, fsrs, State } from 'ts-fsrs';

// The FSRS scheduler of «Revisão espaçada até ao exame» (ts-fsrs, FSRS-6's default weights). No
// fuzz, so a moved clock and a test see the same dates; no short-term steps: a student reviews
// at most once a day, and a test's answers are all handed in at one instant.
export const SCHEDULER_PARAMS = {
  enable_fuzz: false,
  enable_short_term: false,
  request_retention: 0.9,
} as const;
const scheduler = fsrs(SCHEDULER_PARAMS);

/**
 * A card as `student_item` keeps it (its `card_*` columns, `due_at` and `answered_at`): ts-fsrs's
 * fields, its dates as epoch milliseconds. ts-fsrs takes it as it is.
 */
export type StoredCard = Omit<Card, 'due' | 'last_review'> & { due: number; last_review: number };

const DAY_MS = 86_400_000;

/**
 * The card after one answer rated `rating` at `at` (a card is made on its first answer): ts-fsrs's
 * long-term step, with its own formulas (`next_state`, `next_interval`, `forgetting_curve`),
 * worked out for the one rating given. `scheduler.next` works out all four ratings with a copy
 * of the card and a log for each: 30 of those were about a tenth of a hand-in's CPU (ADR 019).
 * scheduler.test.ts checks that both give the same card after every answer of many histories.
 */
export function reviewCard(card: StoredCard | null, rating: ReviewRating, at: Date): StoredCard {
  const isNew = !card || card.state === State.New;
  const elapsed = isNew ? 0 : dateDiffInDays(new Date(card.last_review), at);
  const memory = { difficulty: card?.difficulty ?? 0, stability: card?.stability ?? 0 };
  const recall = isNew ? undefined : scheduler.forgetting_curve(elapsed, memory.stability);
  const after = (grade: ReviewRating) => scheduler.next_state(memory, elapsed, grade, recall);
  const interval = (next: { stability: number }) =>
    scheduler.next_interval(next.stability, elapsed);
  // The intervals are kept in order (again ≤ hard < good < easy), so a rating's interval
  // depends on those below it.
  const again = after(RATING.again);
  const hard = after(RATING.hard);
  const againDays = Math.min(interval(again), interval(hard));
  let next = hard;
  let days = Math.max(interval(hard), againDays + 1);
  if (rating === RATING.again) {
    next = again;
    days = againDays;
  }
  if (rating >= RATING.good) {
    next = after(RATING.good);
    days = Math.max(interval(next), days + 1);
  }
  if (rating === RATING.easy) {
    next = after(RATING.easy);
    days = Math.max(interval(next), days + 1);
  }
  return {
    stability: next.stability,
    difficulty: next.difficulty,
    elapsed_days: elapsed,
    scheduled_days: days,
    learning_steps: 0,
    reps: (card?.reps ?? 0) + 1,
    lapses: (card?.lapses ?? 0) + (rating === RATING.again && !isNew ? 1 : 0),
    state: State.Review,
    due: at.getTime() + days * DAY_MS,
    last_review: at.getTime(),
  };
}

/** The chance (0–1) of recalling the card at `at`. */
export const recallAt = (card: StoredCard, at: Date) =>
  scheduler.get_retrievability(card, at, false);

/** At most this many scheduled reviews are simulated per card before the exam. */
const MAX_SIMULATED_REVIEWS = 30;

/**
 * The recall expected on the exam's morning if the student keeps to the schedule: each review
 * due before the exam is done on its day (counted as «Good»), the last one on the eve (core
 * dueBeforeExam); then the card is read on the exam's morning.
 */
export function recallOnExamDay(card: StoredCard, examDay: string, now: Date): number {
  const exam = lisbonDayStart(examDay);
  if (exam.getTime() <= now.getTime()) return recallAt(card, now);
  let current = card;
  for (let i = 0; i < MAX_SIMULATED_REVIEWS; i++) {
    const due = dueBeforeExam(new Date(current.due), new Date(current.last_review), examDay, now);
    if (due.getTime() >= exam.getTime()) break;
    current = reviewCard(current, RATING.good, due.getTime() < now.getTime() ? now : due);
  }
  return recallAt(current, exam);
}
