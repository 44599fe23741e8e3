import type { DiscountTermsReply } from '@durio/shared/schemas/discount-terms';

/*
 * What the Vouchers and Promotions pages say of a discount at a glance (docs/product/fees.md, "Discounts"): whether
 * a cart today could be given it on its dates and its pause. A code's uses and the cart it meets are judged at
 * checkout, not here; the list shows the uses beside it.
 */

export const discountStatuses = ['active', 'paused', 'scheduled', 'ended'] as const;
export type DiscountStatus = (typeof discountStatuses)[number];

/**
 * `today` is Malaysia's calendar day ('YYYY-MM-DD'), as the discount's first and last days are, both included. One
 * whose last day has gone by is ended whether paused or not, since resuming it would not bring it back; a paused one
 * is paused even before its first day, since it will not start until it is resumed.
 */
export function discountStatus(terms: Pick<DiscountTermsReply, 'paused' | 'validFrom' | 'validTo'>, today: string): DiscountStatus {
  if (terms.validTo !== null && today > terms.validTo) return 'ended';
  if (terms.paused) return 'paused';
  if (terms.validFrom !== null && today < terms.validFrom) return 'scheduled';
  return 'active';
}
