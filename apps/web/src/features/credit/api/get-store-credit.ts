import type { StoreCredit } from '@durio/shared/schemas/credit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { apiPaths } from '@/lib/paths';

export function getStoreCredit(signal?: AbortSignal): Promise<StoreCredit> {
  return apiRequest<StoreCredit>(apiPaths.storeCredit, { signal });
}

/** Every store credit query, whoever's: what a checkout or an approved claim invalidates. */
export const storeCreditQueryKey = ['store-credit'] as const;

export const storeCreditQueryOptions = (userId: string | null, wanted = true) =>
  queryOptions({
    queryKey: [...storeCreditQueryKey, userId],
    queryFn: ({ signal }) => getStoreCredit(signal),
    enabled: wanted && userId !== null,
  });

/**
 * The signed-in customer's balance and ledger, the newest entry first (docs/product/store-credit.md); `wanted` false
 * reads nothing (a pre-order's checkout, paid by card only).
 */
export function useStoreCredit(wanted = true) {
  const { userId } = useAuth();
  return useQuery(storeCreditQueryOptions(userId, wanted));
}
