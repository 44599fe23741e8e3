import type { WaitingAlerts } from '@durio/shared/schemas/alerts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { adminDashboardKeys } from '../../api/admin-query-keys';

/** What shoppers wait to be told can be ordered (confirmed alerts not yet told), most asked first (docs/product/the-season.md). */
export function listWaitingAlerts(signal?: AbortSignal): Promise<WaitingAlerts> {
  return apiRequest<WaitingAlerts>(adminApiPaths.waitingAlerts, { signal });
}

export const waitingAlertsQueryOptions = () =>
  queryOptions({
    queryKey: adminDashboardKeys.waitingAlerts(),
    queryFn: ({ signal }) => listWaitingAlerts(signal),
  });

export function useWaitingAlerts() {
  return useQuery(waitingAlertsQueryOptions());
}
