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
  /** Only the reviews of this many stars. */
  rating: z.coerce.number().int().min(1).max(5).optional(),
  /** 'false': the reviews the shop has not answered yet. */
  replied: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminReviewsQuery = z.infer<typeof adminReviewsQuerySchema>;

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

export const SHOP_REPLY_MAX = 1000;

/** The shop's public answer to a review (docs/product/catalogue.md); written again, it replaces the last one. */
export const reviewReplyBodySchema = z
  .object({
    text: z
      .string({ error: 'Write the reply' })
      .trim()
      .min(1, 'Write the reply')
      .max(SHOP_REPLY_MAX, `A reply must be at most ${SHOP_REPLY_MAX} characters`),
  })
  .strict();
export type ReviewReplyBody = z.infer<typeof reviewReplyBodySchema>;
