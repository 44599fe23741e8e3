import type { CartItem } from '@durio/shared/schemas/cart';
import type { ShopSettings } from '@durio/shared/schemas/settings';
import { rmToSen } from '@durio/shared/money';
import { priceOrder, unitPriceRm, type OrderPrice, type PricedLine, type PricingSettings } from '@durio/shared/pricing';

/** The shop settings (RM, percent) in the units `priceOrder` works in (sen, grams, basis points). */
export function toPricingSettings(settings: ShopSettings): PricingSettings {
  return {
    deliveryFeeSen: rmToSen(settings.deliveryFee),
    freeDeliveryOverSen: rmToSen(settings.freeDeliveryOver),
    handlingFeeLightSen: rmToSen(settings.handlingFeeLight),
    handlingFeeHeavySen: rmToSen(settings.handlingFeeHeavy),
    handlingWeightLimitGrams: Math.round(settings.handlingWeightLimitKg * 1000),
    taxRateBps: Math.round(settings.taxRatePercent * 100),
  };
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

/** The same figures the server will charge for these lines (one pricing module: docs/product/fees.md). */
export function priceCart(items: readonly CartItem[], isPickup: boolean, settings: PricingSettings): OrderPrice {
  return priceOrder(toPricedLines(items), { isPickup }, settings);
}
