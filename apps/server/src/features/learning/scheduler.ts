import { dueBeforeExam, lisbonDayStart, RATING, type ReviewRating } from '@nota20/core/learning';
import { type Card, createEmptyCard, fsrs, type Grade } from 'ts-fsrs';

// The FSRS scheduler of «Revisão espaçada até ao exame» (ts-fsrs, FSRS-6's default weights). No
// fuzz, so a moved clock and a test see the same dates; no short-term steps: a student reviews
// at most once a day, and a test's answers are all handed in at one instant.
const scheduler = fsrs({ enable_fuzz: false, enable_short_term: false, request_retention: 0.9 });

/**
 * A card as `student_item` keeps it (its `card_*` columns, `due_at` and `answered_at`): ts-fsrs's
 * fields, its dates as epoch milliseconds. ts-fsrs takes it as it is.
 */
export type StoredCard = Omit<Card, 'due' | 'last_review'> & { due: number; last_review: number };

/** The card after one answer rated `rating` at `at` (a card is made on its first answer). */
export function reviewCard(card: StoredCard | null, rating: ReviewRating, at: Date): StoredCard {
  const { due, last_review, ...rest } = scheduler.next(
    card ?? createEmptyCard(at),
    at,
    rating as Grade,
  ).card;
  return { ...rest, due: due.getTime(), last_review: (last_review ?? at).getTime() };
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
