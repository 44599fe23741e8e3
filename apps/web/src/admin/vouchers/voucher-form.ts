import type { Voucher } from '@durio/shared/schemas/vouchers';
import type { VoucherKind } from '@durio/shared/vouchers';

/*
 * The Vouchers page's form (docs/product/fees.md, "Discounts"): a code's terms as the form holds them, what it sends
 * (its terms given whole, as `PUT /durian/vouchers/{id}` wants them), and at which field a refusal of the server shows,
 * as the form's own checks do.
 */

/**
 * Every term of a code, none left to the schema's defaults. A product or farm row whose picker has nothing chosen yet
 * holds ''.
 */
export interface VoucherFormValues {
  code: string;
  kind: VoucherKind;
  percent: number | null;
  amount: number | null;
  minSpend: number;
  validFrom: string | null;
  validTo: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
  productIds: string[];
  categoryIds: string[];
  farmIds: string[];
  varieties: string[];
  paused: boolean;
}

/** A code's terms as the server keeps them, given whole; `changes` in place of some (the row's Pause is `{ paused: true }`). */
export function voucherTerms(voucher: Voucher, changes: Partial<VoucherFormValues> = {}): VoucherFormValues {
  return {
    code: voucher.code,
    kind: voucher.kind,
    percent: voucher.percent,
    amount: voucher.amount,
    minSpend: voucher.minSpend,
    validFrom: voucher.validFrom,
    validTo: voucher.validTo,
    usageLimit: voucher.usageLimit,
    perCustomerLimit: voucher.perCustomerLimit,
    firstOrderOnly: voucher.firstOrderOnly,
    productIds: [...voucher.productIds],
    categoryIds: [...voucher.categoryIds],
    farmIds: [...voucher.farmIds],
    varieties: [...voucher.varieties],
    paused: voucher.paused,
    ...changes,
  };
}

/** The form of a new code: a percentage, no minimum, any day, no limits, for the whole shop. */
export const newVoucherValues = (): VoucherFormValues => ({
  code: '',
  kind: 'percent',
  percent: null,
  amount: null,
  minSpend: 0,
  validFrom: null,
  validTo: null,
  usageLimit: null,
  perCustomerLimit: null,
  firstOrderOnly: false,
  productIds: [],
  categoryIds: [],
  farmIds: [],
  varieties: [],
  paused: false,
});

/**
 * What the form sends, and what the shared schema judges before it does: a product or farm row with nothing chosen is
 * left out (nothing chosen is no product), and so is the percentage or amount the kind does not use, which the owner may
 * have typed before changing the kind and no longer sees. Variety rows are sent as typed: a blank one is the owner's
 * to name or remove, and the schema says so at its row.
 */
export function voucherBody(values: VoucherFormValues): VoucherFormValues {
  const chosen = (ids: readonly string[]) => ids.filter((id) => id !== '');
  return {
    ...values,
    percent: values.kind === 'percent' ? values.percent : null,
    amount: values.kind === 'amount' ? values.amount : null,
    productIds: chosen(values.productIds),
    farmIds: chosen(values.farmIds),
  };
}

/** The server's words for a code another voucher has (apps/api/src/modules/vouchers/vouchers.service.ts). */
export const CODE_TAKEN = 'Another voucher has this code';

/** A field of the form a refusal can be shown at: a term, a list of ids, or one variety's row. */
export type VoucherField = Exclude<keyof VoucherFormValues, 'varieties'> | 'varieties' | `varieties.${number}`;

const fields = new Set<string>(Object.keys(newVoucherValues()));

/** An error reply of the API as the form reads it: its status, message and fields' messages in the server's words. */
export interface VoucherRefusal {
  status: number;
  message: string;
  issues: readonly { path: string; message: string }[];
}

/**
 * Where the form shows a refusal: the code another voucher has at the code; each field a 400 names (`body.percent`,
 * `body.varieties.2`) at that field, a list of ids at the list (its rows left out when nothing was chosen, the server's
 * numbering is not the form's), once each. Empty when nothing of it belongs to a field: the toast says it.
 */
export function voucherRefusalFields(refusal: VoucherRefusal): { field: VoucherField; message: string }[] {
  if (refusal.status === 409 && refusal.message === CODE_TAKEN) return [{ field: 'code', message: refusal.message }];
  if (refusal.status !== 400) return [];
  const placed: { field: VoucherField; message: string }[] = [];
  for (const issue of refusal.issues) {
    const [context, name, index] = issue.path.split('.');
    if (context !== 'body' || name === undefined || !fields.has(name)) continue;
    const field = (name === 'varieties' && index !== undefined && /^\d+$/.test(index) ? `varieties.${Number(index)}` : name) as VoucherField;
    if (!placed.some((earlier) => earlier.field === field)) placed.push({ field, message: issue.message });
  }
  return placed;
}
