import type { Address } from '@durio/shared/schemas/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { apiPaths } from '@/lib/paths';

export function listAddresses(signal?: AbortSignal): Promise<Address[]> {
  return apiRequest<Address[]>(apiPaths.addresses, { signal });
}

export const addressesQueryKey = ['addresses'] as const;

export const addressesQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: [...addressesQueryKey, userId],
    queryFn: ({ signal }) => listAddresses(signal),
    enabled: userId !== null,
  });

export function useAddresses() {
  const { userId } = useAuth();
  return useQuery(addressesQueryOptions(userId));
}
