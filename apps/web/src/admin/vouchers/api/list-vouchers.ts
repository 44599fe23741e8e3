import type { Voucher } from '@durio/shared/schemas/vouchers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { adminVouchersKeys } from '../../api/admin-query-keys';

/** Every voucher code with its terms and the uses taken, the newest first. */
export function listVouchers(signal?: AbortSignal): Promise<Voucher[]> {
  return apiRequest<Voucher[]>(adminApiPaths.vouchers, { signal });
}

export const vouchersQueryOptions = () =>
  queryOptions({
    queryKey: adminVouchersKeys.all,
    queryFn: ({ signal }) => listVouchers(signal),
    placeholderData: keepPreviousData,
  });

export function useVouchers() {
  return useQuery(vouchersQueryOptions());
}
