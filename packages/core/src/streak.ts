/** ARCHITECTURE §5: calendar days are Lisbon's. */
export const STREAK_TIME_ZONE = 'Europe/Lisbon';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STREAK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Lisbon calendar day of an instant, as YYYY-MM-DD. */
export const lisbonDay = (at: Date): string => dayFormat.format(at);

function previousDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/**
 * Consecutive Lisbon days with at least one finished test, ending today or yesterday
 * (a streak survives until the end of the day after the last test).
 */
export function streakDays(finishTimes: readonly Date[], now: Date): number {
  const days = new Set(finishTimes.map(lisbonDay));
  let day = lisbonDay(now);
  if (!days.has(day)) day = previousDay(day);
  let streak = 0;
  while (days.has(day)) {
    streak++;
    day = previousDay(day);
  }
  return streak;
}
