import type { AdminDeliveryZone, DeliveryZoneBody } from '@durio/shared/schemas/delivery-zones';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminDeliveryZonesKeys, adminHistoryKeys, storefrontKeys } from '../../api/admin-query-keys';
import { isZoneOverlap } from './zone-overlap';

export interface DeliveryZoneUpdate {
  id: string;
  body: DeliveryZoneBody;
}

/** The whole zone at once: what the form holds is what the zone becomes. */
export function updateDeliveryZone({ id, body }: DeliveryZoneUpdate): Promise<AdminDeliveryZone> {
  return apiRequest<AdminDeliveryZone>(adminApiPaths.deliveryZone(id), { method: 'PUT', body });
}

export function useUpdateDeliveryZone(toasts: AdminToasts<AdminDeliveryZone>) {
  return useAdminWrite({
    write: updateDeliveryZone,
    toasts,
    answeredByCaller: isZoneOverlap,
    invalidates: (zone) => [adminDeliveryZonesKeys.all, adminHistoryKeys.of('delivery zone', zone.id), storefrontKeys.deliveryZones],
  });
}
