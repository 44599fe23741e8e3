/** A date-only bound (a list's 'from' and 'to', the season's start) is a Malaysian calendar day: UTC+8, no daylight saving. */
const MALAYSIA_OFFSET = '+08:00';
const DAY_MS = 24 * 60 * 60 * 1000;

export function startOfDay(date: string): Date {
  return new Date(`${date}T00:00:00${MALAYSIA_OFFSET}`);
}

export function startOfNextDay(date: string): Date {
  return new Date(startOfDay(date).getTime() + DAY_MS);
}
