import type { AdminOrder } from '@durio/shared/schemas/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { adminOrdersKeys } from '../../api/admin-query-keys';

export function getAdminOrder(id: string, signal?: AbortSignal): Promise<AdminOrder> {
  return apiRequest<AdminOrder>(adminApiPaths.order(id), { signal });
}

export const adminOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminOrdersKeys.detail(id),
    queryFn: ({ signal }) => getAdminOrder(id, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminOrder(id: string) {
  return useQuery(adminOrderQueryOptions(id));
}
