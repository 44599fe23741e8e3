import type { Review } from '@durio/shared/schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

export function listProductReviews(
  productId: string,
  paging: { skip: number; take: number },
  signal?: AbortSignal,
): Promise<Review[]> {
  return apiRequest<Review[]>(apiPaths.productReviews(productId), { query: paging, signal });
}

/** The product page shows the first 10 reviews (storefront spec §9). */
export const productReviewsQueryOptions = (productId: string, take = 10) =>
  queryOptions({
    queryKey: ['products', 'reviews', productId, take],
    queryFn: ({ signal }) => listProductReviews(productId, { skip: 0, take }, signal),
  });

export function useProductReviews(productId: string, take = 10) {
  return useQuery(productReviewsQueryOptions(productId, take));
}
