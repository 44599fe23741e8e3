import { describe, expect, it } from 'vitest';
import { deliveryPromiseOf, deliveryPromiseValues, type PromiseZone } from './delivery-promise';

/* The promise the zones keep (docs/product/cart-and-checkout.md, "One delivery promise"). */

const klangValley: PromiseZone = { states: ['kuala-lumpur', 'putrajaya', 'selangor'], postcodeRanges: [], leadDays: 0, cutoff: '12:00' };
const peninsula: PromiseZone = { states: ['penang', 'perak', 'johor', 'pahang'], postcodeRanges: [], leadDays: 1, cutoff: '12:00' };
const east: PromiseZone = { states: ['sabah', 'sarawak', 'labuan'], postcodeRanges: [], leadDays: 2, cutoff: '12:00' };

describe('deliveryPromiseOf', () => {
  it("says the Klang Valley's cut-off and days, and the Peninsula's other zones' days, leaving East Malaysia out", () => {
    expect(deliveryPromiseOf([klangValley, peninsula, east], 24)).toEqual({
      cutoff: '12:00',
      klangValleyDays: 0,
      elsewhereDaysFrom: 1,
      elsewhereDaysTo: 1,
      pickupReadyHours: 24,
    });
  });

  it('spans the soonest and latest of the Peninsula, a zone drawn by postcodes counting by their state', () => {
    const johorBahru: PromiseZone = { states: [], postcodeRanges: [{ from: '79000', to: '81999' }], leadDays: 2, cutoff: '10:00' };
    const kuching: PromiseZone = { states: [], postcodeRanges: [{ from: '93000', to: '93999' }], leadDays: 5, cutoff: '10:00' };
    const promise = deliveryPromiseOf([{ ...klangValley, cutoff: '11:30', leadDays: 1 }, peninsula, johorBahru, kuching], 6);
    expect(promise).toEqual({ cutoff: '11:30', klangValleyDays: 1, elsewhereDaysFrom: 1, elsewhereDaysTo: 2, pickupReadyHours: 6 });
    expect(deliveryPromiseValues(promise)).toMatchObject({ cutoff: '11:30', elsewhereDays: '1–2', elsewhereDaysTo: 2 });
  });

  it("finds Kuala Lumpur's zone by its postcode whatever it is called or drawn with, else the soonest zone stands for it", () => {
    const cityCentre: PromiseZone = { states: [], postcodeRanges: [{ from: '50000', to: '50999' }], leadDays: 0, cutoff: '15:00' };
    expect(deliveryPromiseOf([peninsula, klangValley, cityCentre], 24)).toMatchObject({ cutoff: '15:00', klangValleyDays: 0, elsewhereDaysFrom: 0, elsewhereDaysTo: 1 });
    expect(deliveryPromiseOf([east, peninsula], 24)).toMatchObject({ cutoff: '12:00', klangValleyDays: 1, elsewhereDaysFrom: 1, elsewhereDaysTo: 1 });
    expect(deliveryPromiseOf([], 24)).toMatchObject({ klangValleyDays: 0, elsewhereDaysFrom: 0, elsewhereDaysTo: 0 });
  });
});
