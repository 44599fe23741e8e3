import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestAddress,
  createTestOrder,
  createTestProduct,
  createTestReview,
  createTestUser,
  type TestUser,
} from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let admin: TestUser;
const unknownId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, user: TestUser | null = admin) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user?.headers ?? {} });

describe('customers (admin)', () => {
  it('lists customers with their paid orders and spend, found by name or e-mail, never with a password', async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const buyer = await createTestUser(t, { displayName: `Lim ${tag}`, email: `lim.${tag}@example.my` });
    const browser = await createTestUser(t, { displayName: `Lee ${tag}` });
    const product = await createTestProduct(t.db, { priceSen: 6000 });
    await createTestOrder(t.db, buyer.id, [{ product, quantity: 2 }], { status: 'DELIVERED', paymentStatus: 'PAID' });
    await createTestOrder(t.db, buyer.id, [{ product, quantity: 1 }], { status: 'CANCELLED', paymentStatus: 'REFUNDED' });
    await createTestOrder(t.db, buyer.id, [{ product, quantity: 1 }], { status: 'CANCELLED' });

    const res = await get(`/durian/customers?search=${tag}&sort=total-spent`);

    expect(res.statusCode).toBe(200);
    const { items, meta } = res.json();
    expect(meta).toEqual({ totalCount: 2, page: 1, limit: 20 });
    expect(items.map((c: { id: string }) => c.id)).toEqual([buyer.id, browser.id]);
    expect(items[0]).toMatchObject({ email: buyer.email, paidOrders: 1, totalSpent: 120, lastOrderAt: expect.any(String) });
    expect(items[1]).toMatchObject({ paidOrders: 0, totalSpent: 0, lastOrderAt: null });
    // Sorted by name, each listed customer's figures are read for them alone: the same figures.
    expect((await get(`/durian/customers?search=${tag}&sort=name`)).json().items).toEqual([items[1], items[0]]);
    expect(res.body).not.toMatch(/password|argon2/i);
    expect((await get(`/durian/customers?search=LIM.${tag}`)).json().items.map((c: { id: string }) => c.id)).toEqual([buyer.id]);
    expect((await get('/durian/customers?search=%25')).json().items).toEqual([]);
  });

  it('counts among paid orders only those the customer kept, as the spend does: not a refunded or cancelled one', async () => {
    const buyer = await createTestUser(t);
    const product = await createTestProduct(t.db, { priceSen: 5000 });
    await createTestOrder(t.db, buyer.id, [{ product, quantity: 1 }], { status: 'PROCESSING', paymentStatus: 'PAID' });
    await createTestOrder(t.db, buyer.id, [{ product, quantity: 3 }], { status: 'CANCELLED', paymentStatus: 'REFUNDED' });
    // Cancelled by the shop, its refund not yet through.
    await createTestOrder(t.db, buyer.id, [{ product, quantity: 2 }], { status: 'CANCELLED', paymentStatus: 'PAID' });

    const one = (await get(`/durian/customers/${buyer.id}`)).json();
    expect(one).toMatchObject({ paidOrders: 1, totalSpent: 50 });
    const listed = (await get(`/durian/customers?search=${encodeURIComponent(buyer.email)}`)).json().items;
    expect(listed).toEqual([expect.objectContaining({ id: buyer.id, paidOrders: 1, totalSpent: 50 })]);
  });

  it("shows one customer's addresses, and their orders and reviews through the orders and reviews calls", async () => {
    const buyer = await createTestUser(t);
    const address = await createTestAddress(t.db, buyer.id, { isDefault: true });
    const order = await createTestOrder(t.db, buyer.id, [{ product: await createTestProduct(t.db), quantity: 1 }], { status: 'PAID', paymentStatus: 'PAID' });

    const res = await get(`/durian/customers/${buyer.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: buyer.id, addresses: [{ id: address.id, isDefault: true }], paidOrders: 1 });
    const orders = await get(`/durian/orders/admin/all?customerId=${buyer.id}`);
    expect(orders.json().map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect((await get(`/durian/reviews/admin?userId=${buyer.id}`)).json().items).toEqual([]);
  });

  it("pages one customer's orders and reviews, newest first, with the count of that customer's alone", async () => {
    const buyer = await createTestUser(t);
    const other = await createTestUser(t);
    const product = await createTestProduct(t.db);
    const day = (n: number) => new Date(Date.UTC(2025, 5, n));
    const delivered = { status: 'DELIVERED', paymentStatus: 'PAID' } as const;
    const orders = [];
    const reviews = [];
    for (let n = 1; n <= 3; n++) {
      const order = await createTestOrder(t.db, buyer.id, [{ product, quantity: 1 }], { ...delivered, createdAt: day(n) });
      orders.push(order);
      reviews.push(await createTestReview(t.db, product.id, { userId: buyer.id, orderId: order.id, createdAt: day(n) }));
    }
    const elsewhere = await createTestOrder(t.db, other.id, [{ product, quantity: 1 }], delivered);
    await createTestReview(t.db, product.id, { userId: other.id, orderId: elsewhere.id });

    const firstOrders = await get(`/durian/orders/admin/all?customerId=${buyer.id}&page=1&limit=2`);
    expect(firstOrders.headers['x-total-count']).toBe('3');
    expect(firstOrders.json().map((o: { id: string }) => o.id)).toEqual([orders[2]!.id, orders[1]!.id]);
    const secondOrders = await get(`/durian/orders/admin/all?customerId=${buyer.id}&page=2&limit=2`);
    expect(secondOrders.headers['x-total-count']).toBe('3');
    expect(secondOrders.json().map((o: { id: string }) => o.id)).toEqual([orders[0]!.id]);

    const secondReviews = (await get(`/durian/reviews/admin?userId=${buyer.id}&page=2&limit=2`)).json();
    expect(secondReviews.meta).toEqual({ totalCount: 3, page: 2, limit: 2 });
    expect(secondReviews.items.map((r: { id: string }) => r.id)).toEqual([reviews[0]!.id]);
  });

  it('answers 404 for an unknown customer or an admin, 400 for a bad query, 403 to customers', async () => {
    expect((await get(`/durian/customers/${unknownId}`)).json().message).toBe('Customer not found');
    expect((await get(`/durian/customers/${admin.id}`)).statusCode).toBe(404);
    expect((await get('/durian/customers?sort=age')).statusCode).toBe(400);
    const customer = await createTestUser(t);
    expect((await get('/durian/customers', customer)).statusCode).toBe(403);
    expect((await get(`/durian/customers/${customer.id}`, customer)).statusCode).toBe(403);
    expect((await get('/durian/customers', null)).statusCode).toBe(401);
  });
});
