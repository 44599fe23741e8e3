import type { HarvestWindowList } from '@durio/shared/schemas/season';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

/** A verified farm's harvest windows, earliest first (docs/product/the-season.md). */
export function listHarvestWindows(farmId: string, signal?: AbortSignal): Promise<HarvestWindowList> {
  return apiRequest<HarvestWindowList>(apiPaths.farmHarvestWindows(farmId), { signal });
}

export const harvestWindowsQueryOptions = (farmId: string) =>
  queryOptions({
    queryKey: ['season', 'harvest-windows', farmId],
    queryFn: ({ signal }) => listHarvestWindows(farmId, signal),
  });

export function useHarvestWindows(farmId: string) {
  return useQuery(harvestWindowsQueryOptions(farmId));
}
