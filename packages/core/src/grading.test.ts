import { expect, test } from 'vitest';
import { clampCount, feedbackFor, gradeOf, isPositive, scorePercentOf } from './grading';

test('grade and score follow the spec formula for every count from 1 to 30', () => {
  for (let total = 1; total <= 30; total++) {
    for (let correct = 0; correct <= total; correct++) {
      expect(gradeOf(correct, total)).toBe(Math.round((correct / total) * 20));
      expect(scorePercentOf(correct, total)).toBe(Math.round((correct / total) * 100));
    }
  }
  expect(gradeOf(3, 5)).toBe(12);
  expect(gradeOf(0, 0)).toBe(0);
});

test('positive from 9.5; counts clamp to 1–30 with 10 by default', () => {
  expect(isPositive(10)).toBe(true);
  expect(isPositive(9)).toBe(false);
  expect(clampCount(undefined)).toBe(10);
  expect(clampCount(0)).toBe(1);
  expect(clampCount(99)).toBe(30);
});

test('each feedback tier starts at its threshold', () => {
  expect(feedbackFor(18)).not.toBe(feedbackFor(17));
  expect(feedbackFor(14)).not.toBe(feedbackFor(13));
  expect(feedbackFor(10)).not.toBe(feedbackFor(9));
  expect(feedbackFor(6)).not.toBe(feedbackFor(5));
});

test('feedback speaks to the student, with no gendered words and no claim of mastery', () => {
  const texts = [20, 18, 14, 10, 6, 0].map(feedbackFor);
  for (const text of texts) {
    expect(text).not.toMatch(/\b(chegou|pronto|pronta|preparado|preparada|domina[s]?)\b/i);
  }
  expect(feedbackFor(8)).toMatch(/chegaste/);
});

test('the average bar turns at 9.5 and 14; history bands at 16, 14, 10 and 6', async () => {
  const { averageTone, historyBand } = await import('./grading');
  expect([averageTone(9.4), averageTone(9.5), averageTone(13.9), averageTone(14)]).toEqual([
    'red',
    'orange',
    'orange',
    'green',
  ]);
  expect([16, 15, 14, 13, 10, 9, 6, 5].map(historyBand)).toEqual([
    'excelente',
    'muito-bom',
    'muito-bom',
    'bom',
    'bom',
    'suficiente',
    'suficiente',
    'fraco',
  ]);
});
