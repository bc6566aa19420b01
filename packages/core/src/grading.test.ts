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
