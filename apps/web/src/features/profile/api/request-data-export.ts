import type { DataExport, LatestDataExportReply } from '@durio/shared/schemas/data-exports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { apiPaths } from '@/lib/paths';
import { dataExportQueryOptions } from './get-data-export';

/** Asks for a copy of the customer's data; the server answers the pending export (the same one if asked again). */
export function requestDataExport(): Promise<DataExport> {
  return apiRequest<DataExport>(apiPaths.dataExport, { method: 'POST' });
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  const { userId } = useAuth();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: (pending) =>
      queryClient.setQueryData<LatestDataExportReply>(dataExportQueryOptions(userId).queryKey, { export: pending }),
  });
}
