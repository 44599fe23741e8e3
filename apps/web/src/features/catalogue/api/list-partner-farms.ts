import type { FarmListReply } from '@durio/shared/schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { contentLanguage } from '@/lib/i18n';
import { apiPaths } from '@/lib/paths';

/**
 * The home page's Our Partner Farms: the first `take` farms in the list's own order, unfiltered
 * (docs/product/storefront.md). Only verified farms are listed (docs/product/catalogue.md).
 */
export function listPartnerFarms(take: number, signal?: AbortSignal): Promise<FarmListReply> {
  return apiRequest<FarmListReply>(apiPaths.farms, { query: { take, verificationStatus: 'VERIFIED', lang: contentLanguage }, signal });
}

export const partnerFarmsQueryOptions = (take: number) =>
  queryOptions({
    queryKey: ['farms', 'partners', { take }],
    queryFn: ({ signal }) => listPartnerFarms(take, signal),
  });

export function usePartnerFarms(take: number) {
  return useQuery(partnerFarmsQueryOptions(take));
}
