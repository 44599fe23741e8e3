import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultPricingSettings,
  priceOfWeightSen,
  priceOrder,
  priceWeighedOrder,
  priceWithoutUnfilledFruits,
  taxLabel,
  unitPriceRm,
  unitPriceSen,
  weighedFruitPriceSen,
  type PricedLine,
  type WeighableLine,
} from './pricing';

const line = (unitPriceSen: number, quantity = 1, weightGrams: number | null = 1000): PricedLine => ({
  unitPriceSen,
  quantity,
  weightGrams,
});
const delivery = { isPickup: false };

describe('unitPriceSen', () => {
  it('uses the sale price when the product has one', () => {
    expect(unitPriceSen({ priceSen: 5000, discountPriceSen: 4200, pricedBy: 'unit', weightGrams: null })).toBe(4200);
  });

  it('uses the price when there is no sale price', () => {
    expect(unitPriceSen({ priceSen: 5000, discountPriceSen: null, pricedBy: 'unit', weightGrams: 2000 })).toBe(5000);
  });
});

describe('unitPriceRm', () => {
  it('applies the same rule to the RM prices of a reply', () => {
    expect(unitPriceRm({ price: 68, salePrice: 59.9, pricedBy: 'unit', weight: null })).toBe(59.9);
    expect(unitPriceRm({ price: 68.5, salePrice: null, pricedBy: 'unit', weight: 1 })).toBe(68.5);
  });
});

describe('a weight-priced product', () => {
  it('is charged its price per kilogram at the upper end of its weight range', () => {
    expect(unitPriceSen({ priceSen: 6800, discountPriceSen: null, pricedBy: 'kg', weightGrams: 2400 })).toBe(16_320);
    expect(unitPriceRm({ price: 68, salePrice: 60, pricedBy: 'kg', weight: 2.4 })).toBe(144);
  });

  it('rounds half a sen up, in whole numbers', () => {
    expect(priceOfWeightSen(6801, 1500)).toBe(10_202); // 10 201.5
    expect(priceOfWeightSen(6801, 1499)).toBe(10_195); // 10 194.699
  });

  it('costs a fruit heavier than its range what it was charged, and a lighter one less', () => {
    expect(weighedFruitPriceSen(6800, 2600, 16_320)).toBe(16_320);
    expect(weighedFruitPriceSen(6800, 1900, 16_320)).toBe(12_920);
  });
});

describe('priceWeighedOrder', () => {
  const musangKing: WeighableLine = { unitPriceSen: 16_320, quantity: 2, pricePerKgSen: 6800, fruitWeightsGrams: [1900, 2600] };
  const fleshBox: WeighableLine = { unitPriceSen: 4500, quantity: 1, pricePerKgSen: null, fruitWeightsGrams: null };

  it('lowers the subtotal and its tax and keeps the fees', () => {
    // Charged: 2 × 163.20 + 45.00 = 371.40, tax 26.00, handling 20.00, delivery free: 417.40.
    const weighed = priceWeighedOrder({ subtotalSen: 37_140, taxSen: 2600, totalSen: 41_740, taxRateBps: 700 }, [musangKing, fleshBox]);
    expect(weighed.lineTotalsSen).toEqual([29_240, 4500]);
    expect(weighed.subtotalSen).toBe(33_740);
    expect(weighed.taxSen).toBe(2362);
    expect(weighed.totalSen).toBe(33_740 + 2362 + 2000);
    expect(weighed.refundSen).toBe(41_740 - weighed.totalSen);
  });

  it('refuses a weight-priced line that is not weighed fruit by fruit', () => {
    const order = { subtotalSen: 32_640, taxSen: 0, totalSen: 32_640, taxRateBps: 0 };
    expect(() => priceWeighedOrder(order, [{ ...musangKing, fruitWeightsGrams: [1900] }])).toThrow();
    expect(() => priceWeighedOrder(order, [{ ...musangKing, fruitWeightsGrams: null }])).toThrow();
  });

  /** Any order of weight-priced and unit-priced lines, charged by the checkout's own rule, and any weights. */
  const weighedOrders = fc
    .array(
      fc.record({
        pricedByKg: fc.boolean(),
        priceSen: fc.integer({ min: 1, max: 10_000_000 }),
        maxGrams: fc.integer({ min: 1, max: 20_000 }),
        quantity: fc.integer({ min: 1, max: 20 }),
        seed: fc.array(fc.integer({ min: 1, max: 20_000 }), { minLength: 20, maxLength: 20 }),
      }),
      { minLength: 1, maxLength: 8 },
    )
    .chain((lines) =>
      fc.record({
        lines: fc.constant(lines),
        taxRateBps: fc.integer({ min: 0, max: 2500 }),
        isPickup: fc.boolean(),
      }),
    );

  it('never charges more than at checkout, refunds exactly the difference, and adds up', () => {
    fc.assert(
      fc.property(weighedOrders, ({ lines, taxRateBps, isPickup }) => {
        const products = lines.map((l) => ({
          priceSen: l.priceSen,
          discountPriceSen: null,
          pricedBy: l.pricedByKg ? ('kg' as const) : ('unit' as const),
          weightGrams: l.maxGrams,
        }));
        const settings = { ...defaultPricingSettings, taxRateBps };
        const charged = priceOrder(
          products.map((p, i) => ({ unitPriceSen: unitPriceSen(p), quantity: lines[i]!.quantity, weightGrams: p.weightGrams })),
          { isPickup },
          settings,
        );
        const weighable: WeighableLine[] = lines.map((l, i) => ({
          unitPriceSen: unitPriceSen(products[i]!),
          quantity: l.quantity,
          pricePerKgSen: l.pricedByKg ? l.priceSen : null,
          fruitWeightsGrams: l.pricedByKg ? l.seed.slice(0, l.quantity) : null,
        }));
        const weighed = priceWeighedOrder({ ...charged, taxRateBps }, weighable);
        expect(weighed.totalSen).toBeLessThanOrEqual(charged.totalSen);
        expect(weighed.subtotalSen).toBeLessThanOrEqual(charged.subtotalSen);
        expect(weighed.taxSen).toBeLessThanOrEqual(charged.taxSen);
        expect(weighed.refundSen).toBe(charged.totalSen - weighed.totalSen);
        expect(weighed.refundSen).toBeGreaterThanOrEqual(0);
        // The invoice: its lines make the subtotal, and subtotal, fees and tax make the total.
        expect(weighed.lineTotalsSen.reduce((a, b) => a + b, 0)).toBe(weighed.subtotalSen);
        expect(weighed.subtotalSen + charged.deliveryFeeSen + charged.handlingFeeSen + weighed.taxSen).toBe(weighed.totalSen);
        for (const [i, total] of weighed.lineTotalsSen.entries()) {
          expect(total).toBeLessThanOrEqual(weighable[i]!.unitPriceSen * weighable[i]!.quantity);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('priceWithoutUnfilledFruits', () => {
  it('refunds the unfilled fruits and their tax, and keeps the fees', () => {
    // Charged: 2 × 163.20 = 326.40, tax 22.85, handling 20.00, delivery free: 369.25.
    const order = { subtotalSen: 32_640, taxSen: 2285, totalSen: 36_925, taxRateBps: 700 };
    const kept = priceWithoutUnfilledFruits(order, { totalSen: 32_640, unitPriceSen: 16_320 }, 1);
    expect(kept.subtotalSen).toBe(16_320);
    expect(kept.taxSen).toBe(1142);
    expect(kept.totalSen).toBe(16_320 + 1142 + 2000);
    expect(kept.refundSen).toBe(16_320 + 2285 - 1142);
  });

  it('refuses to take off more than the line costs, or part of a fruit', () => {
    const order = { subtotalSen: 10_000, taxSen: 0, totalSen: 10_000, taxRateBps: 0 };
    expect(() => priceWithoutUnfilledFruits(order, { totalSen: 10_000, unitPriceSen: 5000 }, 3)).toThrow();
    expect(() => priceWithoutUnfilledFruits(order, { totalSen: 10_000, unitPriceSen: 5000 }, 0.5)).toThrow();
  });

  it('weighs the fruit that dropped and keeps the rest as charged until the window ends', () => {
    const line: WeighableLine = { unitPriceSen: 17_600, quantity: 2, pricePerKgSen: 8800, fruitWeightsGrams: [1600], fruitsToCome: 1 };
    const weighed = priceWeighedOrder({ subtotalSen: 35_200, taxSen: 2464, totalSen: 39_664, taxRateBps: 700 }, [line]);
    expect(weighed.lineTotalsSen).toEqual([14_080 + 17_600]);
    expect(() => priceWeighedOrder({ subtotalSen: 35_200, taxSen: 0, totalSen: 35_200, taxRateBps: 0 }, [{ ...line, fruitWeightsGrams: [1600, 1700] }])).toThrow();
  });

  /** A pre-order of one line charged by the checkout's own rule, how many of its fruits dropped, and their weights. */
  const preorders = fc
    .record({
      pricedByKg: fc.boolean(),
      priceSen: fc.integer({ min: 1, max: 10_000_000 }),
      maxGrams: fc.integer({ min: 1, max: 20_000 }),
      quantity: fc.integer({ min: 1, max: 20 }),
      weights: fc.array(fc.integer({ min: 1, max: 20_000 }), { minLength: 20, maxLength: 20 }),
      taxRateBps: fc.integer({ min: 0, max: 2500 }),
      isPickup: fc.boolean(),
    })
    .chain((p) => fc.record({ p: fc.constant(p), dropped: fc.integer({ min: 1, max: p.quantity }) }));

  it('refunds each unfilled fruit at its charged price with its tax, once, whether the fruit that dropped is weighed before or after', () => {
    fc.assert(
      fc.property(preorders, ({ p, dropped }) => {
        const product = { priceSen: p.priceSen, discountPriceSen: null, pricedBy: p.pricedByKg ? ('kg' as const) : ('unit' as const), weightGrams: p.maxGrams };
        const unit = unitPriceSen(product);
        const settings = { ...defaultPricingSettings, taxRateBps: p.taxRateBps };
        const charged = priceOrder([{ unitPriceSen: unit, quantity: p.quantity, weightGrams: p.maxGrams }], { isPickup: p.isPickup }, settings);
        const order = { ...charged, taxRateBps: p.taxRateBps };
        const unfilled = p.quantity - dropped;
        const perKg = p.pricedByKg ? p.priceSen : null;
        const weights = p.pricedByKg ? p.weights.slice(0, dropped) : null;
        const figures = (o: { subtotalSen: number; taxSen: number; totalSen: number }) => ({ ...o, taxRateBps: p.taxRateBps });

        // The window ends first: the unfilled fruits go back at their charged price; the rest is weighed later.
        const ended = priceWithoutUnfilledFruits(order, { totalSen: unit * p.quantity, unitPriceSen: unit }, unfilled);
        expect(ended.refundSen).toBe(charged.totalSen - ended.totalSen);
        expect(ended.refundSen).toBeGreaterThanOrEqual(unit * unfilled);
        expect(ended.refundSen - unit * unfilled).toBeLessThanOrEqual(charged.taxSen);
        expect(ended.totalSen).toBe(ended.subtotalSen + charged.deliveryFeeSen + charged.handlingFeeSen + ended.taxSen);
        if (unfilled === 0) expect(ended.refundSen).toBe(0);
        const weighedAfter = priceWeighedOrder(figures(ended), [{ unitPriceSen: unit, quantity: dropped, pricePerKgSen: perKg, fruitWeightsGrams: weights }]);

        // The fruit that dropped is weighed first, the rest still charged; the window's end then takes the rest off.
        const weighedFirst = priceWeighedOrder(order, [{ unitPriceSen: unit, quantity: p.quantity, pricePerKgSen: perKg, fruitWeightsGrams: weights, fruitsToCome: unfilled }]);
        const endedAfter = priceWithoutUnfilledFruits(figures(weighedFirst), { totalSen: weighedFirst.lineTotalsSen[0]!, unitPriceSen: unit }, unfilled);

        // Either way the shopper pays the same for what they kept, and all refunds together are what was paid less that.
        expect(endedAfter.totalSen).toBe(weighedAfter.totalSen);
        for (const refunds of [ended.refundSen + weighedAfter.refundSen, weighedFirst.refundSen + endedAfter.refundSen]) {
          expect(refunds).toBe(charged.totalSen - weighedAfter.totalSen);
          expect(refunds).toBeLessThanOrEqual(charged.totalSen);
        }
        expect(weighedAfter.refundSen).toBeGreaterThanOrEqual(0);
        expect(endedAfter.refundSen).toBeGreaterThanOrEqual(unit * unfilled);
        expect(weighedAfter.totalSen).toBeGreaterThanOrEqual(charged.deliveryFeeSen + charged.handlingFeeSen);
      }),
      { numRuns: 500 },
    );
  });
});

describe('priceOrder', () => {
  it('adds up price × quantity into the subtotal', () => {
    expect(priceOrder([line(4200, 2), line(1500, 1)], delivery).subtotalSen).toBe(9900);
  });

  it('charges RM15 delivery up to and including a RM100 subtotal', () => {
    expect(priceOrder([line(10_000)], delivery).deliveryFeeSen).toBe(1500);
  });

  it('makes delivery free when the subtotal is strictly over RM100', () => {
    expect(priceOrder([line(10_001)], delivery).deliveryFeeSen).toBe(0);
  });

  it('never charges delivery for pickup', () => {
    expect(priceOrder([line(2000)], { isPickup: true }).deliveryFeeSen).toBe(0);
  });

  it('charges RM10 handling when the cart weighs under 2 kg', () => {
    expect(priceOrder([line(2000, 1, 1999)], delivery).handlingFeeSen).toBe(1000);
  });

  it('charges RM20 handling from 2 kg up', () => {
    expect(priceOrder([line(2000, 2, 1000)], delivery).handlingFeeSen).toBe(2000);
    expect(priceOrder([line(2000, 3, 1500)], delivery).handlingFeeSen).toBe(2000);
  });

  it('counts a product without a weight as 0.5 kg per unit', () => {
    expect(priceOrder([line(1000, 3, null)], delivery)).toMatchObject({ weightGrams: 1500, handlingFeeSen: 1000 });
    expect(priceOrder([line(1000, 4, null)], delivery)).toMatchObject({ weightGrams: 2000, handlingFeeSen: 2000 });
  });

  it('charges no handling for an empty cart', () => {
    expect(priceOrder([], delivery).handlingFeeSen).toBe(0);
  });

  it('takes 7% tax of the subtotal, rounded to the sen', () => {
    expect(priceOrder([line(1234)], delivery).taxSen).toBe(86); // 86.38
    expect(priceOrder([line(1250)], delivery).taxSen).toBe(88); // 87.5 rounds up
    expect(priceOrder([line(1221)], delivery).taxSen).toBe(85); // 85.47
  });

  it('charges no tax when the rate is 0', () => {
    expect(priceOrder([line(5000)], delivery, { ...defaultPricingSettings, taxRateBps: 0 }).taxSen).toBe(0);
  });

  it('totals subtotal, delivery, handling and tax', () => {
    // RM50 × 1 (1.5 kg): 5000 + 1500 delivery + 1000 handling + 350 tax.
    expect(priceOrder([line(5000, 1, 1500)], delivery)).toEqual({
      subtotalSen: 5000,
      discountSen: 0,
      lineDiscountsSen: [0],
      discountsSen: [],
      deliveryFeeSen: 1500,
      handlingFeeSen: 1000,
      taxSen: 350,
      totalSen: 7850,
      weightGrams: 1500,
    });
  });

  it('follows fees the shop owner changed', () => {
    const settings = {
      deliveryFeeSen: 800,
      freeDeliveryOverSen: 5000,
      handlingFeeLightSen: 500,
      handlingFeeHeavySen: 900,
      handlingWeightLimitGrams: 3000,
      taxRateBps: 600,
    };
    expect(priceOrder([line(4000, 1, 2500)], delivery, settings)).toMatchObject({
      deliveryFeeSen: 800,
      handlingFeeSen: 500,
      taxSen: 240,
      totalSen: 5540,
    });
  });
});

describe('taxLabel', () => {
  it('shows the configured rate', () => {
    expect(taxLabel(defaultPricingSettings)).toBe('Tax (7%)');
    expect(taxLabel({ ...defaultPricingSettings, taxRateBps: 650 })).toBe('Tax (6.5%)');
  });
});
