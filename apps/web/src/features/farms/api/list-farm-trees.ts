import type { FarmTreesReply } from '@durio/shared/schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { contentLanguage } from '@/lib/i18n';
import { apiPaths } from '@/lib/paths';

/** A farm has tens of trees, not thousands: the tab shows them all in one call. */
const FARM_TREES_LIMIT = 100;

export function listFarmTrees(farmId: string, signal?: AbortSignal): Promise<FarmTreesReply> {
  return apiRequest<FarmTreesReply>(apiPaths.farmTrees(farmId), { query: { take: FARM_TREES_LIMIT, lang: contentLanguage }, signal });
}

export const farmTreesQueryOptions = (farmId: string) =>
  queryOptions({
    queryKey: ['farms', 'trees', farmId],
    queryFn: ({ signal }) => listFarmTrees(farmId, signal),
  });

export function useFarmTrees(farmId: string) {
  return useQuery(farmTreesQueryOptions(farmId));
}
