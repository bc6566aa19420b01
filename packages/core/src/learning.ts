import { nextConfidence } from './plans';
import { lisbonDay } from './streak';

// Issue 27: what every answer teaches — the mistakes notebook's entry and exit, and how a right
// answer's confidence becomes a rating for the spaced-review scheduler (FSRS).

/** An item leaves «Os meus erros» after this many right answers on different days. */
export const NOTEBOOK_EXIT_DAYS = 2;

/** What the notebook and the confidence keep of one item for one student. */
export type ItemRecord = {
  confidence: number;
  inNotebook: boolean;
  /** The Lisbon days (YYYY-MM-DD) of right answers since it last went into the notebook. */
  rightDays: string[];
  timesAnswered: number;
  timesWrong: number;
};

export const NEW_RECORD: ItemRecord = {
  confidence: 0,
  inNotebook: false,
  rightDays: [],
  timesAnswered: 0,
  timesWrong: 0,
};

/**
 * One handed-in answer applied to an item's record. Wrong or blank: into the notebook, its right
 * days forgotten. Right: a day counted while it is in the notebook; on the second different day
 * it leaves.
 */
export function applyAnswer(record: ItemRecord, correct: boolean, at: Date): ItemRecord {
  const confidence = nextConfidence(record.confidence, correct);
  const timesAnswered = record.timesAnswered + 1;
  if (!correct)
    return {
      confidence,
      inNotebook: true,
      rightDays: [],
      timesAnswered,
      timesWrong: record.timesWrong + 1,
    };
  if (!record.inNotebook) return { ...record, confidence, timesAnswered };
  const day = lisbonDay(at);
  const rightDays = record.rightDays.includes(day) ? record.rightDays : [...record.rightDays, day];
  const leaves = rightDays.length >= NOTEBOOK_EXIT_DAYS;
  return {
    ...record,
    confidence,
    timesAnswered,
    inNotebook: !leaves,
    rightDays: leaves ? [] : rightDays,
  };
}

/** FSRS's ratings, as ts-fsrs numbers them. */
export const RATING = { again: 1, hard: 2, good: 3, easy: 4 } as const;
export type ReviewRating = (typeof RATING)[keyof typeof RATING];

/**
 * A wrong (or blank) answer is always «Again». A right one is rated by the confidence it leaves
 * (spec §4, 0–5): just learnt (1) «Hard», 2–4 «Good», held at the top (5) «Easy».
 */
export function ratingOf(correct: boolean, confidenceAfter: number): ReviewRating {
  if (!correct) return RATING.again;
  if (confidenceAfter <= 1) return RATING.hard;
  return confidenceAfter >= 5 ? RATING.easy : RATING.good;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The instant a Lisbon day (YYYY-MM-DD) starts: 00:00 WET, or 23:00 UTC the day before in summer. */
export function lisbonDayStart(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const anHourBefore = new Date(utcMidnight - HOUR_MS);
  return lisbonDay(anHourBefore) === day ? anHourBefore : new Date(utcMidnight);
}

/** The Lisbon day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A student's exam day for a subject: their own, else the content's 1.ª fase date. A content date
 * already past (next year's not yet published) becomes the same day a year on, marked estimated.
 */
export function examDayOf(
  own: string | null | undefined,
  contentDate: string | null | undefined,
  today: string,
): { date: string; own: boolean; estimated: boolean } | null {
  if (own) return { date: own, own: true, estimated: false };
  if (!contentDate) return null;
  let date = contentDate;
  while (date < today) date = `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;
  return { date, own: false, estimated: date !== contentDate };
}

/**
 * When a card is due given the exam: its own due date, but never past the day before the exam
 * (the last review lands there, so recall is at its highest on the day) unless it was already
 * reviewed on that eve. After the exam, its own.
 */
export function dueBeforeExam(
  cardDue: Date,
  lastReview: Date | null,
  examDay: string | null,
  now: Date,
): Date {
  if (!examDay) return cardDue;
  const eve = lisbonDayStart(addDays(examDay, -1));
  if (now.getTime() >= lisbonDayStart(examDay).getTime()) return cardDue;
  const reviewedOnEve = lastReview !== null && lastReview.getTime() >= eve.getTime();
  return cardDue.getTime() > eve.getTime() && !reviewedOnEve ? eve : cardDue;
}
