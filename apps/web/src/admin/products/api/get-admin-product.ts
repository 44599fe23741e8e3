import type { Product } from '@durio/shared/schemas/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { adminProductsKeys } from '../../api/admin-query-keys';

/** A product with every field the form edits (the admin's reply carries its translations as stored). */
export function getAdminProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return apiRequest<Product>(apiPaths.product(id), { signal });
}

export const adminProductQueryOptions = (id: string | undefined) =>
  queryOptions({
    queryKey: adminProductsKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getAdminProduct(id!, signal),
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
  });

/** One product; no id (the new product's page), nothing to read. */
export function useAdminProduct(id: string | undefined) {
  return useQuery(adminProductQueryOptions(id));
}
