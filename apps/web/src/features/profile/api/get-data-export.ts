import type { LatestDataExportReply } from '@durio/shared/schemas/data-exports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { apiPaths } from '@/lib/paths';

export function getDataExport(signal?: AbortSignal): Promise<LatestDataExportReply> {
  return apiRequest<LatestDataExportReply>(apiPaths.dataExport, { signal });
}

export const dataExportQueryKey = ['data-export'] as const;

export const dataExportQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: [...dataExportQueryKey, userId],
    queryFn: ({ signal }) => getDataExport(signal),
    enabled: userId !== null,
    // While it is being prepared (within a minute or two), the page finds out by itself when the e-mail went.
    refetchInterval: (query) => (query.state.data?.export?.status === 'pending' ? 30_000 : false),
  });

/** The latest copy of their data the signed-in customer asked for, or null (docs/product/your-data.md). */
export function useDataExport() {
  const { userId } = useAuth();
  return useQuery(dataExportQueryOptions(userId));
}
