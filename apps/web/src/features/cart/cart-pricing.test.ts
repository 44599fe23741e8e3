import type { CartItem, CartPromotion, CartVoucher } from '@durio/shared/schemas/cart';
import { defaultPricingSettings } from '@durio/shared/pricing';
import { describe, expect, it } from 'vitest';
import { cartDiscounts, priceCart, type PricedCart } from './cart-pricing';

/*
 * The cart and the checkout price a cart with its promotions and its code exactly as the server charges it
 * (docs/product/fees.md, "Discounts"): the total the checkout sends must be the server's, or the order is refused.
 * The shop's default fees: delivery RM 15 (free over RM 100), handling RM 10 under 2 kg, tax 7%.
 */

const itemIds = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'] as const;

function cartItem(id: string, price: number, quantity: number): CartItem {
  return {
    id,
    quantity,
    notes: null,
    product: {
      id: id.replace(/^0/, '1'),
      name: `Durian ${id.slice(-1)}`,
      description: '',
      price,
      discountPrice: null,
      salePrice: null,
      pricedBy: 'unit',
      chargedPrice: price,
      stock: 10,
      available: true,
      buyable: true,
      weight: null,
      minWeight: null,
      form: 'whole',
      media: [],
      farm: { id: '00000000-0000-4000-8000-0000000000f1', name: 'Bukit Merah' },
    },
  };
}

/** RM 40 × 2 and RM 15 × 1: RM 95, under the free-delivery threshold, 1.5 kg counted (half a kilogram a unit). */
const items = [cartItem(itemIds[0], 40, 2), cartItem(itemIds[1], 15, 1)];
const cart = (change: Partial<PricedCart> = {}): PricedCart => ({ items, promotions: [], voucher: null, ...change });

const code = (name: string, discount: CartVoucher['discount'], refusal: string | null = null): CartVoucher => ({ code: name, refusal, discount });
const musim10 = code('MUSIM10', { kind: 'percent', percent: 10, amount: null, itemIds: [itemIds[0]] });
const welcome = code('WELCOME', { kind: 'amount', amount: 10, percent: null, itemIds: [...itemIds] });
const percuma = code('PERCUMA', { kind: 'freeDelivery', percent: null, amount: null, itemIds: [...itemIds] });

const price = (priced: PricedCart, isPickup = false) => priceCart(priced, isPickup, defaultPricingSettings);

describe('priceCart', () => {
  it('prices a cart without a code as before: subtotal, delivery, handling and tax', () => {
    expect(price(cart())).toMatchObject({ subtotalSen: 9500, discountSen: 0, deliveryFeeSen: 1500, handlingFeeSen: 1000, taxSen: 665, totalSen: 12665 });
  });

  it("takes a percentage code off the lines it is for only, and taxes what is left", () => {
    const priced = price(cart({ voucher: musim10 }));
    // 10% of the RM 80 line; the RM 15 line is not one the code is for.
    expect(priced.lineDiscountsSen).toEqual([800, 0]);
    expect(priced).toMatchObject({ subtotalSen: 9500, discountSen: 800, discountsSen: [800], taxSen: 609, totalSen: 11809 });
  });

  it('takes an amount code off the goods before tax', () => {
    expect(price(cart({ voucher: welcome }))).toMatchObject({ discountSen: 1000, deliveryFeeSen: 1500, taxSen: 595, totalSen: 11595 });
  });

  it('makes delivery free with a free-delivery code, and takes nothing off the goods', () => {
    expect(price(cart({ voucher: percuma }))).toMatchObject({ discountSen: 0, deliveryFeeSen: 0, taxSen: 665, totalSen: 11165 });
  });

  it('takes nothing off for a code the cart no longer meets: the cart says why instead', () => {
    const refused = code('MUSIM10', null, 'Spend at least RM 100.00 on the items this code is for to use it');
    expect(price(cart({ voucher: refused }))).toEqual(price(cart()));
    expect(cartDiscounts(cart({ voucher: refused }))).toEqual({ discounts: [], names: [] });
  });

  it('gives nothing for a code whose lines are no longer in the cart', () => {
    const gone = code('MUSIM10', { kind: 'percent', percent: 10, amount: null, itemIds: ['00000000-0000-4000-8000-000000000009'] });
    expect(price(cart({ voucher: gone })).discountSen).toBe(0);
  });
});

describe('cartDiscounts', () => {
  const season: CartPromotion = {
    id: '00000000-0000-4000-8000-0000000000a1',
    name: 'Durian season',
    discount: { kind: 'percent', percent: 5, amount: null, itemIds: [...itemIds] },
  };

  it('names the promotions first, then the code, in the order the price rule takes them off', () => {
    const both = cart({ promotions: [season], voucher: welcome });
    expect(cartDiscounts(both).names).toEqual(['Durian season', 'WELCOME']);
    const priced = price(both);
    // 5% of RM 95, then RM 10: each amount beside its name in the summary.
    expect(priced.discountsSen).toEqual([475, 1000]);
    expect(priced.discountSen).toBe(1475);
  });

  it('names the code alone when the cart meets no promotion', () => {
    expect(cartDiscounts(cart({ voucher: musim10 })).names).toEqual(['MUSIM10']);
    expect(cartDiscounts(cart()).names).toEqual([]);
  });
});
