import { rmToSen, type Sen } from '@durio/shared/money';
import { unfilledFruits } from '@durio/shared/preorder-filling';
import { priceWeighedOrder, weighedFruitPriceSen, type WeighableLine } from '@durio/shared/pricing';
import { kgInputSchema } from '@durio/shared/schemas/catalogue';
import { weighOrderBodySchema, type AdminOrder } from '@durio/shared/schemas/orders';
import type { z } from 'zod';

/*
 * What the console's weighing form shows before it saves (docs/product/selling-by-weight.md): each fruit's price
 * as its weight is typed and where it falls against its range, and the order's new total and refund, all by the
 * shop's one pricing rule. The server prices the weighing again when it is saved; its reply is what counts.
 */

type Item = AdminOrder['items'][number];
/** A line priced by weight: its weighing is never null. */
export type WeightPricedItem = Item & { weighing: NonNullable<Item['weighing']> };

export const isWeightPriced = (item: Item): item is WeightPricedItem => item.weighing !== null;

/** The form holds what the server is sent: one weight a fruit (kg) for each weight-priced line. */
export const weighingFormSchema = weighOrderBodySchema.pick({ lines: true });
export type WeighingForm = z.input<typeof weighingFormSchema>;

/** The form's first values: every weight-priced line, its fruit not yet weighed. */
export function emptyWeighing(order: Pick<AdminOrder, 'items'>): WeighingForm {
  return { lines: order.items.filter(isWeightPriced).map((item) => ({ itemId: item.id, weights: [] })) };
}

/** Where a fruit's weight falls against its line's range: lighter needs the admin's word, heavier costs the shop. */
export type FruitRange = 'under' | 'within' | 'over';

export interface FruitPreview {
  grams: number;
  priceSen: Sen;
  range: FruitRange;
}

const toGrams = (kg: number) => Math.round(kg * 1000);

/** One typed weight's price and range, or null while it is no weight the server would take (empty, 0, 4 decimals). */
export function previewFruit(item: WeightPricedItem, kg: unknown): FruitPreview | null {
  const parsed = kgInputSchema.safeParse(kg);
  if (!parsed.success) return null;
  const grams = toGrams(parsed.data);
  const { pricePerKg, minWeight, maxWeight } = item.weighing;
  const range: FruitRange = grams < toGrams(minWeight) ? 'under' : grams > toGrams(maxWeight) ? 'over' : 'within';
  return { grams, priceSen: weighedFruitPriceSen(rmToSen(pricePerKg), grams, rmToSen(item.price)), range };
}

export interface WeighingPreview {
  /** By weight-priced line (the form's order): each fruit to weigh's preview, and the line's price once every fruit has one. */
  lines: { itemId: string; fruits: (FruitPreview | null)[]; totalSen: Sen | null }[];
  /** Null until every fruit has a weight. */
  subtotalSen: Sen | null;
  /** The order's discounts shrunk with the weighed prices (docs/product/fees.md, "Discounts"); null until every fruit has a weight. */
  discountSen: Sen | null;
  /** Null until every fruit has a weight, or when the order's tax rate is not known for sure. */
  totalSen: Sen | null;
  refundSen: Sen | null;
}

/**
 * The weighing as typed so far, priced by `priceWeighedOrder` from the order's charged figures. `taxRateBps` is the
 * rate the order was charged at (its reply's `weighing.taxRateBps`); without it only the lines and the subtotal are
 * shown, and the reply says the rest.
 */
export function previewWeighing(
  order: Pick<AdminOrder, 'items' | 'subtotal' | 'discount' | 'tax' | 'total'> & Partial<Pick<AdminOrder, 'preorder'>>,
  form: WeighingForm,
  taxRateBps: number | null,
): WeighingPreview {
  const typed = new Map(form.lines.map((line) => [line.itemId, line.weights]));
  const weighed = order.items.filter(isWeightPriced);
  // A pre-order's fruit still on the tree is not weighed: it stays at what it was charged (docs/product/the-season.md).
  const toCome = order.preorder ? unfilledFruits(order.preorder) : 0;
  const lines = weighed.map((item) => {
    const weights = typed.get(item.id) ?? [];
    const fruits = Array.from({ length: item.quantity - toCome }, (_, index) => previewFruit(item, weights[index]));
    const complete = fruits.every((fruit) => fruit !== null);
    const chargedToCome = rmToSen(item.price) * toCome;
    return { itemId: item.id, fruits, totalSen: complete ? fruits.reduce((sum, fruit) => sum + fruit!.priceSen, chargedToCome) : null };
  });
  if (lines.some((line) => line.totalSen === null)) return { lines, subtotalSen: null, discountSen: null, totalSen: null, refundSen: null };

  const gramsOf = new Map(lines.map((line) => [line.itemId, line.fruits.map((fruit) => fruit!.grams)]));
  const weighableLines: WeighableLine[] = order.items.map((item) => ({
    unitPriceSen: rmToSen(item.price),
    quantity: item.quantity,
    pricePerKgSen: item.weighing ? rmToSen(item.weighing.pricePerKg) : null,
    fruitWeightsGrams: gramsOf.get(item.id) ?? null,
    fruitsToCome: toCome,
    discountSen: rmToSen(item.discount),
  }));
  const priced = priceWeighedOrder(
    {
      subtotalSen: rmToSen(order.subtotal),
      discountSen: rmToSen(order.discount),
      taxSen: rmToSen(order.tax),
      totalSen: rmToSen(order.total),
      taxRateBps: taxRateBps ?? 0,
    },
    weighableLines,
  );
  return {
    lines,
    subtotalSen: priced.subtotalSen,
    discountSen: priced.discountSen,
    totalSen: taxRateBps === null ? null : priced.totalSen,
    refundSen: taxRateBps === null ? null : priced.refundSen,
  };
}
