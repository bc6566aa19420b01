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

/**
 * The exam authority's archive page for a year, where its papers and criteria are listed: the
 * link a catalogue entry gives when no public source gives the PDF's own address (ADR 003).
 */
export const ARCHIVE_PAGE =
  'https://iave.pt/provas-e-exames/arquivo/arquivo-provas-e-exames-finais-nacionais-es/?ano=';

/** Whether a catalogue link is a year's archive page rather than a paper or criteria PDF. */
export function isArchivePage(url: string): boolean {
  return url.startsWith(ARCHIVE_PAGE);
}

export function findExam<T extends { ano: number; fase: number }>(
  exams: readonly T[],
  year: number,
  phase: number,
): T | undefined {
  return exams.find((e) => e.ano === year && e.fase === phase);
}
