import type { ExamPhase } from './contracts/subjects';

/** Spec §9: exam phases 1 Primeira Fase, 2 Segunda Fase, 3 Época Especial. */
export const EXAM_PHASE_NAMES: Record<ExamPhase, string> = {
  1: 'Primeira Fase',
  2: 'Segunda Fase',
  3: 'Época Especial',
};

export const EXAM_PHASES = [1, 2, 3] as const satisfies readonly ExamPhase[];

/** Distinct years of a list of exams, newest first (spec §9: derived from the data). */
export function examYears(exams: readonly { ano: number }[]): number[] {
  return [...new Set(exams.map((e) => e.ano))].sort((a, b) => b - a);
}

export function findExam<T extends { ano: number; fase: number }>(
  exams: readonly T[],
  year: number,
  phase: number,
): T | undefined {
  return exams.find((e) => e.ano === year && e.fase === phase);
}
