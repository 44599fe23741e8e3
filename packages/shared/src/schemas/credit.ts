import { z } from 'zod';
import { amountRm, rmSchema } from './common';

/* Store credit (docs/product/store-credit.md): a customer's balance, kept as an append-only ledger. */

/** Issued by the shop, spent on an order, given back when that order is cancelled, expired by the shop. */
export const creditEntryKinds = ['issued', 'spent', 'returned', 'expired'] as const;
export type CreditEntryKind = (typeof creditEntryKinds)[number];

export const creditEntrySchema = z.object({
  id: z.uuid(),
  kind: z.enum(creditEntryKinds),
  /** RM: what it added to the balance (issued, returned) or took from it (spent, expired, negative). */
  amount: z.number(),
  /** Why the shop issued it, as the customer reads it; null for a spend or a return. */
  reason: z.string().nullable(),
  /** The order it was spent on or given back from; null otherwise. */
  orderId: z.uuid().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type CreditEntry = z.infer<typeof creditEntrySchema>;

/** A customer's credit: the balance, when it expires unless it moves, and every entry, the newest first. */
export const storeCreditSchema = z.object({
  balance: rmSchema,
  /**
   * When the whole balance expires if the customer neither spends nor receives credit before then
   * (docs/product/store-credit.md, Expiry); null when the balance is 0.
   */
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  entries: z.array(creditEntrySchema),
});
export type StoreCredit = z.infer<typeof storeCreditSchema>;

/** `POST /durian/customers/{id}/credit`: credit the shop gives a customer, with the reason they will read. */
export const issueCreditBodySchema = z.strictObject({
  amount: amountRm('Amount').min(0.01, 'Amount must be more than RM 0'),
  reason: z.string({ error: 'Give a reason' }).trim().min(1, 'Give a reason').max(300, 'Keep the reason to 300 characters'),
});
export type IssueCreditBody = z.infer<typeof issueCreditBodySchema>;

/** What a checkout is told when the credit it would spend is not there, or more than the order (docs/product/store-credit.md). */
export const creditRefusals = {
  changed: 'Your store credit has changed. Please review your order.',
} as const;
