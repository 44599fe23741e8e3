import { unitPriceRm } from '@durio/shared/pricing';
import { createProductBodySchema, kgInputSchema, priceInputSchema } from '@durio/shared/schemas/catalogue';
import type { z } from 'zod';

/**
 * What the product form checks: the shared product schema with the server's own rules (a sale price under the
 * price; a weight-priced fruit's range from its lightest to its heaviest weight, at most 20 kg), and that
 * heaviest weight read as a scale reads it, in grams (kg with up to 3 decimals), as the lightest already is.
 */
export const productFormSchema = createProductBodySchema.superRefine((product, context) => {
  if (product.pricedBy !== 'kg' || product.weight == null) return;
  for (const issue of kgInputSchema.safeParse(product.weight).error?.issues ?? []) {
    context.addIssue({ code: 'custom', message: issue.message, path: ['weight'] });
  }
});

export type ProductFormValues = z.input<typeof productFormSchema>;

const isPrice = (value: unknown): value is number => priceInputSchema.safeParse(value).success;

/**
 * What shoppers will pay for one weight-priced fruit at checkout as the form now stands, by the checkout's own
 * rule (unitPriceRm): the price, or a sale price under it, per kg at the heaviest weight. Null for a product
 * priced per unit, or while the price or the heaviest weight is not one the form would save.
 */
export function chargeAtCheckout(values: Pick<ProductFormValues, 'pricedBy' | 'price' | 'discountPrice' | 'weight'>): number | null {
  const { pricedBy, price, discountPrice } = values;
  const heaviest = kgInputSchema.safeParse(values.weight);
  if (pricedBy !== 'kg' || !isPrice(price) || !heaviest.success) return null;
  const salePrice = isPrice(discountPrice) && discountPrice < price ? discountPrice : null;
  return unitPriceRm({ price, salePrice, pricedBy: 'kg', weight: heaviest.data });
}
