import { formRefusal, NOT_DELIVERED_THERE, zoneOfPostcode, type ZoneFees } from '@durio/shared/delivery-zones';
import { isMalaysia } from '@durio/shared/malaysian-postcodes';
import type { DeliveryZone } from '@durio/shared/schemas/delivery-zones';
import type { ProductForm } from '@durio/shared/shop-filters';
import { toZoneFees } from './cart-pricing';

/*
 * Where an order is delivered, as the cart and checkout know it before the server prices it (docs/product/delivery.md):
 * the address's zone finds the fee, and the same refusals the server answers 409 with are shown, in the page's
 * language (translateMessage), before the shopper tries to pay.
 */

/** What of a zone the cart and checkout read: where it reaches, its fees and the forms of fruit it receives. */
export type PricedZone = Pick<DeliveryZone, 'id' | 'name' | 'states' | 'postcodeRanges' | 'deliveryFee' | 'freeDeliveryOver' | 'forms'>;

/** The zone an address is delivered in, as the server finds it: none abroad, none outside every zone. */
export function zoneOfAddress<Zone extends PricedZone>(zones: readonly Zone[], address: { postalCode: string; country: string }): Zone | null {
  return isMalaysia(address.country) ? zoneOfPostcode(zones, address.postalCode) : null;
}

/**
 * The zone of the lowest delivery fee, the first in the owner's order among equals: what delivery costs 'from' while
 * no address is known. Given a form of fruit, only the zones that receive it; null when none does.
 */
export function cheapestZone<Zone extends PricedZone>(zones: readonly Zone[], form?: ProductForm): Zone | null {
  return zones
    .filter((zone) => form === undefined || zone.forms.includes(form))
    .reduce<Zone | null>((best, zone) => (best && best.deliveryFee <= zone.deliveryFee ? best : zone), null);
}

/** A line as a zone's forms are checked against it. */
export interface FormedLine {
  name: string;
  form: ProductForm;
}

/**
 * Where the order goes: an address's zone (with the refusal of a form it does not receive, or null), an address no zone
 * reaches, or no address yet, priced 'from' the cheapest zone (null when the shop has no zone at all).
 */
export type DeliveryDestination<Zone extends PricedZone = DeliveryZone> =
  | { kind: 'zone'; zone: Zone; refusal: string | null }
  | { kind: 'nowhere'; refusal: string }
  | { kind: 'unknown'; cheapest: Zone | null };

export function deliveryDestination<Zone extends PricedZone>(
  zones: readonly Zone[],
  address: { postalCode: string; country: string } | undefined,
  lines: readonly FormedLine[],
): DeliveryDestination<Zone> {
  if (!address) return { kind: 'unknown', cheapest: cheapestZone(zones) };
  const zone = zoneOfAddress(zones, address);
  if (!zone) return { kind: 'nowhere', refusal: NOT_DELIVERED_THERE };
  return { kind: 'zone', zone, refusal: formRefusal(zone, lines) };
}

/** Why the order cannot go there, in the server's English (translateMessage says it in the page's language); null when it can. */
export function destinationRefusal(destination: DeliveryDestination<PricedZone>): string | null {
  return destination.kind === 'unknown' ? null : destination.refusal;
}

/** The delivery fees the order is priced with: its zone's, the cheapest's while unknown, none where no zone reaches. */
export function destinationFees(destination: DeliveryDestination<PricedZone>): ZoneFees | null {
  if (destination.kind === 'zone') return toZoneFees(destination.zone);
  if (destination.kind === 'unknown' && destination.cheapest) return toZoneFees(destination.cheapest);
  return null;
}
