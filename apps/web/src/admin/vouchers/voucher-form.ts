import type { Voucher } from '@durio/shared/schemas/vouchers';
import { discountRefusalFields, discountTermsOf, newDiscountTerms, type DiscountRefusal, type DiscountTermsValues } from '../components/discount-terms';

/*
 * The Vouchers page's form (docs/product/fees.md, "Discounts"): a code's terms as the form holds them, what it sends
 * (its terms given whole, as `PUT /durian/vouchers/{id}` wants them), and at which field a refusal of the server shows.
 */

/** Every term of a code: the terms all discounts have, and a code's own. */
export interface VoucherFormValues extends DiscountTermsValues {
  code: string;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
}

/** A code's terms as the server keeps them, given whole; `changes` in place of some (the row's Pause is `{ paused: true }`). */
export function voucherTerms(voucher: Voucher, changes: Partial<VoucherFormValues> = {}): VoucherFormValues {
  return {
    code: voucher.code,
    ...discountTermsOf(voucher),
    usageLimit: voucher.usageLimit,
    perCustomerLimit: voucher.perCustomerLimit,
    firstOrderOnly: voucher.firstOrderOnly,
    ...changes,
  };
}

/** The form of a new code: a percentage, no minimum, any day, no limits, for the whole shop. */
export const newVoucherValues = (): VoucherFormValues => ({
  code: '',
  ...newDiscountTerms(),
  usageLimit: null,
  perCustomerLimit: null,
  firstOrderOnly: false,
});

/** The server's words for a code another voucher has (apps/api/src/modules/vouchers/vouchers.service.ts). */
export const CODE_TAKEN = 'Another voucher has this code';

/** A field of the form a refusal can be shown at: a term, a list of ids, or one variety's row. */
export type VoucherField = Exclude<keyof VoucherFormValues, 'varieties'> | 'varieties' | `varieties.${number}`;

const fields = new Set<string>(Object.keys(newVoucherValues()));

/** Where the form shows a refusal: the code another voucher has at the code, a 400's fields at theirs. */
export function voucherRefusalFields(refusal: DiscountRefusal): { field: VoucherField; message: string }[] {
  if (refusal.status === 409 && refusal.message === CODE_TAKEN) return [{ field: 'code', message: refusal.message }];
  return discountRefusalFields<VoucherField>(refusal, fields);
}
