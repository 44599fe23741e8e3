import { describe, expect, it } from 'vitest';
import { priceOrder } from './pricing';
import { cartVoucherDiscount, normalizeVoucherCode, voucherAppliesTo, voucherDiscount, voucherRefusal, voucherRefusals, type VoucherLine, type VoucherTerms, type VoucherUse } from './vouchers';

/* A voucher code's terms (docs/product/fees.md, "Discounts"; decision record 040). */

const terms: VoucherTerms = {
  kind: 'percent',
  percentBps: 1000,
  amountSen: null,
  minSpendSen: 0,
  validFrom: '2027-06-01',
  validTo: '2027-06-30',
  usageLimit: 100,
  perCustomerLimit: 1,
  firstOrderOnly: false,
  productIds: [],
  categoryIds: [],
  farmIds: [],
  varieties: [],
  paused: false,
};
const musangKing: VoucherLine = { productId: 'p1', categoryIds: ['whole'], farmId: 'raub', variety: 'Musang King', totalSen: 18_000 };
const fleshBox: VoucherLine = { productId: 'p2', categoryIds: ['flesh'], farmId: 'penang', variety: 'Black Thorn', totalSen: 6000 };
const use: VoucherUse = { usesTaken: 0, customerUses: 0, isFirstOrder: false, deliveryFeeSen: 1500 };
const today = '2027-06-15';

describe('voucher codes', () => {
  it('matches a code without regard to case and spaces', () => {
    expect(normalizeVoucherCode(' durian 10 ')).toBe('DURIAN10');
    expect(normalizeVoucherCode('Durian10')).toBe(normalizeVoucherCode('DURIAN 10'));
  });

  it('may be used from its first day to its last, Malaysia time, while uses are left', () => {
    expect(voucherRefusal(terms, [musangKing], use, today)).toBeNull();
    expect(voucherRefusal(terms, [musangKing], use, '2027-06-01')).toBeNull();
    expect(voucherRefusal(terms, [musangKing], use, '2027-06-30')).toBeNull();
    expect(voucherRefusal(terms, [musangKing], use, '2027-05-31')).toBe(voucherRefusals.notYet);
    expect(voucherRefusal(terms, [musangKing], use, '2027-07-01')).toBe(voucherRefusals.ended);
  });

  it('says why it cannot be used, in the order a shopper would want to hear it', () => {
    const refusals: [VoucherTerms | null, VoucherUse, readonly VoucherLine[], string][] = [
      [null, use, [musangKing], voucherRefusals.unknown],
      [{ ...terms, paused: true }, use, [musangKing], voucherRefusals.unknown],
      [terms, { ...use, usesTaken: 100 }, [musangKing], voucherRefusals.usedUp],
      [terms, { ...use, customerUses: 1 }, [musangKing], voucherRefusals.usedByYou],
      [{ ...terms, firstOrderOnly: true }, use, [musangKing], voucherRefusals.firstOrder],
      [{ ...terms, farmIds: ['penang'] }, use, [musangKing], voucherRefusals.notForItems],
      [{ ...terms, minSpendSen: 20_000 }, use, [musangKing], 'Spend at least RM 200.00 on the items this code is for to use it'],
      [{ ...terms, kind: 'freeDelivery' }, { ...use, deliveryFeeSen: 0 }, [musangKing], voucherRefusals.nothingOff],
    ];
    for (const [code, asUsed, lines, message] of refusals) {
      expect(voucherRefusal(code, lines, asUsed, today)).toBe(message);
    }
    expect(voucherRefusal({ ...terms, firstOrderOnly: true, usageLimit: null, perCustomerLimit: null }, [musangKing], { ...use, isFirstOrder: true, usesTaken: 9999 }, today)).toBeNull();
    // A cart with no address yet: a free-delivery code waits for the checkout's fee.
    expect(voucherRefusal({ ...terms, kind: 'freeDelivery' }, [musangKing], { ...use, deliveryFeeSen: null }, today)).toBeNull();
  });

  it("gives a cart's voucher to the price rule as the cart reply states it", () => {
    expect(cartVoucherDiscount(null, ['a'])).toEqual([]);
    expect(cartVoucherDiscount({ kind: 'percent', percent: 12.5, amount: null, itemIds: ['b'] }, ['a', 'b'])).toEqual([{ kind: 'percent', percentBps: 1250, lines: [false, true] }]);
    expect(cartVoucherDiscount({ kind: 'amount', percent: null, amount: 10.05, itemIds: ['a'] }, ['a', 'b'])).toEqual([{ kind: 'amount', amountSen: 1005, lines: [true, false] }]);
    expect(cartVoucherDiscount({ kind: 'freeDelivery', percent: null, amount: null, itemIds: [] }, ['a'])).toEqual([{ kind: 'freeDelivery' }]);
  });

  it('is for the products, categories, farms or varieties it names, the whole shop when it names none', () => {
    expect(voucherAppliesTo(terms, fleshBox)).toBe(true);
    expect(voucherAppliesTo({ ...terms, productIds: ['p2'] }, musangKing)).toBe(false);
    expect(voucherAppliesTo({ ...terms, categoryIds: ['flesh'] }, fleshBox)).toBe(true);
    expect(voucherAppliesTo({ ...terms, farmIds: ['raub'] }, musangKing)).toBe(true);
    expect(voucherAppliesTo({ ...terms, varieties: ['musang  king'] }, musangKing)).toBe(true);
    expect(voucherAppliesTo({ ...terms, varieties: ['Musang King'] }, { ...musangKing, variety: null })).toBe(false);
  });

  it('counts its minimum spend on the items it is for, before discounts', () => {
    const forFlesh = { ...terms, categoryIds: ['flesh'], minSpendSen: 10_000 };
    expect(voucherRefusal(forFlesh, [musangKing, fleshBox], use, today)).toMatch(/^Spend at least RM 100.00/);
    expect(voucherRefusal(forFlesh, [musangKing, { ...fleshBox, totalSen: 10_000 }], use, today)).toBeNull();
  });

  it('takes its discount off only the lines it is for', () => {
    const lines = [musangKing, fleshBox];
    const priced = lines.map((line) => ({ unitPriceSen: line.totalSen, quantity: 1, weightGrams: 1000 }));
    const tenPercentOfFlesh = priceOrder(priced, { isPickup: false, discounts: [voucherDiscount({ ...terms, categoryIds: ['flesh'] }, lines)] });
    expect(tenPercentOfFlesh.lineDiscountsSen).toEqual([0, 600]);
    const rm20 = priceOrder(priced, { isPickup: false, discounts: [voucherDiscount({ ...terms, kind: 'amount', percentBps: null, amountSen: 2000 }, lines)] });
    expect(rm20.lineDiscountsSen).toEqual([1500, 500]);
    const freeDelivery = priceOrder(priced.slice(1), { isPickup: false, discounts: [voucherDiscount({ ...terms, kind: 'freeDelivery' }, lines.slice(1))] });
    expect(freeDelivery).toMatchObject({ discountSen: 0, deliveryFeeSen: 0 });
  });
});
