import type { ProductListItem } from '@durio/shared/schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { contentLanguage } from '@/lib/i18n';
import { apiPaths } from '@/lib/paths';

export function getFeaturedProducts(limit: number, signal?: AbortSignal): Promise<ProductListItem[]> {
  return apiRequest<ProductListItem[]>(apiPaths.featuredProducts, { query: { limit, lang: contentLanguage }, signal });
}

export const featuredProductsQueryOptions = (limit = 4) =>
  queryOptions({
    queryKey: ['products', 'featured', limit],
    queryFn: ({ signal }) => getFeaturedProducts(limit, signal),
  });

export function useFeaturedProducts(limit = 4) {
  return useQuery(featuredProductsQueryOptions(limit));
}
