import type { PreorderOfferList } from '@durio/shared/schemas/preorders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

/** The offers of a tree still taking reservations, with what is left of each (docs/product/the-season.md, Pre-orders). */
export function listTreePreorderOffers(treeId: string, signal?: AbortSignal): Promise<PreorderOfferList> {
  return apiRequest<PreorderOfferList>(apiPaths.treePreorderOffers(treeId), { signal });
}

/** Under 'trees': what the console changes of a tree's page refreshes them too. */
export const treePreorderOffersKey = ['trees', 'preorder-offers'] as const;

export const treePreorderOffersQueryOptions = (treeId: string) =>
  queryOptions({
    queryKey: [...treePreorderOffersKey, treeId],
    queryFn: ({ signal }) => listTreePreorderOffers(treeId, signal),
    enabled: treeId !== '',
  });

export function useTreePreorderOffers(treeId: string) {
  return useQuery(treePreorderOffersQueryOptions(treeId));
}
