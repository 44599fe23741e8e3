import type { ProductListItem } from '@durio/shared/schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { contentLanguage } from '@/lib/i18n';
import { apiPaths } from '@/lib/paths';

/** The tree page shows up to 12 of its products (docs/product/storefront.md). */
export const TREE_PRODUCTS_LIMIT = 12;

export function listTreeProducts(treeId: string, signal?: AbortSignal): Promise<ProductListItem[]> {
  return apiRequest<ProductListItem[]>(apiPaths.treeProducts(treeId), { query: { limit: TREE_PRODUCTS_LIMIT, lang: contentLanguage }, signal });
}

export const treeProductsQueryOptions = (treeId: string) =>
  queryOptions({
    queryKey: ['products', 'by-tree', treeId, TREE_PRODUCTS_LIMIT],
    queryFn: ({ signal }) => listTreeProducts(treeId, signal),
  });

export function useTreeProducts(treeId: string) {
  return useQuery(treeProductsQueryOptions(treeId));
}
