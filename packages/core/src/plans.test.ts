import { expect, test } from 'vitest';
import {
  composeUnitTest,
  daysLeft,
  daysLeftText,
  defaultTestDate,
  isMastered,
  isUnitCompleted,
  nextConfidence,
  planMastery,
  remainingHours,
  unitMastery,
  unitStatus,
} from './plans';

test('confidence: +1 when right up to 5; −1 when wrong, −2 from 5; never below 0', () => {
  expect(nextConfidence(0, true)).toBe(1);
  expect(nextConfidence(4, true)).toBe(5);
  expect(nextConfidence(5, true)).toBe(5);
  expect(nextConfidence(5, false)).toBe(3);
  expect(nextConfidence(4, false)).toBe(3);
  expect(nextConfidence(1, false)).toBe(0);
  expect(nextConfidence(0, false)).toBe(0);
});

test('a question is mastered at confidence 4 or a correct rate of 80 %', () => {
  expect(isMastered({ confidence: 4, timesAnswered: 10, totalCorrect: 0 })).toBe(true);
  expect(isMastered({ confidence: 3, timesAnswered: 5, totalCorrect: 4 })).toBe(true);
  expect(isMastered({ confidence: 3, timesAnswered: 5, totalCorrect: 3 })).toBe(false);
  expect(isMastered({ confidence: 0, timesAnswered: 0, totalCorrect: 0 })).toBe(false);
});

test('unit mastery is the rounded share of mastered questions; completed from 70', () => {
  const q = (confidence: number) => ({ confidence, timesAnswered: 1, totalCorrect: 0 });
  expect(unitMastery([])).toBe(0);
  expect(unitMastery([q(4), q(5), q(0)])).toBe(67);
  const ten = (mastered: number) => Array.from({ length: 10 }, (_, i) => q(i < mastered ? 4 : 3));
  expect(unitMastery(ten(7))).toBe(70);
  expect(isUnitCompleted(unitMastery(ten(7)))).toBe(true);
  expect(isUnitCompleted(69)).toBe(false);
  expect(isUnitCompleted(70)).toBe(true);
});

test('status: completed beats unlocked; locked otherwise', () => {
  expect(unitStatus({ unlocked: true, completed: true })).toBe('completed');
  expect(unitStatus({ unlocked: true, completed: false })).toBe('available');
  expect(unitStatus({ unlocked: false, completed: false })).toBe('locked');
});

test('plan mastery is the rounded mean; remaining hours round((100 − m) × 0.56), min 0', () => {
  expect(planMastery([])).toBe(0);
  expect(planMastery([70, 45, 0])).toBe(38);
  expect(remainingHours(0)).toBe(56);
  expect(remainingHours(38)).toBe(35);
  expect(remainingHours(99)).toBe(1);
  expect(remainingHours(100)).toBe(0);
  expect(remainingHours(120)).toBe(0);
});

test('days left are Lisbon calendar days: today 0, yesterday −1, and the default date is +14', () => {
  const now = new Date('2026-11-22T23:30:00Z'); // 23:30 in Lisbon (winter, UTC+0)
  expect(daysLeft('2026-11-22', now)).toBe(0);
  expect(daysLeft('2026-11-21', now)).toBe(-1);
  expect(daysLeft('2026-12-06', now)).toBe(14);
  // 23:30 UTC in summer is already the next day in Lisbon.
  expect(daysLeft('2026-07-02', new Date('2026-07-01T23:30:00Z'))).toBe(0);
  expect(defaultTestDate(now)).toBe('2026-12-06');
  expect(daysLeftText(-1)).toBe('Já passou');
  expect(daysLeftText(0)).toBe('É hoje');
  expect(daysLeftText(1)).toBe('Falta 1 dia');
  expect(daysLeftText(14)).toBe('Faltam 14 dias');
});

test('a unit test: up to 5 answered (lowest confidence first) plus new ones to make 10', () => {
  const q = (id: string, timesAnswered: number, confidence: number) => ({
    id,
    timesAnswered,
    confidence,
  });
  const answered = [
    q('a5', 1, 5),
    q('a0', 2, 0),
    q('a3', 1, 3),
    q('a1', 1, 1),
    q('a4', 1, 4),
    q('a2', 1, 2),
    q('a2b', 1, 2),
  ];
  const fresh = Array.from({ length: 12 }, (_, i) => q(`n${i}`, 0, 0));
  const picked = composeUnitTest([...answered, ...fresh]);
  expect(picked).toHaveLength(10);
  expect(picked.slice(0, 5).map((p) => p.confidence)).toEqual([0, 1, 2, 2, 3]);
  expect(picked.slice(5).every((p) => p.timesAnswered === 0)).toBe(true);
  expect(new Set(picked.map((p) => p.id)).size).toBe(10);

  // A fresh plan: ten new questions. Few new ones left: answered ones fill the test.
  expect(composeUnitTest(fresh).every((p) => p.timesAnswered === 0)).toBe(true);
  const late = composeUnitTest([...answered, q('n', 0, 0)]);
  expect(late).toHaveLength(8);
  expect(late.filter((p) => p.timesAnswered === 0)).toHaveLength(1);
  expect(composeUnitTest([])).toEqual([]);
});
