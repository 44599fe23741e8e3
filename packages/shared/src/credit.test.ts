import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardToPaySen, creditToUse, splitRefund } from './credit';
import { defaultPricingSettings, priceOrder } from './pricing';
import { chargeThenWeigh, discountedCarts, weighedCarts } from './pricing-arbitraries';

/*
 * Store credit and the card (docs/product/store-credit.md, "Spending it"): credit pays first, up to the balance and the
 * total, and the card the rest; a weighing's difference goes back to the card up to what the card paid, the rest to
 * the credit. Tried on the carts, discounts and weighings of the price rule's own property tests.
 */

/** A customer's balance: none, any, or exactly an order's total (the edge where the card pays nothing). */
const balances = fc.oneof(
  fc.constant({ exactlyTheTotal: false, balanceSen: 0 }),
  fc.record({ exactlyTheTotal: fc.constant(false), balanceSen: fc.integer({ min: 0, max: 50_000_000 }) }),
  fc.constant({ exactlyTheTotal: true, balanceSen: 0 }),
);
const balanceFor = (drawn: { exactlyTheTotal: boolean; balanceSen: number }, totalSen: number) => (drawn.exactlyTheTotal ? totalSen : drawn.balanceSen);

/** Checks what a checkout pays of `totalSen` with `balanceSen` of credit, and returns it. */
function expectCheckoutPaid(balanceSen: number, totalSen: number) {
  const creditSen = creditToUse(balanceSen, totalSen);
  const cardSen = cardToPaySen({ totalSen, creditSen });
  expect(creditSen).toBeGreaterThanOrEqual(0);
  expect(creditSen).toBeLessThanOrEqual(balanceSen);
  expect(creditSen).toBeLessThanOrEqual(totalSen);
  expect(cardSen).toBeGreaterThanOrEqual(0);
  expect(cardSen).toBeLessThanOrEqual(totalSen);
  expect(cardSen + creditSen).toBe(totalSen);
  // Credit pays first: the card is asked for something only when the balance does not cover the order.
  if (cardSen > 0) expect(creditSen).toBe(Math.min(balanceSen, totalSen));
  return { creditSen, cardSen };
}

describe('paying an order with store credit and the card', () => {
  it('uses the balance up to the total, and the card pays the rest', () => {
    expect(creditToUse(2025, 12_050)).toBe(2025);
    expect(cardToPaySen({ totalSen: 12_050, creditSen: 2025 })).toBe(10_025);
    expect(creditToUse(6000, 4510)).toBe(4510);
    expect(cardToPaySen({ totalSen: 4510, creditSen: 4510 })).toBe(0);
    expect(creditToUse(0, 4510)).toBe(0);
  });

  it('never charges the card below 0 or above the total, never uses more credit than the balance or the total, and adds up', () => {
    fc.assert(
      fc.property(discountedCarts, balances, ({ lines, discounts, taxRateBps, isPickup }, balance) => {
        const price = priceOrder(
          lines.map((l) => ({ unitPriceSen: l.unitPriceSen, quantity: l.quantity, weightGrams: 1000 })),
          { isPickup, discounts },
          { ...defaultPricingSettings, taxRateBps },
        );
        expectCheckoutPaid(balanceFor(balance, price.totalSen), price.totalSen);
      }),
      { numRuns: 500 },
    );
  });
});

describe('giving back a weighing’s difference', () => {
  it('goes to the card up to what the card paid, and the rest to the credit', () => {
    // Charged RM 417.40, RM 20.00 of it by credit; weighed at RM 381.02: RM 36.38 back, all of it to the card.
    expect(splitRefund({ refundSen: 3638, cardPaidSen: 39_740, creditPaidSen: 2000 })).toEqual({ toCardSen: 3638, toCreditSen: 0 });
    // The page's example: the card paid RM 17.40 of it, so RM 17.40 to the card and RM 18.98 to the credit.
    expect(splitRefund({ refundSen: 3638, cardPaidSen: 1740, creditPaidSen: 40_000 })).toEqual({ toCardSen: 1740, toCreditSen: 1898 });
    // Credit paid it all: all of it to the credit.
    expect(splitRefund({ refundSen: 500, cardPaidSen: 0, creditPaidSen: 9000 })).toEqual({ toCardSen: 0, toCreditSen: 500 });
  });

  it('never gives back more than was paid, nor to the card more than the card paid, and card and credit make the refund', () => {
    fc.assert(
      fc.property(weighedCarts, balances, (cart, balance) => {
        const { charged, weighed } = chargeThenWeigh(cart);
        const { creditSen, cardSen } = expectCheckoutPaid(balanceFor(balance, charged.totalSen), charged.totalSen);
        const { toCardSen, toCreditSen } = splitRefund({ refundSen: weighed.refundSen, cardPaidSen: cardSen, creditPaidSen: creditSen });
        expect(toCardSen).toBeGreaterThanOrEqual(0);
        expect(toCreditSen).toBeGreaterThanOrEqual(0);
        expect(toCardSen).toBeLessThanOrEqual(cardSen);
        expect(toCreditSen).toBeLessThanOrEqual(creditSen);
        expect(toCardSen + toCreditSen).toBeLessThanOrEqual(cardSen + creditSen);
        expect(toCardSen + toCreditSen).toBe(weighed.refundSen);
        // The card first: credit gets something back only once the card has all it paid.
        if (toCreditSen > 0) expect(toCardSen).toBe(cardSen);
      }),
      { numRuns: 500 },
    );
  });

  it('gives back at most what was paid, whatever refund it is asked for', () => {
    const sen = fc.integer({ min: 0, max: 50_000_000 });
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 100_000_000 }), sen, sen, (refundSen, cardPaidSen, creditPaidSen) => {
        const { toCardSen, toCreditSen } = splitRefund({ refundSen, cardPaidSen, creditPaidSen });
        expect(toCardSen).toBeGreaterThanOrEqual(0);
        expect(toCreditSen).toBeGreaterThanOrEqual(0);
        expect(toCardSen).toBeLessThanOrEqual(cardPaidSen);
        expect(toCreditSen).toBeLessThanOrEqual(creditPaidSen);
        expect(toCardSen + toCreditSen).toBe(Math.min(Math.max(refundSen, 0), cardPaidSen + creditPaidSen));
      }),
    );
  });
});
