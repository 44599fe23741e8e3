import type { Order } from '@durio/shared/schemas/orders';
import { formatCalendarDay } from '@/lib/format';

/*
 * Delivery days as the console writes them, in the page's language. A day is Malaysia's calendar day ('2027-05-11',
 * docs/product/delivery.md), written by formatCalendarDay (lib/format.ts) so it stays that day whatever the browser's zone.
 */

const styles = {
  /** 'Tuesday, 11 May 2027': a run sheet's day, an order's delivery or collection. */
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** 'Tue, 11 May': a calendar column, a choice of day, a row of the orders list. */
  short: { weekday: 'short', day: 'numeric', month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export function formatDeliveryDay(date: string, style: keyof typeof styles = 'long'): string {
  return formatCalendarDay(date, styles[style]);
}

/** 0 Sunday to 6 Saturday by name: 7 January 2024 was a Sunday. */
export function weekdayName(day: number, width: 'long' | 'short' = 'long'): string {
  return formatCalendarDay(`2024-01-${String(7 + day).padStart(2, '0')}`, { weekday: width });
}

/** The days of the week from Monday, as Malaysian calendars print them. */
export const weekdaysFromMonday = [1, 2, 3, 4, 5, 6, 0] as const;

/** 'Tuesday, 11 May 2027, 14:00–18:00', or the day alone for a zone without runs; null when no day is booked. */
export function deliveryWhen(delivery: Order['delivery'], style: keyof typeof styles = 'long'): string | null {
  if (!delivery?.date) return null;
  const day = formatDeliveryDay(delivery.date, style);
  return delivery.window ? `${day}, ${delivery.window}` : day;
}
