import type { AdminReviewsReply } from '@durio/shared/schemas/review-moderation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { adminReviewsKeys } from '../../api/admin-query-keys';

export interface CustomerReviewsParams {
  userId: string;
  page: number;
  limit: number;
}

/** The reviews the customer wrote, hidden ones too, newest first; a list of the reviews' key, so hiding one shows here too. */
export function listCustomerReviews(params: CustomerReviewsParams, signal?: AbortSignal): Promise<AdminReviewsReply> {
  return apiRequest<AdminReviewsReply>(adminApiPaths.reviews, { query: { ...params }, signal });
}

export const customerReviewsQueryOptions = (params: CustomerReviewsParams) =>
  queryOptions({
    queryKey: adminReviewsKeys.list({ ...params }),
    queryFn: ({ signal }) => listCustomerReviews(params, signal),
    placeholderData: keepPreviousData,
  });

export function useCustomerReviews(params: CustomerReviewsParams) {
  return useQuery(customerReviewsQueryOptions(params));
}
