import type { StorageUsageReply } from '@durio/shared/schemas/files';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { adminFarmsKeys } from '../../api/admin-query-keys';

/** The files stored for a farm and the bytes they take, smaller copies included. */
export function getStorageUsage(farmId: string, signal?: AbortSignal): Promise<StorageUsageReply> {
  return apiRequest<StorageUsageReply>(adminApiPaths.storageUsage(farmId), { signal });
}

export const storageUsageQueryOptions = (farmId: string) =>
  queryOptions({
    queryKey: adminFarmsKeys.storageUsage(farmId),
    queryFn: ({ signal }) => getStorageUsage(farmId, signal),
    placeholderData: keepPreviousData,
  });

export function useStorageUsage(farmId: string) {
  return useQuery(storageUsageQueryOptions(farmId));
}
