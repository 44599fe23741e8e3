import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Cart } from '@durio/shared/schemas/cart';
import type { Order } from '@durio/shared/schemas/orders';
import type { Promotion, PromotionBodyInput } from '@durio/shared/schemas/promotions';
import { adminChanges, promotions } from '../../db/schema';
import { createTestAddress, createTestCategory, createTestClock, createTestProduct, createTestUser, fillTestCart, type TestUser } from '../../test-support/factories';
import { confirmTestPayment, openTestPayment, payInSandbox, type PaidReply } from '../../test-support/payments';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { productCategories } from '../../db/schema';

/*
 * Automatic promotions (docs/product/fees.md, "Discounts"): the owner's rules without a code, shown in the cart as
 * they apply and charged by the checkout, before a code, in the owner's order.
 */

const clock = createTestClock(new Date('2027-06-10T02:00:00Z'));
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await createTestUser(t, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object, user: TestUser = admin) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, payload: body });

async function createPromotion(body: PromotionBodyInput): Promise<Promotion> {
  const res = await send('POST', '/durian/promotions', body);
  expect(res.statusCode).toBe(201);
  return res.json<Promotion>();
}

describe('automatic promotions', () => {
  it('are kept by the owner in the order they come off, with every change in the history', async () => {
    const created = await createPromotion({ name: 'Raub week: RM 5 off', kind: 'amount', amount: 5, position: 2, validTo: '2027-06-30' });
    expect(created).toMatchObject({ name: 'Raub week: RM 5 off', kind: 'amount', amount: 5, percent: null, minQuantity: 1, minSpend: 0, paused: false, position: 2 });
    const paused = await send('PUT', `/durian/promotions/${created.id}`, { name: 'Raub week: RM 5 off', kind: 'amount', amount: 5, position: 2, paused: true });
    expect(paused.json<Promotion>().paused).toBe(true);
    const changes = await t.db.select().from(adminChanges).where(eq(adminChanges.entityId, created.id));
    expect(changes.map((change) => change.action)).toEqual(['created', 'updated']);

    const customer = await createTestUser(t);
    const staff = await createTestUser(t, { role: 'STAFF' });
    expect((await send('GET', '/durian/promotions', undefined, customer)).statusCode).toBe(403);
    expect((await send('POST', '/durian/promotions', { name: 'x', kind: 'freeDelivery' }, staff)).statusCode).toBe(403);
    for (const bad of [{ name: '', kind: 'percent', percent: 10 }, { name: 'x', kind: 'percent' }, { name: 'x', kind: 'amount', amount: 0 }, { name: 'x', kind: 'percent', percent: 10, minQuantity: 0 }, { name: 'x', kind: 'percent', percent: 10, validFrom: '2027-06-10', validTo: '2027-06-01' }]) {
      expect((await send('POST', '/durian/promotions', bad)).statusCode).toBe(400);
    }
    expect((await send('PUT', '/durian/promotions/00000000-0000-4000-8000-000000000000', { name: 'x', kind: 'freeDelivery' })).statusCode).toBe(404);
    await t.db.delete(promotions);
  });

  it('show in the cart as they apply, and the checkout charges them before the code', async () => {
    const flesh = await createTestCategory(t.db);
    const box = await createTestProduct(t.db, { name: 'Musang King flesh 400 g', priceSen: 4_500, weightGrams: 400, stock: 20 });
    const whole = await createTestProduct(t.db, { name: 'Whole D24', priceSen: 6_000, weightGrams: 1500, stock: 20 });
    await t.db.insert(productCategories).values({ productId: box.id, categoryId: flesh.id });
    const twoBoxes = await createPromotion({ name: 'Two flesh boxes: 10% off them', kind: 'percent', percent: 10, minQuantity: 2, categoryIds: [flesh.id] });
    await t.app.inject({ method: 'POST', url: '/api/v1/durian/vouchers', headers: admin.headers, payload: { code: 'FIVEOFF', kind: 'amount', amount: 5 } });
    const customer = await createTestUser(t);
    await fillTestCart(t.db, customer.id, [
      { productId: box.id, quantity: 1 },
      { productId: whole.id, quantity: 1 },
    ]);
    const cartOf = async () => (await send('GET', '/durian/cart', undefined, customer)).json<Cart>();
    expect((await cartOf()).promotions).toEqual([]);

    const boxLine = (await cartOf()).items.find((item) => item.product.id === box.id)!;
    await send('PUT', `/durian/cart/items/${boxLine.id}`, { quantity: 2 }, customer);
    const cart = await cartOf();
    expect(cart.promotions).toEqual([{ id: twoBoxes.id, name: 'Two flesh boxes: 10% off them', discount: { kind: 'percent', percent: 10, amount: null, itemIds: [boxLine.id] } }]);
    expect((await send('PUT', '/durian/cart/voucher', { code: 'fiveoff' }, customer)).statusCode).toBe(200);

    // Boxes RM 90.00 less 10% (RM 9.00); then RM 5.00 shared by what is left (RM 81.00 and RM 60.00): RM 14.00 off RM 150.00.
    // Delivery free (over RM 100 before discounts), handling RM 20.00 (2.3 kg), tax 7% of RM 136.00 (RM 9.52): RM 165.52.
    const address = await createTestAddress(t.db, customer.id);
    const placed = await send('POST', '/durian/orders', { isPickup: false, shippingAddressOrDropoffPointId: address.id, total: 165.52 }, customer);
    expect(placed.statusCode).toBe(201);
    expect(placed.json<Order>()).toMatchObject({
      subtotal: 150,
      discount: 14,
      discounts: [
        { name: 'Two flesh boxes: 10% off them', amount: 9 },
        { name: 'FIVEOFF', amount: 5 },
      ],
      voucherCode: 'FIVEOFF',
      tax: 9.52,
      total: 165.52,
    });

    // Paid, it counts in the promotion's report: the order and what it came to.
    const order = placed.json<Order>();
    const intent = await openTestPayment(t, customer, order.id);
    const paid = (await payInSandbox(t, intent.paymentIntentId, 'success')).json<PaidReply>();
    expect((await confirmTestPayment(t, customer, order.id, paid)).statusCode).toBe(200);
    const listed = (await send('GET', '/durian/promotions')).json<Promotion[]>();
    expect(listed.find((promotion) => promotion.id === twoBoxes.id)).toMatchObject({ paidOrders: 1, revenue: 165.52, discountGiven: 9 });
  });

  it('stop applying when paused or outside their days', async () => {
    const product = await createTestProduct(t.db, { priceSen: 5_000, stock: 10 });
    await createPromotion({ name: 'Paused', kind: 'percent', percent: 50, paused: true });
    await createPromotion({ name: 'Next week', kind: 'percent', percent: 50, validFrom: '2027-06-17' });
    await createPromotion({ name: 'Last week', kind: 'percent', percent: 50, validTo: '2027-06-09' });
    const customer = await createTestUser(t);
    await fillTestCart(t.db, customer.id, [{ productId: product.id, quantity: 1 }]);
    const names = (await send('GET', '/durian/cart', undefined, customer)).json<Cart>().promotions.map((promotion) => promotion.name);
    expect(names.filter((name) => ['Paused', 'Next week', 'Last week'].includes(name))).toEqual([]);
  });
});
