import type { FarmListReply } from '@durio/shared/schemas/catalogue';
import type { QueryValue } from '@durio/shared/search-params';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { adminFarmsKeys } from '../../api/admin-query-keys';

/** The farms table's status filter, search, sort and page. */
export type AdminFarmsParams = Record<string, QueryValue>;

/** Farms of every status the filter names (the shop's own list shows the verified ones only). */
export function listAdminFarms(params: AdminFarmsParams, signal?: AbortSignal): Promise<FarmListReply> {
  return apiRequest<FarmListReply>(apiPaths.farms, { query: params, signal });
}

export const adminFarmsQueryOptions = (params: AdminFarmsParams) =>
  queryOptions({
    queryKey: adminFarmsKeys.list(params),
    queryFn: ({ signal }) => listAdminFarms(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminFarms(params: AdminFarmsParams) {
  return useQuery(adminFarmsQueryOptions(params));
}
