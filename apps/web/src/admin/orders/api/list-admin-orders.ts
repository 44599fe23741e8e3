import type { AdminOrder } from '@durio/shared/schemas/orders';
import type { QueryValue } from '@durio/shared/search-params';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { getCountedList, type CountedList } from '../../api/admin-api';
import { adminOrdersKeys } from '../../api/admin-query-keys';

/** The orders page's filters (view, status, payment, fulfilment, search, dates), sort and page. */
export type AdminOrdersParams = Record<string, QueryValue>;

export function listAdminOrders(params: AdminOrdersParams, signal?: AbortSignal): Promise<CountedList<AdminOrder>> {
  return getCountedList<AdminOrder>(adminApiPaths.orders, params, signal);
}

export const adminOrdersQueryOptions = (params: AdminOrdersParams) =>
  queryOptions({
    queryKey: adminOrdersKeys.list(params),
    queryFn: ({ signal }) => listAdminOrders(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminOrders(params: AdminOrdersParams) {
  return useQuery(adminOrdersQueryOptions(params));
}
