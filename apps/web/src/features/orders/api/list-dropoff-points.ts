import type { DropoffPoint } from '@durio/shared/schemas/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { contentLanguage } from '@/lib/i18n';
import { apiPaths } from '@/lib/paths';

/** The active pickup locations, named in the page's language (English where a point has no such name). */
export async function listDropoffPoints(signal?: AbortSignal): Promise<DropoffPoint[]> {
  const reply = await apiRequest<unknown>(apiPaths.dropoffPoints, { query: { lang: contentLanguage }, signal });
  // An invalid pickup list fails like a failed one.
  if (!Array.isArray(reply)) throw new Error('Failed to load pickup locations');
  return reply as DropoffPoint[];
}

export const dropoffPointsQueryOptions = () =>
  queryOptions({
    queryKey: ['dropoff-points'],
    queryFn: ({ signal }) => listDropoffPoints(signal),
    staleTime: 5 * 60_000,
  });

/** Loaded only once pickup is chosen (docs/product/cart-and-checkout.md). */
export function useDropoffPoints(enabled: boolean) {
  return useQuery({ ...dropoffPointsQueryOptions(), enabled });
}
