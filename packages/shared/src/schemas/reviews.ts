import { z } from 'zod';
import { MAX_REVIEW_PHOTOS } from '../file-rules';

const ratingMessage = 'Rating must be a whole number from 1 to 5';
/** A rating of 1 to 5 stars. */
export const reviewRatingSchema = z.number({ error: ratingMessage }).int(ratingMessage).min(1, ratingMessage).max(5, ratingMessage);

export const REVIEW_TEXT_MAX = 2000;

export const reviewTextSchema = z
  .string({ error: 'Review text is required' })
  .trim()
  .min(1, 'Review text is required')
  .max(REVIEW_TEXT_MAX, `Review text must be at most ${REVIEW_TEXT_MAX} characters`);

/** `POST /durian/products/{orderId}/{productId}/reviews` (docs/product/catalogue.md). */
/** The ids of photos the customer uploaded (folder 'reviews'), in the order they are shown. */
export const reviewPhotoIdsSchema = z
  .array(z.uuid())
  .max(MAX_REVIEW_PHOTOS, `A review may have at most ${MAX_REVIEW_PHOTOS} photos`)
  .refine((ids) => new Set(ids).size === ids.length, { error: 'A photo is listed twice' });

export const createReviewBodySchema = z.object({
  review: reviewTextSchema,
  rating: reviewRatingSchema,
  photoIds: reviewPhotoIdsSchema.optional(),
});
export type CreateReviewBody = z.infer<typeof createReviewBodySchema>;

/** `PUT /durian/products/{productId}/reviews/{reviewId}`: the text, the rating or both. */
export const updateReviewBodySchema = z
  .object({ review: reviewTextSchema.optional(), rating: reviewRatingSchema.optional(), photoIds: reviewPhotoIdsSchema.optional() })
  .refine((body) => body.review !== undefined || body.rating !== undefined || body.photoIds !== undefined, {
    error: 'Give a new review text, rating or photos',
  });
export type UpdateReviewBody = z.infer<typeof updateReviewBodySchema>;
