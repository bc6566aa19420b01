/** Calendar days are Lisbon's (docs/api.md, decided on the server). */
export const STREAK_TIME_ZONE = 'Europe/Lisbon';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STREAK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const HOUR_MS = 3_600_000;
/** Days already worked out, by UTC hour; emptied when it grows past a year of hours. */
const dayOfHour = new Map<number, string>();

/**
 * The Lisbon calendar day of an instant, as YYYY-MM-DD. Every instant of one UTC hour falls on
 * the same Lisbon day (Lisbon's midnight and its clock changes fall on whole UTC hours), so the
 * answer is kept per hour: the formatter is slow, and a streak asks it once per finished test.
 */
export function lisbonDay(at: Date): string {
  const hour = Math.floor(at.getTime() / HOUR_MS);
  let day = dayOfHour.get(hour);
  if (day === undefined) {
    if (dayOfHour.size >= 9000) dayOfHour.clear();
    day = dayFormat.format(at);
    dayOfHour.set(hour, day);
  }
  return day;
}

/** Day before, by day; emptied like dayOfHour (every /api/me and dashboard asks twice or more). */
const dayBefore = new Map<string, string>();

function previousDay(day: string): string {
  let before = dayBefore.get(day);
  if (before === undefined) {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    before = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
    if (dayBefore.size >= 9000) dayBefore.clear();
    dayBefore.set(day, before);
  }
  return before;
}

/**
 * Consecutive Lisbon days with at least one finished test, ending today or yesterday
 * (a streak survives until the end of the day after the last test). `days` are the Lisbon days
 * (lisbonDay) of the finished tests, as callers keep them.
 */
export function streakDays(days: ReadonlySet<string>, now: Date): number {
  let day = lisbonDay(now);
  if (!days.has(day)) day = previousDay(day);
  let streak = 0;
  while (days.has(day)) {
    streak++;
    day = previousDay(day);
  }
  return streak;
}
