import type { ProductListReply } from '@durio/shared/schemas/catalogue';
import type { QueryValue } from '@durio/shared/search-params';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { adminProductsKeys } from '../../api/admin-query-keys';

/** The products table's filters (search, farm, category, availability, stock), sort and page. */
export type AdminProductsParams = Record<string, QueryValue>;

/** Every product, hidden and archived-farm ones too, with the console's stock filters and sorts. */
export function listAdminProducts(params: AdminProductsParams, signal?: AbortSignal): Promise<ProductListReply> {
  return apiRequest<ProductListReply>(adminApiPaths.products, { query: params, signal });
}

export const adminProductsQueryOptions = (params: AdminProductsParams) =>
  queryOptions({
    queryKey: adminProductsKeys.list(params),
    queryFn: ({ signal }) => listAdminProducts(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminProducts(params: AdminProductsParams) {
  return useQuery(adminProductsQueryOptions(params));
}
