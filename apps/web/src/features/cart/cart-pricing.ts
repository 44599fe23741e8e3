import type { Cart, CartItem } from '@durio/shared/schemas/cart';
import { cartVoucherDiscount } from '@durio/shared/vouchers';
import type { DeliveryZone } from '@durio/shared/schemas/delivery-zones';
import type { ShopSettings } from '@durio/shared/schemas/settings';
import type { ZoneFees } from '@durio/shared/delivery-zones';
import { rmToSen } from '@durio/shared/money';
import { priceOrder, unitPriceRm, type Discount, type OrderPrice, type PricedLine, type PricingSettings, type ShopFees } from '@durio/shared/pricing';

/**
 * The shop's own fees (RM, percent) in the units `priceOrder` works in (sen, grams, basis points). The delivery fee is
 * not among them: it is the address's zone's (docs/product/delivery.md), joined to these by `pricingFor`.
 */
export function toShopFees(settings: ShopSettings): ShopFees {
  return {
    handlingFeeLightSen: rmToSen(settings.handlingFeeLight),
    handlingFeeHeavySen: rmToSen(settings.handlingFeeHeavy),
    handlingWeightLimitGrams: Math.round(settings.handlingWeightLimitKg * 1000),
    taxRateBps: Math.round(settings.taxRatePercent * 100),
  };
}

/** A zone's delivery fee and free-delivery threshold (RM in the reply) in sen. */
export function toZoneFees(zone: Pick<DeliveryZone, 'deliveryFee' | 'freeDeliveryOver'>): ZoneFees {
  return { deliveryFeeSen: rmToSen(zone.deliveryFee), freeDeliveryOverSen: rmToSen(zone.freeDeliveryOver) };
}

/** The unit price a cart line is charged at, by the server's rule (the sale price when there is one: docs/product/fees.md). */
export function cartUnitPrice(item: CartItem): number {
  return unitPriceRm(item.product);
}

export function toPricedLines(items: readonly CartItem[]): PricedLine[] {
  return items.map((item) => ({
    unitPriceSen: rmToSen(cartUnitPrice(item)),
    quantity: item.quantity,
    weightGrams: item.product.weight === null ? null : Math.round(item.product.weight * 1000),
  }));
}

/** A cart as the price rule reads it: its lines, the promotions it meets and its code. */
export type PricedCart = Pick<Cart, 'items' | 'promotions' | 'voucher'>;

/**
 * The cart's discounts in the order the checkout takes them (docs/product/fees.md, "Discounts"): the automatic
 * promotions it meets, then its code when it can be used; each with the name the summary shows beside it.
 */
export function cartDiscounts(cart: PricedCart): { discounts: Discount[]; names: string[] } {
  const itemIds = cart.items.map((item) => item.id);
  const promotions = cart.promotions.map((promotion) => ({ name: promotion.name, discounts: cartVoucherDiscount(promotion.discount, itemIds) }));
  const code = cart.voucher?.discount ? [{ name: cart.voucher.code, discounts: cartVoucherDiscount(cart.voucher.discount, itemIds) }] : [];
  const all = [...promotions, ...code];
  return { discounts: all.flatMap((entry) => entry.discounts), names: all.map((entry) => entry.name) };
}

/** The same figures the server will charge for the cart, its discounts included (one pricing module: docs/product/fees.md). */
export function priceCart(cart: PricedCart, isPickup: boolean, settings: PricingSettings): OrderPrice {
  return priceOrder(toPricedLines(cart.items), { isPickup, discounts: cartDiscounts(cart).discounts }, settings);
}
