/**
 * The days and time slots a delivery can still be booked in (docs/product/delivery.md, "Dates and slots"): one rule
 * for the checkout's choice, the server's check and the product page's "order within" line. Every day and time is
 * Malaysia's (UTC+8 all year, no daylight saving), whatever the time zone of the machine that asks.
 */

const MALAYSIA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How far ahead a shopper may book. */
export const BOOKING_HORIZON_DAYS = 14;

export interface ZoneCalendar {
  /** Days from the day an order counts as placed to its earliest delivery day: 0 is the same day. */
  leadDays: number;
  /** 'HH:MM': orders for a day close at this time, `leadDays` before it (`bookBy`). */
  cutoff: string;
  /** Weekdays the zone is not delivered, 0 Sunday to 6 Saturday. */
  closedWeekdays: readonly number[];
}

export interface SlotRule {
  id: string;
  /** 'HH:MM', Malaysia time. */
  startsAt: string;
  endsAt: string;
  capacity: number;
}

export interface OpenSlot {
  id: string;
  startsAt: string;
  endsAt: string;
  /** Bookings it can still take. */
  left: number;
}

export interface DeliveryDay {
  /** 'YYYY-MM-DD', Malaysia's calendar. */
  date: string;
  slots: OpenSlot[];
}

export interface BookingState {
  /** Bookings already taken, by `bookingKey(slotId, date)`. */
  booked: ReadonlyMap<string, number>;
  /** Public holidays and other days the shop does not deliver, 'YYYY-MM-DD'. */
  closedDates: ReadonlySet<string>;
}

export const bookingKey = (slotId: string, date: string) => `${slotId} ${date}`;

/** The Malaysian calendar day and clock time of an instant. */
export function malaysianNow(now: Date): { date: string; time: string } {
  const shifted = new Date(now.getTime() + MALAYSIA_OFFSET_MS).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The instant a Malaysian day's clock time falls on. */
export function malaysianInstant(date: string, time: string): Date {
  return new Date(Date.parse(`${date}T${time}:00Z`) - MALAYSIA_OFFSET_MS);
}

/**
 * When a slot on `date` stops taking orders: at the cut-off, `leadDays` before its day. A same-day zone (lead 0) packs in
 * the morning, so only its slots that start after the cut-off are sold that day; an earlier slot closes at the
 * previous day's cut-off, as does the next day's first run for an order placed late at night.
 */
export function bookBy(zone: ZoneCalendar, slot: Pick<SlotRule, 'startsAt'>, date: string): Date {
  const daysBefore = zone.leadDays + (zone.leadDays === 0 && slot.startsAt <= zone.cutoff ? 1 : 0);
  return malaysianInstant(addDays(date, -daysBefore), zone.cutoff);
}

/** Whether the slot may be booked on that day, leaving capacity aside: not past its cut-off, within reach, on an open day. */
function slotBookable(zone: ZoneCalendar, slot: SlotRule, date: string, now: Date, state: BookingState): boolean {
  if (now.getTime() >= bookBy(zone, slot, date).getTime()) return false;
  if (date > addDays(malaysianNow(now).date, BOOKING_HORIZON_DAYS)) return false;
  return !zone.closedWeekdays.includes(weekdayOf(date)) && !state.closedDates.has(date);
}

/** Every day from the earliest to the horizon with the slots still open, days without one left out. */
export function openDeliveryDays(zone: ZoneCalendar, slots: readonly SlotRule[], state: BookingState, now: Date): DeliveryDay[] {
  const today = malaysianNow(now).date;
  const days: DeliveryDay[] = [];
  for (let offset = 0; offset <= BOOKING_HORIZON_DAYS; offset++) {
    const date = addDays(today, offset);
    const open = slots
      .filter((slot) => slotBookable(zone, slot, date, now, state))
      .map((slot) => ({ id: slot.id, startsAt: slot.startsAt, endsAt: slot.endsAt, left: slot.capacity - (state.booked.get(bookingKey(slot.id, date)) ?? 0) }))
      .filter((slot) => slot.left > 0)
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    if (open.length > 0) days.push({ date, slots: open });
  }
  return days;
}

export const slotRefusals = {
  unknown: 'This delivery slot is not offered for your address. Choose another.',
  past: 'This delivery slot has passed or its cut-off time is over. Choose another.',
  closed: 'We do not deliver on that day. Choose another.',
  tooFar: 'Deliveries can be booked up to 14 days ahead. Choose an earlier day.',
  full: 'This delivery slot is full. Choose another.',
  /** No run of the zone is open in the booking horizon: the order cannot be placed for delivery. */
  noneOpen: 'No delivery slot is open for your address in the next 14 days. Choose pickup or try again later.',
} as const;

/**
 * Why the slot cannot be booked on that day, or null when it can (its capacity is the database's to guarantee when it
 * books; `full` here is what a shopper reading the slots is told).
 */
export function slotRefusal(zone: ZoneCalendar, slot: SlotRule | undefined, date: string, state: BookingState, now: Date): string | null {
  if (!slot) return slotRefusals.unknown;
  if (date > addDays(malaysianNow(now).date, BOOKING_HORIZON_DAYS)) return slotRefusals.tooFar;
  if (zone.closedWeekdays.includes(weekdayOf(date)) || state.closedDates.has(date)) return slotRefusals.closed;
  if (!slotBookable(zone, slot, date, now, state)) return slotRefusals.past;
  if ((state.booked.get(bookingKey(slot.id, date)) ?? 0) >= slot.capacity) return slotRefusals.full;
  return null;
}

/**
 * How long is left to order for delivery today, in whole minutes (at least 1), when a slot today is still open; null
 * otherwise. The product page says "Order within 2 h 13 min for delivery today".
 */
export function minutesLeftForToday(zone: ZoneCalendar, days: readonly DeliveryDay[], now: Date): number | null {
  const today = days[0]?.date === malaysianNow(now).date ? days[0] : undefined;
  if (!today) return null;
  const latest = Math.max(...today.slots.map((slot) => bookBy(zone, slot, today.date).getTime()));
  return Math.max(1, Math.floor((latest - now.getTime()) / 60_000));
}

/**
 * The days an order picked up at a drop-off point may be collected (docs/product/delivery.md, "Pickup days"): from the
 * day it is ready (`readyHours` after now, Malaysia time) to the booking horizon, on the point's open weekdays and not
 * on a day the shop closed.
 */
export function openPickupDays(point: { openWeekdays: readonly number[] }, readyHours: number, closedDates: ReadonlySet<string>, now: Date): string[] {
  const today = malaysianNow(now).date;
  const ready = malaysianNow(new Date(now.getTime() + readyHours * 60 * 60 * 1000)).date;
  const days: string[] = [];
  for (let offset = 0; offset <= BOOKING_HORIZON_DAYS; offset++) {
    const date = addDays(today, offset);
    if (date >= ready && point.openWeekdays.includes(weekdayOf(date)) && !closedDates.has(date)) days.push(date);
  }
  return days;
}

export const pickupRefusals = {
  notOpen: 'The pickup point is not open for collection that day. Choose another.',
  noDay: 'This pickup point has no day open for collection in the next 14 days. Choose another.',
} as const;
