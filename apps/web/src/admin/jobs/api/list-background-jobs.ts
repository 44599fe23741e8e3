import type { BackgroundJobsReply } from '@durio/shared/schemas/background-jobs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { adminJobsKeys } from '../../api/admin-query-keys';

/** Jobs run every few seconds to every hour: the page asks again on its own while it is open. */
const REFRESH_MS = 15_000;

/** Each background job: when it last ran and on which copy, what it did, what failed. */
export function listBackgroundJobs(signal?: AbortSignal): Promise<BackgroundJobsReply> {
  return apiRequest<BackgroundJobsReply>(adminApiPaths.jobs, { signal });
}

export const backgroundJobsQueryOptions = () =>
  queryOptions({
    queryKey: adminJobsKeys.all,
    queryFn: ({ signal }) => listBackgroundJobs(signal),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

export function useBackgroundJobs() {
  return useQuery(backgroundJobsQueryOptions());
}
