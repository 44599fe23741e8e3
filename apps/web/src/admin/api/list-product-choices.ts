import type { Product, ProductListReply } from '@durio/shared/schemas/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { adminProductsKeys } from './admin-query-keys';

/*
 * The product picker's reads (10,000 products): the first matches of what the owner types, never the whole
 * list (docs/decisions/029), and the chosen product by its id when the picker does not know its name.
 */

/** Enough to scan at a glance; the rest are found by typing. */
const PICKER_TAKE = 20;

/** Any product, drafts and unavailable ones too: the best matches of `search` first, or the newest. */
export const productChoicesQueryOptions = (search: string) => {
  const query = { take: PICKER_TAKE, ...(search ? { search } : {}) };
  return queryOptions({
    queryKey: adminProductsKeys.list(query),
    queryFn: ({ signal }) => apiRequest<ProductListReply>(adminApiPaths.products, { query, signal }),
    placeholderData: keepPreviousData,
  });
};

export function useProductChoices(search: string) {
  return useQuery(productChoicesQueryOptions(search));
}

/** The one product `productId` names; null waits. Shares the product page's cache entry. */
export function useChosenProduct(productId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: adminProductsKeys.detail(productId ?? ''),
      queryFn: ({ signal }) => apiRequest<Product>(apiPaths.product(productId!), { signal }),
      enabled: productId !== null,
    }),
  );
}
