import type { Order } from '@durio/shared/schemas/orders';
import { locale } from '@/lib/i18n';

/*
 * Delivery days as the console writes them, in the page's language. A day is Malaysia's calendar day ('2027-05-11',
 * docs/product/delivery.md): read at UTC midnight and written in UTC, it stays that day whatever the browser's zone.
 */

const formats = new Map<string, Intl.DateTimeFormat>();
function format(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(key, made);
  }
  return made;
}

const styles = {
  /** 'Tuesday, 11 May 2027': a run sheet's day, an order's delivery or collection. */
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** 'Tue, 11 May': a calendar column, a choice of day, a row of the orders list. */
  short: { weekday: 'short', day: 'numeric', month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export function formatDeliveryDay(date: string, style: keyof typeof styles = 'long'): string {
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : format(styles[style]).format(day);
}

/** 0 Sunday to 6 Saturday by name: 7 January 2024 was a Sunday. */
export function weekdayName(day: number, width: 'long' | 'short' = 'long'): string {
  return format({ weekday: width }).format(new Date(Date.UTC(2024, 0, 7 + day)));
}

/** The days of the week from Monday, as Malaysian calendars print them. */
export const weekdaysFromMonday = [1, 2, 3, 4, 5, 6, 0] as const;

/** 'Tuesday, 11 May 2027, 14:00–18:00', or the day alone for a zone without runs; null when no day is booked. */
export function deliveryWhen(delivery: Order['delivery'], style: keyof typeof styles = 'long'): string | null {
  if (!delivery?.date) return null;
  const day = formatDeliveryDay(delivery.date, style);
  return delivery.window ? `${day}, ${delivery.window}` : day;
}
