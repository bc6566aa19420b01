import { expect, test } from 'vitest';
import {
  addDays,
  applyAnswer,
  dueBeforeExam,
  examDayOf,
  lisbonDayStart,
  NEW_RECORD,
  RATING,
  ratingOf,
} from './learning';

const at = (iso: string) => new Date(iso);

test('a wrong or blank answer puts an item in the notebook; right on two different days takes it out', () => {
  let r = applyAnswer(NEW_RECORD, true, at('2026-11-26T10:00:00Z'));
  expect(r).toMatchObject({ inNotebook: false, confidence: 1, timesAnswered: 1, timesWrong: 0 });
  r = applyAnswer(r, false, at('2026-11-26T11:00:00Z'));
  expect(r).toMatchObject({ inNotebook: true, confidence: 0, timesWrong: 1, rightDays: [] });
  r = applyAnswer(r, true, at('2026-11-26T12:00:00Z'));
  r = applyAnswer(r, true, at('2026-11-26T23:30:00Z')); // still the 26th in Lisbon (WET)
  expect(r).toMatchObject({ inNotebook: true, rightDays: ['2026-11-26'] });
  const wrongAgain = applyAnswer(r, false, at('2026-11-27T09:00:00Z'));
  expect(wrongAgain).toMatchObject({ inNotebook: true, rightDays: [], timesWrong: 2 });
  r = applyAnswer(r, true, at('2026-11-27T09:00:00Z'));
  expect(r).toMatchObject({ inNotebook: false, rightDays: [] });
});

test('wrong is always Again; a right answer is rated by the confidence it leaves', () => {
  expect(ratingOf(false, 0)).toBe(RATING.again);
  expect(ratingOf(false, 4)).toBe(RATING.again);
  expect(ratingOf(true, 1)).toBe(RATING.hard);
  expect([2, 3, 4].map((c) => ratingOf(true, c))).toEqual([RATING.good, RATING.good, RATING.good]);
  expect(ratingOf(true, 5)).toBe(RATING.easy);
});

test('Lisbon days start at midnight WET in winter and 23:00 UTC the day before in summer', () => {
  expect(lisbonDayStart('2026-12-01').toISOString()).toBe('2026-12-01T00:00:00.000Z');
  expect(lisbonDayStart('2026-06-16').toISOString()).toBe('2026-06-15T23:00:00.000Z');
  expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
});

test('the exam day: the student’s own, else the content’s, carried a year on (estimated) once past', () => {
  expect(examDayOf('2027-06-20', '2026-06-16', '2026-11-26')).toEqual({
    date: '2027-06-20',
    own: true,
    estimated: false,
  });
  expect(examDayOf(null, '2026-06-16', '2026-05-01')).toEqual({
    date: '2026-06-16',
    own: false,
    estimated: false,
  });
  expect(examDayOf(null, '2026-06-16', '2026-11-26')).toEqual({
    date: '2027-06-16',
    own: false,
    estimated: true,
  });
  expect(examDayOf(null, null, '2026-11-26')).toBeNull();
});

test('no card waits past the exam’s eve unless reviewed on it; after the exam, its own date', () => {
  const now = at('2026-06-01T10:00:00Z');
  const late = at('2026-07-30T10:00:00Z');
  const eve = lisbonDayStart('2026-06-15');
  expect(dueBeforeExam(late, null, '2026-06-16', now)).toEqual(eve);
  expect(dueBeforeExam(at('2026-06-05T10:00:00Z'), null, '2026-06-16', now)).toEqual(
    at('2026-06-05T10:00:00Z'),
  );
  expect(dueBeforeExam(late, at('2026-06-15T08:00:00Z'), '2026-06-16', now)).toEqual(late);
  expect(dueBeforeExam(late, null, '2026-06-16', at('2026-06-17T10:00:00Z'))).toEqual(late);
  expect(dueBeforeExam(late, null, null, now)).toEqual(late);
});
