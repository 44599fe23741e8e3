import { describe, expect, it } from 'vitest';
import { priceOrder } from './pricing';
import { applyPromotions, promotionApplies, type PromotionLine, type PromotionTerms } from './promotions';

/* Automatic promotions (docs/product/fees.md, "Discounts"): when one applies, and how it combines with a code. */

const today = '2027-06-10';
const fleshBox: PromotionLine = { productId: 'box', categoryIds: ['flesh'], farmId: 'raub', variety: 'Musang King', totalSen: 4_500, quantity: 1 };
const wholeFruit: PromotionLine = { productId: 'whole', categoryIds: ['whole'], farmId: 'raub', variety: 'Musang King', totalSen: 16_000, quantity: 1 };
const twoBoxes: PromotionTerms = {
  id: 'p1',
  name: 'Two flesh boxes: 10% off them',
  kind: 'percent',
  percentBps: 1000,
  amountSen: null,
  minQuantity: 2,
  minSpendSen: 0,
  validFrom: null,
  validTo: null,
  paused: false,
  productIds: [],
  categoryIds: ['flesh'],
  farmIds: [],
  varieties: [],
};

describe('automatic promotions', () => {
  it('apply when the items they are for reach their quantity and spend, within their days, unless paused', () => {
    expect(promotionApplies(twoBoxes, [fleshBox, wholeFruit], today)).toBe(false);
    expect(promotionApplies(twoBoxes, [{ ...fleshBox, quantity: 2, totalSen: 9_000 }, wholeFruit], today)).toBe(true);
    expect(promotionApplies({ ...twoBoxes, paused: true }, [{ ...fleshBox, quantity: 2 }], today)).toBe(false);
    expect(promotionApplies({ ...twoBoxes, validTo: '2027-06-09' }, [{ ...fleshBox, quantity: 2 }], today)).toBe(false);
    expect(promotionApplies({ ...twoBoxes, validFrom: '2027-06-11' }, [{ ...fleshBox, quantity: 2 }], today)).toBe(false);
    expect(promotionApplies({ ...twoBoxes, minSpendSen: 10_000 }, [{ ...fleshBox, quantity: 2, totalSen: 9_000 }], today)).toBe(false);
  });

  it('take their part off only the items they are for, in the owner\'s order, before a code', () => {
    const lines = [{ ...fleshBox, quantity: 2, totalSen: 9_000 }, wholeFruit];
    const applied = applyPromotions([twoBoxes, { ...twoBoxes, id: 'p2', name: 'Raub week: RM 5 off', kind: 'amount', percentBps: null, amountSen: 500, minQuantity: 1, categoryIds: [], farmIds: ['raub'] }], lines, today);
    expect(applied.map(({ promotion }) => promotion.id)).toEqual(['p1', 'p2']);
    const code = { kind: 'percent' as const, percentBps: 1000, lines: [true, true] };
    const price = priceOrder(
      lines.map((line) => ({ unitPriceSen: line.totalSen / line.quantity, quantity: line.quantity, weightGrams: 1000 })),
      { isPickup: true, discounts: [...applied.map(({ discount }) => discount), code] },
    );
    // 10% of the boxes (RM 9.00 → RM 0.90); RM 5 shared by what is left (RM 81.00 and RM 160.00); then 10% of the rest.
    expect(price.discountsSen[0]).toBe(900);
    expect(price.discountsSen[1]).toBe(500);
    expect(price.discountsSen[2]).toBe(Math.round((8_100 + 16_000 - 500) / 10));
    expect(price.discountSen).toBe(price.discountsSen.reduce((a, b) => a + b, 0));
  });
});
