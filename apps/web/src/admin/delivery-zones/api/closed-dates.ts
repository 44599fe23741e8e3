import type { ClosedDate } from '@durio/shared/schemas/delivery-zones';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminDeliveriesKeys, adminDeliveryZonesKeys } from '../../api/admin-query-keys';

/*
 * The days the shop does not deliver anywhere: public holidays and others the owner closes (docs/product/delivery.md,
 * "The owner's day"). No run is offered on them; orders booked on a day closed later keep it until the owner moves them.
 */

export function listClosedDates(signal?: AbortSignal): Promise<ClosedDate[]> {
  return apiRequest<ClosedDate[]>(adminApiPaths.closedDates, { signal });
}

export const closedDatesQueryOptions = () => queryOptions({ queryKey: adminDeliveryZonesKeys.closedDates(), queryFn: ({ signal }) => listClosedDates(signal) });

export function useClosedDates() {
  return useQuery(closedDatesQueryOptions());
}

export function addClosedDate(body: ClosedDate): Promise<ClosedDate> {
  return apiRequest<ClosedDate>(adminApiPaths.closedDates, { method: 'POST', body });
}

export function removeClosedDate(date: string): Promise<void> {
  return apiRequest<void>(adminApiPaths.closedDate(date), { method: 'DELETE' });
}

/** 409 'That day is already closed': the form says it at the date, not as a toast. */
export const isAlreadyClosed = (error: unknown) => error instanceof ApiError && error.status === 409;

/** The shop's delivery days (storefront) are read fresh at each checkout; the console's list and calendar change here. */
const changed = () => [adminDeliveryZonesKeys.closedDates(), adminDeliveriesKeys.all];

export function useAddClosedDate(toasts: AdminToasts<ClosedDate>) {
  return useAdminWrite({ write: addClosedDate, toasts, answeredByCaller: isAlreadyClosed, invalidates: changed });
}

export function useRemoveClosedDate(toasts: AdminToasts<void>) {
  return useAdminWrite({ write: removeClosedDate, toasts, invalidates: changed });
}
