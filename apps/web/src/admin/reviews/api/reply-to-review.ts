import type { AdminReview } from '@durio/shared/schemas/review-moderation';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminHistoryKeys, adminReviewsKeys, storefrontKeys } from '../../api/admin-query-keys';

/*
 * The shop's public reply under a review (docs/product/catalogue.md). It changes the review lists (this page's and
 * the customer's), the review's history, and the product's reviews in the shop; no rating moves.
 */
const keysChangedByReply = (review: AdminReview) => [adminReviewsKeys.all, adminHistoryKeys.of('review', review.id), storefrontKeys.products];

export interface ReviewReply {
  id: string;
  text: string;
}

/** Writes the shop's reply, replacing the last one. */
export function replyToReview({ id, text }: ReviewReply): Promise<AdminReview> {
  return apiRequest<AdminReview>(adminApiPaths.reviewReply(id), { method: 'PUT', body: { text } });
}

export function removeReviewReply(id: string): Promise<AdminReview> {
  return apiRequest<AdminReview>(adminApiPaths.reviewReply(id), { method: 'DELETE' });
}

export function useReplyToReview(toasts: AdminToasts<AdminReview>) {
  return useAdminWrite({ write: replyToReview, toasts, invalidates: keysChangedByReply });
}

export function useRemoveReviewReply(toasts: AdminToasts<AdminReview>) {
  return useAdminWrite({ write: removeReviewReply, toasts, invalidates: keysChangedByReply });
}
