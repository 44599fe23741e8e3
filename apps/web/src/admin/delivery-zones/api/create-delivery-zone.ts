import type { AdminDeliveryZone, DeliveryZoneBody } from '@durio/shared/schemas/delivery-zones';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminDeliveryZonesKeys, storefrontKeys } from '../../api/admin-query-keys';
import { isZoneOverlap } from './zone-overlap';

export function createDeliveryZone(body: DeliveryZoneBody): Promise<AdminDeliveryZone> {
  return apiRequest<AdminDeliveryZone>(adminApiPaths.newDeliveryZone, { method: 'POST', body });
}

/** The shop's carts and checkouts price with the zones: the console's list and the shop's change. An overlap is the form's to show. */
export function useCreateDeliveryZone(toasts: AdminToasts<AdminDeliveryZone>) {
  return useAdminWrite({
    write: createDeliveryZone,
    toasts,
    answeredByCaller: isZoneOverlap,
    invalidates: () => [adminDeliveryZonesKeys.all, storefrontKeys.deliveryZones],
  });
}
