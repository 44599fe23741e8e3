import { rmToSen, senToRm, type Sen } from './money';

/**
 * The one fee and total rule of the shop (docs/product/fees.md). The cart page, the checkout page and the
 * server all call `priceOrder`; the server's result is the one that counts.
 */
export interface PricingSettings {
  /** Delivery fee for home delivery. */
  deliveryFeeSen: Sen;
  /** Delivery is free when the subtotal is strictly over this amount. */
  freeDeliveryOverSen: Sen;
  /** Cool-packing fee when the cart's weight is under `handlingWeightLimitGrams`. */
  handlingFeeLightSen: Sen;
  /** Cool-packing fee at or over `handlingWeightLimitGrams`. */
  handlingFeeHeavySen: Sen;
  handlingWeightLimitGrams: number;
  /** Tax rate in basis points (700 = 7%); 0 hides the tax line. */
  taxRateBps: number;
}

export const defaultPricingSettings: PricingSettings = {
  deliveryFeeSen: 1500,
  freeDeliveryOverSen: 10000,
  handlingFeeLightSen: 1000,
  handlingFeeHeavySen: 2000,
  handlingWeightLimitGrams: 2000,
  taxRateBps: 700,
};

/** A product without a weight counts as half a kilogram per unit. */
export const DEFAULT_UNIT_WEIGHT_GRAMS = 500;

export interface PricedLine {
  /** Sale price when the product has one, else its price. */
  unitPriceSen: Sen;
  quantity: number;
  /** Weight of one unit; null when the product has none. */
  weightGrams: number | null;
}

export interface OrderPrice {
  subtotalSen: Sen;
  deliveryFeeSen: Sen;
  handlingFeeSen: Sen;
  taxSen: Sen;
  totalSen: Sen;
  weightGrams: number;
}

/** What one unit costs: the sale price when there is one, else the price (docs/product/fees.md). */
export function unitPriceSen(product: { priceSen: Sen; discountPriceSen: Sen | null }): Sen {
  return product.discountPriceSen ?? product.priceSen;
}

/** The same rule on the RM prices of a reply (a product, a cart line's product). */
export function unitPriceRm(product: { price: number; salePrice: number | null }): number {
  return senToRm(
    unitPriceSen({
      priceSen: rmToSen(product.price),
      discountPriceSen: product.salePrice === null ? null : rmToSen(product.salePrice),
    }),
  );
}

export function priceOrder(
  lines: readonly PricedLine[],
  options: { isPickup: boolean },
  settings: PricingSettings = defaultPricingSettings,
): OrderPrice {
  const subtotalSen = lines.reduce((sum, line) => sum + line.unitPriceSen * line.quantity, 0);
  const weightGrams = lines.reduce(
    (sum, line) => sum + (line.weightGrams ?? DEFAULT_UNIT_WEIGHT_GRAMS) * line.quantity,
    0,
  );
  const deliveryFeeSen =
    options.isPickup || subtotalSen > settings.freeDeliveryOverSen ? 0 : settings.deliveryFeeSen;
  const handlingFeeSen =
    lines.length === 0
      ? 0
      : weightGrams < settings.handlingWeightLimitGrams
        ? settings.handlingFeeLightSen
        : settings.handlingFeeHeavySen;
  const taxSen = Math.round((subtotalSen * settings.taxRateBps) / 10_000);
  return {
    subtotalSen,
    deliveryFeeSen,
    handlingFeeSen,
    taxSen,
    totalSen: subtotalSen + deliveryFeeSen + handlingFeeSen + taxSen,
    weightGrams,
  };
}

/** 'Tax (7%)' — the label follows the configured rate. */
export function taxLabel(settings: PricingSettings): string {
  return `Tax (${settings.taxRateBps / 100}%)`;
}
