import type { AdminChangesReply } from '@durio/shared/schemas/admin-changes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { adminHistoryKeys } from './admin-query-keys';

export interface AdminChangesParams {
  entity: string;
  entityId: string;
  page: number;
  limit: number;
}

/** One object's admin changes, newest first, a page at a time. */
export function listAdminChanges({ entity, entityId, page, limit }: AdminChangesParams, signal?: AbortSignal): Promise<AdminChangesReply> {
  return apiRequest<AdminChangesReply>(adminApiPaths.changes, { query: { entity, entityId, page, limit }, signal });
}

export const adminChangesQueryOptions = (params: AdminChangesParams) =>
  queryOptions({
    queryKey: adminHistoryKeys.page(params.entity, params.entityId, { page: params.page, limit: params.limit }),
    queryFn: ({ signal }) => listAdminChanges(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminChanges(params: AdminChangesParams) {
  return useQuery(adminChangesQueryOptions(params));
}
