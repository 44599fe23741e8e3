import type { Sen } from './money';

/*
 * How store credit and the card share an order's money (docs/product/store-credit.md, "Spending it"): credit pays
 * first and the card the rest, and a weighing's difference goes back the way it came. In whole sen, so the two
 * shares always add up to the whole.
 */

/** The credit a checkout uses: the smaller of the balance and the order's total, never below nothing. */
export function creditToUse(balanceSen: Sen, totalSen: Sen): Sen {
  return Math.max(0, Math.min(balanceSen, totalSen));
}

/**
 * What the card pays of an order once credit paid its part: what the gateway is asked for, and 0 when credit pays
 * it all (no gateway is asked). The checkout refuses credit above the total, so this is never below 0.
 */
export function cardToPaySen({ totalSen, creditSen }: { totalSen: Sen; creditSen: Sen }): Sen {
  return totalSen - creditSen;
}

export interface RefundSplit {
  /** What goes back to the card, as a refund at the gateway. */
  toCardSen: Sen;
  /** What goes back to the store credit, as a 'returned' entry. */
  toCreditSen: Sen;
}

/**
 * Where a refund of `refundSen` goes (docs/product/store-credit.md, "Money goes back the way it came"): to the card up
 * to what the card paid, the rest to the store credit up to what credit paid. Nothing goes back beyond what was paid.
 */
export function splitRefund({ refundSen, cardPaidSen, creditPaidSen }: { refundSen: Sen; cardPaidSen: Sen; creditPaidSen: Sen }): RefundSplit {
  const toCardSen = Math.max(0, Math.min(refundSen, cardPaidSen));
  const toCreditSen = Math.max(0, Math.min(refundSen - toCardSen, creditPaidSen));
  return { toCardSen, toCreditSen };
}
