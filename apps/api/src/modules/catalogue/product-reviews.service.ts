import { and, desc, eq, gte, isNotNull, type SQL } from 'drizzle-orm';
import type { Review } from '@durio/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import type { FileStorage } from '../../storage/file-storage';
import { createProductReader, visibleProductCondition } from './product-reader';

export interface ProductReviewsQuery {
  skip: number;
  take: number;
  minRating?: number;
  rating?: number;
  verified?: boolean;
}

type ReviewRow = typeof reviews.$inferSelect;

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    productId: row.productId,
    orderId: row.orderId,
    rating: row.rating,
    review: row.review,
    comment: row.review,
    user: { displayName: row.authorName || 'Anonymous' },
    // A review tied to a delivered order is a verified purchase; imported ones have no order.
    verifiedPurchase: row.orderId !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Reading a product's reviews; writing them belongs to the reviews module. */
export function createProductReviewsService({ db, storage }: { db: Db; storage: FileStorage }) {
  const reader = createProductReader({ db, storage });

  return {
    /** Newest first, with the reviews page's filters (DECISIONS §3). */
    async listProductReviews(productId: string, query: ProductReviewsQuery, viewer: { isAdmin: boolean }): Promise<Review[]> {
      if (!(await reader.isVisible(productId, visibleProductCondition(viewer.isAdmin)))) {
        throw new NotFoundError('Product not found');
      }
      const conditions: SQL[] = [eq(reviews.productId, productId)];
      if (query.minRating !== undefined) conditions.push(gte(reviews.rating, query.minRating));
      if (query.rating !== undefined) conditions.push(eq(reviews.rating, query.rating));
      if (query.verified) conditions.push(isNotNull(reviews.orderId));
      const rows = await db
        .select()
        .from(reviews)
        .where(and(...conditions))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(query.take)
        .offset(query.skip);
      return rows.map(toReview);
    },
  };
}
