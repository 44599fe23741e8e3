import { and, between, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  bookingKey,
  BOOKING_HORIZON_DAYS,
  malaysianNow,
  minutesLeftForToday,
  openDeliveryDays,
  slotRefusal,
  slotRefusals,
  type BookingState,
} from '@durio/shared/delivery-days';
import { zoneOfPostcode } from '@durio/shared/delivery-zones';
import type { DeliveryCalendar, DeliveryDays } from '@durio/shared/schemas/delivery-zones';
import type { Db, Tx } from '../../db/client';
import { ConflictError } from '../../lib/errors';
import { deliveryClosedDates, deliverySlotBookings, deliverySlots } from './delivery.schema';
import type { ZoneRow } from './delivery-zones.service';

/*
 * Booking a zone's delivery runs (docs/product/delivery.md, "Dates and slots"): what is still open is read from the
 * bookings, and a booking is taken in the statement that writes its order, never above the run's capacity.
 */

/** The days the shop closed from today to the booking horizon. */
export async function closedDatesAhead(db: Db | Tx, now: Date): Promise<Set<string>> {
  const today = malaysianNow(now).date;
  const rows = await db
    .select({ day: deliveryClosedDates.day })
    .from(deliveryClosedDates)
    .where(between(deliveryClosedDates.day, today, addDays(today, BOOKING_HORIZON_DAYS)));
  return new Set(rows.map((row) => row.day));
}

/** The bookings and closed days from today to the booking horizon, for the given runs. */
export async function readBookingState(db: Db | Tx, slotIds: readonly string[], now: Date): Promise<BookingState> {
  const today = malaysianNow(now).date;
  const horizon = addDays(today, BOOKING_HORIZON_DAYS);
  // One query after the other: a transaction's connection takes one at a time (pg refuses to queue them itself).
  const bookings =
    slotIds.length === 0
      ? []
      : await db
          .select()
          .from(deliverySlotBookings)
          .where(and(inArray(deliverySlotBookings.slotId, [...slotIds]), between(deliverySlotBookings.day, today, horizon)));
  const closedDates = await closedDatesAhead(db, now);
  return { booked: new Map(bookings.map((booking) => [bookingKey(booking.slotId, booking.day), booking.booked])), closedDates };
}

/** The state as it will be once `givenBack` (the customer's unpaid orders a checkout replaces) have left their runs. */
function withoutBookings(state: BookingState, givenBack: readonly { slotId: string | null; date: string | null }[]): BookingState {
  const booked = new Map(state.booked);
  for (const { slotId, date } of givenBack) {
    if (!slotId || !date) continue;
    const key = bookingKey(slotId, date);
    booked.set(key, Math.max(0, (booked.get(key) ?? 0) - 1));
  }
  return { ...state, booked };
}

/** The days and open runs of a postcode's zone, with the minutes left to order for today (the product page's line). */
export async function deliveryDaysOf(db: Db, zones: readonly ZoneRow[], postalCode: string, now: Date): Promise<Omit<DeliveryDays, 'zone'> & { zone: ZoneRow | null }> {
  const today = malaysianNow(now).date;
  const zone = zoneOfPostcode(zones, postalCode);
  if (!zone) return { today, zone: null, days: [], orderWithinMinutes: null };
  const state = await readBookingState(db, zone.slots.map((slot) => slot.id), now);
  const days = openDeliveryDays(zone, zone.slots, state, now);
  return { today, zone, days, orderWithinMinutes: minutesLeftForToday(zone, days, now) };
}

/** A run booked for an order: its id, its day, and its times as the order keeps them ('14:00–18:00'). */
export interface SlotBooking {
  slotId: string;
  date: string;
  window: string;
}

/**
 * The run an order to `zone` books (docs/product/delivery.md): the one the shopper picked, refused with the reason
 * when it cannot be booked (400 for a run the zone does not have, 409 when past, closed or full), or, when none was
 * picked, the earliest open one. A zone without runs books none; one whose runs are all taken is refused. The places
 * of `givenBack` count as free: the checkout releases them in the transaction that books.
 */
export async function chooseSlot(
  db: Db,
  zone: ZoneRow,
  picked: { slotId: string; date: string } | undefined,
  now: Date,
  givenBack: readonly { slotId: string | null; date: string | null }[] = [],
): Promise<SlotBooking | null> {
  if (zone.slots.length === 0) return null;
  const state = withoutBookings(await readBookingState(db, zone.slots.map((slot) => slot.id), now), givenBack);
  if (picked) {
    const slot = zone.slots.find((candidate) => candidate.id === picked.slotId);
    const refusal = slotRefusal(zone, slot, picked.date, state, now);
    if (refusal) throw new ConflictError(refusal);
    return { slotId: slot!.id, date: picked.date, window: `${slot!.startsAt}–${slot!.endsAt}` };
  }
  const earliest = openDeliveryDays(zone, zone.slots, state, now)[0];
  if (!earliest) throw new ConflictError(slotRefusals.noneOpen);
  const slot = earliest.slots[0]!;
  return { slotId: slot.id, date: earliest.date, window: `${slot.startsAt}–${slot.endsAt}` };
}


/**
 * The booking as a part of a `with` statement (`slot_booked`): one more order in the run's day while it has room,
 * else no row, which the statement then refuses. Concurrent bookings of one run and day wait on its row, and each
 * sees the count the one before left, so a run never takes more than its capacity on either database.
 */
export function bookSlotStatement(booking: Pick<SlotBooking, 'slotId' | 'date'>): SQL {
  return sql`slot_booked as (
      insert into ${deliverySlotBookings} (slot_id, day, booked)
      select ${deliverySlots.id}, ${booking.date}::date, 1 from ${deliverySlots}
      where ${deliverySlots.id} = ${booking.slotId}::uuid and ${deliverySlots.capacity} >= 1
      on conflict (slot_id, day) do update set booked = ${deliverySlotBookings.booked} + 1
      where ${deliverySlotBookings.booked} < (select capacity from ${deliverySlots} where id = excluded.slot_id)
      returning slot_id
    )`;
}

/** Books one order in the run's day on its own (a move by the shop); false, and nothing booked, when it is full. */
export async function bookSlot(tx: Tx, booking: Pick<SlotBooking, 'slotId' | 'date'>): Promise<boolean> {
  const result = (await tx.execute(sql`with ${bookSlotStatement(booking)} select count(*)::int as booked from slot_booked`)) as unknown as {
    rows: { booked: number }[];
  };
  return Number(result.rows[0]?.booked ?? 0) === 1;
}

/** Gives a cancelled or moved order's place in its run back. */
export async function releaseSlot(tx: Tx, booking: { slotId: string | null; date: string | null }): Promise<void> {
  if (!booking.slotId || !booking.date) return;
  await tx
    .update(deliverySlotBookings)
    .set({ booked: sql`greatest(${deliverySlotBookings.booked} - 1, 0)` })
    .where(and(eq(deliverySlotBookings.slotId, booking.slotId), eq(deliverySlotBookings.day, booking.date)));
}

/** The console's calendar (docs/product/delivery.md, "The owner's day"): each run's bookings, day by day. */
export async function readDeliveryCalendar(db: Db, zones: readonly ZoneRow[], from: string, dayCount: number): Promise<DeliveryCalendar> {
  const days = Array.from({ length: dayCount }, (_, offset) => addDays(from, offset));
  const [bookings, closed] = await Promise.all([
    db.select().from(deliverySlotBookings).where(between(deliverySlotBookings.day, from, days.at(-1)!)),
    db.select().from(deliveryClosedDates).where(between(deliveryClosedDates.day, from, days.at(-1)!)),
  ]);
  const booked = new Map(bookings.map((booking) => [bookingKey(booking.slotId, booking.day), booking.booked]));
  return {
    days,
    zones: zones.map((zone) => ({
      id: zone.id,
      name: zone.name,
      closedWeekdays: zone.closedWeekdays,
      slots: zone.slots.map((slot) => ({
        id: slot.id,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        capacity: slot.capacity,
        booked: days.map((day) => booked.get(bookingKey(slot.id, day)) ?? 0),
      })),
    })),
    closedDates: closed.map((row) => ({ date: row.day, name: row.name })),
  };
}
