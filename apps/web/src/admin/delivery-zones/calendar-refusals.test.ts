import { expect, it } from 'vitest';
import { isBookedRunRefusal, restoreRefusedRun } from './calendar-refusals';

const stored = [
  { id: 'a', startsAt: '10:00', endsAt: '13:00', capacity: 20 },
  { id: 'b', startsAt: '14:00', endsAt: '18:00', capacity: 20 },
  { id: 'c', startsAt: '18:00', endsAt: '21:00', capacity: 20 },
];
const refusal = 'The 14:00–18:00 run has orders booked on coming days; set its capacity to 0 instead';

it('knows the refusal of a run with orders booked, and no other', () => {
  expect(isBookedRunRefusal(refusal)).toBe(true);
  for (const message of ['Delivery zone not found', 'Delivery slot not found', 'The run has orders booked on coming days']) {
    expect(isBookedRunRefusal(message)).toBe(false);
    expect(restoreRefusedRun(message, [], stored)).toBeNull();
  }
});

it('puts the refused run back where it started, with its stored capacity, beside the runs as the owner left them', () => {
  const runs = [
    { id: 'a', startsAt: '10:00', endsAt: '13:00', capacity: 25 },
    { id: 'c', startsAt: '18:00', endsAt: '21:00', capacity: 20 },
    { startsAt: '21:00', endsAt: '22:00', capacity: 5 },
  ];
  expect(restoreRefusedRun(refusal, runs, stored)).toEqual({
    runs: [runs[0], { id: 'b', startsAt: '14:00', endsAt: '18:00', capacity: 20 }, runs[1], runs[2]],
    index: 1,
  });
  // Every run left out: it comes first; every other before it: last.
  expect(restoreRefusedRun(refusal, [], stored)?.index).toBe(0);
  expect(restoreRefusedRun(refusal, [runs[0]!], stored)?.index).toBe(1);
});

it('does nothing when the form still holds that run, or the zone has no such run any more', () => {
  expect(restoreRefusedRun(refusal, stored, stored)).toBeNull();
  expect(restoreRefusedRun('The 07:00–08:00 run has orders booked on coming days; set its capacity to 0 instead', [], stored)).toBeNull();
});
