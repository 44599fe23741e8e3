import { isNull } from 'drizzle-orm';
import { reviews } from './reviews.schema';

/** docs/product/catalogue.md: a review the admin hid appears nowhere and counts in no rating (the one home of that rule). */
export const visibleReview = isNull(reviews.hiddenAt);
