import type { AdminReviewsReply } from '@durio/shared/schemas/review-moderation';
import type { QueryValue } from '@durio/shared/search-params';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { adminReviewsKeys } from '../../api/admin-query-keys';

/** The reviews page's visibility filter and page. */
export type AdminReviewsParams = Record<string, QueryValue>;

/** Every review, hidden ones too, newest first. */
export function listAdminReviews(params: AdminReviewsParams, signal?: AbortSignal): Promise<AdminReviewsReply> {
  return apiRequest<AdminReviewsReply>(adminApiPaths.reviews, { query: params, signal });
}

export const adminReviewsQueryOptions = (params: AdminReviewsParams) =>
  queryOptions({
    queryKey: adminReviewsKeys.list(params),
    queryFn: ({ signal }) => listAdminReviews(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminReviews(params: AdminReviewsParams) {
  return useQuery(adminReviewsQueryOptions(params));
}
