import type { HarvestWindowList } from '@durio/shared/schemas/season';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { adminFarmsKeys } from '../../api/admin-query-keys';

/** A farm's harvest windows, whatever its status, earliest first. */
export function listAdminHarvestWindows(farmId: string, signal?: AbortSignal): Promise<HarvestWindowList> {
  return apiRequest<HarvestWindowList>(apiPaths.farmHarvestWindows(farmId), { signal });
}

export const adminHarvestWindowsQueryOptions = (farmId: string) =>
  queryOptions({
    queryKey: adminFarmsKeys.harvestWindows(farmId),
    queryFn: ({ signal }) => listAdminHarvestWindows(farmId, signal),
  });

export function useAdminHarvestWindows(farmId: string) {
  return useQuery(adminHarvestWindowsQueryOptions(farmId));
}
