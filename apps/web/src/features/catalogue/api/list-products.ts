import type { Product } from '@durio/shared/schemas/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

export interface ProductListParams {
  search?: string;
  available?: boolean;
  featured?: boolean;
  seasonal?: boolean;
  categoryId?: string;
  farmId?: string;
  treeId?: string;
  minPrice?: number;
  maxPrice?: number;
  skip?: number;
  take?: number;
}

export interface ProductList {
  data: Product[];
  total: number;
}

export async function listProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductList> {
  const reply = await apiRequest<Partial<ProductList> | null>(apiPaths.products, { query: { ...params }, signal });
  // Storefront spec §7: a reply without data and total is not a product list.
  if (!reply || !Array.isArray(reply.data) || typeof reply.total !== 'number') {
    throw new Error('Unexpected response format from server');
  }
  return { data: reply.data, total: reply.total };
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
