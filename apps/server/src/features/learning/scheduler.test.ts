import { RATING, type ReviewRating } from '@nota20/core/learning';
import { createEmptyCard, fsrs, type Grade } from 'ts-fsrs';
import { expect, test } from 'vitest';
import { reviewCard, SCHEDULER_PARAMS, type StoredCard } from './scheduler';

const DAY_MS = 86_400_000;
const library = fsrs(SCHEDULER_PARAMS);

/** ts-fsrs's own step (all four ratings worked out), as the card reviewCard keeps. */
function libraryCard(card: StoredCard | null, rating: ReviewRating, at: Date): StoredCard {
  const { due, last_review, ...rest } = library.next(
    card ?? createEmptyCard(at),
    at,
    rating as Grade,
  ).card;
  return { ...rest, due: due.getTime(), last_review: (last_review ?? at).getTime() };
}

test('a card after each answer is the one ts-fsrs gives, over many histories', () => {
  // A fixed pseudo-random sequence: the same histories on every run.
  let seed = 20_260_616;
  const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
  const ratings = Object.values(RATING);
  let answers = 0;
  for (let history = 0; history < 2_000; history++) {
    let ours: StoredCard | null = null;
    let theirs: StoredCard | null = null;
    let at = Date.UTC(2025, 8, 15, 7) + Math.floor(random() * 30 * DAY_MS);
    for (let n = 0; n < 12; n++) {
      // Answers the same day (0) up to two months apart, at any hour.
      at += Math.floor(random() * 60) * DAY_MS + Math.floor(random() * DAY_MS);
      const rating = ratings[Math.floor(random() * ratings.length)] ?? RATING.good;
      ours = reviewCard(ours, rating, new Date(at));
      theirs = libraryCard(theirs, rating, new Date(at));
      expect(ours).toEqual(theirs);
      answers++;
    }
  }
  expect(answers).toBe(24_000);
});

test('a wrong answer lapses a reviewed card and brings it back sooner than a right one', () => {
  const first = reviewCard(null, RATING.good, new Date('2026-01-05T10:00:00Z'));
  expect(first).toMatchObject({ reps: 1, lapses: 0 });
  const later = new Date(first.due);
  const wrong = reviewCard(first, RATING.again, later);
  const right = reviewCard(first, RATING.good, later);
  expect(wrong).toMatchObject({ reps: 2, lapses: 1 });
  expect(right).toMatchObject({ reps: 2, lapses: 0 });
  expect(wrong.due).toBeLessThan(right.due);
  expect(wrong.stability).toBeLessThan(right.stability);
});
