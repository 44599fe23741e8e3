import { stateOfPostcode, type MalaysianStateKey } from './malaysian-postcodes';
import type { ProductForm } from './shop-filters';
import type { Sen } from './money';

/**
 * Where the shop delivers and at what fee (docs/product/delivery.md): the owner draws zones from whole states and
 * postcode ranges. The cart, the checkout and the server find an address's zone with `zoneOfPostcode`, and take the
 * delivery fee and its free-over threshold from it (docs/product/fees.md).
 */
export interface ZoneArea {
  states: readonly MalaysianStateKey[];
  /** Five-digit postcodes, both ends included. */
  postcodeRanges: readonly { from: string; to: string }[];
}

export interface ZoneFees {
  deliveryFeeSen: Sen;
  /** Delivery is free when the subtotal is strictly over this amount. */
  freeDeliveryOverSen: Sen;
}

export function zoneCoversRange(zone: ZoneArea, postcode: string): boolean {
  return zone.postcodeRanges.some((range) => range.from <= postcode && postcode <= range.to);
}

/**
 * The zone a postcode is delivered in, or null when none covers it. A zone that names the postcode's range wins
 * over one that names its whole state, so an owner can carve a town out of a state; among equals the first, in
 * the owner's order.
 */
export function zoneOfPostcode<Zone extends ZoneArea>(zones: readonly Zone[], postcode: string): Zone | null {
  const code = postcode.trim();
  const byRange = zones.find((zone) => zoneCoversRange(zone, code));
  if (byRange) return byRange;
  const state = stateOfPostcode(code);
  return state === null ? null : (zones.find((zone) => zone.states.includes(state)) ?? null);
}

/** What a refusal says of a form the zone does not receive; `{name}` is the product, `{zone}` the zone. */
export const formRefusals: Record<ProductForm, string> = {
  whole: '{name} is whole fresh fruit, which we do not deliver to {zone}',
  flesh: '{name} is packed flesh, which we do not deliver to {zone}',
  frozen: '{name} is frozen, which we do not deliver to {zone}',
};

/** The first line of the cart whose form the zone does not receive, said as the shopper reads it; null when all may go. */
export function formRefusal(zone: { name: string; forms: readonly ProductForm[] }, lines: readonly { name: string; form: ProductForm }[]): string | null {
  const line = lines.find((candidate) => !zone.forms.includes(candidate.form));
  return line ? formRefusals[line.form].replace('{name}', line.name).replace('{zone}', zone.name) : null;
}

export const NOT_DELIVERED_THERE = 'We do not deliver to this address yet. Choose another address or pick up your order.';
