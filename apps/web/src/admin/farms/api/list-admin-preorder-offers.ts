import type { OfferPreorders, PreorderOfferList } from '@durio/shared/schemas/preorders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { adminFarmsKeys } from '../../api/admin-query-keys';

/** A farm's pre-order offers, open or not, by harvest window (docs/product/the-season.md, Pre-orders). */
export function listAdminPreorderOffers(farmId: string, signal?: AbortSignal): Promise<PreorderOfferList> {
  return apiRequest<PreorderOfferList>(adminApiPaths.preorderOffersOfFarm, { query: { farmId }, signal });
}

export const adminPreorderOffersQueryOptions = (farmId: string) =>
  queryOptions({
    queryKey: adminFarmsKeys.preorderOffers(farmId),
    queryFn: ({ signal }) => listAdminPreorderOffers(farmId, signal),
  });

export function useAdminPreorderOffers(farmId: string) {
  return useQuery(adminPreorderOffersQueryOptions(farmId));
}

/** One offer's pre-orders, first placed first, with the fruits each reserved and has had filled, and its drops. */
export function listOfferPreorders(offerId: string, signal?: AbortSignal): Promise<OfferPreorders> {
  return apiRequest<OfferPreorders>(adminApiPaths.offerPreorders(offerId), { signal });
}

export function useOfferPreorders(offerId: string) {
  return useQuery(
    queryOptions({
      queryKey: adminFarmsKeys.offerPreorders(offerId),
      queryFn: ({ signal }) => listOfferPreorders(offerId, signal),
    }),
  );
}
