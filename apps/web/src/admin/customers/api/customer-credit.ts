import type { IssueCreditBody, StoreCredit } from '@durio/shared/schemas/credit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminCreditKeys, adminHistoryKeys } from '../../api/admin-query-keys';

/* A customer's store credit in the console (docs/product/store-credit.md): read, and given with a reason. */

export function getCustomerCredit(customerId: string, signal?: AbortSignal): Promise<StoreCredit> {
  return apiRequest<StoreCredit>(adminApiPaths.customerCredit(customerId), { signal });
}

export const customerCreditQueryOptions = (customerId: string) =>
  queryOptions({ queryKey: adminCreditKeys.of(customerId), queryFn: ({ signal }) => getCustomerCredit(customerId, signal) });

export function useCustomerCredit(customerId: string) {
  return useQuery(customerCreditQueryOptions(customerId));
}

export function issueCredit({ customerId, body }: { customerId: string; body: IssueCreditBody }): Promise<StoreCredit> {
  return apiRequest<StoreCredit>(adminApiPaths.customerCredit(customerId), { method: 'POST', body });
}

export function useIssueCredit(toasts: AdminToasts<StoreCredit>) {
  return useAdminWrite({
    write: issueCredit,
    toasts,
    invalidates: (_, { customerId }) => [adminCreditKeys.of(customerId), adminHistoryKeys.of('customer', customerId)],
  });
}
