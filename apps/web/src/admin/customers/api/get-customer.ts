import type { Customer } from '@durio/shared/schemas/customers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { adminCustomersKeys } from '../../api/admin-query-keys';

/** One customer with their addresses and totals; never a password. */
export function getCustomer(id: string, signal?: AbortSignal): Promise<Customer> {
  return apiRequest<Customer>(adminApiPaths.customer(id), { signal });
}

export const customerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminCustomersKeys.detail(id),
    queryFn: ({ signal }) => getCustomer(id, signal),
    placeholderData: keepPreviousData,
  });

export function useCustomer(id: string) {
  return useQuery(customerQueryOptions(id));
}
