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
