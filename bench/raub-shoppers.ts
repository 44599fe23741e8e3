/**
 * The benchmarks' shoppers: each lives in Raub, Pahang, and is shown the total the shop's fees give there. One
 * place for the address and the fee reading that bench:orders, its whole orders and bench:launch share.
 */
import { rmToSen } from '@durio/shared/money';
import { zoneOfPostcode } from '@durio/shared/delivery-zones';
import type { PricingSettings } from '@durio/shared/pricing';
import type { DeliveryZone } from '@durio/shared/schemas/delivery-zones';

export const RAUB = '27600';

/** A shopper's delivery address, as the profile's form sends it. */
export const raubAddress = {
  name: 'Home',
  addressLine1: '12 Jalan Durian',
  city: 'Raub',
  state: 'Pahang',
  postalCode: RAUB,
  country: 'Malaysia',
};

/** The shop's fees with those of the zone Raub lies in (docs/product/delivery.md), read from the API at `api` (…/api/v1). */
export async function raubPricing(api: string): Promise<PricingSettings> {
  const read = async <T>(path: string): Promise<T> => {
    const reply = await fetch(`${api}${path}`);
    if (!reply.ok) throw new Error(`GET ${path}: ${reply.status}`);
    return (await reply.json()) as T;
  };
  const [s, zones] = await Promise.all([read<Record<string, number>>('/durian/settings'), read<DeliveryZone[]>('/durian/delivery-zones')]);
  const zone = zoneOfPostcode(zones, RAUB);
  if (!zone) throw new Error(`no delivery zone reaches ${RAUB}`);
  return {
    deliveryFeeSen: rmToSen(zone.deliveryFee),
    freeDeliveryOverSen: rmToSen(zone.freeDeliveryOver),
    handlingFeeLightSen: rmToSen(s.handlingFeeLight!),
    handlingFeeHeavySen: rmToSen(s.handlingFeeHeavy!),
    handlingWeightLimitGrams: Math.round(s.handlingWeightLimitKg! * 1000),
    taxRateBps: Math.round(s.taxRatePercent! * 100),
  };
}
