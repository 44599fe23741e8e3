import type { ZoneFees } from './delivery-zones';
import { rmToSen, senToRm, type Sen } from './money';

/**
 * The one fee and total rule of the shop (docs/product/fees.md). The cart page, the checkout page and the
 * server all call `priceOrder`; the server's result is the one that counts.
 */
/** The shop's own fee settings; the delivery fee is the address's zone's (docs/product/delivery.md). */
export interface ShopFees {
  /** Cool-packing fee when the cart's weight is under `handlingWeightLimitGrams`. */
  handlingFeeLightSen: Sen;
  /** Cool-packing fee at or over `handlingWeightLimitGrams`. */
  handlingFeeHeavySen: Sen;
  handlingWeightLimitGrams: number;
  /** Tax rate in basis points (700 = 7%); 0 hides the tax line. */
  taxRateBps: number;
}

/** What an order is priced with: the shop's fees and the delivery fees of its address's zone (none for pickup). */
export type PricingSettings = ShopFees & ZoneFees;

/** The shop's fees with a zone's, or with none when the order is picked up. */
export function pricingFor(shop: ShopFees, zone: ZoneFees | null): PricingSettings {
  return { ...shop, deliveryFeeSen: zone?.deliveryFeeSen ?? 0, freeDeliveryOverSen: zone?.freeDeliveryOverSen ?? 0 };
}

/** The settings a new shop starts with, the delivery fees being its Klang Valley zone's. */
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

/**
 * How a product is priced (docs/product/selling-by-weight.md): per unit, or per kilogram of a whole fruit whose
 * weight is only known at packing. A weight-priced product's `weightGrams` is the upper end of one fruit's range.
 */
export const priceUnits = ['unit', 'kg'] as const;
export type PriceUnit = (typeof priceUnits)[number];

/** The most one fruit may weigh on the scale (kg), and the upper end of a weight range. */
export const MAX_FRUIT_WEIGHT_GRAMS = 20_000;

export interface PricedProduct {
  priceSen: Sen;
  discountPriceSen: Sen | null;
  pricedBy: PriceUnit;
  /** One unit's weight; for a weight-priced product the upper end of its range (always set then). */
  weightGrams: number | null;
}

/** The price or sale price a product states: per unit, or per kilogram (docs/product/fees.md). */
export function statedPriceSen(product: Pick<PricedProduct, 'priceSen' | 'discountPriceSen'>): Sen {
  return product.discountPriceSen ?? product.priceSen;
}

/** What `grams` of fruit cost at `perKgSen` a kilogram, rounded to the sen (half a sen up), in whole numbers only. */
export function priceOfWeightSen(perKgSen: Sen, grams: number): Sen {
  return Math.floor((perKgSen * grams + 500) / 1000);
}

/**
 * What one unit is charged at checkout (docs/product/fees.md): the sale price when there is one, else the
 * price; for a weight-priced product, that price per kilogram at the upper end of the fruit's weight range.
 */
export function unitPriceSen(product: PricedProduct): Sen {
  const stated = statedPriceSen(product);
  if (product.pricedBy === 'unit') return stated;
  return priceOfWeightSen(stated, product.weightGrams ?? 0);
}

/**
 * What an order line keeps of a product for its weighing (docs/product/selling-by-weight.md): the price per kg
 * it was sold at and one fruit's range; nulls for a product priced per unit.
 */
export function weighingRange(product: PricedProduct & { minWeightGrams: number | null }): {
  pricePerKgSen: Sen | null;
  minWeightGrams: number | null;
  maxWeightGrams: number | null;
} {
  if (product.pricedBy === 'unit') return { pricePerKgSen: null, minWeightGrams: null, maxWeightGrams: null };
  return { pricePerKgSen: statedPriceSen(product), minWeightGrams: product.minWeightGrams, maxWeightGrams: product.weightGrams };
}

/** The same rule on the RM prices of a reply (a product, a cart line's product). */
export function unitPriceRm(product: { price: number; salePrice: number | null; pricedBy: PriceUnit; weight: number | null }): number {
  return senToRm(
    unitPriceSen({
      priceSen: rmToSen(product.price),
      discountPriceSen: product.salePrice === null ? null : rmToSen(product.salePrice),
      pricedBy: product.pricedBy,
      weightGrams: product.weight === null ? null : Math.round(product.weight * 1000),
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

/** A line of an order as it was charged, with what the scale said of each fruit when it is weight-priced. */
export interface WeighableLine {
  /** What one unit was charged at checkout (for a weight-priced line, the upper estimate). */
  unitPriceSen: Sen;
  quantity: number;
  /** The price per kilogram the line was sold at; null for a line priced per unit. */
  pricePerKgSen: Sen | null;
  /** One weight per fruit, in grams, once weighed; null before. */
  fruitWeightsGrams: readonly number[] | null;
  /**
   * A pre-order's fruits still on the tree when the fruit that dropped is weighed (docs/product/the-season.md): they
   * are not weighed and stay at what they were charged until the window's end refunds them. None unless given.
   */
  fruitsToCome?: number;
}

/** An order's charged figures the weighing starts from. */
export interface ChargedOrder {
  subtotalSen: Sen;
  taxSen: Sen;
  totalSen: Sen;
  /** The tax rate the order was charged at. */
  taxRateBps: number;
}

export interface WeighedOrder {
  /** Each line's final price: the charged price for a unit-priced line, the weighed one otherwise. */
  lineTotalsSen: Sen[];
  subtotalSen: Sen;
  taxSen: Sen;
  totalSen: Sen;
  /** What goes back to the shopper: charged total − final total, never negative. */
  refundSen: Sen;
}

/**
 * One weighed fruit's price (docs/product/selling-by-weight.md): its weight at the price per kilogram, never
 * more than the fruit was charged, so a fruit heavier than its range costs the shop, not the shopper.
 */
export function weighedFruitPriceSen(pricePerKgSen: Sen, grams: number, chargedSen: Sen): Sen {
  return Math.min(priceOfWeightSen(pricePerKgSen, grams), chargedSen);
}

/**
 * The order's final price after weighing (docs/product/fees.md): fees stay as charged; the weighing lowers only
 * the subtotal and its tax, at the rate the order was charged. Every line must be weighed already.
 */
export function priceWeighedOrder(order: ChargedOrder, lines: readonly WeighableLine[]): WeighedOrder {
  const lineTotalsSen = lines.map((line) => {
    const charged = line.unitPriceSen * line.quantity;
    if (line.pricePerKgSen === null) return charged;
    const toCome = line.fruitsToCome ?? 0;
    if (!line.fruitWeightsGrams || line.fruitWeightsGrams.length !== line.quantity - toCome) {
      throw new Error('every fruit of a weight-priced line is weighed before the order is priced');
    }
    const perKg = line.pricePerKgSen;
    return line.fruitWeightsGrams.reduce((sum, grams) => sum + weighedFruitPriceSen(perKg, grams, line.unitPriceSen), 0) + line.unitPriceSen * toCome;
  });
  return lowerOrderTo(order, lineTotalsSen);
}

/**
 * The order with its lines now costing `lineTotalsSen` (each at most what it was charged): fees stay as charged, the
 * subtotal and its tax go down at the rate the order was charged, and the difference goes back to the shopper.
 */
function lowerOrderTo(order: ChargedOrder, lineTotalsSen: Sen[]): WeighedOrder {
  const subtotalSen = lineTotalsSen.reduce((sum, total) => sum + total, 0);
  const reduction = order.subtotalSen - subtotalSen;
  const taxSen = Math.min(order.taxSen, Math.round((subtotalSen * order.taxRateBps) / 10_000));
  const totalSen = order.totalSen - reduction - (order.taxSen - taxSen);
  return { lineTotalsSen, subtotalSen, taxSen, totalSen, refundSen: order.totalSen - totalSen };
}

/**
 * A pre-order whose window ended with `unfilled` of its fruits still on the tree, refunded (docs/product/the-season.md,
 * When the window ends): its one line, now costing `line.totalSen` (as charged, or as weighed: the fruit that dropped
 * at its weight, the rest as charged), loses each unfilled fruit at the price it was charged, and that share of the
 * subtotal and its tax goes back. Fees stay as charged, as for the weighing.
 */
export function priceWithoutUnfilledFruits(order: ChargedOrder, line: { totalSen: Sen; unitPriceSen: Sen }, unfilled: number): WeighedOrder {
  if (!Number.isInteger(unfilled) || unfilled < 0 || line.unitPriceSen * unfilled > line.totalSen) {
    throw new Error('the unfilled fruits are a whole number, at most what the line costs');
  }
  return lowerOrderTo(order, [line.totalSen - line.unitPriceSen * unfilled]);
}
