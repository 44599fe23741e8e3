import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminDeliveryZonesKeys, storefrontKeys } from '../../api/admin-query-keys';

/** The shop stops delivering there; orders already placed keep their address and fee (docs/product/delivery.md). */
export function deleteDeliveryZone(id: string): Promise<void> {
  return apiRequest<void>(adminApiPaths.deliveryZone(id), { method: 'DELETE' });
}

export function useDeleteDeliveryZone(toasts: AdminToasts<void>) {
  return useAdminWrite({
    write: deleteDeliveryZone,
    toasts,
    invalidates: () => [adminDeliveryZonesKeys.all, storefrontKeys.deliveryZones],
  });
}
