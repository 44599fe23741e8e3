import type { DeliveryCalendar } from '@durio/shared/schemas/delivery-zones';
import { expect, it } from 'vitest';
import { dayParam, deliveryChoices, zoneWeeks } from './delivery-calendar-cells';

// 2027-05-09 is a Sunday.
const calendar: DeliveryCalendar = {
  days: ['2027-05-08', '2027-05-09', '2027-05-10', '2027-05-11'],
  zones: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Klang Valley',
      closedWeekdays: [],
      slots: [
        { id: '00000000-0000-4000-8000-00000000000a', startsAt: '14:00', endsAt: '18:00', capacity: 2, booked: [2, 0, 1, 3] },
        { id: '00000000-0000-4000-8000-00000000000b', startsAt: '18:00', endsAt: '21:00', capacity: 0, booked: [0, 0, 0, 0] },
      ],
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Sabah, Sarawak and Labuan',
      closedWeekdays: [0],
      slots: [{ id: '00000000-0000-4000-8000-00000000000c', startsAt: '10:00', endsAt: '18:00', capacity: 40, booked: [0, 0, 5, 0] }],
    },
  ],
  closedDates: [{ date: '2027-05-10', name: 'Wesak Day' }],
};

it("counts each run's bookings against its capacity, day by day, a full or closed run marked", () => {
  const [klangValley, east] = zoneWeeks(calendar);
  expect(klangValley!.runs[0]).toMatchObject({ window: '14:00–18:00' });
  expect(klangValley!.runs[0]!.cells.map(({ booked, capacity, full }) => [booked, capacity, full])).toEqual([
    [2, 2, true],
    [0, 2, false],
    [1, 2, false],
    // A lower capacity keeps the bookings already taken: more booked than it takes.
    [3, 2, true],
  ]);
  // A run of capacity 0 takes nothing: full every day.
  expect(klangValley!.runs[1]!.cells.every((cell) => cell.full)).toBe(true);
  // The shop's closed day for every zone, by its name; the zone's closed weekday for it alone.
  expect(klangValley!.days.map((day) => day.closed)).toEqual([null, null, { kind: 'date', name: 'Wesak Day' }, null]);
  expect(east!.days.map((day) => day.closed)).toEqual([null, { kind: 'weekday' }, { kind: 'date', name: 'Wesak Day' }, null]);
  // Bookings made before the day was closed still count, for the owner to move.
  expect(east!.runs[0]!.cells[2]).toMatchObject({ booked: 5, closed: { kind: 'date', name: 'Wesak Day' } });
});

it("offers an order's zone's runs day by day with the places left, its own run as its own", () => {
  const zone = calendar.zones[0]!;
  const choices = deliveryChoices(calendar, zone, { date: '2027-05-08', window: '14:00–18:00' });
  expect(choices.map((day) => day.date)).toEqual(calendar.days);
  expect(choices[0]!.runs).toEqual([
    { id: zone.slots[0]!.id, window: '14:00–18:00', left: 0, current: true },
    { id: zone.slots[1]!.id, window: '18:00–21:00', left: 0, current: false },
  ]);
  expect(choices[1]!.runs[0]).toMatchObject({ left: 2, current: false });
  expect(choices[2]!.closed).toEqual({ kind: 'date', name: 'Wesak Day' });
  expect(choices[3]!.runs[0]!.left).toBe(0);
  // A pre-order has no day yet: no run is its own.
  expect(deliveryChoices(calendar, zone, { date: null, window: null }).flatMap((day) => day.runs).some((run) => run.current)).toBe(false);
});

it('reads a day from the address only when it is a real one', () => {
  expect(dayParam('2027-05-08', '2027-01-01')).toBe('2027-05-08');
  for (const value of [null, '', '2027-5-8', '2027-02-30', 'yesterday', '2027-05-08T00:00']) expect(dayParam(value, '2027-01-01')).toBe('2027-01-01');
});
