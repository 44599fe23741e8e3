import type { Sen } from './money';
import type { Discount } from './pricing';
import { voucherAppliesTo, voucherDiscount, type Eligibility, type VoucherKind, type VoucherLine } from './vouchers';

/*
 * Automatic promotions (docs/product/fees.md, "Discounts"; decision record 040): rules the owner sets without a code,
 * such as "two or more flesh boxes: 10% off them". One rule, read by the cart to show them and by the checkout to
 * charge them; they come off before a voucher code, in the owner's order, each on what the earlier ones left.
 */

export interface PromotionTerms extends Eligibility {
  id: string;
  /** What the shopper reads beside the discount ('Two flesh boxes: 10% off'). */
  name: string;
  kind: VoucherKind;
  percentBps: number | null;
  amountSen: Sen | null;
  /** The least number of items it is for the cart must hold; 1 for any. */
  minQuantity: number;
  /** The least the items it is for must cost, before discounts; 0 for none. */
  minSpendSen: Sen;
  /** Malaysia's calendar days, both included; null for no bound. */
  validFrom: string | null;
  validTo: string | null;
  paused: boolean;
}

/** A cart line as a promotion reads it: a code's line with its quantity. */
export interface PromotionLine extends VoucherLine {
  quantity: number;
}

/** Whether the promotion applies to these lines today (Malaysia's calendar day). */
export function promotionApplies(terms: PromotionTerms, lines: readonly PromotionLine[], today: string): boolean {
  if (terms.paused) return false;
  if (terms.validFrom !== null && today < terms.validFrom) return false;
  if (terms.validTo !== null && today > terms.validTo) return false;
  const forIt = lines.filter((line) => voucherAppliesTo(terms, line));
  if (forIt.length === 0) return false;
  const quantity = forIt.reduce((sum, line) => sum + line.quantity, 0);
  const spent = forIt.reduce((sum, line) => sum + line.totalSen, 0);
  return quantity >= terms.minQuantity && spent >= terms.minSpendSen;
}

/** The promotions that apply, in the owner's order (`promotions` comes in it), with their discounts. */
export function applyPromotions(
  promotions: readonly PromotionTerms[],
  lines: readonly PromotionLine[],
  today: string,
): { promotion: PromotionTerms; discount: Discount }[] {
  return promotions.filter((promotion) => promotionApplies(promotion, lines, today)).map((promotion) => ({ promotion, discount: voucherDiscount(promotion, lines) }));
}
