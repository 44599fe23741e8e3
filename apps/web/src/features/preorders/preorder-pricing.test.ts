import { rmToSen } from '@durio/shared/money';
import { defaultPricingSettings, priceOrder, unitPriceSen } from '@durio/shared/pricing';
import { createPreorderBodySchema, type PreorderOffer } from '@durio/shared/schemas/preorders';
import { describe, expect, it } from 'vitest';
import { fruitsToReserve, MAX_FRUITS_PER_PREORDER, mostFruitsToReserve, offerPricedProduct, pricePreorder } from './preorder-pricing';

/** A Musang King sold by weight at RM 68.00/kg, 1.8–2.4 kg a fruit: RM 163.20 a fruit now, as the offer reply says. */
const byWeight: PreorderOffer['product'] = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Musang King, whole',
  pricedBy: 'kg',
  price: 68,
  chargedPrice: 163.2,
  minWeight: 1.8,
  weight: 2.4,
};
/** A Black Thorn priced by the fruit, with no weight: half a kilogram a fruit for the cool packing. */
const byUnit: PreorderOffer['product'] = { ...byWeight, pricedBy: 'unit', price: 45.5, chargedPrice: 45.5, minWeight: null, weight: null };

describe('the fruits a shopper may reserve', () => {
  it('are at most 20, as the pre-order call allows, or what is left', () => {
    expect(MAX_FRUITS_PER_PREORDER).toBe(createPreorderBodySchema.shape.fruits.maxValue);
    expect(mostFruitsToReserve({ fruitsLeft: 40 })).toBe(20);
    expect(mostFruitsToReserve({ fruitsLeft: 12 })).toBe(12);
    expect(mostFruitsToReserve({ fruitsLeft: 0 })).toBe(0);
  });

  it('turn what an address or a stepper asks into a whole number from 1 to what may be reserved', () => {
    const offer = { fruitsLeft: 12 };
    expect(fruitsToReserve('2', offer)).toBe(2);
    expect(fruitsToReserve(3.7, offer)).toBe(3);
    expect(fruitsToReserve('50', offer)).toBe(12);
    expect(fruitsToReserve('0', offer)).toBe(1);
    expect(fruitsToReserve('-4', offer)).toBe(1);
    expect(fruitsToReserve(null, offer)).toBe(1);
    expect(fruitsToReserve('two', offer)).toBe(1);
    expect(fruitsToReserve('2', { fruitsLeft: 0 })).toBe(0);
  });
});

describe("a pre-order's price", () => {
  it('is what the server charges: the whole fruit at the top of its range, with its fees and tax', () => {
    const fruitSen = unitPriceSen({ priceSen: 6800, discountPriceSen: null, pricedBy: 'kg', weightGrams: 2400 });
    expect(fruitSen).toBe(rmToSen(byWeight.chargedPrice));
    for (const isPickup of [false, true]) {
      for (const fruits of [1, 2, 7, 20]) {
        const server = priceOrder([{ unitPriceSen: fruitSen, quantity: fruits, weightGrams: 2400 }], { isPickup }, defaultPricingSettings);
        expect(pricePreorder({ product: byWeight }, fruits, isPickup, defaultPricingSettings)).toEqual(server);
      }
    }
  });

  it('adds up two fruits by weight delivered: free delivery over RM 100, heavy cool packing, 7% tax', () => {
    expect(pricePreorder({ product: byWeight }, 2, false, defaultPricingSettings)).toEqual({
      subtotalSen: 32_640,
      discountSen: 0,
      lineDiscountsSen: [0],
      discountsSen: [],
      deliveryFeeSen: 0,
      handlingFeeSen: 2000,
      taxSen: 2285,
      totalSen: 36_925,
      weightGrams: 4800,
    });
  });

  it('counts a fruit without a weight as half a kilogram, and charges delivery under the free threshold', () => {
    const price = pricePreorder({ product: byUnit }, 2, false, defaultPricingSettings);
    expect(price).toMatchObject({ subtotalSen: 9100, deliveryFeeSen: 1500, handlingFeeSen: 1000, weightGrams: 1000 });
    expect(pricePreorder({ product: byUnit }, 2, true, defaultPricingSettings).deliveryFeeSen).toBe(0);
  });

  it("reads the fruit's price texts from the price the offer states, with nothing struck through", () => {
    expect(offerPricedProduct(byWeight)).toEqual({ price: 68, salePrice: null, pricedBy: 'kg', weight: 2.4, minWeight: 1.8 });
  });
});
