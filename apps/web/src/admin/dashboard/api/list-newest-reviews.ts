import type { AdminReviewsReply } from '@durio/shared/schemas/review-moderation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { adminReviewsKeys } from '../../api/admin-query-keys';

const NEWEST_SHOWN = 5;

/** The latest reviews, hidden ones too: a list of the reviews' key, so hiding one shows here. */
export function listNewestReviews(signal?: AbortSignal): Promise<AdminReviewsReply> {
  return apiRequest<AdminReviewsReply>(adminApiPaths.reviews, { query: { limit: NEWEST_SHOWN }, signal });
}

export const newestReviewsQueryOptions = () =>
  queryOptions({
    queryKey: adminReviewsKeys.list({ limit: NEWEST_SHOWN }),
    queryFn: ({ signal }) => listNewestReviews(signal),
    placeholderData: keepPreviousData,
  });

export function useNewestReviews() {
  return useQuery(newestReviewsQueryOptions());
}
