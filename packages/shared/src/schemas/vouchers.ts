import { z } from 'zod';
import { normalizeVoucherCode } from '../vouchers';
import { discountTermsBodyFields, discountTermsReplyFields, refineDiscountTerms } from './discount-terms';

/* Voucher codes as the owner writes them and the console shows them (docs/product/fees.md, "Discounts"). */

/** A voucher code with its terms and how many orders took it (admin). Amounts in RM, the percentage in percent. */
export const voucherSchema = z.object({
  id: z.uuid(),
  code: z.string().describe('Upper case, no spaces: how the shop matches what a shopper types'),
  ...discountTermsReplyFields,
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  /** Orders that took a use and were not cancelled (paid or still to be paid). */
  usesTaken: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Voucher = z.infer<typeof voucherSchema>;

const CODE_RULE = 'A code is 3 to 32 letters and digits';
const limit = (message: string) => z.number({ error: message }).int(message).min(1, message).max(1_000_000, message).nullable().default(null);

/**
 * `POST`/`PUT /durian/vouchers`: the code (case and spaces dropped) and its terms, given whole. A percentage code has
 * its percentage, an amount code its amount; the last day is not before the first.
 */
export const voucherBodySchema = z
  .object({
    code: z
      .string({ error: CODE_RULE })
      .transform(normalizeVoucherCode)
      .pipe(z.string().regex(/^[A-Z0-9]{3,32}$/, CODE_RULE)),
    ...discountTermsBodyFields,
    usageLimit: limit('Give a limit of 1 use or more'),
    perCustomerLimit: limit('Give a limit of 1 use or more'),
    firstOrderOnly: z.boolean().default(false),
  })
  .strict()
  .superRefine(refineDiscountTerms);
export type VoucherBody = z.infer<typeof voucherBodySchema>;
export type VoucherBodyInput = z.input<typeof voucherBodySchema>;
