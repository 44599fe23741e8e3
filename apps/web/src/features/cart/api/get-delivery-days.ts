import type { DeliveryDays } from '@durio/shared/schemas/delivery-zones';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { language } from '@/lib/i18n';
import { apiPaths } from '@/lib/paths';

/**
 * The days and runs a postcode can still be delivered in, and the minutes left to order for today
 * (GET /durian/delivery-days: docs/product/delivery.md, "Dates and slots"), by the shop's clock: the page never
 * reckons today or a cut-off itself. The zone is named in the page's language.
 */
export function getDeliveryDays(postalCode: string, signal?: AbortSignal): Promise<DeliveryDays> {
  return apiRequest<DeliveryDays>(apiPaths.deliveryDays, { query: { postalCode, lang: language }, signal });
}

/** Every delivery days query: what a checkout refused for its run refreshes. */
export const deliveryDaysQueryKey = ['delivery-days'] as const;

export const deliveryDaysQueryOptions = (postalCode: string) =>
  queryOptions({
    queryKey: [...deliveryDaysQueryKey, postalCode, language],
    queryFn: ({ signal }) => getDeliveryDays(postalCode, signal),
    // The places left and the cut-off move with the clock: read again when the page comes back after the app's
    // usual half minute, never on a timer (the product page's line is not announced every minute).
    staleTime: 30_000,
  });

/** The days of `postalCode`; nothing is asked while it is undefined (no address, or one abroad). */
export function useDeliveryDays(postalCode: string | undefined) {
  return useQuery({ ...deliveryDaysQueryOptions(postalCode ?? ''), enabled: postalCode !== undefined });
}
