import type { DeliveryCalendar } from '@durio/shared/schemas/delivery-zones';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { adminDeliveriesKeys } from './admin-query-keys';

/** Each zone's runs with the orders booked in them, day by day from `from`, against their capacity (staff may read it). */
export function getDeliveryCalendar(from: string, days: number, signal?: AbortSignal): Promise<DeliveryCalendar> {
  return apiRequest<DeliveryCalendar>(adminApiPaths.deliveryCalendar, { query: { from, days }, signal });
}

/** Read afresh whenever shown: checkouts book places all day, which no console write tells of. */
export const deliveryCalendarQueryOptions = (from: string, days: number) =>
  queryOptions({
    queryKey: adminDeliveriesKeys.calendar(from, days),
    queryFn: ({ signal }) => getDeliveryCalendar(from, days, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useDeliveryCalendar(from: string, days: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...deliveryCalendarQueryOptions(from, days), enabled });
}
