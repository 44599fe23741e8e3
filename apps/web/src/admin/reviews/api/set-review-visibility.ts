import type { AdminReview } from '@durio/shared/schemas/review-moderation';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminFarmsKeys, adminHistoryKeys, adminProductsKeys, adminReviewsKeys, storefrontKeys } from '../../api/admin-query-keys';

/*
 * One call hides a review (with the reason the shop keeps) or shows it again. Either way every review list changes
 * (this page's, the customer's, the dashboard's), its history, and the ratings of its product and farm, in the
 * console and in the shop, whose lists and search show them.
 */

const keysChangedByVisibility = (review: AdminReview) => [
  adminReviewsKeys.all,
  adminHistoryKeys.of('review', review.id),
  adminProductsKeys.all,
  adminFarmsKeys.lists(),
  storefrontKeys.products,
  storefrontKeys.farms,
  storefrontKeys.search,
];

export interface ReviewHiding {
  id: string;
  reason: string;
}

/** Takes a review out of every list and rating of the shop. */
export function hideReview({ id, reason }: ReviewHiding): Promise<AdminReview> {
  return apiRequest<AdminReview>(adminApiPaths.reviewVisibility(id), { method: 'PATCH', body: { hidden: true, reason } });
}

export function showReview(id: string): Promise<AdminReview> {
  return apiRequest<AdminReview>(adminApiPaths.reviewVisibility(id), { method: 'PATCH', body: { hidden: false } });
}

export function useHideReview(toasts: AdminToasts<AdminReview>) {
  return useAdminWrite({ write: hideReview, toasts, invalidates: keysChangedByVisibility });
}

export function useShowReview(toasts: AdminToasts<AdminReview>) {
  return useAdminWrite({ write: showReview, toasts, invalidates: keysChangedByVisibility });
}
