import { z } from 'zod';
import { normalizeVoucherCode, voucherKinds } from '../vouchers';
import { amountRm } from './common';

/* Voucher codes as the owner writes them and the console shows them (docs/product/fees.md, "Discounts"). */

/** A voucher code with its terms and how many orders took it (admin). Amounts in RM, the percentage in percent. */
export const voucherSchema = z.object({
  id: z.uuid(),
  code: z.string().describe('Upper case, no spaces: how the shop matches what a shopper types'),
  kind: z.enum(voucherKinds),
  percent: z.number().nullable(),
  amount: z.number().nullable(),
  minSpend: z.number(),
  validFrom: z.iso.date().nullable(),
  validTo: z.iso.date().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  productIds: z.array(z.uuid()),
  categoryIds: z.array(z.uuid()),
  farmIds: z.array(z.uuid()),
  varieties: z.array(z.string()),
  paused: z.boolean(),
  /** Orders that took a use and were not cancelled (paid or still to be paid). */
  usesTaken: z.number().int(),
  /** Of those, the orders paid for: what the reports count. */
  paidOrders: z.number().int(),
  /** What the paid orders came to after the discount (as weighed, once weighed), RM. */
  revenue: z.number(),
  /** What the code took off those orders, RM. */
  discountGiven: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Voucher = z.infer<typeof voucherSchema>;

const CODE_RULE = 'A code is 3 to 32 letters and digits';
const limit = (message: string) => z.number({ error: message }).int(message).min(1, message).max(1_000_000, message).nullable().default(null);
const day = z.iso.date('Give the date as YYYY-MM-DD').nullable().default(null);
const ids = z.array(z.uuid()).max(200, 'At most 200 of each').default([]);

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
    kind: z.enum(voucherKinds, 'Choose a percentage, an amount or free delivery'),
    percent: z
      .number({ error: 'Give a percentage from 1 to 100' })
      .min(1, 'Give a percentage from 1 to 100')
      .max(100, 'Give a percentage from 1 to 100')
      .multipleOf(0.01, 'Give a percentage from 1 to 100')
      .nullable()
      .default(null),
    amount: amountRm('Amount off').nullable().default(null),
    minSpend: amountRm('Minimum spend').default(0),
    validFrom: day,
    validTo: day,
    usageLimit: limit('Give a limit of 1 use or more'),
    perCustomerLimit: limit('Give a limit of 1 use or more'),
    firstOrderOnly: z.boolean().default(false),
    productIds: ids,
    categoryIds: ids,
    farmIds: ids,
    varieties: z.array(z.string().trim().min(1, 'Name the variety').max(80)).max(50, 'At most 50 varieties').default([]),
    paused: z.boolean().default(false),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.kind === 'percent' && body.percent === null) ctx.addIssue({ code: 'custom', message: 'Give a percentage from 1 to 100', path: ['percent'] });
    if (body.kind === 'amount' && !body.amount) ctx.addIssue({ code: 'custom', message: 'Give the amount off, more than RM 0', path: ['amount'] });
    if (body.validFrom && body.validTo && body.validTo < body.validFrom) {
      ctx.addIssue({ code: 'custom', message: 'The last day cannot be before the first', path: ['validTo'] });
    }
  });
export type VoucherBody = z.infer<typeof voucherBodySchema>;
export type VoucherBodyInput = z.input<typeof voucherBodySchema>;
