import type { PreorderOffer } from '@durio/shared/schemas/preorders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

/**
 * One offer, of a tree or of a farm's variety, for its pre-order checkout: closed or over too (`open` false), so a
 * link opened late can say so (docs/product/the-season.md, Pre-orders).
 */
export function getPreorderOffer(id: string, signal?: AbortSignal): Promise<PreorderOffer> {
  return apiRequest<PreorderOffer>(apiPaths.preorderOffer(id), { signal });
}

export const preorderOfferKey = ['preorder-offers'] as const;

export const preorderOfferQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...preorderOfferKey, id],
    queryFn: ({ signal }) => getPreorderOffer(id, signal),
    enabled: id !== '',
  });

export function usePreorderOffer(id: string) {
  return useQuery(preorderOfferQueryOptions(id));
}
