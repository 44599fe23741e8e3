import { formatRm as formatRmIn } from '@durio/shared/money';
import { locale, translator } from './i18n';

/*
 * Money, dates and numbers as this page's language writes them (docs/product/languages.md), with Malaysian conventions:
 * the ringgit as 'RM 12.50', Malaysia's time zone for times.
 */

// The shop, its farms and its customers are in Malaysia: a date is Malaysia's, whichever zone the browser is in.
const timeZone = 'Asia/Kuala_Lumpur';
const dateOptions: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone };
const dateTimeOptions: Intl.DateTimeFormatOptions = { ...dateOptions, hour: 'numeric', minute: '2-digit' };
// Made on first use: a formatter with a time zone costs tens of milliseconds on a phone, and most pages show no date.
let dateFormat: Intl.DateTimeFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;
let kgFormat: Intl.NumberFormat | undefined;
const numberFormat = new Intl.NumberFormat(locale);

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '21 November 2025', '21 November 2025' (ms), '2025年11月21日' (zh). */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return date ? (dateFormat ??= new Intl.DateTimeFormat(locale, dateOptions)).format(date) : '';
}

/** '21 November 2025 at 3:04 pm' and the same in the page's language. */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? (dateTimeFormat ??= new Intl.DateTimeFormat(locale, dateTimeOptions)).format(date) : '';
}

// The season's days ('2027-08-31') are Malaysian calendar days: each is read at noon in Malaysia, inside that day
// whatever the browser's zone (docs/product/the-season.md).
const malaysianDay = (day: string) => new Date(`${day}T12:00:00+08:00`);
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(options: Intl.DateTimeFormatOptions, zone = timeZone): Intl.DateTimeFormat {
  const key = JSON.stringify([options, zone]);
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    dayFormats.set(key, format);
  }
  return format;
}

/**
 * A calendar day ('2027-05-12') as `options` write it in the page's language: 'Wednesday, 12 May 2027', 'Rabu, 12 Mei
 * 2027', '2027年5月12日星期三'; the text as it is when it names no day. A delivery or pickup day is Malaysia's calendar
 * day with no time (docs/product/delivery.md, "Dates and slots"): read at UTC midnight and written in UTC, it stays that
 * day whatever the browser's zone.
 */
export function formatCalendarDay(date: string, options: Intl.DateTimeFormatOptions): string {
  const day = new Date(`${date}T00:00:00Z`);
  // '2027-02-30' would be read as 2 March, '2027-05' as 1 May: a text that does not come back as itself is no day.
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) return date;
  return dayFormat(options, 'UTC').format(day);
}

/** Today in Malaysia, 'YYYY-MM-DD'. */
export function malaysianToday(): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(new Date());
}

/**
 * A Malaysian day without its year when it falls in this year: '31 August' ('31 Aug' short), '8月31日' (zh); a day of
 * another year keeps it: '15 June 2027'.
 */
export function formatDayMonth(day: string, month: 'long' | 'short' = 'long'): string {
  const date = malaysianDay(day);
  if (Number.isNaN(date.getTime())) return '';
  const year = day.slice(0, 4) === malaysianToday().slice(0, 4) ? undefined : 'numeric';
  return dayFormat({ day: 'numeric', month, year }).format(date);
}

/** The days of a harvest window, from the first to the last: '1 Jun – 31 Aug 2027', '2027/6/1 – 2027/8/31' (zh). */
export function formatDayRange(from: string, to: string): string {
  const [start, end] = [malaysianDay(from), malaysianDay(to)];
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  return dayFormat({ day: 'numeric', month: 'short', year: 'numeric' }).formatRange(start, end);
}

/** A month of the harvest calendar ('2027-08'): 'Aug' short, 'August 2027' long, in the page's language. */
export function formatMonth(month: string, style: 'short' | 'long'): string {
  const date = malaysianDay(`${month}-15`);
  if (Number.isNaN(date.getTime())) return month;
  return dayFormat(style === 'short' ? { month: 'short' } : { month: 'long', year: 'numeric' }).format(date);
}

/** 'RM 1,234.50'; a missing amount is 'N/A' in the page's language (docs/product/promises.md). */
export function formatRm(rm: number | null | undefined): string {
  return rm === null || rm === undefined || !Number.isFinite(rm) ? translator('common')('notAvailable') : formatRmIn(rm, locale);
}

/** What the scale says of a fruit, to the gram, as the e-mails write it: '1.900 kg' (docs/product/selling-by-weight.md). */
export function formatKg(kg: number): string {
  return `${(kgFormat ??= new Intl.NumberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 })).format(kg)} kg`;
}

/** A count or other number with the page's language's grouping: '12,345'. */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}
