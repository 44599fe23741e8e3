import { describe, expect, it } from 'vitest';
import { bookingKey, minutesLeftForToday, openDeliveryDays, slotRefusal, slotRefusals, type BookingState, type SlotRule, type ZoneCalendar } from './delivery-days';

/*
 * Fixed clocks at the edges, Malaysia time (UTC+8), whatever this machine's time zone. Monday 3 May 2027.
 */
const myt = (local: string) => new Date(`${local}+08:00`);
const sameDay: ZoneCalendar = { leadDays: 0, cutoff: '12:00', closedWeekdays: [] };
const nextDay: ZoneCalendar = { leadDays: 1, cutoff: '12:00', closedWeekdays: [0] };
const morning: SlotRule = { id: 'morning', startsAt: '10:00', endsAt: '13:00', capacity: 5 };
const afternoon: SlotRule = { id: 'afternoon', startsAt: '14:00', endsAt: '18:00', capacity: 5 };
const evening: SlotRule = { id: 'evening', startsAt: '18:00', endsAt: '21:00', capacity: 5 };
const slots = [evening, morning, afternoon];
const nothingBooked: BookingState = { booked: new Map(), closedDates: new Set() };

const slotsOn = (days: ReturnType<typeof openDeliveryDays>, date: string) => days.find((day) => day.date === date)?.slots.map((slot) => slot.id);

describe('the days and slots still open', () => {
  it("sells today's afternoon and evening until 11:59, and from 12:00 tomorrow's", () => {
    const before = openDeliveryDays(sameDay, slots, nothingBooked, myt('2027-05-03T11:59'));
    expect(before[0]).toEqual({
      date: '2027-05-03',
      slots: [
        { id: 'afternoon', startsAt: '14:00', endsAt: '18:00', left: 5 },
        { id: 'evening', startsAt: '18:00', endsAt: '21:00', left: 5 },
      ],
    });
    expect(slotsOn(before, '2027-05-04')).toEqual(['morning', 'afternoon', 'evening']);

    const at = openDeliveryDays(sameDay, slots, nothingBooked, myt('2027-05-03T12:00'));
    expect(at[0]!.date).toBe('2027-05-04');
    expect(slotsOn(at, '2027-05-04')).toEqual(['afternoon', 'evening']);
  });

  it('treats 23:59 and 00:00 alike: the next morning closed at noon, its afternoon open until noon', () => {
    for (const now of [myt('2027-05-03T23:59'), myt('2027-05-04T00:00')]) {
      const days = openDeliveryDays(sameDay, slots, nothingBooked, now);
      expect(days[0]!.date).toBe('2027-05-04');
      expect(slotsOn(days, '2027-05-04')).toEqual(['afternoon', 'evening']);
      expect(slotsOn(days, '2027-05-05')).toEqual(['morning', 'afternoon', 'evening']);
    }
  });

  it('reads Malaysia time from an instant given in UTC', () => {
    // 03:59 UTC is 11:59 in Kuala Lumpur; 04:00 UTC is noon.
    expect(openDeliveryDays(sameDay, slots, nothingBooked, new Date('2027-05-03T03:59:00Z'))[0]!.date).toBe('2027-05-03');
    expect(openDeliveryDays(sameDay, slots, nothingBooked, new Date('2027-05-03T04:00:00Z'))[0]!.date).toBe('2027-05-04');
  });

  it('takes the next day until its cut-off for a next-day zone, and skips closed weekdays and holidays', () => {
    const state: BookingState = { booked: new Map(), closedDates: new Set(['2027-05-06']) };
    const before = openDeliveryDays(nextDay, [afternoon], state, myt('2027-05-03T11:59'));
    expect(before.map((day) => day.date).slice(0, 4)).toEqual(['2027-05-04', '2027-05-05', '2027-05-07', '2027-05-08']);
    const after = openDeliveryDays(nextDay, [afternoon], state, myt('2027-05-03T12:00'));
    expect(after[0]!.date).toBe('2027-05-05');
    // Sunday 9 May is closed; the horizon ends two weeks from today.
    expect(after.map((day) => day.date)).not.toContain('2027-05-09');
    expect(after.at(-1)!.date).toBe('2027-05-17');
  });

  it('leaves out a slot once its capacity is booked, and says how many are left', () => {
    const state: BookingState = { booked: new Map([[bookingKey('afternoon', '2027-05-03'), 5], [bookingKey('evening', '2027-05-03'), 3]]), closedDates: new Set() };
    expect(openDeliveryDays(sameDay, slots, state, myt('2027-05-03T09:00'))[0]).toEqual({
      date: '2027-05-03',
      slots: [{ id: 'evening', startsAt: '18:00', endsAt: '21:00', left: 2 }],
    });
  });
});

describe('a slot a shopper picks', () => {
  const now = myt('2027-05-03T12:00');

  it('is refused, saying why, when past its cut-off, on a closed day, beyond two weeks, full or not offered', () => {
    expect(slotRefusal(sameDay, evening, '2027-05-03', nothingBooked, now)).toBe(slotRefusals.past);
    expect(slotRefusal(sameDay, evening, '2027-05-03', nothingBooked, myt('2027-05-03T11:59'))).toBeNull();
    expect(slotRefusal(sameDay, morning, '2027-05-04', nothingBooked, now)).toBe(slotRefusals.past);
    expect(slotRefusal(sameDay, afternoon, '2027-05-02', nothingBooked, now)).toBe(slotRefusals.past);
    expect(slotRefusal(nextDay, afternoon, '2027-05-09', nothingBooked, now)).toBe(slotRefusals.closed);
    expect(slotRefusal(sameDay, afternoon, '2027-05-05', { booked: new Map(), closedDates: new Set(['2027-05-05']) }, now)).toBe(slotRefusals.closed);
    expect(slotRefusal(sameDay, afternoon, '2027-05-18', nothingBooked, now)).toBe(slotRefusals.tooFar);
    expect(slotRefusal(sameDay, afternoon, '2027-05-17', nothingBooked, now)).toBeNull();
    expect(slotRefusal(sameDay, afternoon, '2027-05-04', { booked: new Map([[bookingKey('afternoon', '2027-05-04'), 5]]), closedDates: new Set() }, now)).toBe(slotRefusals.full);
    expect(slotRefusal(sameDay, undefined, '2027-05-04', nothingBooked, now)).toBe(slotRefusals.unknown);
  });
});

describe('the time left to order for delivery today', () => {
  it('counts down to the cut-off while a slot today is open, and is gone after it', () => {
    const at = (local: string) => minutesLeftForToday(sameDay, openDeliveryDays(sameDay, slots, nothingBooked, myt(local)), myt(local));
    expect(at('2027-05-03T09:47')).toBe(133);
    expect(at('2027-05-03T11:59')).toBe(1);
    expect(at('2027-05-03T12:00')).toBeNull();
    expect(minutesLeftForToday(nextDay, openDeliveryDays(nextDay, slots, nothingBooked, myt('2027-05-03T09:00')), myt('2027-05-03T09:00'))).toBeNull();
  });
});
