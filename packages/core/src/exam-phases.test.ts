import { expect, test } from 'vitest';
import { EXAM_PHASE_NAMES, examYears, findExam } from './exam-phases';

test('phase names follow the spec', () => {
  expect(EXAM_PHASE_NAMES).toEqual({ 1: 'Primeira Fase', 2: 'Segunda Fase', 3: 'Época Especial' });
});

test('years are distinct and newest first', () => {
  expect(examYears([{ ano: 2023 }, { ano: 2025 }, { ano: 2024 }, { ano: 2025 }])).toEqual([
    2025, 2024, 2023,
  ]);
  expect(examYears([])).toEqual([]);
});

test('findExam matches year and phase together', () => {
  const exams = [
    { ano: 2024, fase: 1, link_pdf: 'a' },
    { ano: 2024, fase: 2, link_pdf: 'b' },
    { ano: 2025, fase: 2, link_pdf: 'c' },
  ];
  expect(findExam(exams, 2024, 2)?.link_pdf).toBe('b');
  expect(findExam(exams, 2025, 1)).toBeUndefined();
});
