import { expect, it } from 'vitest';
import { isOverlapMessage, overlapField } from './zone-refusals';

const ranges = [
  { from: '79000', to: '79999' },
  { from: ' 81000', to: '86999 ' },
];

it("shows a state another zone has at the zone's states", () => {
  expect(isOverlapMessage('Selangor is already in the zone Klang Valley')).toBe(true);
  expect(overlapField('Selangor is already in the zone Klang Valley', ranges)).toBe('states');
});

it("shows an overlapping range at that range's first postcode, as typed with spaces or not", () => {
  expect(overlapField('Postcodes 81000–86999 overlap the zone Muar', ranges)).toBe('postcodeRanges.1.from');
  expect(overlapField('Postcodes 79000–79999 overlap the zone Johor Bahru', ranges)).toBe('postcodeRanges.0.from');
  // The form changed since it was sent: the first range still says it.
  expect(overlapField('Postcodes 50000–50999 overlap the zone Muar', ranges)).toBe('postcodeRanges.0.from');
});

it('leaves any other refusal to the toast', () => {
  for (const message of ['Delivery zone not found', 'Forbidden - Admin only', 'Postcodes overlap']) {
    expect(isOverlapMessage(message)).toBe(false);
    expect(overlapField(message, ranges)).toBeNull();
  }
});
