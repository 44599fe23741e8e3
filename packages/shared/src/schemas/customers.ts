import { z } from 'zod';
import { addressSchema } from './addresses';
import { rmSchema } from './common';

/** A customer as the console lists them (read only, never a password: docs/product/admin-console.md). */
export const customerSummarySchema = z.object({
  id: z.uuid(),
  displayName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  emailVerified: z.boolean(),
  /** Asked to have the account deleted; the data goes when the grace period ends. */
  deletionRequested: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Orders the customer kept (paid, neither refunded nor cancelled), and what they came to (RM). */
  paidOrders: z.number().int(),
  totalSpent: rmSchema,
  lastOrderAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerSchema = customerSummarySchema.extend({ addresses: z.array(addressSchema) });
export type Customer = z.infer<typeof customerSchema>;

export const customerSorts = ['newest', 'name', 'total-spent', 'last-order'] as const;

export const customerListQuerySchema = z.object({
  /** Part of a name, an e-mail or a phone number. */
  search: z.string().trim().max(200).optional(),
  sort: z.enum(customerSorts).default('newest'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

export const customerListReplySchema = z.object({
  items: z.array(customerSummarySchema),
  meta: z.object({ totalCount: z.number().int(), page: z.number().int(), limit: z.number().int() }),
});
export type CustomerListReply = z.infer<typeof customerListReplySchema>;
