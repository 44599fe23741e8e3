import type { Voucher } from '@durio/shared/schemas/vouchers';

/*
 * What the Vouchers page says of a code at a glance (docs/product/fees.md, "Discounts"): whether a shopper who types
 * it today could be let through on its dates and its pause. Its uses and the cart it meets are judged at checkout,
 * not here; the list shows the uses beside it.
 */

export const voucherStatuses = ['active', 'paused', 'scheduled', 'ended'] as const;
export type VoucherStatus = (typeof voucherStatuses)[number];

/**
 * `today` is Malaysia's calendar day ('YYYY-MM-DD'), as the code's first and last days are, both included. A code
 * whose last day has gone by is ended whether paused or not, since resuming it would not bring it back; a paused code
 * is paused even before its first day, since it will not start until it is resumed.
 */
export function voucherStatus(voucher: Pick<Voucher, 'paused' | 'validFrom' | 'validTo'>, today: string): VoucherStatus {
  if (voucher.validTo !== null && today > voucher.validTo) return 'ended';
  if (voucher.paused) return 'paused';
  if (voucher.validFrom !== null && today < voucher.validFrom) return 'scheduled';
  return 'active';
}
