import fc from 'fast-check';
import { defaultPricingSettings, priceOrder, priceWeighedOrder, type Discount, type WeighableLine } from './pricing';

/*
 * Random carts, discounts and weighings for the property tests of the one price rule (discounts.test.ts, credit.test.ts):
 * drawn once here so the money rules built on the price are tried on the same carts as the price itself. Tests only:
 * no subpath of @durio/shared exports it.
 */

/** A cart's lines: any unit price (sen), 1 to 20 of each. */
export const cartLines = fc.array(fc.record({ unitPriceSen: fc.integer({ min: 0, max: 5_000_000 }), quantity: fc.integer({ min: 1, max: 20 }) }), {
  minLength: 1,
  maxLength: 8,
});

/** Up to four discounts of any kind, in their order, each for any of a cart's `count` lines. */
export const discountsFor = (count: number): fc.Arbitrary<Discount[]> =>
  fc.array(
    fc.oneof(
      fc.record({ kind: fc.constant('percent' as const), percentBps: fc.integer({ min: 0, max: 10_000 }), lines: fc.array(fc.boolean(), { minLength: count, maxLength: count }) }),
      fc.record({ kind: fc.constant('amount' as const), amountSen: fc.integer({ min: 0, max: 100_000_000 }), lines: fc.array(fc.boolean(), { minLength: count, maxLength: count }) }),
      fc.constant({ kind: 'freeDelivery' as const }),
    ),
    { maxLength: 4 },
  );

/** A cart with its discounts, any tax rate, delivered or picked up. */
export const discountedCarts = cartLines.chain((drawn) =>
  fc.record({ lines: fc.constant(drawn), discounts: discountsFor(drawn.length), taxRateBps: fc.integer({ min: 0, max: 2500 }), isPickup: fc.boolean() }),
);

/** A cart of fruit sold by weight, with its discounts and any tax rate, and one weight drawn for each fruit it can hold. */
export const weighedCarts = fc
  .array(
    fc.record({
      pricePerKgSen: fc.integer({ min: 1, max: 100_000 }),
      maxGrams: fc.integer({ min: 500, max: 6000 }),
      quantity: fc.integer({ min: 1, max: 6 }),
      weights: fc.array(fc.integer({ min: 1, max: 8000 }), { minLength: 6, maxLength: 6 }),
    }),
    { minLength: 1, maxLength: 5 },
  )
  .chain((drawn) => fc.record({ lines: fc.constant(drawn), discounts: discountsFor(drawn.length), taxRateBps: fc.integer({ min: 0, max: 2500 }) }));

export type WeighedCart = typeof weighedCarts extends fc.Arbitrary<infer T> ? T : never;

/**
 * A weighed cart charged at checkout by the one price rule (each fruit at the top of its range, delivered) and then
 * weighed fruit by fruit, as apps/api/src/flows/weigh-order.ts does.
 */
export function chargeThenWeigh({ lines, discounts, taxRateBps }: WeighedCart) {
  const unitPricesSen = lines.map((l) => Math.floor((l.pricePerKgSen * l.maxGrams + 500) / 1000));
  const charged = priceOrder(
    lines.map((l, i) => ({ unitPriceSen: unitPricesSen[i]!, quantity: l.quantity, weightGrams: l.maxGrams })),
    { isPickup: false, discounts },
    { ...defaultPricingSettings, taxRateBps },
  );
  const weighable: WeighableLine[] = lines.map((l, i) => ({
    unitPriceSen: unitPricesSen[i]!,
    quantity: l.quantity,
    pricePerKgSen: l.pricePerKgSen,
    fruitWeightsGrams: l.weights.slice(0, l.quantity),
    discountSen: charged.lineDiscountsSen[i],
  }));
  return { unitPricesSen, charged, weighed: priceWeighedOrder({ ...charged, taxRateBps }, weighable) };
}
