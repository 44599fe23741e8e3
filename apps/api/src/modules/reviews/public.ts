/* What other code may use of the reviews module (docs/decisions/032); its tables are in reviews.schema.ts. */
export { anonymiseReviewsOf } from './review-erasure';
export { shopReplyOf } from './product-reviews.service';
export { reviewsRoutes } from './reviews.routes';
