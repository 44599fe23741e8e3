import type { Farm } from '@durio/shared/schemas/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { adminFarmsKeys } from '../../api/admin-query-keys';

/** A farm of any status, with every field the form edits (the admin's reply carries its translations as stored). */
export function getAdminFarm(id: string, signal?: AbortSignal): Promise<Farm> {
  return apiRequest<Farm>(apiPaths.farm(id), { signal });
}

export const adminFarmQueryOptions = (id: string | undefined) =>
  queryOptions({
    queryKey: adminFarmsKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getAdminFarm(id!, signal),
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
  });

/** One farm; no id (the new farm's page), nothing to read. */
export function useAdminFarm(id: string | undefined) {
  return useQuery(adminFarmQueryOptions(id));
}
