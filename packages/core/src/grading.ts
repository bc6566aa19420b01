/** Spec §9: grade = round(correct / total × 20); score = round(correct / total × 100). */
export function gradeOf(correct: number, total: number): number {
  return total === 0 ? 0 : Math.round((correct / total) * 20);
}

export function scorePercentOf(correct: number, total: number): number {
  return total === 0 ? 0 : Math.round((correct / total) * 100);
}

/** Spec §9: a test is positive at 9.5 or more (grades are whole numbers, so from 10). */
export const PASS_MARK = 9.5;
export const isPositive = (grade: number) => grade >= PASS_MARK;

/** Spec §5: a fetch returns 1 to 30 questions, 10 when unsaid. */
export const MAX_QUESTIONS = 30;
export function clampCount(count: number | undefined): number {
  if (count === undefined || !Number.isFinite(count)) return 10;
  return Math.min(MAX_QUESTIONS, Math.max(1, Math.round(count)));
}

/** Spec §9: the default exam test and the time a test may take. */
export const DEFAULT_EXAM = { count: 5, minutes: 10 } as const;
/** The time slider's range (spec §5); the API also takes shorter tests, down to 1 minute. */
export const MINUTES = { min: 5, max: 60, step: 5 } as const;
export const API_MINUTES = { min: 1, max: 60 } as const;
/** Spec §5: the question-count slider. */
export const COUNT_SLIDER = { min: 5, max: 30, step: 5 } as const;
/** Spec §9: the results screen's fixed estimate of the time to master the subject. */
export const MASTERY_ESTIMATE_MINUTES = 39;

/**
 * Spec §9 results feedback tiers (18, 14, 10, 6); the texts are ours: to the student ("tu"), no
 * gendered words, and about this test only (a unit's mastery is counted elsewhere, so a good
 * test never claims the matter is mastered).
 */
export function feedbackFor(grade: number): string {
  if (grade >= 18) return 'Excelente! Este teste correu muito bem: continua a treinar assim.';
  if (grade >= 14) return 'Muito bem! Revê as perguntas que falhaste e chegas lá acima.';
  if (grade >= 10) return 'Positiva! Há matéria a rever: vê as explicações das que erraste.';
  if (grade >= 6) return 'Ainda não chegaste à positiva. Revê as explicações e tenta outra vez.';
  return 'Começar é o mais difícil. Lê as explicações com calma e volta a tentar.';
}

export type Tone = 'red' | 'orange' | 'green';

/** Spec §9: the average bar is red below 9.5, orange below 14, green otherwise. */
export function averageTone(average: number): Tone {
  if (average < PASS_MARK) return 'red';
  if (average < 14) return 'orange';
  return 'green';
}

/** Spec §9: the history view colours grades at 16, 14, 10 and 6. */
export function historyBand(
  grade: number,
): 'excelente' | 'muito-bom' | 'bom' | 'suficiente' | 'fraco' {
  if (grade >= 16) return 'excelente';
  if (grade >= 14) return 'muito-bom';
  if (grade >= 10) return 'bom';
  if (grade >= 6) return 'suficiente';
  return 'fraco';
}
