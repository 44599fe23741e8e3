import { isReviewable } from '@durio/shared/order-status';
import type { Review } from '@durio/shared/schemas/catalogue';
import type { CreateReviewBody, UpdateReviewBody } from '@durio/shared/schemas/reviews';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../auth/auth.schema';
import { files } from '../files/files.schema';
import { orderItems, orders } from '../orders/orders.schema';
import { reviewFiles, reviews } from './reviews.schema';
import type { Clock } from '../../lib/clock';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { FileStorage } from '../../storage/file-storage';
import { toReviews } from './product-reviews.service';
import { deleteFileRows, storageKeysOf } from '../files/public';

const REVIEW_NOT_FOUND = 'Review not found or not owned by user';

type ReviewRow = typeof reviews.$inferSelect;
type FileRow = typeof files.$inferSelect;

/**
 * Attaches the customer's photos to their review, in the order given. Only pictures they uploaded for
 * reviews (another customer's is answered as missing), and only ones no other review shows.
 */
async function attachPhotosTx(tx: Tx, userId: string, reviewId: string, photoIds: readonly string[]): Promise<void> {
  if (photoIds.length === 0) return;
  const found = await tx
    .select({ id: files.id, mimeType: files.mimeType, folder: files.folder, usedBy: reviewFiles.reviewId })
    .from(files)
    .leftJoin(reviewFiles, eq(reviewFiles.fileId, files.id))
    .where(and(inArray(files.id, [...photoIds]), eq(files.uploadedBy, userId)));
  for (const id of photoIds) {
    const photo = found.find((f) => f.id === id);
    if (!photo || photo.folder !== 'reviews' || !photo.mimeType.startsWith('image/')) throw new NotFoundError('Photo not found');
    if (photo.usedBy && photo.usedBy !== reviewId) throw new ConflictError('This photo belongs to another review.');
  }
  await tx.delete(reviewFiles).where(eq(reviewFiles.reviewId, reviewId));
  await tx.insert(reviewFiles).values(photoIds.map((fileId, position) => ({ reviewId, fileId, position })));
}

/** Writing product reviews: only buyers of delivered orders, once per product per order (docs/product/catalogue.md). */
export function createReviewsService({ db, clock, storage }: { db: Db; clock: Clock; storage: FileStorage }) {
  async function reply(row: ReviewRow): Promise<Review> {
    return (await toReviews(db, storage, [row]))[0]!;
  }

  /** Deletes photos a review no longer shows: their rows in the transaction, their stored copies after it. */
  async function removePhotosTx(tx: Tx, reviewId: string, keep: readonly string[]): Promise<FileRow[]> {
    const dropped = await tx
      .select({ file: files })
      .from(reviewFiles)
      .innerJoin(files, eq(files.id, reviewFiles.fileId))
      .where(and(eq(reviewFiles.reviewId, reviewId), keep.length > 0 ? notInArray(files.id, [...keep]) : undefined));
    await deleteFileRows(tx, dropped.map((d) => d.file.id));
    return dropped.map((d) => d.file);
  }

  async function deleteStored(removed: readonly FileRow[]): Promise<void> {
    await storage.delete(removed.flatMap(storageKeysOf));
  }

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
    if (!isReviewable(order.status)) {
      throw new ForbiddenError('You can review a product only after its order has been delivered.');
    }
    const [line] = await db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, productId)))
      .limit(1);
    if (!line) throw new ForbiddenError('This product is not part of this order.');

    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
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
      if (!created) throw new ConflictError('You have already reviewed this product for this order.');
      await attachPhotosTx(tx, userId, created.id, body.photoIds ?? []);
      return created;
    });
    return reply(row);
  }

  /** The owner's own review of that product; anyone else's is answered as missing. */
  function ownReview(userId: string, productId: string, reviewId: string) {
    return and(eq(reviews.id, reviewId), eq(reviews.productId, productId), eq(reviews.userId, userId));
  }

  /** New text, rating or photos; photos left out of a new list are deleted. */
  async function updateReview(userId: string, productId: string, reviewId: string, body: UpdateReviewBody): Promise<Review> {
    const { row, removed } = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(reviews)
        .set({
          ...(body.review !== undefined && { review: body.review }),
          ...(body.rating !== undefined && { rating: body.rating }),
          updatedAt: clock.now(),
        })
        .where(ownReview(userId, productId, reviewId))
        .returning();
      if (!updated) throw new NotFoundError(REVIEW_NOT_FOUND);
      if (body.photoIds === undefined) return { row: updated, removed: [] };
      const gone = await removePhotosTx(tx, reviewId, body.photoIds);
      await attachPhotosTx(tx, userId, reviewId, body.photoIds);
      return { row: updated, removed: gone };
    });
    await deleteStored(removed);
    return reply(row);
  }

  /** Deletes the review and its photos. */
  async function deleteReview(userId: string, productId: string, reviewId: string): Promise<void> {
    const removed = await db.transaction(async (tx) => {
      const [review] = await tx.select({ id: reviews.id }).from(reviews).where(ownReview(userId, productId, reviewId));
      if (!review) throw new NotFoundError(REVIEW_NOT_FOUND);
      const photos = await removePhotosTx(tx, reviewId, []);
      await tx.delete(reviews).where(eq(reviews.id, reviewId));
      return photos;
    });
    await deleteStored(removed);
  }

  return { createReview, updateReview, deleteReview };
}
