import type { Review } from '@durio/shared/schemas/catalogue';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

/** The reviews page filters and order (docs/product/catalogue.md). */
export interface ReviewFilters {
  /** 'useful': with photos first, then the longest; 'recent' (the server's default): newest first. */
  sort?: 'useful' | 'recent';
  verified?: boolean;
  /** Exactly this many stars ('5 Star Only'). */
  rating?: number;
  /** This many stars and up. */
  minRating?: number;
}

export function listProductReviews(
  productId: string,
  query: { skip: number; take: number } & ReviewFilters,
  signal?: AbortSignal,
): Promise<Review[]> {
  return apiRequest<Review[]>(apiPaths.productReviews(productId), { query: { ...query }, signal });
}

/** The product page shows the first 10 reviews (docs/product/catalogue.md). */
export const productReviewsQueryOptions = (productId: string, take = 10) =>
  queryOptions({
    queryKey: ['products', 'reviews', productId, take],
    queryFn: ({ signal }) => listProductReviews(productId, { skip: 0, take }, signal),
  });

export function useProductReviews(productId: string, take = 10) {
  return useQuery(productReviewsQueryOptions(productId, take));
}

/** The reviews page loads 10 at a time (docs/product/catalogue.md). */
export const REVIEWS_PER_LOAD = 10;

/** Loads after loads of 10; a short load means the end. */
export const productReviewPagesQueryOptions = (productId: string, filters: ReviewFilters) =>
  infiniteQueryOptions({
    queryKey: ['products', 'reviews', productId, 'pages', filters],
    queryFn: ({ pageParam, signal }) =>
      listProductReviews(productId, { ...filters, skip: pageParam, take: REVIEWS_PER_LOAD }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length < REVIEWS_PER_LOAD ? undefined : pages.length * REVIEWS_PER_LOAD),
  });

export function useProductReviewPages(productId: string, filters: ReviewFilters) {
  return useInfiniteQuery(productReviewPagesQueryOptions(productId, filters));
}
