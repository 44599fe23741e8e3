import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { reviews } from './reviews.schema';

/** An erased customer's reviews stay, with their text and rating, under `authorName` and linked to nobody. */
export async function anonymiseReviewsOf(tx: Tx, userId: string, authorName: string): Promise<void> {
  await tx.update(reviews).set({ userId: null, authorName }).where(eq(reviews.userId, userId));
}
