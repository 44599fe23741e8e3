import { formRefusals, NOT_DELIVERED_THERE } from '@durio/shared/delivery-zones';
import { defaultPricingSettings, priceOrder, pricingFor } from '@durio/shared/pricing';
import { describe, expect, it } from 'vitest';
import { cheapestZone, deliveryDestination, destinationFees, destinationRefusal, zoneOfAddress, type PricedZone } from './delivery-zone';

/*
 * The cart and checkout find an address's zone as the server does (docs/product/delivery.md), price delivery with its
 * fees, and refuse what the server would refuse with 409, before the shopper pays.
 */

const zone = (name: string, change: Partial<PricedZone>): PricedZone => ({
  id: `00000000-0000-4000-8000-00000000000${name.length % 10}`,
  name,
  states: [],
  postcodeRanges: [],
  deliveryFee: 15,
  freeDeliveryOver: 100,
  forms: ['whole', 'flesh', 'frozen'],
  ...change,
});
/** The zones a shop starts with. */
const klangValley = zone('Klang Valley', { states: ['kuala-lumpur', 'putrajaya', 'selangor'] });
const peninsular = zone('Peninsular Malaysia', {
  states: ['perlis', 'kedah', 'penang', 'kelantan', 'terengganu', 'pahang', 'perak', 'negeri-sembilan', 'melaka', 'johor'],
  deliveryFee: 25,
  freeDeliveryOver: 200,
});
const eastMalaysia = zone('Sabah, Sarawak and Labuan', { states: ['sabah', 'sarawak', 'labuan'], deliveryFee: 45, freeDeliveryOver: 300, forms: ['flesh', 'frozen'] });
const zones = [klangValley, peninsular, eastMalaysia];

const address = (postalCode: string, country = 'Malaysia') => ({ postalCode, country });
const wholeFruit = { name: 'Musang King Whole', form: 'whole' as const };
const frozenPack = { name: 'Frozen D24 Pack', form: 'frozen' as const };

describe("an address's zone", () => {
  it('is the zone of its postcode, none abroad or outside every zone', () => {
    expect(zoneOfAddress(zones, address('46100'))).toBe(klangValley);
    expect(zoneOfAddress(zones, address('10200'))).toBe(peninsular);
    expect(zoneOfAddress(zones, address('88000'))).toBe(eastMalaysia);
    expect(zoneOfAddress(zones, address('50450', 'Singapore'))).toBeNull();
    expect(zoneOfAddress([klangValley], address('88000'))).toBeNull();
  });
});

describe('the cheapest zone', () => {
  it('has the lowest fee, the first among equals, and receives the form asked for', () => {
    expect(cheapestZone([peninsular, eastMalaysia, klangValley])).toBe(klangValley);
    expect(cheapestZone([peninsular, { ...klangValley, deliveryFee: 25 }])).toBe(peninsular);
    expect(cheapestZone([eastMalaysia, peninsular], 'whole')).toBe(peninsular);
    expect(cheapestZone([eastMalaysia], 'whole')).toBeNull();
    expect(cheapestZone([])).toBeNull();
  });
});

describe('where an order goes', () => {
  it("is priced with its address's zone, as the server prices it", () => {
    const destination = deliveryDestination(zones, address('88000'), [frozenPack]);
    expect(destination).toEqual({ kind: 'zone', zone: eastMalaysia, refusal: null });
    expect(destinationFees(destination)).toEqual({ deliveryFeeSen: 4500, freeDeliveryOverSen: 30000 });
    const line = [{ unitPriceSen: 3000, quantity: 1, weightGrams: 400 }];
    expect(priceOrder(line, { isPickup: false }, pricingFor(defaultPricingSettings, destinationFees(destination)))).toMatchObject({
      subtotalSen: 3000,
      deliveryFeeSen: 4500,
      totalSen: 3000 + 4500 + 1000 + 210,
    });
  });

  it("is refused for a form the zone does not receive, naming the line and the zone as the server's 409 does", () => {
    const destination = deliveryDestination(zones, address('88000'), [frozenPack, wholeFruit]);
    expect(destinationRefusal(destination)).toBe(formRefusals.whole.replace('{name}', 'Musang King Whole').replace('{zone}', 'Sabah, Sarawak and Labuan'));
    expect(destinationRefusal(deliveryDestination(zones, address('46100'), [wholeFruit]))).toBeNull();
  });

  it('is refused outside every zone, with no delivery fee to price', () => {
    const destination = deliveryDestination([klangValley], address('88000'), [frozenPack]);
    expect(destinationRefusal(destination)).toBe(NOT_DELIVERED_THERE);
    expect(destinationFees(destination)).toBeNull();
  });

  it("is priced from the cheapest zone until there is an address, and refused for nothing yet", () => {
    const destination = deliveryDestination([peninsular, klangValley], undefined, [wholeFruit]);
    expect(destination).toEqual({ kind: 'unknown', cheapest: klangValley });
    expect(destinationFees(destination)).toEqual({ deliveryFeeSen: 1500, freeDeliveryOverSen: 10000 });
    expect(destinationRefusal(destination)).toBeNull();
  });
});
