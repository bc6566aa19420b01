import { lisbonDay } from './streak';

/** Spec §9: confidence runs from 0 to 5. */
export const MAX_CONFIDENCE = 5;
/** Spec §9: a unit is completed, and the next one unlocked, at this mastery. */
export const UNLOCK_MASTERY = 70;
/** Spec §9: a unit test has up to 10 questions, up to 5 of them already answered. */
export const UNIT_TEST_SIZE = 10;
export const UNIT_TEST_REVIEWS = 5;
/** Spec §5: the target grade and the default test date. */
export const TARGET_GRADE = { min: 0, max: 20, default: 10 } as const;
export const DEFAULT_PLAN_DAYS = 14;

/** Spec §4: +1 when right (max 5); −1 when wrong, −2 when it was 5 (min 0). */
export function nextConfidence(confidence: number, correct: boolean): number {
  if (correct) return Math.min(MAX_CONFIDENCE, confidence + 1);
  return Math.max(0, confidence - (confidence === MAX_CONFIDENCE ? 2 : 1));
}

export type QuestionHistory = { confidence: number; timesAnswered: number; totalCorrect: number };

/** Spec §9: a question counts as mastered at confidence ≥ 4 or a correct rate ≥ 80 %. */
export function isMastered(q: QuestionHistory): boolean {
  return q.confidence >= 4 || (q.timesAnswered > 0 && q.totalCorrect / q.timesAnswered >= 0.8);
}

/** Spec §9: the share (0–100) of a unit's questions that are mastered. */
export function unitMastery(questions: readonly QuestionHistory[]): number {
  if (questions.length === 0) return 0;
  return Math.round((questions.filter(isMastered).length / questions.length) * 100);
}

export const isUnitCompleted = (mastery: number) => mastery >= UNLOCK_MASTERY;

export type UnitStatus = 'locked' | 'available' | 'completed';

export function unitStatus(unit: { unlocked: boolean; completed: boolean }): UnitStatus {
  if (unit.completed) return 'completed';
  return unit.unlocked ? 'available' : 'locked';
}

/** Spec §7: the plan's mastery is the rounded mean of its units' masteries. */
export function planMastery(unitMasteries: readonly number[]): number {
  if (unitMasteries.length === 0) return 0;
  return Math.round(unitMasteries.reduce((a, b) => a + b, 0) / unitMasteries.length);
}

/** Spec §9: remaining hours = round((100 − mastery) × 0.56), never below 0. */
export function remainingHours(mastery: number): number {
  return Math.max(0, Math.round((100 - mastery) * 0.56));
}

function dayNumber(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

/**
 * Spec §9: days left until the test, counted in Lisbon calendar days (the ceiling of the
 * difference): 0 on the day itself, negative once it has passed.
 */
export function daysLeft(testDate: string, now: Date): number {
  return dayNumber(testDate) - dayNumber(lisbonDay(now));
}

/** Spec §9: 'Já passou' for past dates, 'Faltam {n} dias' for future ones. */
export function daysLeftText(days: number): string {
  if (days < 0) return 'Já passou';
  if (days === 0) return 'É hoje';
  if (days === 1) return 'Falta 1 dia';
  return `Faltam ${days} dias`;
}

/** The default test date of a new plan: today (in Lisbon) plus 14 days, as YYYY-MM-DD. */
export function defaultTestDate(now: Date): string {
  return new Date((dayNumber(lisbonDay(now)) + DEFAULT_PLAN_DAYS) * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

export type PlanQuestionPick = {
  id: string;
  timesAnswered: number;
  confidence: number;
  /** When the student was last given it in any test (ms), or 0: never (issue 27). */
  seenAt?: number;
};

/**
 * Spec §9 unit test: up to 5 questions already answered, lowest confidence first, then new ones
 * to make 10, those never given in any test first (issue 27). When the new ones run out, more answered ones fill the test, so a student who has
 * seen the whole unit still gets a full test. `random` orders ties and the new questions.
 */
export function composeUnitTest<T extends PlanQuestionPick>(
  questions: readonly T[],
  random: () => number = Math.random,
): T[] {
  const shuffled = questions
    .map((q) => ({ q, key: random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ q }) => q);
  const answered = shuffled
    .filter((q) => q.timesAnswered > 0)
    .sort((a, b) => a.confidence - b.confidence);
  const fresh = shuffled
    .filter((q) => q.timesAnswered === 0)
    .sort((a, b) => (a.seenAt ?? 0) - (b.seenAt ?? 0));
  const reviews = answered.slice(0, UNIT_TEST_REVIEWS);
  const news = fresh.slice(0, UNIT_TEST_SIZE - reviews.length);
  const more = answered.slice(
    reviews.length,
    reviews.length + UNIT_TEST_SIZE - reviews.length - news.length,
  );
  return [...reviews, ...news, ...more];
}
