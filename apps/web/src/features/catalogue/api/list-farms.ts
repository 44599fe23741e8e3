import type { FarmListItem } from '@durio/shared/schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { contentLanguage } from '@/lib/i18n';
import { apiPaths } from '@/lib/paths';

export interface FarmList {
  items: FarmListItem[];
  meta: { totalCount: number };
}

/** Only verified farms are listed (docs/product/catalogue.md). */
export function listFarms(params: { take: number; skip?: number }, signal?: AbortSignal): Promise<FarmList> {
  return apiRequest<FarmList>(apiPaths.farms, { query: { ...params, verificationStatus: 'VERIFIED', lang: contentLanguage }, signal });
}

export const farmsQueryOptions = (take: number) =>
  queryOptions({
    queryKey: ['farms', 'list', { take }],
    queryFn: ({ signal }) => listFarms({ take }, signal),
  });

export function useFarms(take: number) {
  return useQuery(farmsQueryOptions(take));
}
