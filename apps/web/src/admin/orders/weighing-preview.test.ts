import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminOrder } from '@durio/shared/schemas/orders';
import { describe, expect, it } from 'vitest';
import {
  emptyWeighing,
  previewFruit,
  previewWeighing,
  weighingFormSchema,
  type WeighingForm,
  type WeightPricedItem,
} from './weighing-preview';

/*
 * The console's weighing form before it saves (docs/product/selling-by-weight.md): the price of each fruit as its
 * weight is typed, the order's new total and refund by the one pricing rule, and the shared schema's messages.
 */

type Item = AdminOrder['items'][number];
const MUSANG_KING = '00000000-0000-4000-8000-000000000001';
const FLESH_BOX = '00000000-0000-4000-8000-000000000002';

function item(fields: Pick<Item, 'id' | 'quantity' | 'price' | 'weighing'> & { name: string }): Item {
  return {
    ...fields,
    total: Math.round(fields.price * fields.quantity * 100) / 100,
    discount: 0,
    claim: null,
    pricedBy: fields.weighing ? 'kg' : 'unit',
    product: { id: fields.id, name: fields.name, media: [], farm: { name: 'Raub Heritage' } },
    review: null,
  };
}

/** Two Musang King at RM 68.00/kg, 1.8–2.4 kg a fruit (RM 163.20 each at checkout), and a box of flesh at RM 45.00. */
const musangKing = item({
  id: MUSANG_KING,
  name: 'Musang King',
  quantity: 2,
  price: 163.2,
  weighing: { pricePerKg: 68, minWeight: 1.8, maxWeight: 2.4, fruitWeights: null, fruitPrices: null, total: null },
}) as WeightPricedItem;
const fleshBox = item({ id: FLESH_BOX, name: 'Musang King flesh box', quantity: 1, price: 45, weighing: null });
/** Charged: 371.40 subtotal, free delivery, RM 20.00 handling, 7% tax (26.00): RM 417.40. */
const order = { items: [musangKing, fleshBox], subtotal: 371.4, discount: 0, tax: 26, total: 417.4 };

const typed = (weights: unknown[]): WeighingForm => ({ lines: [{ itemId: MUSANG_KING, weights: weights as number[] }] });

describe('the weighing preview', () => {
  it('prices each fruit as typed, and a fruit over its range at the top of the range', () => {
    expect(previewFruit(musangKing, 1.9)).toEqual({ grams: 1900, priceSen: 12920, range: 'within' });
    expect(previewFruit(musangKing, 2.6)).toEqual({ grams: 2600, priceSen: 16320, range: 'over' });
    expect(previewFruit(musangKing, 1.75)).toEqual({ grams: 1750, priceSen: 11900, range: 'under' });
    expect(previewFruit(musangKing, 2.4)).toMatchObject({ priceSen: 16320, range: 'within' });
    expect(previewFruit(musangKing, 1.8)).toMatchObject({ priceSen: 12240, range: 'within' });
  });

  it('shows no price for what the server would refuse: nothing typed, 0, more than 20 kg, a tenth of a gram', () => {
    for (const kg of [undefined, Number.NaN, 0, -1, 20.5, 1.9004]) expect(previewFruit(musangKing, kg)).toBeNull();
  });

  it('weighs only the fruit of a pre-order that has dropped, keeping the rest at what it was charged', () => {
    const preorder = { offerId: MUSANG_KING, treeName: 'Raja', variety: 'Musang King', window: { startsOn: '2027-06-15', endsOn: '2027-08-31' } };
    const oneOfTwo = { items: [musangKing], subtotal: 326.4, discount: 0, tax: 22.85, total: 369.25, preorder: { ...preorder, fruits: 2, fruitsFilled: 1, fruitsRefunded: 0, choice: null } };
    expect(previewWeighing(oneOfTwo, typed([]), 700).lines[0]!.fruits).toHaveLength(1);
    const preview = previewWeighing(oneOfTwo, typed([1.9]), 700);
    expect(preview.lines[0]!.totalSen).toBe(12_920 + 16_320);
    expect(preview.subtotalSen).toBe(12_920 + 16_320);
  });

  it("gives the new total and the refund from the order's charged figures once every fruit has a weight", () => {
    const preview = previewWeighing(order, typed([1.9, 2.6]), 700);
    expect(preview.lines).toEqual([
      {
        itemId: MUSANG_KING,
        fruits: [
          { grams: 1900, priceSen: 12920, range: 'within' },
          { grams: 2600, priceSen: 16320, range: 'over' },
        ],
        totalSen: 29240,
      },
    ]);
    // 292.40 + 45.00; the tax follows the subtotal down (23.62), the fees stay: 381.02, and 36.38 goes back.
    expect(preview).toMatchObject({ subtotalSen: 33740, totalSen: 38102, refundSen: 3638 });
  });

  it("shrinks a voucher's discount with the weighed fruit, as the server does (docs/product/fees.md, Discounts)", () => {
    // 10% off: RM 32.64 on the whole fruit, RM 4.50 on the box; tax 7% on RM 334.26 is RM 23.40: RM 377.66.
    const discounted = {
      items: [{ ...musangKing, discount: 32.64 }, { ...fleshBox, discount: 4.5 }],
      subtotal: 371.4,
      discount: 37.14,
      tax: 23.4,
      total: 377.66,
    };
    // The fruit's share goes down to RM 29.24 with its price: RM 303.66 of goods, tax RM 21.26, RM 344.92, RM 32.74 back.
    expect(previewWeighing(discounted, typed([1.9, 2.6]), 700)).toMatchObject({ subtotalSen: 33740, discountSen: 3374, totalSen: 34492, refundSen: 3274 });
  });

  it('waits for every fruit before it totals the order', () => {
    const preview = previewWeighing(order, typed([1.9]), 700);
    expect(preview.lines[0]).toMatchObject({ fruits: [{ priceSen: 12920 }, null], totalSen: null });
    expect(preview).toMatchObject({ subtotalSen: null, discountSen: null, totalSen: null, refundSen: null });
    expect(previewWeighing(order, emptyWeighing(order), 700).lines[0]!.fruits).toEqual([null, null]);
  });

  it('leaves the total and the refund to the server when the tax rate the order was charged at is not known', () => {
    expect(previewWeighing(order, typed([1.9, 2.6]), null)).toMatchObject({ subtotalSen: 33740, totalSen: null, refundSen: null });
  });
});

describe('the weighing form', () => {
  const resolve = (values: WeighingForm) => zodResolver(weighingFormSchema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const messagesOf = async (weights: unknown[]) => {
    const { errors } = await resolve(typed(weights));
    const fruits = (errors.lines as unknown as { weights?: ({ message?: string } | undefined)[] }[] | undefined)?.[0]?.weights ?? [];
    return Array.from({ length: weights.length }, (_, index) => fruits[index]?.message ?? null);
  };

  it("starts with every weight-priced line and no weight, and sends exactly what the server's body holds", async () => {
    expect(emptyWeighing(order)).toEqual({ lines: [{ itemId: MUSANG_KING, weights: [] }] });
    expect(await resolve(typed([1.9, 2.6]))).toEqual({ values: typed([1.9, 2.6]), errors: {} });
  });

  it("says on each fruit's field what is wrong with its weight, in the shared schema's words", async () => {
    expect(await messagesOf([Number.NaN, 0, 25, 1.9005, 2.1])).toEqual([
      'A weight is a number of kilograms',
      'A weight is more than 0 kg',
      'A fruit weighs at most 20 kg',
      'A weight has at most 3 decimals (grams)',
      null,
    ]);
  });

  it('takes a fruit lighter than its range: the server asks the admin to confirm it', async () => {
    expect(await messagesOf([1.2, 2.6])).toEqual([null, null]);
  });
});
