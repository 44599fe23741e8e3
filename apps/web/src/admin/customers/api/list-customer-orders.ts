import type { AdminOrder } from '@durio/shared/schemas/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { getCountedList, type CountedList } from '../../api/admin-api';
import { adminOrdersKeys } from '../../api/admin-query-keys';

export interface CustomerOrdersParams {
  customerId: string;
  page: number;
  limit: number;
}

/** The customer's orders, newest first; a list of the orders' key, so a move of one of them shows here too. */
export function listCustomerOrders(params: CustomerOrdersParams, signal?: AbortSignal): Promise<CountedList<AdminOrder>> {
  return getCountedList<AdminOrder>(adminApiPaths.orders, { ...params }, signal);
}

export const customerOrdersQueryOptions = (params: CustomerOrdersParams) =>
  queryOptions({
    queryKey: adminOrdersKeys.list({ ...params }),
    queryFn: ({ signal }) => listCustomerOrders(params, signal),
    placeholderData: keepPreviousData,
  });

export function useCustomerOrders(params: CustomerOrdersParams) {
  return useQuery(customerOrdersQueryOptions(params));
}
