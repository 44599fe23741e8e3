import type { ProductListReply } from '@durio/shared/schemas/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { adminProductsKeys } from '../../api/admin-query-keys';

/** The dashboard shows the first few; a link opens the products table on the same filter. */
const LOW_STOCK_SHOWN = 6;

/** The products at or under the low-stock level, the fewest left first: a list of the products' key, so a stock change shows here. */
export function listLowStockProducts(signal?: AbortSignal): Promise<ProductListReply> {
  return apiRequest<ProductListReply>(adminApiPaths.products, { query: { stock: 'low', sort: 'stock-asc', take: LOW_STOCK_SHOWN }, signal });
}

export const lowStockProductsQueryOptions = () =>
  queryOptions({
    queryKey: adminProductsKeys.list({ stock: 'low', sort: 'stock-asc', take: LOW_STOCK_SHOWN }),
    queryFn: ({ signal }) => listLowStockProducts(signal),
    placeholderData: keepPreviousData,
  });

export function useLowStockProducts() {
  return useQuery(lowStockProductsQueryOptions());
}
