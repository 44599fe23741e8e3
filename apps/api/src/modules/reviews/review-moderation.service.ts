import type { AdminReview, AdminReviewsQuery, ReviewVisibilityBody } from '@durio/shared/schemas/review-moderation';
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../catalogue/catalogue.schema';
import { reviews } from './reviews.schema';
import type { Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import type { FileStorage } from '../../storage/file-storage';
import { recordAdminChange } from '../../audit/admin-changes';
import { toReviews } from './product-reviews.service';

type ReviewRow = typeof reviews.$inferSelect;

/**
 * The admin's review moderation (docs/product/admin-console.md): hide a review with a reason, or show it again, and
 * answer it in public as the shop. A hidden
 * review appears in no list and counts in no rating (catalogue/visible-review.ts); its author still sees it
 * on their own order, where it was written.
 */
export function createReviewModerationService({ db, clock, storage }: { db: Db; clock: Clock; storage: FileStorage }) {
  async function toAdminReviews(rows: { review: ReviewRow; productName: string }[]): Promise<AdminReview[]> {
    const replies = await toReviews(db, storage, rows.map((r) => r.review));
    return replies.map((reply, i) => ({
      ...reply,
      hidden: rows[i]!.review.hiddenAt !== null,
      hiddenReason: rows[i]!.review.hiddenReason,
      product: { id: rows[i]!.review.productId, name: rows[i]!.productName },
    }));
  }

  async function list(query: AdminReviewsQuery) {
    const where = and(
      query.hidden === undefined ? undefined : query.hidden ? isNotNull(reviews.hiddenAt) : isNull(reviews.hiddenAt),
      query.productId ? eq(reviews.productId, query.productId) : undefined,
      query.userId ? eq(reviews.userId, query.userId) : undefined,
      query.rating ? eq(reviews.rating, query.rating) : undefined,
      query.replied === undefined ? undefined : query.replied ? isNotNull(reviews.shopReply) : isNull(reviews.shopReply),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ review: reviews, productName: products.name })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(where)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ n: count() }).from(reviews).where(where),
    ]);
    return { items: await toAdminReviews(rows), meta: { totalCount: total?.n ?? 0, page: query.page, limit: query.limit } };
  }

  async function withProductName(row: ReviewRow): Promise<AdminReview> {
    const [product] = await db.select({ name: products.name }).from(products).where(eq(products.id, row.productId));
    return (await toAdminReviews([{ review: row, productName: product?.name ?? '' }]))[0]!;
  }

  /**
   * Writes the shop's public reply under a review, replacing the last one, or takes it away (`text` null). A reply
   * to a hidden review is kept and shows when the review is shown again.
   */
  async function setReply(adminId: string, reviewId: string, text: string | null): Promise<AdminReview> {
    const row = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
      if (!before) throw new NotFoundError('Review not found');
      const [after] = await tx
        .update(reviews)
        .set({ shopReply: text, shopRepliedAt: text === null ? null : clock.now() })
        .where(eq(reviews.id, reviewId))
        .returning();
      await recordAdminChange(tx, {
        actorId: adminId,
        entity: 'review',
        entityId: reviewId,
        action: text === null ? 'replyRemoved' : 'replied',
        before: { shopReply: before.shopReply },
        after: { shopReply: after!.shopReply },
      });
      return after!;
    });
    return withProductName(row);
  }

  async function setVisibility(adminId: string, reviewId: string, body: ReviewVisibilityBody): Promise<AdminReview> {
    const row = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(reviews).where(eq(reviews.id, reviewId));
      if (!before) throw new NotFoundError('Review not found');
      const [after] = await tx
        .update(reviews)
        .set(body.hidden ? { hiddenAt: clock.now(), hiddenReason: body.reason } : { hiddenAt: null, hiddenReason: null })
        .where(eq(reviews.id, reviewId))
        .returning();
      await recordAdminChange(tx, {
        actorId: adminId,
        entity: 'review',
        entityId: reviewId,
        action: body.hidden ? 'hidden' : 'shown',
        before: { hidden: before.hiddenAt !== null, hiddenReason: before.hiddenReason },
        after: { hidden: after!.hiddenAt !== null, hiddenReason: after!.hiddenReason },
      });
      return after!;
    });
    return withProductName(row);
  }

  return { list, setVisibility, setReply };
}
