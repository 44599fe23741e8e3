import type { Dashboard } from '@durio/shared/schemas/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { adminDashboardKeys } from '../../api/admin-query-keys';

/** Sales today, over 7 days and the season, the orders to pack and ship, 30 days of revenue, the low-stock level. */
export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return apiRequest<Dashboard>(adminApiPaths.dashboard, { signal });
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: adminDashboardKeys.all,
    queryFn: ({ signal }) => getDashboard(signal),
    placeholderData: keepPreviousData,
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
