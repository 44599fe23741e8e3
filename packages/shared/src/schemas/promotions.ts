import { z } from 'zod';
import { voucherKinds } from '../vouchers';
import { amountRm } from './common';

/* Automatic promotions as the owner writes them and the console shows them (docs/product/fees.md, "Discounts"). */

export const promotionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(voucherKinds),
  percent: z.number().nullable(),
  amount: z.number().nullable(),
  minQuantity: z.number().int(),
  minSpend: z.number(),
  validFrom: z.iso.date().nullable(),
  validTo: z.iso.date().nullable(),
  productIds: z.array(z.uuid()),
  categoryIds: z.array(z.uuid()),
  farmIds: z.array(z.uuid()),
  varieties: z.array(z.string()),
  paused: z.boolean(),
  /** The owner's order: promotions come off in it, the lowest first, before a voucher code. */
  position: z.number().int(),
  /** The paid orders not cancelled it took money off: what the reports count. */
  paidOrders: z.number().int(),
  /** What those orders came to (as weighed, once weighed), RM. */
  revenue: z.number(),
  /** What it took off them, RM. */
  discountGiven: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;

const day = z.iso.date('Give the date as YYYY-MM-DD').nullable().default(null);
const ids = z.array(z.uuid()).max(200, 'At most 200 of each').default([]);

/** `POST`/`PUT /durian/promotions`: a promotion's terms, given whole. */
export const promotionBodySchema = z
  .object({
    name: z.string({ error: 'Name the promotion' }).trim().min(1, 'Name the promotion').max(80, 'Keep the name to 80 characters'),
    kind: z.enum(voucherKinds, 'Choose a percentage, an amount or free delivery'),
    percent: z
      .number({ error: 'Give a percentage from 1 to 100' })
      .min(1, 'Give a percentage from 1 to 100')
      .max(100, 'Give a percentage from 1 to 100')
      .multipleOf(0.01, 'Give a percentage from 1 to 100')
      .nullable()
      .default(null),
    amount: amountRm('Amount off').nullable().default(null),
    minQuantity: z.number({ error: 'Give a quantity from 1 to 1,000' }).int('Give a quantity from 1 to 1,000').min(1, 'Give a quantity from 1 to 1,000').max(1000, 'Give a quantity from 1 to 1,000').default(1),
    minSpend: amountRm('Minimum spend').default(0),
    validFrom: day,
    validTo: day,
    productIds: ids,
    categoryIds: ids,
    farmIds: ids,
    varieties: z.array(z.string().trim().min(1, 'Name the variety').max(80)).max(50, 'At most 50 varieties').default([]),
    paused: z.boolean().default(false),
    position: z.number().int().min(0).max(1000).default(0),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.kind === 'percent' && body.percent === null) ctx.addIssue({ code: 'custom', message: 'Give a percentage from 1 to 100', path: ['percent'] });
    if (body.kind === 'amount' && !body.amount) ctx.addIssue({ code: 'custom', message: 'Give the amount off, more than RM 0', path: ['amount'] });
    if (body.validFrom && body.validTo && body.validTo < body.validFrom) {
      ctx.addIssue({ code: 'custom', message: 'The last day cannot be before the first', path: ['validTo'] });
    }
  });
export type PromotionBody = z.infer<typeof promotionBodySchema>;
export type PromotionBodyInput = z.input<typeof promotionBodySchema>;
