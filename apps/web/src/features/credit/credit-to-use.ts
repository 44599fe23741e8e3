import { cardToPaySen, creditToUse as creditToUseSen } from '@durio/shared/credit';
import { rmToSen, senToRm } from '@durio/shared/money';

/*
 * Paying with store credit at checkout (docs/product/store-credit.md): the shop's one rule (@durio/shared/credit), the
 * smaller of the balance and the order's total, the card the rest, in the RM the checkout shows. Counted in whole sen
 * so RM 0.1 + RM 0.2 never leaves a stray sen.
 */

export interface CreditSplit {
  /** RM taken from the store credit. */
  credit: number;
  /** RM left for the card; 0 when the credit pays it all, and no payment is started. */
  toPay: number;
}

/** How an order of `total` RM is paid when the shopper uses `balance` RM of store credit (or not). */
export function creditToUse(total: number, balance: number, useCredit: boolean): CreditSplit {
  const totalSen = rmToSen(total);
  const creditSen = useCredit ? creditToUseSen(rmToSen(balance), totalSen) : 0;
  return { credit: senToRm(creditSen), toPay: senToRm(cardToPaySen({ totalSen, creditSen })) };
}
