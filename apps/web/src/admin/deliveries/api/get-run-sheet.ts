import type { RunSheet } from '@durio/shared/schemas/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { adminDeliveriesKeys } from '../../api/admin-query-keys';

/** The day's paid orders, run by run, each run by postcode (docs/product/delivery.md, "The owner's day"). */
export function getRunSheet(date: string, signal?: AbortSignal): Promise<RunSheet> {
  return apiRequest<RunSheet>(adminApiPaths.runSheet, { query: { date }, signal });
}

/** Read afresh whenever shown: an order paid a minute ago goes on today's sheet. */
export const runSheetQueryOptions = (date: string) =>
  queryOptions({
    queryKey: adminDeliveriesKeys.runSheet(date),
    queryFn: ({ signal }) => getRunSheet(date, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useRunSheet(date: string) {
  return useQuery(runSheetQueryOptions(date));
}
