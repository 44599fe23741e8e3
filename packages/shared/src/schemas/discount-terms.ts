import { z } from 'zod';
import { voucherKinds } from '../vouchers';
import { amountRm } from './common';

/*
 * What a voucher code and an automatic promotion have in common (docs/product/fees.md, "Discounts"): what they take
 * off, their minimum spend, their days, what they are for, their pause, and what their paid orders brought. One home
 * for both the replies and the bodies, so the two are written, checked and shown alike.
 */

/** The terms as the console reads them: amounts in RM, the percentage in percent. */
export const discountTermsReplyFields = {
  kind: z.enum(voucherKinds),
  percent: z.number().nullable(),
  amount: z.number().nullable(),
  minSpend: z.number(),
  validFrom: z.iso.date().nullable(),
  validTo: z.iso.date().nullable(),
  productIds: z.array(z.uuid()),
  categoryIds: z.array(z.uuid()),
  farmIds: z.array(z.uuid()),
  varieties: z.array(z.string()),
  paused: z.boolean(),
  /** The paid orders not cancelled it took money off: what the reports count. */
  paidOrders: z.number().int(),
  /** What those orders came to after the discount (as weighed, once weighed), RM. */
  revenue: z.number(),
  /** What it took off them, RM. */
  discountGiven: z.number(),
};

export type DiscountTermsReply = z.infer<z.ZodObject<typeof discountTermsReplyFields>>;

const day = z.iso.date('Give the date as YYYY-MM-DD').nullable().default(null);
const ids = z.array(z.uuid()).max(200, 'At most 200 of each').default([]);

/** The terms as the owner writes them, each with its message. */
export const discountTermsBodyFields = {
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
  productIds: ids,
  categoryIds: ids,
  farmIds: ids,
  varieties: z.array(z.string().trim().min(1, 'Name the variety').max(80)).max(50, 'At most 50 varieties').default([]),
  paused: z.boolean().default(false),
};

/** A percentage's percentage, an amount's amount, and a last day not before the first. */
export function refineDiscountTerms(
  body: { kind: string; percent: number | null; amount: number | null; validFrom: string | null; validTo: string | null },
  ctx: z.RefinementCtx,
): void {
  if (body.kind === 'percent' && body.percent === null) ctx.addIssue({ code: 'custom', message: 'Give a percentage from 1 to 100', path: ['percent'] });
  if (body.kind === 'amount' && !body.amount) ctx.addIssue({ code: 'custom', message: 'Give the amount off, more than RM 0', path: ['amount'] });
  if (body.validFrom && body.validTo && body.validTo < body.validFrom) {
    ctx.addIssue({ code: 'custom', message: 'The last day cannot be before the first', path: ['validTo'] });
  }
}
