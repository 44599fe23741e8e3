import type { MaintenanceRecord } from '@durio/shared/schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { contentLanguage } from '@/lib/i18n';
import { apiPaths } from '@/lib/paths';

/** Farm-wide care work, newest first (records of single trees show on the tree's page). */
export function listFarmMaintenance(farmId: string, signal?: AbortSignal): Promise<MaintenanceRecord[]> {
  return apiRequest<MaintenanceRecord[]>(apiPaths.farmMaintenance(farmId), { query: { lang: contentLanguage }, signal });
}

export const farmMaintenanceQueryOptions = (farmId: string) =>
  queryOptions({
    queryKey: ['farms', 'maintenance', farmId],
    queryFn: ({ signal }) => listFarmMaintenance(farmId, signal),
  });

export function useFarmMaintenance(farmId: string) {
  return useQuery(farmMaintenanceQueryOptions(farmId));
}
