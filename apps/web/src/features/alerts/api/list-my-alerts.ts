import type { Alert, AlertList } from '@durio/shared/schemas/alerts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { apiPaths } from '@/lib/paths';

/** The signed-in customer's alerts, newest first, told ones too (docs/product/the-season.md, "Tell me when"). */
export async function listMyAlerts(signal?: AbortSignal): Promise<Alert[]> {
  return (await apiRequest<AlertList>(apiPaths.alerts, { signal })).data;
}

/** Every alerts query, whoever's: what the alert mutations invalidate. */
export const alertsQueryKey = ['alerts'] as const;

export const myAlertsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: [...alertsQueryKey, userId],
    queryFn: ({ signal }) => listMyAlerts(signal),
    enabled: userId !== null,
  });

export function useMyAlerts() {
  const { userId } = useAuth();
  return useQuery(myAlertsQueryOptions(userId));
}
