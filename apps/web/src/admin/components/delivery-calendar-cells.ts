import { addDays, weekdayOf } from '@durio/shared/delivery-days';
import type { DeliveryCalendar } from '@durio/shared/schemas/delivery-zones';

/*
 * What the console shows of the delivery calendar (docs/product/delivery.md, "The owner's day"): for each zone and run,
 * each day's places booked against the run's capacity, the days it is not delivered (a closed weekday of the zone, or a
 * day the shop closed for everyone) marked. An order booked before its day was closed keeps it, so a closed day still
 * counts its bookings: the owner moves them.
 */

export type CalendarZone = DeliveryCalendar['zones'][number];

/** Why nothing is delivered on a day: the zone's closed weekday, or a day the shop closed (with its name). */
export type Closure = { kind: 'weekday' } | { kind: 'date'; name: string } | null;

export interface CalendarCell {
  date: string;
  booked: number;
  capacity: number;
  /** No place left to book. */
  full: boolean;
  closed: Closure;
}

export interface ZoneWeek {
  zone: CalendarZone;
  /** Each day shown, with why the zone is not delivered on it. */
  days: { date: string; closed: Closure }[];
  runs: { id: string; window: string; cells: CalendarCell[] }[];
}

export const windowOf = (slot: { startsAt: string; endsAt: string }) => `${slot.startsAt}–${slot.endsAt}`;

/** A day closed for everyone wins over the zone's weekday: its name says more. */
export function closureOf(date: string, closedWeekdays: readonly number[], closedDates: DeliveryCalendar['closedDates']): Closure {
  const closedDate = closedDates.find((day) => day.date === date);
  if (closedDate) return { kind: 'date', name: closedDate.name };
  return closedWeekdays.includes(weekdayOf(date)) ? { kind: 'weekday' } : null;
}

export function zoneWeeks(calendar: DeliveryCalendar): ZoneWeek[] {
  return calendar.zones.map((zone) => {
    const days = calendar.days.map((date) => ({ date, closed: closureOf(date, zone.closedWeekdays, calendar.closedDates) }));
    return {
      zone,
      days,
      runs: zone.slots.map((slot) => ({
        id: slot.id,
        window: windowOf(slot),
        cells: days.map(({ date, closed }, index) => {
          const booked = slot.booked[index] ?? 0;
          return { date, booked, capacity: slot.capacity, full: booked >= slot.capacity, closed };
        }),
      })),
    };
  });
}

/** A 'YYYY-MM-DD' from the address when it is one, else `fallback`: a mistyped ?from= shows this week, not an error. */
export function dayParam(value: string | null | undefined, fallback: string): string {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && addDays(value, 0) === value ? value : fallback;
}

export interface RunChoice {
  id: string;
  window: string;
  /** Places left that day; never below 0 (a lower capacity keeps the bookings already taken). */
  left: number;
  /** The order is booked in it now: choosing it again changes nothing. */
  current: boolean;
}

export interface DayChoice {
  date: string;
  closed: Closure;
  runs: RunChoice[];
}

/**
 * The days and runs an order of `zone` may be moved to, from the calendar read from today: a closed day is offered
 * as closed (the server refuses it), a run that is full as full, except the order's own run, whose place it holds.
 */
export function deliveryChoices(
  calendar: DeliveryCalendar,
  zone: CalendarZone,
  current: { date: string | null; window: string | null } | null,
): DayChoice[] {
  return calendar.days.map((date, index) => ({
    date,
    closed: closureOf(date, zone.closedWeekdays, calendar.closedDates),
    runs: zone.slots.map((slot) => {
      const isCurrent = current?.date === date && current.window === windowOf(slot);
      return { id: slot.id, window: windowOf(slot), left: Math.max(0, slot.capacity - (slot.booked[index] ?? 0)), current: isCurrent };
    }),
  }));
}
