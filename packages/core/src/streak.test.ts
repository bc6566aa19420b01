import { expect, test } from 'vitest';
import { lisbonDay, streakDays } from './streak';

test('days are counted in Lisbon: 23:30 UTC in summer is already the next day', () => {
  expect(lisbonDay(new Date('2026-07-10T23:30:00Z'))).toBe('2026-07-11');
  expect(lisbonDay(new Date('2026-01-10T23:30:00Z'))).toBe('2026-01-10');
});

test('a streak counts consecutive days ending today or yesterday', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const at = (iso: string) => new Date(iso);
  expect(streakDays([], now)).toBe(0);
  expect(streakDays([at('2026-11-22T08:00:00Z')], now)).toBe(1);
  expect(streakDays([at('2026-11-21T08:00:00Z'), at('2026-11-20T08:00:00Z')], now)).toBe(2);
  expect(streakDays([at('2026-11-20T08:00:00Z')], now)).toBe(0);
  expect(
    streakDays(
      [at('2026-11-22T01:00:00Z'), at('2026-11-22T02:00:00Z'), at('2026-11-20T09:00:00Z')],
      now,
    ),
  ).toBe(1);
});

test('across Lisbon midnight: a test at 23:50 and one at 00:10 make two days', () => {
  // Summer (UTC+1): 23:50 Lisbon = 22:50 UTC; 00:10 Lisbon next day = 23:10 UTC.
  const late = new Date('2026-07-10T22:50:00Z');
  const early = new Date('2026-07-10T23:10:00Z');
  expect(streakDays([late, early], new Date('2026-07-11T10:00:00Z'))).toBe(2);
});
