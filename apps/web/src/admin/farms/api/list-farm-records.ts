import type { FarmRecordsReply } from '@durio/shared/schemas/farm-admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { adminFarmsKeys, storefrontKeys } from '../../api/admin-query-keys';

export interface FarmRecordsParams {
  skip: number;
  take: number;
}

/** The care records of the farm and of each of its trees, newest first, each naming its tree. */
export function listFarmRecords(farmId: string, params: FarmRecordsParams, signal?: AbortSignal): Promise<FarmRecordsReply> {
  return apiRequest<FarmRecordsReply>(adminApiPaths.farmRecords(farmId), { query: { ...params }, signal });
}

export const farmRecordsQueryOptions = (farmId: string, params: FarmRecordsParams) =>
  queryOptions({
    queryKey: adminFarmsKeys.recordList(farmId, { ...params }),
    queryFn: ({ signal }) => listFarmRecords(farmId, params, signal),
    placeholderData: keepPreviousData,
  });

export function useFarmRecords(farmId: string, params: FarmRecordsParams) {
  return useQuery(farmRecordsQueryOptions(farmId, params));
}

/**
 * What a new or changed care record shows in: the farm's records, its trees (the trees tab counts their
 * records) and the record's own tree, the farm's storage, and the shop's farm and tree pages.
 */
export function farmRecordKeys(farmId: string, treeId: string | null) {
  return [
    adminFarmsKeys.records(farmId),
    adminFarmsKeys.trees(farmId),
    ...(treeId ? [adminFarmsKeys.tree(treeId)] : []),
    adminFarmsKeys.storageUsage(farmId),
    storefrontKeys.farms,
    storefrontKeys.trees,
  ];
}
