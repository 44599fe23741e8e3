import { and, desc, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Review, ShopReply } from '@durio/shared/schemas/catalogue';
import type { MediaFile } from '@durio/shared/schemas/media';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { reviewFiles, reviews } from './reviews.schema';
import { NotFoundError } from '../../lib/errors';
import type { FileStorage } from '../../storage/file-storage';
import { loadMediaByOwner, mediaLinks } from '../files/public';
import { createProductReader, visibleProductCondition } from '../catalogue/public';
import { visibleReview } from './visible-review';

export interface ProductReviewsQuery {
  skip: number;
  take: number;
  minRating?: number;
  rating?: number;
  verified?: boolean;
  sort: 'recent' | 'useful';
}

type ReviewRow = typeof reviews.$inferSelect;

/** The shop's reply to a review as replies show it, or null. */
export function shopReplyOf(row: Pick<ReviewRow, 'shopReply' | 'shopRepliedAt'>): ShopReply | null {
  return row.shopReply !== null && row.shopRepliedAt !== null ? { text: row.shopReply, repliedAt: row.shopRepliedAt.toISOString() } : null;
}

export function toReview(row: ReviewRow, media: MediaFile[]): Review {
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
    media,
    shopReply: shopReplyOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** 'All Reviews' (docs/product/catalogue.md): reviews with photos first, then the longest, then (after this) the newest. */
const mostUsefulFirst = [
  desc(sql`exists (select 1 from ${reviewFiles} where ${reviewFiles.reviewId} = ${reviews.id})`),
  desc(sql`length(${reviews.review})`),
];

/** Replies for review rows, with their photos in one query. */
export async function toReviews(db: Db, storage: FileStorage, rows: readonly ReviewRow[]): Promise<Review[]> {
  const photos = await loadMediaByOwner(
    db,
    storage,
    mediaLinks.review,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toReview(row, photos.get(row.id) ?? []));
}

/** Reading a product's reviews; writing them belongs to the reviews module. */
export function createProductReviewsService({ db, storage, clock }: { db: Db; storage: FileStorage; clock: Clock }) {
  const reader = createProductReader({ db, storage, clock });

  return {
    /** Newest first, with the reviews page's filters (docs/product/catalogue.md). */
    async listProductReviews(productId: string, query: ProductReviewsQuery, viewer: { isAdmin: boolean }): Promise<Review[]> {
      if (!(await reader.isVisible(productId, visibleProductCondition(viewer.isAdmin)))) {
        throw new NotFoundError('Product not found');
      }
      const conditions: SQL[] = [eq(reviews.productId, productId), visibleReview];
      if (query.minRating !== undefined) conditions.push(gte(reviews.rating, query.minRating));
      if (query.rating !== undefined) conditions.push(eq(reviews.rating, query.rating));
      if (query.verified) conditions.push(isNotNull(reviews.orderId));
      const rows = await db
        .select()
        .from(reviews)
        .where(and(...conditions))
        .orderBy(...(query.sort === 'useful' ? mostUsefulFirst : []), desc(reviews.createdAt), desc(reviews.id))
        .limit(query.take)
        .offset(query.skip);
      return toReviews(db, storage, rows);
    },
  };
}
