import type { Review } from '@durio/shared/schemas/catalogue';
import type { CreateReviewBody, UpdateReviewBody } from '@durio/shared/schemas/reviews';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, reviews, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { toReview } from '../catalogue/product-reviews.service';

const REVIEW_NOT_FOUND = 'Review not found or not owned by user';

/** Writing product reviews: only buyers of delivered orders, once per product per order (DECISIONS §5). */
export function createReviewsService({ db, clock }: { db: Db; clock: Clock }) {
  /**
   * Reviews `productId` as bought in `orderId`. Another customer's order is answered as missing; the
   * unique (order, product) index decides a double submit, so two racing requests give one review.
   */
  async function createReview(userId: string, orderId: string, productId: string, body: CreateReviewBody): Promise<Review> {
    const [order] = await db
      .select({ status: orders.status, authorName: users.displayName })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!order) throw new NotFoundError('Order not found');
    if (order.status !== 'DELIVERED') {
      throw new ForbiddenError('You can review a product only after its order has been delivered.');
    }
    const [line] = await db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, productId)))
      .limit(1);
    if (!line) throw new ForbiddenError('This product is not part of this order.');

    const now = clock.now();
    const [row] = await db
      .insert(reviews)
      .values({
        productId,
        orderId,
        userId,
        authorName: order.authorName,
        rating: body.rating,
        review: body.review,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [reviews.orderId, reviews.productId] })
      .returning();
    if (!row) throw new ConflictError('You have already reviewed this product for this order.');
    return toReview(row);
  }

  /** The owner's own review of that product; anyone else's is answered as missing. */
  function ownReview(userId: string, productId: string, reviewId: string) {
    return and(eq(reviews.id, reviewId), eq(reviews.productId, productId), eq(reviews.userId, userId));
  }

  async function updateReview(userId: string, productId: string, reviewId: string, body: UpdateReviewBody): Promise<Review> {
    const [row] = await db
      .update(reviews)
      .set({
        ...(body.review !== undefined && { review: body.review }),
        ...(body.rating !== undefined && { rating: body.rating }),
        updatedAt: clock.now(),
      })
      .where(ownReview(userId, productId, reviewId))
      .returning();
    if (!row) throw new NotFoundError(REVIEW_NOT_FOUND);
    return toReview(row);
  }

  async function deleteReview(userId: string, productId: string, reviewId: string): Promise<void> {
    const deleted = await db
      .delete(reviews)
      .where(ownReview(userId, productId, reviewId))
      .returning({ id: reviews.id });
    if (deleted.length === 0) throw new NotFoundError(REVIEW_NOT_FOUND);
  }

  return { createReview, updateReview, deleteReview };
}
