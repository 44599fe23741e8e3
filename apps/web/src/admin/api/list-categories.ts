import type { Category } from '@durio/shared/schemas/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { adminCategoriesKeys } from './admin-query-keys';

/*
 * Shared by two areas: the categories page lists them, the product screens file products under them and filter
 * by them.
 */

export function listCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiRequest<Category[]>(apiPaths.categories, { signal });
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: adminCategoriesKeys.all,
    queryFn: ({ signal }) => listCategories(signal),
    placeholderData: keepPreviousData,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
