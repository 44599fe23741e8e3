import type { AdminDeliveryZone, ZoneCalendarBody } from '@durio/shared/schemas/delivery-zones';
import { ApiError, apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminDeliveriesKeys, adminDeliveryZonesKeys, adminHistoryKeys, storefrontKeys } from '../../api/admin-query-keys';
import { isBookedRunRefusal } from '../calendar-refusals';

export interface ZoneCalendarUpdate {
  id: string;
  body: ZoneCalendarBody;
}

/** The zone's lead time, cut-off, closed weekdays and runs at once: a run without an id is new, one left out removed. */
export function updateZoneCalendar({ id, body }: ZoneCalendarUpdate): Promise<AdminDeliveryZone> {
  return apiRequest<AdminDeliveryZone>(adminApiPaths.deliveryZoneCalendar(id), { method: 'PUT', body });
}

/** The server's 409 for a removed run with orders booked on coming days: the form shows it at that run, not as a toast. */
export function bookedRunRefusal(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 409 && isBookedRunRefusal(error.serverMessage) ? error.serverMessage : undefined;
}

/** The shop's checkout offers the zone's runs, and the console's calendar counts them: both change with it. */
export function useUpdateZoneCalendar(toasts: AdminToasts<AdminDeliveryZone>) {
  return useAdminWrite({
    write: updateZoneCalendar,
    toasts,
    answeredByCaller: (error) => bookedRunRefusal(error) !== undefined,
    invalidates: (zone) => [adminDeliveryZonesKeys.all, adminHistoryKeys.of('delivery zone', zone.id), adminDeliveriesKeys.all, storefrontKeys.deliveryZones],
  });
}
