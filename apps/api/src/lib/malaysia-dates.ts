/** A date-only bound (a list's 'from' and 'to', the season's start) is a Malaysian calendar day: UTC+8, no daylight saving. */
const MALAYSIA_OFFSET = '+08:00';
const DAY_MS = 24 * 60 * 60 * 1000;

export function startOfDay(date: string): Date {
  return new Date(`${date}T00:00:00${MALAYSIA_OFFSET}`);
}

export function startOfNextDay(date: string): Date {
  return new Date(startOfDay(date).getTime() + DAY_MS);
}

const malaysianClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kuala_Lumpur',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as a Malaysian reads it on the clock, 'YYYY-MM-DD HH:mm': an order placed at 00:30 in Kuala Lumpur
 * is on that day, not on the day before as its UTC time would say. Spreadsheets read this form as a date and time.
 */
export function malaysianDateTime(at: Date): string {
  const part = Object.fromEntries(malaysianClock.formatToParts(at).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** The Malaysian calendar day of an instant, 'YYYY-MM-DD'. */
export function malaysianDate(at: Date): string {
  return malaysianDateTime(at).slice(0, 10);
}
