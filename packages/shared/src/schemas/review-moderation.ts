import { z } from 'zod';
import { reviewSchema } from './catalogue';

/** A review as the admin sees it (docs/product/admin-console.md): whether it is hidden, why, and what it reviews. */
export const adminReviewSchema = reviewSchema.extend({
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  product: z.object({ id: z.uuid(), name: z.string() }),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewsQuerySchema = z.object({
  hidden: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  productId: z.uuid().optional(),
  /** The reviews one customer wrote (the console's customer page). */
  userId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const adminReviewsReplySchema = z.object({
  items: z.array(adminReviewSchema),
  meta: z.object({ totalCount: z.number().int(), page: z.number().int(), limit: z.number().int() }),
});
export type AdminReviewsReply = z.infer<typeof adminReviewsReplySchema>;

/** Hide a review with a reason the shop keeps, or show it again (hidden reviews appear nowhere: docs/product/catalogue.md). */
export const reviewVisibilityBodySchema = z
  .discriminatedUnion('hidden', [
    z.object({ hidden: z.literal(true), reason: z.string().trim().min(3, 'Say why the review is hidden').max(500) }).strict(),
    z.object({ hidden: z.literal(false) }).strict(),
  ]);
export type ReviewVisibilityBody = z.infer<typeof reviewVisibilityBodySchema>;
