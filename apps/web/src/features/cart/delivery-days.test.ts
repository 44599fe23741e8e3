import { slotRefusals } from '@durio/shared/delivery-days';
import { describe, expect, it } from 'vitest';
import {
  chosenPickupDay,
  chosenRun,
  deliveryDayState,
  fewPlacesLeft,
  hoursAndMinutes,
  relativeDay,
  runOnDay,
  type OpenDay,
} from './delivery-days';

/*
 * The checkout's delivery day and run (docs/product/delivery.md, "Dates and slots"): the earliest open run unless the
 * shopper picked another that is still offered, 'Today' and 'Tomorrow' from the shop's today, and a zone with no run
 * open said before payment, as the server would refuse it.
 */

const afternoon = '00000000-0000-4000-8000-000000000002';
const evening = '00000000-0000-4000-8000-000000000003';
const morning = '00000000-0000-4000-8000-000000000001';
const run = (id: string, startsAt: string, endsAt: string, left = 20) => ({ id, startsAt, endsAt, left });
/** At 09:00 in the Klang Valley: today's morning run closed at yesterday's cut-off. */
const days: OpenDay[] = [
  { date: '2027-05-04', slots: [run(afternoon, '14:00', '18:00', 2), run(evening, '18:00', '21:00')] },
  { date: '2027-05-05', slots: [run(morning, '10:00', '13:00'), run(afternoon, '14:00', '18:00'), run(evening, '18:00', '21:00')] },
];

describe('the run a checkout books', () => {
  it('is the earliest open one until the shopper picks another', () => {
    expect(chosenRun(days, null)).toEqual({ date: '2027-05-04', slotId: afternoon });
    expect(chosenRun(days, { date: '2027-05-04', slotId: evening })).toEqual({ date: '2027-05-04', slotId: evening });
  });

  it('falls back to the earliest when the one picked is no longer offered', () => {
    expect(chosenRun(days, { date: '2027-05-04', slotId: morning })).toEqual({ date: '2027-05-04', slotId: afternoon });
    expect(chosenRun(days, { date: '2027-05-03', slotId: evening })).toEqual({ date: '2027-05-04', slotId: afternoon });
    expect(chosenRun([], null)).toBeNull();
  });

  it('keeps the time of day when another day is picked, else takes its first run', () => {
    expect(runOnDay(days, '2027-05-05', evening)).toEqual({ date: '2027-05-05', slotId: evening });
    expect(runOnDay(days, '2027-05-05', undefined)).toEqual({ date: '2027-05-05', slotId: morning });
    expect(runOnDay(days, '2027-05-04', morning)).toEqual({ date: '2027-05-04', slotId: afternoon });
    expect(runOnDay(days, '2027-05-09', morning)).toBeNull();
  });
});

describe('the day a pickup is collected', () => {
  it("is the point's earliest until the shopper picks another it offers, and none when it offers none", () => {
    const pickupDays = ['2027-05-05', '2027-05-06', '2027-05-08'];
    expect(chosenPickupDay(pickupDays, null)).toBe('2027-05-05');
    expect(chosenPickupDay(pickupDays, '2027-05-08')).toBe('2027-05-08');
    // Another point, not open that day.
    expect(chosenPickupDay(pickupDays, '2027-05-07')).toBe('2027-05-05');
    expect(chosenPickupDay([], '2027-05-07')).toBeUndefined();
  });
});

describe('what the checkout shows', () => {
  it('offers the days with the choice applied', () => {
    expect(deliveryDayState({ today: '2027-05-04', days }, true, { date: '2027-05-05', slotId: morning })).toEqual({
      kind: 'open',
      today: '2027-05-04',
      days,
      chosen: { date: '2027-05-05', slotId: morning },
    });
  });

  it("refuses a zone whose runs are all closed or full with the server's words, and leaves a zone without runs to e-mail", () => {
    expect(deliveryDayState({ today: '2027-05-04', days: [] }, true, null)).toEqual({ kind: 'noneOpen', refusal: slotRefusals.noneOpen });
    expect(deliveryDayState({ today: '2027-05-04', days: [] }, false, null)).toEqual({ kind: 'byEmail' });
  });

  it("names today and tomorrow by the shop's today, across a month's end", () => {
    expect(relativeDay('2027-05-04', '2027-05-04')).toBe('today');
    expect(relativeDay('2027-06-01', '2027-05-31')).toBe('tomorrow');
    expect(relativeDay('2027-05-06', '2027-05-04')).toBe('later');
  });

  it('says how many places are left only when few are', () => {
    expect(fewPlacesLeft({ left: 2 })).toBe(true);
    expect(fewPlacesLeft({ left: 5 })).toBe(true);
    expect(fewPlacesLeft({ left: 6 })).toBe(false);
  });

  it('splits the minutes left to order into hours and minutes', () => {
    expect(hoursAndMinutes(133)).toEqual({ hours: 2, minutes: 13 });
    expect(hoursAndMinutes(180)).toEqual({ hours: 3, minutes: 0 });
    expect(hoursAndMinutes(45)).toEqual({ hours: 0, minutes: 45 });
  });
});
