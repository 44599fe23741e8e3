import { rmToSen, senToRm } from '@durio/shared/money';
import type { VoucherKind } from '@durio/shared/vouchers';

/*
 * The terms a voucher code and an automatic promotion share (docs/product/fees.md, "Discounts"), between the columns
 * both tables keep (sen, basis points) and the replies and bodies (RM, percent): one mapping for both modules.
 */

/** What the columns and the bodies write alike: the days, what it is for, the pause. */
interface TermsAlike {
  validFrom: string | null;
  validTo: string | null;
  productIds: string[];
  categoryIds: string[];
  farmIds: string[];
  varieties: string[];
  paused: boolean;
}

/** The shared columns, as both tables name them. */
export interface DiscountTermsColumns extends TermsAlike {
  kind: VoucherKind;
  percentBps: number | null;
  amountSen: number | null;
  minSpendSen: number;
}

/** The shared fields of a body, as the shared schema gives them. */
export interface DiscountTermsBody extends TermsAlike {
  kind: VoucherKind;
  percent: number | null;
  amount: number | null;
  minSpend: number;
}

/** What the paid orders a discount was given on came to; an order paid and then cancelled did not happen. */
export interface DiscountTakings {
  paidOrders: number;
  revenueSen: number;
  discountSen: number;
}

const noTakings: DiscountTakings = { paidOrders: 0, revenueSen: 0, discountSen: 0 };

/** The fields columns, bodies and replies write alike. */
function alikeOf(terms: TermsAlike): TermsAlike {
  const { validFrom, validTo, productIds, categoryIds, farmIds, varieties, paused } = terms;
  return { validFrom, validTo, productIds, categoryIds, farmIds, varieties, paused };
}

/** The body as columns; a percentage keeps no amount and an amount no percentage. */
export function termsColumnsOf(body: DiscountTermsBody): DiscountTermsColumns {
  return {
    kind: body.kind,
    percentBps: body.kind === 'percent' && body.percent !== null ? Math.round(body.percent * 100) : null,
    amountSen: body.kind === 'amount' && body.amount !== null ? rmToSen(body.amount) : null,
    minSpendSen: rmToSen(body.minSpend),
    ...alikeOf(body),
  };
}

/** The columns as the console reads them, with what the paid orders brought. */
export function termsReplyOf(row: DiscountTermsColumns, takings: DiscountTakings = noTakings) {
  return {
    kind: row.kind,
    percent: row.percentBps === null ? null : row.percentBps / 100,
    amount: row.amountSen === null ? null : senToRm(row.amountSen),
    minSpend: senToRm(row.minSpendSen),
    ...alikeOf(row),
    paidOrders: takings.paidOrders,
    revenue: senToRm(takings.revenueSen),
    discountGiven: senToRm(takings.discountSen),
  };
}

/** The columns as the price rule reads them (`VoucherTerms`, `PromotionTerms`). */
export function termsOf(row: DiscountTermsColumns) {
  return {
    kind: row.kind,
    percentBps: row.percentBps,
    amountSen: row.amountSen,
    minSpendSen: row.minSpendSen,
    ...alikeOf(row),
  };
}
