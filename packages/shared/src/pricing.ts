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
  /** The goods at their prices, before discounts. */
  subtotalSen: Sen;
  /** What the discounts take off the goods, the sum of `lineDiscountsSen`. */
  discountSen: Sen;
  /** Each line's share of the discounts, in the lines' order. */
  lineDiscountsSen: Sen[];
  /** What each discount took off the goods, in the discounts' order (free delivery: 0, its fee is the saving). */
  discountsSen: Sen[];
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

/**
 * A discount as the price rule applies it (docs/product/fees.md, "Discounts"; decision record 040): a share of the
 * lines it is for (`lines[i]` says whether it applies to line i), or the delivery fee.
 */
export type Discount =
  | { kind: 'percent'; percentBps: number; lines: readonly boolean[] }
  | { kind: 'amount'; amountSen: Sen; lines: readonly boolean[] }
  | { kind: 'freeDelivery' };

/** `amountSen` shared in proportion to `weights`, the sen rounding leaves going to the largest remainders. */
export function shareInProportion(amountSen: Sen, weights: readonly Sen[]): Sen[] {
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  if (whole === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amountSen * weight) / whole);
  const shares = exact.map(Math.floor);
  let left = amountSen - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * Each discount's share of each line, taken in the discounts' order, each from what the earlier ones left of a line, so
 * no line goes below zero: a percentage of each line it is for (half a sen up), an amount in proportion to what is
 * left of them; free delivery takes nothing off the goods.
 */
export function discountShares(lineTotalsSen: readonly Sen[], discounts: readonly Discount[]): Sen[][] {
  const taken = lineTotalsSen.map(() => 0);
  return discounts.map((discount) => {
    if (discount.kind === 'freeDelivery') return lineTotalsSen.map(() => 0);
    const left = lineTotalsSen.map((total, index) => (discount.lines[index] ? total - taken[index]! : 0));
    const shares =
      discount.kind === 'percent'
        ? left.map((amount) => Math.floor((amount * Math.min(discount.percentBps, 10_000) + 5_000) / 10_000))
        : shareInProportion(Math.min(discount.amountSen, left.reduce((sum, amount) => sum + amount, 0)), left);
    shares.forEach((share, index) => {
      taken[index]! += share;
    });
    return shares;
  });
}

/** Each line's share of all the discounts together. */
export function lineDiscounts(lineTotalsSen: readonly Sen[], discounts: readonly Discount[]): Sen[] {
  return discountShares(lineTotalsSen, discounts).reduce((sums, shares) => sums.map((sum, index) => sum + shares[index]!), lineTotalsSen.map(() => 0));
}

export function priceOrder(
  lines: readonly PricedLine[],
  options: { isPickup: boolean; discounts?: readonly Discount[] },
  settings: PricingSettings = defaultPricingSettings,
): OrderPrice {
  const discounts = options.discounts ?? [];
  const lineTotalsSen = lines.map((line) => line.unitPriceSen * line.quantity);
  const subtotalSen = lineTotalsSen.reduce((sum, total) => sum + total, 0);
  const shares = discountShares(lineTotalsSen, discounts);
  const lineDiscountsSen = lineTotalsSen.map((_, index) => shares.reduce((sum, byLine) => sum + byLine[index]!, 0));
  const discountsSen = shares.map((byLine) => byLine.reduce((sum, share) => sum + share, 0));
  const discountSen = lineDiscountsSen.reduce((sum, share) => sum + share, 0);
  const weightGrams = lines.reduce(
    (sum, line) => sum + (line.weightGrams ?? DEFAULT_UNIT_WEIGHT_GRAMS) * line.quantity,
    0,
  );
  // The threshold looks at the goods before discounts: a discount never brings a delivery fee back (decision record 040).
  const freeDelivery = options.isPickup || subtotalSen > settings.freeDeliveryOverSen || discounts.some((discount) => discount.kind === 'freeDelivery');
  const deliveryFeeSen = freeDelivery ? 0 : settings.deliveryFeeSen;
  const handlingFeeSen =
    lines.length === 0
      ? 0
      : weightGrams < settings.handlingWeightLimitGrams
        ? settings.handlingFeeLightSen
        : settings.handlingFeeHeavySen;
  const taxSen = Math.round(((subtotalSen - discountSen) * settings.taxRateBps) / 10_000);
  return {
    subtotalSen,
    discountSen,
    lineDiscountsSen,
    discountsSen,
    deliveryFeeSen,
    handlingFeeSen,
    taxSen,
    totalSen: subtotalSen - discountSen + deliveryFeeSen + handlingFeeSen + taxSen,
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
  /** The line's share of the order's discounts at checkout (`lineDiscountsSen`); none unless given. */
  discountSen?: Sen;
}

/** An order's charged figures the weighing starts from. */
export interface ChargedOrder {
  subtotalSen: Sen;
  /** What discounts took off the goods at checkout; none unless given. */
  discountSen?: Sen;
  taxSen: Sen;
  totalSen: Sen;
  /** The tax rate the order was charged at. */
  taxRateBps: number;
}

export interface WeighedOrder {
  /** Each line's final price: the charged price for a unit-priced line, the weighed one otherwise. */
  lineTotalsSen: Sen[];
  /** Each line's share of the discounts, shrunk with its price. */
  lineDiscountsSen: Sen[];
  subtotalSen: Sen;
  discountSen: Sen;
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
  return lowerOrderTo(
    order,
    lines.map((line, index) => ({ chargedSen: line.unitPriceSen * line.quantity, discountSen: line.discountSen ?? 0, nowSen: lineTotalsSen[index]! })),
  );
}

/**
 * A line's discount share once the line costs `nowSen` instead of `chargedSen`: shrunk in proportion, rounded up (the
 * shopper's favour, so what the line costs after its discount only goes down).
 */
export function shrunkDiscountSen(discountSen: Sen, chargedSen: Sen, nowSen: Sen): Sen {
  return chargedSen === 0 ? 0 : Math.ceil((discountSen * nowSen) / chargedSen);
}

/**
 * What the shopper paid for a line (docs/product/fruit-guarantee.md): its price now (as weighed, once weighed) less its
 * share of the discount, shrunk with it. The most a claim for it gives back.
 */
export function linePaidSen(line: { unitPriceSen: Sen; quantity: number; weighedTotalSen: Sen | null; discountSen: Sen }): Sen {
  const chargedSen = line.unitPriceSen * line.quantity;
  const nowSen = line.weighedTotalSen ?? chargedSen;
  return nowSen - shrunkDiscountSen(line.discountSen, chargedSen, nowSen);
}

/** A line that now costs `nowSen` (at most `chargedSen`, what it cost when its discount share was `discountSen`). */
interface LoweredLine {
  chargedSen: Sen;
  discountSen: Sen;
  nowSen: Sen;
}

/**
 * The order with its lines now costing less: each line's discount shrinks in proportion to its price, rounded up (the
 * shopper's favour, so what a line costs after its discount only goes down); fees stay as charged; the goods after
 * discounts and their tax go down at the rate the order was charged, and the difference goes back to the shopper.
 */
function lowerOrderTo(order: ChargedOrder, lines: readonly LoweredLine[]): WeighedOrder {
  const lineTotalsSen = lines.map((line) => line.nowSen);
  const lineDiscountsSen = lines.map((line) => shrunkDiscountSen(line.discountSen, line.chargedSen, line.nowSen));
  const subtotalSen = lineTotalsSen.reduce((sum, total) => sum + total, 0);
  const discountSen = lineDiscountsSen.reduce((sum, share) => sum + share, 0);
  const goodsNow = subtotalSen - discountSen;
  const reduction = order.subtotalSen - (order.discountSen ?? 0) - goodsNow;
  const taxSen = Math.min(order.taxSen, Math.round((goodsNow * order.taxRateBps) / 10_000));
  const totalSen = order.totalSen - reduction - (order.taxSen - taxSen);
  return { lineTotalsSen, lineDiscountsSen, subtotalSen, discountSen, taxSen, totalSen, refundSen: order.totalSen - totalSen };
}

/**
 * A pre-order whose window ended with `unfilled` of its fruits still on the tree, refunded (docs/product/the-season.md,
 * When the window ends): its one line, now costing `line.totalSen` (as charged, or as weighed: the fruit that dropped
 * at its weight, the rest as charged), loses each unfilled fruit at the price it was charged, and that share of the
 * subtotal and its tax goes back. Fees stay as charged, as for the weighing.
 */
export function priceWithoutUnfilledFruits(
  order: ChargedOrder,
  line: { totalSen: Sen; unitPriceSen: Sen; discountSen?: Sen },
  unfilled: number,
): WeighedOrder {
  if (!Number.isInteger(unfilled) || unfilled < 0 || line.unitPriceSen * unfilled > line.totalSen) {
    throw new Error('the unfilled fruits are a whole number, at most what the line costs');
  }
  return lowerOrderTo(order, [{ chargedSen: line.totalSen, discountSen: line.discountSen ?? 0, nowSen: line.totalSen - line.unitPriceSen * unfilled }]);
}
