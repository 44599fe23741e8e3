import type { WaitingOrdersCount } from '@durio/shared/schemas/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { adminOrdersKeys } from './admin-query-keys';

/**
 * How often the count is asked again while the console is open (docs/product/admin-console.md, Notices): an order
 * paid meanwhile shows within this without a reload. The server answers it with one indexed count.
 */
export const WAITING_ORDERS_REFRESH_MS = 30_000;

/** The orders waiting to be packed (status PAID), for the sidebar's badge and every console tab's title. */
export function getWaitingOrdersCount(signal?: AbortSignal): Promise<WaitingOrdersCount> {
  return apiRequest<WaitingOrdersCount>(adminApiPaths.ordersWaitingCount, { signal });
}

export const waitingOrdersCountQueryOptions = () =>
  queryOptions({
    queryKey: adminOrdersKeys.waitingCount(),
    queryFn: ({ signal }) => getWaitingOrdersCount(signal),
    refetchInterval: WAITING_ORDERS_REFRESH_MS,
    // The tab's title is read most while the console is in the background.
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: 'always',
  });

/** The count, kept current: every 30 s (in a background tab too), when the window comes back into focus, and right after a move (move-order.ts). */
export function useWaitingOrdersCount(): number {
  return useQuery(waitingOrdersCountQueryOptions()).data?.count ?? 0;
}
