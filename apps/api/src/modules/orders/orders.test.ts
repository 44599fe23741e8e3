import type { Order } from '@durio/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farms, orders, products } from '../../db/schema';
import {
  attachTestProductImage,
  createTestAddress,
  createTestClock,
  createTestDropoffPoint,
  createTestOrder,
  createTestFarm,
  createTestProduct,
  createTestUser,
  fillTestCart,
  placeTestOrder,
  type TestUser,
} from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { clearCart } from '../cart/cart.service';
import { cartLineCount, stockOf } from '../../test-support/rows';

const ORDERS = '/api/v1/durian/orders';
let t: TestApp;
const clock = createTestClock(new Date('2025-07-01T04:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

async function ordersOf(userId: string) {
  return t.db.select().from(orders).where(eq(orders.userId, userId));
}

function post(user: TestUser | undefined, payload: unknown, url = ORDERS) {
  return t.app.inject({ method: 'POST', url, headers: user?.headers, payload: payload as object });
}

describe('POST /durian/orders', () => {
  it('places an order from the cart: 201, prices from the server, stock reserved, cart kept', async () => {
    const user = await createTestUser(t);
    const product = await createTestProduct(t.db, { priceSen: 5000, discountPriceSen: 4500, weightGrams: 1500, stock: 10 });
    await attachTestProductImage(t.db, product.id);
    await fillTestCart(t.db, user.id, [{ productId: product.id, quantity: 2 }]);
    const address = await createTestAddress(t.db, user.id, { phone: '+60123456789' });

    // 2 × RM45 = RM90; delivery RM15; 3 kg → handling RM20; tax 7% = RM6.30.
    const res = await post(user, {
      isPickup: false,
      shippingAddressOrDropoffPointId: address.id,
      total: 131.3,
      notes: 'Leave at the guard house',
      specialInstructions: 'Ring twice',
    });

    expect(res.statusCode).toBe(201);
    const order = res.json<Order>();
    expect(order).toMatchObject({
      orderId: order.id,
      userId: user.id,
      status: 'PENDING',
      paymentStatus: 'PENDING',
      isPickup: false,
      subtotal: 90,
      shippingFee: 15,
      handlingFee: 20,
      tax: 6.3,
      total: 131.3,
      notes: 'Leave at the guard house',
      specialInstructions: 'Ring twice',
      drop_off_point: null,
      shippingAddress: {
        name: 'Home',
        addressLine1: '12 Jalan Bukit Bintang',
        city: 'Kuala Lumpur',
        postalCode: '55100',
        country: 'Malaysia',
        phone: '+60123456789',
      },
      trackingNumber: null,
      expiresAt: new Date(clock.now().getTime() + 30 * 60_000).toISOString(),
      createdAt: clock.now().toISOString(),
    });
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({
      quantity: 2,
      price: 45,
      total: 90,
      review: null,
      product: { id: product.id, name: product.name },
    });
    expect(order.items[0]!.product.farm.name).toMatch(/^Test Farm/);
    expect(order.items[0]!.product.media).toHaveLength(1);
    expect(order.items[0]!.product.media[0]!.url.original).toMatch(/^\/files\/products\//);
    expect(order.updates).toEqual([
      expect.objectContaining({ status: 'PENDING', message: 'Order placed', updatedBy: 'Customer', media: [] }),
    ]);
    expect(await stockOf(t.db, product.id)).toBe(8);
    expect(await cartLineCount(t.db, user.id)).toBe(1);
    // The reply is built from what was written; reading the order back gives the same.
    const readBack = await t.app.inject({ method: 'GET', url: `${ORDERS}/${order.id}`, headers: user.headers });
    expect(readBack.json()).toEqual(order);
  });

  it('places a pickup order with a snapshot of the drop-off point and no delivery fee', async () => {
    const user = await createTestUser(t);
    const point = await createTestDropoffPoint(t.db, { name: 'Raub Collection Point' });
    const product = await createTestProduct(t.db, { priceSen: 2000, weightGrams: null });

    const order = await placeTestOrder(t, user, [{ product, quantity: 1 }], { dropoffPointId: point.id });

    expect(order).toMatchObject({
      isPickup: true,
      shippingFee: 0,
      handlingFee: 10,
      shippingAddress: null,
      drop_off_point: { id: point.id, name: 'Raub Collection Point', city: 'Raub', country: 'Malaysia' },
    });
  });

  it('refuses a total that differs from the server total and reserves nothing', async () => {
    const user = await createTestUser(t);
    const product = await createTestProduct(t.db, { stock: 5 });
    await fillTestCart(t.db, user.id, [{ productId: product.id, quantity: 1 }]);
    const address = await createTestAddress(t.db, user.id);

    const res = await post(user, { isPickup: false, shippingAddressOrDropoffPointId: address.id, total: 65 });

    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ statusCode: 409, message: 'Prices have changed. Please review your order.' });
    expect(await stockOf(t.db, product.id)).toBe(5);
    expect(await ordersOf(user.id)).toHaveLength(0);
  });

  it('refuses an empty cart with 400', async () => {
    const user = await createTestUser(t);
    const address = await createTestAddress(t.db, user.id);

    const res = await post(user, { isPickup: false, shippingAddressOrDropoffPointId: address.id, total: 10 });

    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Your cart is empty');
  });

  it("answers another customer's address as not found", async () => {
    const user = await createTestUser(t);
    const other = await createTestUser(t);
    const product = await createTestProduct(t.db);
    await fillTestCart(t.db, user.id, [{ productId: product.id, quantity: 1 }]);
    const theirs = await createTestAddress(t.db, other.id);

    const res = await post(user, { isPickup: false, shippingAddressOrDropoffPointId: theirs.id, total: 78.5 });

    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Shipping address not found');
    expect(await stockOf(t.db, product.id)).toBe(20);
  });

  it('refuses an inactive or unknown pickup location', async () => {
    const user = await createTestUser(t);
    const product = await createTestProduct(t.db);
    await fillTestCart(t.db, user.id, [{ productId: product.id, quantity: 1 }]);
    const closed = await createTestDropoffPoint(t.db, { active: false });

    for (const id of [closed.id, crypto.randomUUID()]) {
      const res = await post(user, { isPickup: true, shippingAddressOrDropoffPointId: id, total: 63.5 });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Pickup location not found');
    }
  });

  it('refuses a line short of stock and rolls back the lines reserved before it', async () => {
    const user = await createTestUser(t);
    const a = await createTestProduct(t.db, { name: 'Black Thorn A', stock: 10, priceSen: 1000 });
    const b = await createTestProduct(t.db, { name: 'Black Thorn B', stock: 1, priceSen: 1000 });
    // Lines are reserved in product id order: make the short one come last.
    const [first, short] = a.id < b.id ? [a, b] : [b, a];
    await t.db.update(products).set({ stock: 10 }).where(eq(products.id, first.id));
    await t.db.update(products).set({ stock: 1 }).where(eq(products.id, short.id));
    await fillTestCart(t.db, user.id, [
      { productId: first.id, quantity: 2 },
      { productId: short.id, quantity: 3 },
    ]);
    const address = await createTestAddress(t.db, user.id);

    // RM50: delivery 15, 7.5 kg → handling 20, tax 3.50.
    const res = await post(user, { isPickup: false, shippingAddressOrDropoffPointId: address.id, total: 88.5 });

    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`${short.name} has only 1 left in stock`);
    expect(await stockOf(t.db, first.id)).toBe(10);
    expect(await stockOf(t.db, short.id)).toBe(1);
    expect(await ordersOf(user.id)).toHaveLength(0);
  });

  it('says a product is out of stock when none is left or it is no longer sold', async () => {
    const user = await createTestUser(t);
    const product = await createTestProduct(t.db, { name: 'Red Prawn', stock: 3, priceSen: 1000 });
    await fillTestCart(t.db, user.id, [{ productId: product.id, quantity: 1 }]);
    const address = await createTestAddress(t.db, user.id);
    await t.db.update(products).set({ available: false }).where(eq(products.id, product.id));

    // RM10: delivery 15, handling 10, tax 0.70.
    const res = await post(user, { isPickup: false, shippingAddressOrDropoffPointId: address.id, total: 35.7 });

    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Red Prawn is out of stock');
    expect(await stockOf(t.db, product.id)).toBe(3);
  });

  it('says a product of a farm no longer verified is out of stock', async () => {
    const user = await createTestUser(t);
    const farm = await createTestFarm(t.db);
    const product = await createTestProduct(t.db, { name: 'Durian Kampung', farmId: farm.id, stock: 3, priceSen: 1000 });
    await fillTestCart(t.db, user.id, [{ productId: product.id, quantity: 1 }]);
    const address = await createTestAddress(t.db, user.id);
    await t.db.update(farms).set({ verificationStatus: 'REJECTED' }).where(eq(farms.id, farm.id));

    const res = await post(user, { isPickup: false, shippingAddressOrDropoffPointId: address.id, total: 35.7 });

    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Durian Kampung is out of stock');
    expect(await stockOf(t.db, product.id)).toBe(3);
  });

  it("releases the customer's older pending order (and its stock) on a new checkout", async () => {
    const user = await createTestUser(t);
    const product = await createTestProduct(t.db, { stock: 5 });
    const first = await placeTestOrder(t, user, [{ product, quantity: 2 }]);
    expect(await stockOf(t.db, product.id)).toBe(3);

    // The cart was kept, so the same checkout can run again: 2 × RM50, delivery 15, handling 20, tax 7.
    const address = await createTestAddress(t.db, user.id, { isDefault: false });
    const res = await post(user, { isPickup: false, shippingAddressOrDropoffPointId: address.id, total: 142 });

    expect(res.statusCode).toBe(201);
    expect(await stockOf(t.db, product.id)).toBe(3);
    const released = await t.app.inject({ method: 'GET', url: `${ORDERS}/${first.id}`, headers: user.headers });
    expect(released.json()).toMatchObject({ status: 'CANCELLED' });
    expect(released.json<Order>().updates.map((u) => u.message)).toEqual([
      'Order placed',
      'Order cancelled: replaced by a new checkout',
    ]);
  });

  it('needs a signed-in customer', async () => {
    const res = await post(undefined, { isPickup: false, shippingAddressOrDropoffPointId: crypto.randomUUID(), total: 1 });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthorized - JWT token is missing or invalid');
  });

  it('refuses malformed JSON and wrong types with 400', async () => {
    const user = await createTestUser(t);
    const malformed = await t.app.inject({
      method: 'POST',
      url: ORDERS,
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"isPickup": ',
    });
    expect(malformed.statusCode).toBe(400);

    const wrong = await post(user, { isPickup: 'yes', shippingAddressOrDropoffPointId: 'nope', total: '12' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(['body.isPickup', 'body.shippingAddressOrDropoffPointId', 'body.total']),
    );
  });
});

describe('GET /durian/orders and /durian/orders/:id', () => {
  let user: TestUser;
  let older: Order;
  let newer: Order;

  beforeAll(async () => {
    user = await createTestUser(t);
    const product = await createTestProduct(t.db);
    older = await placeTestOrder(t, user, [{ product, quantity: 1 }]);
    // Paid orders are not released by the next checkout.
    await t.db.update(orders).set({ status: 'PAID', paymentStatus: 'PAID', paidAt: clock.now() }).where(eq(orders.id, older.id));
    await clearCart(t.db, user.id);
    clock.advance(24 * 60 * 60_000);
    newer = await placeTestOrder(t, user, [{ product: await createTestProduct(t.db), quantity: 1 }]);
  });

  it('lists my own orders newest first as a plain array', async () => {
    await placeTestOrder(t, await createTestUser(t), [{ product: await createTestProduct(t.db), quantity: 1 }]);

    const res = await t.app.inject({
      method: 'GET',
      url: `${ORDERS}?startDate=&endDate=&page=1&limit=100`,
      headers: user.headers,
    });

    expect(res.statusCode).toBe(200);
    expect(res.json<Order[]>().map((o) => o.id)).toEqual([newer.id, older.id]);
  });

  it('leaves out unpaid attempts that expired or were replaced, but keeps a paid order that was cancelled (docs/product/orders-and-payments.md)', async () => {
    const shopper = await createTestUser(t);
    const product = await createTestProduct(t.db);
    const replaced = await placeTestOrder(t, shopper, [{ product, quantity: 1 }]);
    const refunded = await createTestOrder(t.db, shopper.id, [{ product, quantity: 1 }], { status: 'CANCELLED', paymentStatus: 'REFUNDED' });
    await clearCart(t.db, shopper.id);
    const current = await placeTestOrder(t, shopper, [{ product, quantity: 1 }]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, replaced.id));
    expect(row?.status).toBe('CANCELLED');

    const res = await t.app.inject({ method: 'GET', url: `${ORDERS}?limit=100`, headers: shopper.headers });

    expect(res.json<Order[]>().map((o) => o.id).sort()).toEqual([current.id, refunded.id].sort());
  });

  it('pages and filters by Malaysian calendar day', async () => {
    const page2 = await t.app.inject({ method: 'GET', url: `${ORDERS}?page=2&limit=1`, headers: user.headers });
    expect(page2.json<Order[]>().map((o) => o.id)).toEqual([older.id]);

    const day = new Date(new Date(older.createdAt).getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    const sameDay = await t.app.inject({
      method: 'GET',
      url: `${ORDERS}?startDate=${day}&endDate=${day}`,
      headers: user.headers,
    });
    expect(sameDay.json<Order[]>().map((o) => o.id)).toEqual([older.id]);
  });

  it('refuses a bad date or limit with 400', async () => {
    for (const query of ['startDate=yesterday', 'limit=0', 'page=0', 'limit=101']) {
      const res = await t.app.inject({ method: 'GET', url: `${ORDERS}?${query}`, headers: user.headers });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('shows one of my orders', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${ORDERS}/${newer.id}`, headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(newer);
  });

  it('says what the customer may do with each order: cancel it while PENDING or PAID, review it once DELIVERED', async () => {
    const buyer = await createTestUser(t);
    const expectations: [Order['status'], { cancellable: boolean; reviewable: boolean }][] = [
      ['PENDING', { cancellable: true, reviewable: false }],
      ['PAID', { cancellable: true, reviewable: false }],
      ['PROCESSING', { cancellable: false, reviewable: false }],
      ['SHIPPED', { cancellable: false, reviewable: false }],
      ['DELIVERED', { cancellable: false, reviewable: true }],
      ['CANCELLED', { cancellable: false, reviewable: false }],
    ];
    for (const [status, answers] of expectations) {
      const order = await createTestOrder(t.db, buyer.id, [{ product: await createTestProduct(t.db), quantity: 1 }], { status, paidAt: clock.now() });
      const res = await t.app.inject({ method: 'GET', url: `${ORDERS}/${order.id}`, headers: buyer.headers });
      expect(res.json(), status).toMatchObject({ status, ...answers });
    }
  });

  it("answers another customer's order, or an unknown one, as not found", async () => {
    const stranger = await createTestUser(t);
    for (const url of [`${ORDERS}/${newer.id}`, `${ORDERS}/${crypto.randomUUID()}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: stranger.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Order not found');
    }
    const badId = await t.app.inject({ method: 'GET', url: `${ORDERS}/not-an-id`, headers: user.headers });
    expect(badId.statusCode).toBe(404);
  });

  it('needs a signed-in customer', async () => {
    expect((await t.app.inject({ method: 'GET', url: ORDERS })).statusCode).toBe(401);
  });
});

describe('PATCH /durian/orders/:id/cancel', () => {
  it('cancels my pending order and puts the stock back', async () => {
    const user = await createTestUser(t);
    const product = await createTestProduct(t.db, { stock: 4 });
    const order = await placeTestOrder(t, user, [{ product, quantity: 3 }]);
    expect(await stockOf(t.db, product.id)).toBe(1);

    const res = await t.app.inject({ method: 'PATCH', url: `${ORDERS}/${order.id}/cancel`, headers: user.headers });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CANCELLED', paymentStatus: 'PENDING' });
    expect(res.json<Order>().updates.at(-1)).toMatchObject({ status: 'CANCELLED', message: 'Order cancelled by customer' });
    expect(await stockOf(t.db, product.id)).toBe(4);

    const again = await t.app.inject({ method: 'PATCH', url: `${ORDERS}/${order.id}/cancel`, headers: user.headers });
    expect(again.statusCode).toBe(409);
    expect(await stockOf(t.db, product.id)).toBe(4);
  });

  it('refuses to cancel once the order has shipped', async () => {
    const user = await createTestUser(t);
    const product = await createTestProduct(t.db, { stock: 4 });
    const order = await placeTestOrder(t, user, [{ product, quantity: 1 }]);
    await t.db.update(orders).set({ status: 'SHIPPED', paymentStatus: 'PAID' }).where(eq(orders.id, order.id));

    const res = await t.app.inject({ method: 'PATCH', url: `${ORDERS}/${order.id}/cancel`, headers: user.headers });

    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Order cannot be cancelled in current status');
    expect(await stockOf(t.db, product.id)).toBe(3);
  });

  it("answers another customer's order as not found and leaves it alone", async () => {
    const owner = await createTestUser(t);
    const order = await placeTestOrder(t, owner, [{ product: await createTestProduct(t.db), quantity: 1 }]);
    const stranger = await createTestUser(t);

    const res = await t.app.inject({ method: 'PATCH', url: `${ORDERS}/${order.id}/cancel`, headers: stranger.headers });

    expect(res.statusCode).toBe(404);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('PENDING');
  });
});
