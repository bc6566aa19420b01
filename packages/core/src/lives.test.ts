import { expect, test } from 'vitest';
import { costsLife, lifeRegainedBy, livesAt, MAX_LIVES, spendLife } from './lives';

const t0 = new Date('2026-11-22T10:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

test('full lives stay full with no next life', () => {
  expect(livesAt(MAX_LIVES, t0, at(500))).toEqual({ lives: 10, nextLifeAt: null });
});

test('one life returns every 30 minutes, up to 10', () => {
  expect(livesAt(3, t0, at(29))).toEqual({ lives: 3, nextLifeAt: at(30) });
  expect(livesAt(3, t0, at(30))).toEqual({ lives: 4, nextLifeAt: at(60) });
  expect(livesAt(3, t0, at(95))).toEqual({ lives: 6, nextLifeAt: at(120) });
  expect(livesAt(0, t0, at(10_000))).toEqual({ lives: 10, nextLifeAt: null });
});

test('spending a life from full starts the refill clock; otherwise the next life keeps its time', () => {
  expect(spendLife(10, t0, at(100))).toEqual({ lives: 9, updatedAt: at(100) });
  const after = spendLife(9, at(100), at(110));
  expect(after).toEqual({ lives: 8, updatedAt: at(100) });
  expect(livesAt(after.lives, after.updatedAt, at(130))).toEqual({ lives: 9, nextLifeAt: at(160) });
});

test('lifeRegainedBy says who has a life exactly as livesAt does', () => {
  const now = at(1_000);
  for (let stored = 0; stored <= MAX_LIVES; stored++) {
    // Stored from 2 hours before `now` to 1 minute after it (a clock a little ahead), by the second.
    for (let seconds = -7_200; seconds <= 60; seconds++) {
      const updatedAt = new Date(now.getTime() + seconds * 1000);
      const hasLife = stored >= 1 || updatedAt.getTime() <= lifeRegainedBy(now).getTime();
      expect(hasLife, `${stored} lives stored ${seconds} s from now`).toBe(
        livesAt(stored, updatedAt, now).lives >= 1,
      );
    }
  }
});

test('only a negative exam-style or thematic test costs a life; plan unit tests never do', () => {
  expect(costsLife('random', 9)).toBe(true);
  expect(costsLife('unit', 0)).toBe(true);
  expect(costsLife('random', 10)).toBe(false);
  expect(costsLife('unit', 20)).toBe(false);
  expect(costsLife('plan_units', 0)).toBe(false);
  expect(costsLife('practice', 0)).toBe(false);
});
