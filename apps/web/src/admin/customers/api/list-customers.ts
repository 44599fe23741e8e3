import type { CustomerListReply } from '@durio/shared/schemas/customers';
import type { QueryValue } from '@durio/shared/search-params';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { adminCustomersKeys } from '../../api/admin-query-keys';

/** The customers table's search, sort and page. */
export type CustomersParams = Record<string, QueryValue>;

export function listCustomers(params: CustomersParams, signal?: AbortSignal): Promise<CustomerListReply> {
  return apiRequest<CustomerListReply>(adminApiPaths.customers, { query: params, signal });
}

export const customersQueryOptions = (params: CustomersParams) =>
  queryOptions({
    queryKey: adminCustomersKeys.list(params),
    queryFn: ({ signal }) => listCustomers(params, signal),
    placeholderData: keepPreviousData,
  });

export function useCustomers(params: CustomersParams) {
  return useQuery(customersQueryOptions(params));
}
