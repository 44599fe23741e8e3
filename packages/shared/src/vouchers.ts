import { formatRm, rmToSen, senToRm, type Sen } from './money';
import type { Discount } from './pricing';

/*
 * A voucher code's terms and what it takes off (docs/product/fees.md, "Discounts"; decision record 040): one rule the
 * cart reads to explain a code and the server to decide on it. Its uses are counted by the database, in the statement
 * that writes the order; this rule says what a shopper is told when a code cannot be used.
 */

export const voucherKinds = ['percent', 'amount', 'freeDelivery'] as const;
export type VoucherKind = (typeof voucherKinds)[number];

export interface VoucherTerms {
  kind: VoucherKind;
  /** A percentage in basis points (1,000 is 10%); for `percent` only. */
  percentBps: number | null;
  /** An amount off; for `amount` only. */
  amountSen: Sen | null;
  /** The least the goods it is for must cost, before discounts; 0 for none. */
  minSpendSen: Sen;
  /** Malaysia's calendar days ('YYYY-MM-DD'), both included; null for no bound. */
  validFrom: string | null;
  validTo: string | null;
  /** Orders that may use it in all, and per customer; null for no limit. */
  usageLimit: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
  /** What it is for: a line of any of these products, categories, farms or varieties; the whole shop when all are empty. */
  productIds: readonly string[];
  categoryIds: readonly string[];
  farmIds: readonly string[];
  /** Varieties as the products write them, compared without regard to case and spaces. */
  varieties: readonly string[];
  /** Paused by the owner: as if it did not exist, until resumed. */
  paused: boolean;
}

/** A cart line as a code's terms read it. */
export interface VoucherLine {
  productId: string;
  categoryIds: readonly string[];
  farmId: string;
  variety: string | null;
  /** What the line costs before discounts. */
  totalSen: Sen;
}

/** What the order and its customer have to do with the code when it is used. */
export interface VoucherUse {
  /** Orders that took a use of it and were not cancelled. */
  usesTaken: number;
  /** Of those, the customer's. */
  customerUses: number;
  /** The customer has no paid order yet. */
  isFirstOrder: boolean;
  /**
   * The order's delivery fee before the code: a free-delivery code takes nothing off one that is already free. Null
   * while it is not known (a cart before its address is chosen): the checkout judges it.
   */
  deliveryFeeSen: Sen | null;
}

export const voucherRefusals = {
  unknown: 'This code is not valid',
  notYet: 'This code is not valid yet',
  ended: 'This code has expired',
  usedUp: 'This code has been used up',
  usedByYou: 'You have already used this code',
  firstOrder: 'This code is for your first order only',
  minSpend: 'Spend at least {amount} on the items this code is for to use it',
  notForItems: 'This code is not for the items in your cart',
  nothingOff: 'This code takes nothing off this order',
} as const;

/** 'durian 10 ', 'Durian10' and 'DURIAN10' are one code. */
export function normalizeVoucherCode(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

const sameVariety = (a: string, b: string) => normalizeVoucherCode(a) === normalizeVoucherCode(b);

/** What a code or a promotion is for: the products, categories, farms and varieties it names; all when it names none. */
export type Eligibility = Pick<VoucherTerms, 'productIds' | 'categoryIds' | 'farmIds' | 'varieties'>;

/** Whether a code (or a promotion) is for the line: any product, category, farm or variety it names, or every line when it names none. */
export function voucherAppliesTo(terms: Eligibility, line: Omit<VoucherLine, 'totalSen'>): boolean {
  const limited = terms.productIds.length + terms.categoryIds.length + terms.farmIds.length + terms.varieties.length > 0;
  if (!limited) return true;
  return (
    terms.productIds.includes(line.productId) ||
    line.categoryIds.some((id) => terms.categoryIds.includes(id)) ||
    terms.farmIds.includes(line.farmId) ||
    (line.variety !== null && terms.varieties.some((variety) => sameVariety(variety, line.variety!)))
  );
}

/**
 * Why the code cannot be used on this order, in the shopper's words, or null when it can. `terms` null is a code the
 * shop does not have; `today` is Malaysia's calendar day. Checked in the order a shopper would want to hear them.
 */
export function voucherRefusal(terms: VoucherTerms | null, lines: readonly VoucherLine[], use: VoucherUse, today: string): string | null {
  if (!terms || terms.paused) return voucherRefusals.unknown;
  if (terms.validFrom !== null && today < terms.validFrom) return voucherRefusals.notYet;
  if (terms.validTo !== null && today > terms.validTo) return voucherRefusals.ended;
  if (terms.usageLimit !== null && use.usesTaken >= terms.usageLimit) return voucherRefusals.usedUp;
  if (terms.perCustomerLimit !== null && use.customerUses >= terms.perCustomerLimit) return voucherRefusals.usedByYou;
  if (terms.firstOrderOnly && !use.isFirstOrder) return voucherRefusals.firstOrder;
  const forCode = lines.filter((line) => voucherAppliesTo(terms, line));
  if (forCode.length === 0) return voucherRefusals.notForItems;
  const spent = forCode.reduce((sum, line) => sum + line.totalSen, 0);
  if (spent < terms.minSpendSen) return voucherRefusals.minSpend.replace('{amount}', formatRm(senToRm(terms.minSpendSen)));
  if (terms.kind === 'freeDelivery' && use.deliveryFeeSen === 0) return voucherRefusals.nothingOff;
  return null;
}

/**
 * What the code (or an automatic promotion, which has the same terms) takes off, as the price rule applies it
 * (`priceOrder`'s `discounts`: the promotions, then the code).
 */
export function voucherDiscount(terms: Eligibility & Pick<VoucherTerms, 'kind' | 'percentBps' | 'amountSen'>, lines: readonly Omit<VoucherLine, 'totalSen'>[]): Discount {
  const forCode = lines.map((line) => voucherAppliesTo(terms, line));
  switch (terms.kind) {
    case 'percent':
      return { kind: 'percent', percentBps: terms.percentBps ?? 0, lines: forCode };
    case 'amount':
      return { kind: 'amount', amountSen: terms.amountSen ?? 0, lines: forCode };
    case 'freeDelivery':
      return { kind: 'freeDelivery' };
  }
}

/** A cart's voucher as the cart reply gives it (`cartVoucherSchema`'s `discount`). */
export interface CartVoucherDiscount {
  kind: VoucherKind;
  percent: number | null;
  amount: number | null;
  itemIds: readonly string[];
}

/** The discount a cart's voucher gives its lines, for `priceOrder`; none while the code cannot be used. */
export function cartVoucherDiscount(discount: CartVoucherDiscount | null, itemIds: readonly string[]): Discount[] {
  if (!discount) return [];
  const lines = itemIds.map((id) => discount.itemIds.includes(id));
  switch (discount.kind) {
    case 'percent':
      return [{ kind: 'percent', percentBps: Math.round((discount.percent ?? 0) * 100), lines }];
    case 'amount':
      return [{ kind: 'amount', amountSen: rmToSen(discount.amount ?? 0), lines }];
    case 'freeDelivery':
      return [{ kind: 'freeDelivery' }];
  }
}
