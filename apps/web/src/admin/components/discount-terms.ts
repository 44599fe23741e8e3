import type { DiscountTermsReply } from '@durio/shared/schemas/discount-terms';
import type { VoucherKind } from '@durio/shared/vouchers';

/*
 * What the Vouchers and Promotions forms hold alike (docs/product/fees.md, "Discounts"): what a discount takes off,
 * its minimum spend, its days, what it is for and its pause; what the forms send of them; and at which field a
 * refusal of the server shows, as the forms' own checks do.
 */

/** The terms a voucher and a promotion share, none left to the schema's defaults. A product or farm row whose picker has nothing chosen yet holds ''. */
export interface DiscountTermsValues {
  kind: VoucherKind;
  percent: number | null;
  amount: number | null;
  minSpend: number;
  validFrom: string | null;
  validTo: string | null;
  productIds: string[];
  categoryIds: string[];
  farmIds: string[];
  varieties: string[];
  paused: boolean;
}

/** The shared terms as the server keeps them (copies of its lists, which the form's rows change). */
export function discountTermsOf(terms: DiscountTermsReply): DiscountTermsValues {
  return {
    kind: terms.kind,
    percent: terms.percent,
    amount: terms.amount,
    minSpend: terms.minSpend,
    validFrom: terms.validFrom,
    validTo: terms.validTo,
    productIds: [...terms.productIds],
    categoryIds: [...terms.categoryIds],
    farmIds: [...terms.farmIds],
    varieties: [...terms.varieties],
    paused: terms.paused,
  };
}

/** A new discount's terms: a percentage, no minimum, any day, for the whole shop. */
export const newDiscountTerms = (): DiscountTermsValues => ({
  kind: 'percent',
  percent: null,
  amount: null,
  minSpend: 0,
  validFrom: null,
  validTo: null,
  productIds: [],
  categoryIds: [],
  farmIds: [],
  varieties: [],
  paused: false,
});

/**
 * What a form sends, and what the shared schema judges before it does: a product or farm row with nothing chosen is
 * left out (nothing chosen is no product), and so is the percentage or amount the kind does not use, which the owner
 * may have typed before changing the kind and no longer sees. Variety rows are sent as typed: a blank one is the
 * owner's to name or remove, and the schema says so at its row.
 */
export function discountTermsBody<Values extends DiscountTermsValues>(values: Values): Values {
  const chosen = (ids: readonly string[]) => ids.filter((id) => id !== '');
  return {
    ...values,
    percent: values.kind === 'percent' ? values.percent : null,
    amount: values.kind === 'amount' ? values.amount : null,
    productIds: chosen(values.productIds),
    farmIds: chosen(values.farmIds),
  };
}

/** An error reply of the API as a form reads it: its status, message and fields' messages in the server's words. */
export interface DiscountRefusal {
  status: number;
  message: string;
  issues: readonly { path: string; message: string }[];
}

/**
 * Where a form shows a 400's fields: each field it names (`body.percent`, `body.varieties.2`) of the form's `fields`
 * at that field, a list of ids at the list (its rows left out when nothing was chosen, the server's numbering is not
 * the form's), once each. Empty when nothing of it belongs to a field: the toast says it.
 */
export function discountRefusalFields<Field extends string>(
  refusal: DiscountRefusal,
  fields: ReadonlySet<string>,
): { field: Field | `varieties.${number}`; message: string }[] {
  if (refusal.status !== 400) return [];
  const placed: { field: Field | `varieties.${number}`; message: string }[] = [];
  for (const issue of refusal.issues) {
    const [context, name, index] = issue.path.split('.');
    if (context !== 'body' || name === undefined || !fields.has(name)) continue;
    const field = (name === 'varieties' && index !== undefined && /^\d+$/.test(index) ? `varieties.${Number(index)}` : name) as Field;
    if (!placed.some((earlier) => earlier.field === field)) placed.push({ field, message: issue.message });
  }
  return placed;
}
