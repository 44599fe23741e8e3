import { z } from 'zod';
import { discountTermsBodyFields, discountTermsReplyFields, refineDiscountTerms } from './discount-terms';

/* Automatic promotions as the owner writes them and the console shows them (docs/product/fees.md, "Discounts"). */

export const promotionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  ...discountTermsReplyFields,
  minQuantity: z.number().int(),
  /** The owner's order: promotions come off in it, the lowest first, before a voucher code. */
  position: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** `POST`/`PUT /durian/promotions`: a promotion's terms, given whole. */
export const promotionBodySchema = z
  .object({
    name: z.string({ error: 'Name the promotion' }).trim().min(1, 'Name the promotion').max(80, 'Keep the name to 80 characters'),
    ...discountTermsBodyFields,
    minQuantity: z
      .number({ error: 'Give a quantity from 1 to 1,000' })
      .int('Give a quantity from 1 to 1,000')
      .min(1, 'Give a quantity from 1 to 1,000')
      .max(1000, 'Give a quantity from 1 to 1,000')
      .default(1),
    position: z.number().int().min(0).max(1000).default(0),
  })
  .strict()
  .superRefine(refineDiscountTerms);
export type PromotionBody = z.infer<typeof promotionBodySchema>;
export type PromotionBodyInput = z.input<typeof promotionBodySchema>;
