import type { Promotion } from '@durio/shared/schemas/promotions';
import { discountRefusalFields, discountTermsOf, newDiscountTerms, type DiscountRefusal, type DiscountTermsValues } from '../components/discount-terms';

/*
 * The Promotions page's form (docs/product/fees.md, "Discounts"): a promotion's terms as the form holds them, given
 * whole as `PUT /durian/promotions/{id}` wants them, and at which field a refusal of the server shows.
 */

/** Every term of a promotion: the terms all discounts have, its name, the items a cart needs and its place in the order. */
export interface PromotionFormValues extends DiscountTermsValues {
  name: string;
  minQuantity: number;
  position: number;
}

/** A promotion's terms as the server keeps them; `changes` in place of some (the row's Pause is `{ paused: true }`). */
export function promotionTerms(promotion: Promotion, changes: Partial<PromotionFormValues> = {}): PromotionFormValues {
  return { name: promotion.name, ...discountTermsOf(promotion), minQuantity: promotion.minQuantity, position: promotion.position, ...changes };
}

/** A new promotion: a percentage, from one item, first in the order, for the whole shop. */
export const newPromotionValues = (): PromotionFormValues => ({ name: '', ...newDiscountTerms(), minQuantity: 1, position: 0 });

/** A field of the form a refusal can be shown at: a term, a list of ids, or one variety's row. */
export type PromotionField = keyof PromotionFormValues | `varieties.${number}`;

const fields = new Set<string>(Object.keys(newPromotionValues()));

/** Where the form shows a refusal: a 400's fields at theirs. */
export function promotionRefusalFields(refusal: DiscountRefusal): { field: PromotionField; message: string }[] {
  return discountRefusalFields<PromotionField>(refusal, fields);
}
