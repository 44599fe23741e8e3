import type { FarmTreesReply } from '@durio/shared/schemas/catalogue';
import type { QueryValue } from '@durio/shared/search-params';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { adminFarmsKeys } from '../../api/admin-query-keys';

/** The trees tab's search (name or variety) and page. */
export type AdminFarmTreesParams = Record<string, QueryValue>;

export function listAdminFarmTrees(farmId: string, params: AdminFarmTreesParams, signal?: AbortSignal): Promise<FarmTreesReply> {
  return apiRequest<FarmTreesReply>(apiPaths.farmTrees(farmId), { query: params, signal });
}

export const adminFarmTreesQueryOptions = (farmId: string, params: AdminFarmTreesParams) =>
  queryOptions({
    queryKey: adminFarmsKeys.treeList(farmId, params),
    queryFn: ({ signal }) => listAdminFarmTrees(farmId, params, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminFarmTrees(farmId: string, params: AdminFarmTreesParams) {
  return useQuery(adminFarmTreesQueryOptions(farmId, params));
}
