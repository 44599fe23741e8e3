import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { senToRm } from '@durio/shared/money';
import { priceOrder } from '@durio/shared/pricing';
import type { Cart } from '@durio/shared/schemas/cart';
import type { Order } from '@durio/shared/schemas/orders';
import type { Voucher, VoucherBodyInput } from '@durio/shared/schemas/vouchers';
import { cartVoucherDiscount, voucherRefusals } from '@durio/shared/vouchers';
import { orders, products, voucherCustomerUses, vouchers } from '../../db/schema';
import { createTestAddress, createTestCategory, createTestClock, createTestOrder, createTestProduct, createTestUser, fillTestCart, type TestUser } from '../../test-support/factories';
import { confirmTestPayment, openTestPayment, payInSandbox } from '../../test-support/payments';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/*
 * A shopper's voucher code (docs/product/fees.md, "Discounts"): entered in the cart, judged by the one rule, taken
 * with the order in its statement, given back when the order is cancelled. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL, where the fifty checkouts below really race.
 */

let t: TestApp;
let admin: TestUser;
// 10:00 in Kuala Lumpur on 10 June 2027.
const clock = createTestClock(new Date('2027-06-10T02:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await createTestUser(t, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

async function createCode(body: VoucherBodyInput): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/durian/vouchers', headers: admin.headers, payload: body });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

function enterCode(user: TestUser, code: string) {
  return t.app.inject({ method: 'PUT', url: '/api/v1/durian/cart/voucher', headers: user.headers, payload: { code } });
}

async function readCart(user: TestUser): Promise<Cart> {
  return (await t.app.inject({ method: 'GET', url: '/api/v1/durian/cart', headers: user.headers })).json<Cart>();
}

/** The total the cart shows with its code, as the storefront prices it. */
function shownTotal(cart: Cart): number {
  const price = priceOrder(
    cart.items.map((item) => ({ unitPriceSen: Math.round(item.product.chargedPrice * 100), quantity: item.quantity, weightGrams: item.product.weight && item.product.weight * 1000 })),
    { isPickup: false, discounts: cartVoucherDiscount(cart.voucher?.discount ?? null, cart.items.map((item) => item.id)) },
  );
  return senToRm(price.totalSen);
}

async function checkOut(user: TestUser, total?: number) {
  const address = await createTestAddress(t.db, user.id, { isDefault: false });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/durian/orders',
    headers: user.headers,
    payload: { isPickup: false, shippingAddressOrDropoffPointId: address.id, total: total ?? shownTotal(await readCart(user)) },
  });
}

async function pay(user: TestUser, orderId: string) {
  const intent = await openTestPayment(t, user, orderId);
  const paid = await payInSandbox(t, intent.paymentIntentId, 'success');
  expect((await confirmTestPayment(t, user, orderId, paid.json())).statusCode).toBe(200);
}

async function usesOf(voucherId: string) {
  const [row] = await t.db.select({ usesTaken: vouchers.usesTaken }).from(vouchers).where(eq(vouchers.id, voucherId));
  return row!.usesTaken;
}

async function shopperWith(product: typeof products.$inferSelect, quantity = 1) {
  const user = await createTestUser(t);
  await fillTestCart(t.db, user.id, [{ productId: product.id, quantity }]);
  return user;
}

describe('a voucher code in the cart', () => {
  it('is kept on the cart with what it takes off, and the checkout charges exactly that', async () => {
    const durian = await createTestProduct(t.db, { priceSen: 10_000, weightGrams: 1500, stock: 10 });
    const voucherId = await createCode({ code: 'MUSIM10', kind: 'percent', percent: 10, minSpend: 100 });
    const user = await shopperWith(durian, 2);

    const entered = await enterCode(user, ' musim 10 ');
    expect(entered.statusCode).toBe(200);
    const cart = entered.json<Cart>();
    expect(cart.voucher).toEqual({ code: 'MUSIM10', refusal: null, discount: { kind: 'percent', percent: 10, amount: null, itemIds: [cart.items[0]!.id] } });

    const placed = await checkOut(user);
    expect(placed.statusCode).toBe(201);
    const order = placed.json<Order>();
    // RM200 less 10% is RM180; tax is on the RM180.
    expect(order).toMatchObject({ subtotal: 200, discount: 20, voucherCode: 'MUSIM10', total: shownTotal(cart) });
    expect(order.items[0]).toMatchObject({ total: 200, discount: 20 });
    expect(order.tax).toBe(priceOrder([{ unitPriceSen: 10_000, quantity: 2, weightGrams: 1500 }], { isPickup: false, discounts: [{ kind: 'percent', percentBps: 1000, lines: [true] }] }).taxSen / 100);
    expect(await usesOf(voucherId)).toBe(1);

    // Paid: the cart is emptied and its code goes with the order.
    await pay(user, order.id);
    expect((await readCart(user)).voucher).toBeNull();
    const [mine] = await t.db.select().from(voucherCustomerUses).where(eq(voucherCustomerUses.userId, user.id));
    expect(mine?.uses).toBe(1);
    // The owner's list counts the paid order and what it brought.
    const listed = (await t.app.inject({ method: 'GET', url: '/api/v1/durian/vouchers', headers: admin.headers })).json<Voucher[]>();
    expect(listed.find((voucher) => voucher.id === voucherId)).toMatchObject({ usesTaken: 1, paidOrders: 1, revenue: order.total, discountGiven: 20 });
  });

  it("refuses a code it cannot use with the shopper's reason, and keeps nothing", async () => {
    const durian = await createTestProduct(t.db, { priceSen: 5_000, weightGrams: 1500, stock: 10 });
    const category = await createTestCategory(t.db);
    await createCode({ code: 'ENDED', kind: 'amount', amount: 5, validTo: '2027-06-09' });
    await createCode({ code: 'SOON', kind: 'amount', amount: 5, validFrom: '2027-06-11' });
    await createCode({ code: 'BIGSPEND', kind: 'amount', amount: 5, minSpend: 100 });
    await createCode({ code: 'PAUSED', kind: 'amount', amount: 5, paused: true });
    await createCode({ code: 'OTHERS', kind: 'amount', amount: 5, categoryIds: [category.id] });
    const user = await shopperWith(durian);

    const refusals = await Promise.all(['NOSUCH', 'ENDED', 'SOON', 'BIGSPEND', 'PAUSED', 'OTHERS'].map((code) => enterCode(user, code)));
    expect(refusals.map((res) => res.statusCode)).toEqual([409, 409, 409, 409, 409, 409]);
    expect(refusals.map((res) => res.json().message)).toEqual([
      voucherRefusals.unknown,
      voucherRefusals.ended,
      voucherRefusals.notYet,
      'Spend at least RM 100.00 on the items this code is for to use it',
      voucherRefusals.unknown,
      voucherRefusals.notForItems,
    ]);
    expect((await readCart(user)).voucher).toBeNull();
    expect((await enterCode(user, '')).statusCode).toBe(400);
  });

  it('says when the cart no longer meets the code, and the checkout refuses it until the code is taken off', async () => {
    const durian = await createTestProduct(t.db, { priceSen: 6_000, weightGrams: 1500, stock: 10 });
    await createCode({ code: 'TWOFRUITS', kind: 'amount', amount: 10, minSpend: 100 });
    const user = await shopperWith(durian, 2);
    expect((await enterCode(user, 'twofruits')).statusCode).toBe(200);
    const { items } = await readCart(user);
    await t.app.inject({ method: 'PUT', url: `/api/v1/durian/cart/items/${items[0]!.id}`, headers: user.headers, payload: { quantity: 1 } });

    const cart = await readCart(user);
    expect(cart.voucher).toEqual({ code: 'TWOFRUITS', refusal: 'Spend at least RM 100.00 on the items this code is for to use it', discount: null });
    const refused = await checkOut(user);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Spend at least RM 100.00 on the items this code is for to use it');
    expect(await t.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/v1/durian/cart/voucher', headers: user.headers });
    expect(removed.json<Cart>().voucher).toBeNull();
    expect((await checkOut(user)).statusCode).toBe(201);
  });

  it('gives the use back when the unpaid order is replaced or cancelled, and counts the customer once paid', async () => {
    const durian = await createTestProduct(t.db, { priceSen: 8_000, weightGrams: 1500, stock: 10 });
    const voucherId = await createCode({ code: 'ONCEEACH', kind: 'amount', amount: 15, perCustomerLimit: 1 });
    const user = await shopperWith(durian);
    await enterCode(user, 'ONCEEACH');

    const first = (await checkOut(user)).json<Order>();
    const second = await checkOut(user);
    expect(second.statusCode).toBe(201);
    expect(await usesOf(voucherId)).toBe(1);
    const cancelled = await t.app.inject({ method: 'PATCH', url: `/api/v1/durian/orders/${second.json<Order>().id}/cancel`, headers: user.headers });
    expect(cancelled.statusCode).toBe(200);
    expect(await usesOf(voucherId)).toBe(0);
    expect(first.discount).toBe(15);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/v1/durian/vouchers', headers: admin.headers })).json<Voucher[]>();
    expect(listed.find((voucher) => voucher.id === voucherId)).toMatchObject({ usesTaken: 0, paidOrders: 0, revenue: 0 });

    const third = (await checkOut(user)).json<Order>();
    await pay(user, third.id);
    await fillTestCart(t.db, user.id, [{ productId: durian.id, quantity: 1 }]);
    const again = await enterCode(user, 'ONCEEACH');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(voucherRefusals.usedByYou);
  });

  it('keeps a first-order code to customers with no paid order', async () => {
    const durian = await createTestProduct(t.db, { priceSen: 8_000, weightGrams: 1500, stock: 10 });
    await createCode({ code: 'WELCOME', kind: 'freeDelivery', firstOrderOnly: true });
    const regular = await shopperWith(durian);
    await createTestOrder(t.db, regular.id, [{ product: durian, quantity: 1 }], { status: 'DELIVERED', paymentStatus: 'PAID' });
    const newcomer = await shopperWith(durian);

    expect((await enterCode(regular, 'WELCOME')).json().message).toBe(voucherRefusals.firstOrder);
    expect((await enterCode(newcomer, 'WELCOME')).statusCode).toBe(200);
    const order = (await checkOut(newcomer)).json<Order>();
    expect(order).toMatchObject({ shippingFee: 0, discount: 0, voucherCode: 'WELCOME' });
  });

  it('gives a code of one use to exactly one of fifty shoppers checking out at once', async () => {
    const durian = await createTestProduct(t.db, { priceSen: 5_000, weightGrams: 1500, stock: 100 });
    const voucherId = await createCode({ code: 'FIRST1', kind: 'amount', amount: 20, usageLimit: 1 });
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => shopperWith(durian)));
    for (const shopper of shoppers) expect((await enterCode(shopper, 'FIRST1')).statusCode).toBe(200);
    const total = shownTotal(await readCart(shoppers[0]!));

    const replies = await Promise.all(shoppers.map((shopper) => checkOut(shopper, total)));

    expect(replies.filter((res) => res.statusCode === 201)).toHaveLength(1);
    const refused = replies.filter((res) => res.statusCode !== 201);
    expect(refused.map((res) => [res.statusCode, res.json().message])).toEqual(refused.map(() => [409, voucherRefusals.usedUp]));
    expect(await usesOf(voucherId)).toBe(1);
    const [stock] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, durian.id));
    expect(stock!.stock).toBe(99);
  });

  it('lets a shopper try ten codes a minute', async () => {
    const durian = await createTestProduct(t.db, { priceSen: 5_000, stock: 10 });
    const user = await shopperWith(durian);
    const tries = [];
    for (let attempt = 0; attempt < 11; attempt++) tries.push((await enterCode(user, `GUESS${attempt}`)).statusCode);
    expect(tries).toEqual([...Array(10).fill(409), 429]);
  });
});

