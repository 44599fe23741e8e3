import type { DeliveryZone } from '@durio/shared/schemas/delivery-zones';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { language } from '@/lib/i18n';

/** Where the shop delivers (GET /durian/delivery-zones: docs/product/delivery.md), read by anyone. */
const deliveryZonesPath = '/durian/delivery-zones';

/** Every delivery zone, in the owner's order, named in the page's language (English where a zone has no such name). */
export function getDeliveryZones(signal?: AbortSignal): Promise<DeliveryZone[]> {
  return apiRequest<DeliveryZone[]>(deliveryZonesPath, { query: { lang: language }, signal });
}

/** Every zones query, whatever its language: what the console's edits of a zone invalidate. */
export const deliveryZonesQueryKey = ['delivery-zones'] as const;

export const deliveryZonesQueryOptions = () =>
  queryOptions({
    queryKey: [...deliveryZonesQueryKey, language],
    queryFn: ({ signal }) => getDeliveryZones(signal),
    staleTime: 5 * 60_000,
  });

export function useDeliveryZones() {
  return useQuery(deliveryZonesQueryOptions());
}
