import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultPricingSettings, lineDiscounts, priceOrder, shareInProportion, type PricedLine } from './pricing';
import { cartLines, chargeThenWeigh, discountedCarts, weighedCarts } from './pricing-arbitraries';

/* Discounts in the one price rule (docs/product/fees.md, "Discounts"; decision record 040). */

const line = (unitPriceSen: number, quantity = 1): PricedLine => ({ unitPriceSen, quantity, weightGrams: 1000 });
const delivered = { isPickup: false };

describe('discounts in priceOrder', () => {
  it('takes a percentage off the lines it is for, before tax, and states it beside the subtotal', () => {
    // RM80 + RM30, 10% off the first: RM8 off; tax 7% of RM102; delivery free over RM100 of goods.
    const price = priceOrder([line(8000), line(3000)], { ...delivered, discounts: [{ kind: 'percent', percentBps: 1000, lines: [true, false] }] });
    expect(price).toMatchObject({ subtotalSen: 11_000, discountSen: 800, lineDiscountsSen: [800, 0], deliveryFeeSen: 0, taxSen: 714 });
    expect(price.totalSen).toBe(11_000 - 800 + 0 + price.handlingFeeSen + 714);
  });

  it('shares an amount in proportion, exactly, never more than the lines it is for cost', () => {
    const price = priceOrder([line(1000), line(2000), line(5000)], { ...delivered, discounts: [{ kind: 'amount', amountSen: 1000, lines: [true, true, false] }] });
    expect(price.lineDiscountsSen).toEqual([333, 667, 0]);
    expect(priceOrder([line(1000)], { ...delivered, discounts: [{ kind: 'amount', amountSen: 5000, lines: [true] }] }).discountSen).toBe(1000);
  });

  it('keeps the free-delivery threshold on the goods before discounts, and a free-delivery code makes delivery free', () => {
    // RM105 of goods, RM10 off: still over RM100, so delivery stays free.
    const off = priceOrder([line(10_500)], { ...delivered, discounts: [{ kind: 'amount', amountSen: 1000, lines: [true] }] });
    expect(off.deliveryFeeSen).toBe(0);
    expect(priceOrder([line(5000)], { ...delivered, discounts: [{ kind: 'freeDelivery' }] }).deliveryFeeSen).toBe(0);
    expect(priceOrder([line(5000)], delivered).deliveryFeeSen).toBe(1500);
  });

  it('applies the discounts in their order, each on what the earlier left', () => {
    // RM100: 10% off (RM10), then RM5 off what is left (RM90): RM15 in all; the other way round, RM5 then 10% of RM95.
    const first = lineDiscounts([10_000], [
      { kind: 'percent', percentBps: 1000, lines: [true] },
      { kind: 'amount', amountSen: 500, lines: [true] },
    ]);
    const second = lineDiscounts([10_000], [
      { kind: 'amount', amountSen: 500, lines: [true] },
      { kind: 'percent', percentBps: 1000, lines: [true] },
    ]);
    expect(first).toEqual([1500]);
    expect(second).toEqual([1450]);
    const named = priceOrder([{ unitPriceSen: 10_000, quantity: 1, weightGrams: 1000 }], {
      isPickup: true,
      discounts: [
        { kind: 'percent', percentBps: 1000, lines: [true] },
        { kind: 'amount', amountSen: 500, lines: [true] },
      ],
    });
    expect(named.discountsSen).toEqual([1000, 500]);
  });

  it('gives the sen rounding leaves to the largest remainders', () => {
    expect(shareInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareInProportion(0, [5, 5])).toEqual([0, 0]);
    expect(shareInProportion(7, [0, 0])).toEqual([0, 0]);
  });

  it('never goes below zero, and its lines, discounts, fees and tax add up', () => {
    fc.assert(
      fc.property(discountedCarts, ({ lines: drawn, discounts, taxRateBps, isPickup }) => {
        const priced = drawn.map((l) => line(l.unitPriceSen, l.quantity));
        const price = priceOrder(priced, { isPickup, discounts }, { ...defaultPricingSettings, taxRateBps });
        price.lineDiscountsSen.forEach((share, i) => {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(priced[i]!.unitPriceSen * priced[i]!.quantity);
        });
        expect(price.lineDiscountsSen.reduce((a, b) => a + b, 0)).toBe(price.discountSen);
        // What each discount took, in its order, adds up to the same: the cart and the order can name each one.
        expect(price.discountsSen).toHaveLength(discounts.length);
        expect(price.discountsSen.reduce((a, b) => a + b, 0)).toBe(price.discountSen);
        price.discountsSen.forEach((taken) => expect(taken).toBeGreaterThanOrEqual(0));
        expect(price.taxSen).toBeGreaterThanOrEqual(0);
        expect(price.totalSen).toBe(price.subtotalSen - price.discountSen + price.deliveryFeeSen + price.handlingFeeSen + price.taxSen);
        expect(price.totalSen).toBeGreaterThanOrEqual(0);
        // A discount never makes an order dearer.
        expect(price.totalSen).toBeLessThanOrEqual(priceOrder(priced, { isPickup }, { ...defaultPricingSettings, taxRateBps }).totalSen);
      }),
    );
  });

  it('takes exactly an amount off when the lines it is for cost that much, else all of them', () => {
    fc.assert(
      fc.property(cartLines, fc.integer({ min: 0, max: 100_000_000 }), (drawn, amountSen) => {
        const totals = drawn.map((l) => l.unitPriceSen * l.quantity);
        const shares = lineDiscounts(totals, [{ kind: 'amount', amountSen, lines: totals.map(() => true) }]);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(Math.min(amountSen, totals.reduce((a, b) => a + b, 0)));
      }),
    );
  });

  it('after weighing, never charges a line more than it was, never gives back more than was paid, and adds up', () => {
    fc.assert(
      fc.property(weighedCarts, (cart) => {
        const { unitPricesSen: unit, charged, weighed } = chargeThenWeigh(cart);
        const drawn = cart.lines;
        weighed.lineTotalsSen.forEach((total, i) => {
          const paidBefore = unit[i]! * drawn[i]!.quantity - charged.lineDiscountsSen[i]!;
          expect(weighed.lineDiscountsSen[i]).toBeLessThanOrEqual(charged.lineDiscountsSen[i]!);
          expect(weighed.lineDiscountsSen[i]).toBeLessThanOrEqual(total);
          expect(total - weighed.lineDiscountsSen[i]!).toBeLessThanOrEqual(paidBefore);
        });
        expect(weighed.refundSen).toBeGreaterThanOrEqual(0);
        expect(weighed.refundSen).toBeLessThanOrEqual(charged.totalSen);
        expect(weighed.refundSen).toBe(charged.totalSen - weighed.totalSen);
        expect(weighed.subtotalSen - weighed.discountSen + charged.deliveryFeeSen + charged.handlingFeeSen + weighed.taxSen).toBe(weighed.totalSen);
      }),
    );
  });
});
