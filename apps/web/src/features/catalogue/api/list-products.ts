import type { ProductListReply } from '@durio/shared/schemas/catalogue';
import { nextShopPage, productListQuery, type ProductListParams, type ShopListParams, type ShopPageStart } from '@durio/shared/shop-filters';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { contentLanguage } from '@/lib/i18n';
import { apiPaths } from '@/lib/paths';

export async function listProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductListReply> {
  const reply = await apiRequest<Partial<ProductListReply> | null>(apiPaths.products, { query: { ...productListQuery(params), lang: contentLanguage }, signal });
  // A reply without data and total is not a product list.
  if (!reply || !Array.isArray(reply.data) || typeof reply.total !== 'number') {
    throw new Error('Unexpected response format from server');
  }
  // Older servers leave out isOrganic: such a product counts as conventional.
  return { data: reply.data.map((product) => ({ ...product, isOrganic: product.isOrganic ?? false })), total: reply.total };
}

export const productsQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: ['products', 'list', params],
    queryFn: ({ signal }) => listProducts(params, signal),
    placeholderData: keepPreviousData,
  });

export function useProducts(params: ProductListParams) {
  return useQuery(productsQueryOptions(params));
}

/** Pages of `take` products, each starting where the ones shown end, until `total` is reached. */
export const productPagesQueryOptions = (params: ShopListParams) =>
  infiniteQueryOptions({
    queryKey: ['products', 'pages', params],
    queryFn: ({ pageParam, signal }) => listProducts({ ...params, ...pageParam }, signal),
    initialPageParam: {} as ShopPageStart,
    getNextPageParam: (_last, pages) => nextShopPage(params, pages),
    placeholderData: keepPreviousData,
  });

export function useProductPages(params: ShopListParams) {
  return useInfiniteQuery(productPagesQueryOptions(params));
}
