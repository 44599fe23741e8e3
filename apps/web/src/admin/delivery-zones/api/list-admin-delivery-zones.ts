import type { AdminDeliveryZone } from '@durio/shared/schemas/delivery-zones';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { adminDeliveryZonesKeys } from '../../api/admin-query-keys';

/** Every delivery zone in the owner's order, each with its name's translations to edit. */
export function listAdminDeliveryZones(signal?: AbortSignal): Promise<AdminDeliveryZone[]> {
  return apiRequest<AdminDeliveryZone[]>(adminApiPaths.deliveryZones, { signal });
}

export const adminDeliveryZonesQueryOptions = () =>
  queryOptions({
    queryKey: adminDeliveryZonesKeys.all,
    queryFn: ({ signal }) => listAdminDeliveryZones(signal),
    placeholderData: keepPreviousData,
  });

export function useAdminDeliveryZones() {
  return useQuery(adminDeliveryZonesQueryOptions());
}
