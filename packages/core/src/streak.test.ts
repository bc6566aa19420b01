import { expect, test } from 'vitest';
import { lisbonDay, streakDays as streakOfDays } from './streak';

/** The streak of tests finished at `finishTimes`. */
const streakDays = (finishTimes: readonly Date[], now: Date) =>
  streakOfDays(new Set(finishTimes.map(lisbonDay)), now);

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

test('the Lisbon day of every instant of a year agrees with the time-zone database, clock changes included', () => {
  const reference = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Lisbon',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const start = Date.UTC(2026, 0, 1);
  const end = Date.UTC(2027, 0, 1);
  // Every 7 minutes 13 seconds: each hour is met at many different minutes over the year.
  for (let t = start; t < end; t += 433_000) {
    const at = new Date(t);
    expect(lisbonDay(at), at.toISOString()).toBe(reference.format(at));
  }
  // Around the two clock changes of 2026, minute by minute.
  for (const change of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)]) {
    for (let t = change - 3 * 3_600_000; t < change + 3 * 3_600_000; t += 60_000) {
      const at = new Date(t);
      expect(lisbonDay(at), at.toISOString()).toBe(reference.format(at));
    }
  }
});
