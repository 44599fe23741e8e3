import type { PreorderOfferList } from '@durio/shared/schemas/preorders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

/**
 * The offers of a farm still taking reservations, of its trees and of its varieties as a whole, with what is left of
 * each (docs/product/the-season.md, Pre-orders).
 */
export function listFarmPreorderOffers(farmId: string, signal?: AbortSignal): Promise<PreorderOfferList> {
  return apiRequest<PreorderOfferList>(apiPaths.farmPreorderOffers(farmId), { signal });
}

/** Under 'farms': what the console changes of a farm's page refreshes them too. */
export const farmPreorderOffersKey = ['farms', 'preorder-offers'] as const;

export const farmPreorderOffersQueryOptions = (farmId: string) =>
  queryOptions({
    queryKey: [...farmPreorderOffersKey, farmId],
    queryFn: ({ signal }) => listFarmPreorderOffers(farmId, signal),
    enabled: farmId !== '',
  });

export function useFarmPreorderOffers(farmId: string) {
  return useQuery(farmPreorderOffersQueryOptions(farmId));
}
