import type { Order } from '@durio/shared/schemas/orders';
import { formatCalendarDay, malaysianToday } from '@/lib/format';
import type { Translate } from '@/lib/i18n';

/*
 * Delivery and pickup days as the storefront writes them, in the page's language (docs/product/delivery.md, "Dates and
 * slots"). A day is Malaysia's calendar day ('2027-05-04'), written by formatCalendarDay (lib/format.ts) so it stays that
 * day whatever the browser's time zone. A run is its times as the order keeps them ('14:00–18:00'), the 24-hour clock in
 * every language (docs/translation-glossary.md).
 */

const styles = {
  /** 'Tuesday, 4 May' ('5月4日星期二'), with its year when it is not this year's: an order's day. */
  long: { weekday: 'long', day: 'numeric', month: 'long' },
  /** 'Tuesday': a checkout day after today and tomorrow. */
  weekday: { weekday: 'long' },
  /** '4 May' ('5月4日'): under a checkout day's name. */
  dayMonth: { day: 'numeric', month: 'long' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export function formatDeliveryDay(date: string, style: keyof typeof styles = 'long'): string {
  // Only an order's own day says its year, when it falls in another one than this (an old order, or one in January).
  const year = style === 'long' && date.slice(0, 4) !== malaysianToday().slice(0, 4) ? 'numeric' : undefined;
  return formatCalendarDay(date, { ...styles[style], ...(year && { year }) });
}

/** A run's times, as the order keeps them: '14:00–18:00'. */
export const runWindow = (run: { startsAt: string; endsAt: string }) => `${run.startsAt}–${run.endsAt}`;

/** 'Tuesday, 4 May · 14:00–18:00', the day alone when the order has no run; null when no day is booked. */
export function deliveryWhen(delivery: Order['delivery'], t: Translate<'buying'>): string | null {
  if (!delivery?.date) return null;
  const day = formatDeliveryDay(delivery.date);
  return delivery.window ? t('deliveryDay.when', { day, window: delivery.window }) : day;
}
