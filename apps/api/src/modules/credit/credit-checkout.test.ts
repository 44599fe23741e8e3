import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { creditRefusals, type StoreCredit } from '@durio/shared/schemas/credit';
import type { Order } from '@durio/shared/schemas/orders';
import { cartItems, carts, orders, outboxEmails, products, storeCreditEntries } from '../../db/schema';
import { createTestAddress, createTestProduct, createTestUser, fillTestCart, type TestUser } from '../../test-support/factories';
import { openTestPayment } from '../../test-support/payments';
import { orderUpdateMessages } from '../../test-support/rows';
import { createTestApp, usesPostgres, type TestApp } from '../../test-support/test-app';

/*
 * Spending store credit at checkout (docs/product/store-credit.md): the credit pays first, the card the rest; an order
 * credit pays wholly is paid when placed; a cancelled order gives its credit back; credit is never spent twice.
 */

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

/** A customer with `creditRm` of credit and a RM 50.00 durian (1.5 kg) in the cart: RM 78.50 delivered to the Klang Valley. */
async function customerWithCredit(creditRm: number) {
  const customer = await createTestUser(t);
  if (creditRm > 0) {
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/v1/durian/customers/${customer.id}/credit`,
      headers: admin.headers,
      payload: { amount: creditRm, reason: 'Sour fruit last week' },
    });
    expect(issued.statusCode).toBe(201);
  }
  const product = await createTestProduct(t.db, { priceSen: 5_000, weightGrams: 1500, stock: 10 });
  await fillTestCart(t.db, customer.id, [{ productId: product.id, quantity: 1 }]);
  const address = await createTestAddress(t.db, customer.id);
  return { customer, product, addressId: address.id };
}

function checkOut(customer: TestUser, addressId: string, credit?: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/durian/orders',
    headers: customer.headers,
    payload: { isPickup: false, shippingAddressOrDropoffPointId: addressId, total: 78.5, ...(credit !== undefined && { credit }) },
  });
}

async function creditOf(customer: TestUser): Promise<StoreCredit> {
  return (await t.app.inject({ method: 'GET', url: '/api/v1/durian/credit', headers: customer.headers })).json<StoreCredit>();
}

const stockOf = async (productId: string) => (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]!.stock;

describe('store credit at checkout', () => {
  it('pays part of the order, and the gateway is asked for the rest', async () => {
    const { customer, addressId } = await customerWithCredit(30);

    const placed = await checkOut(customer, addressId, 30);

    expect(placed.statusCode).toBe(201);
    const order = placed.json<Order>();
    expect(order).toMatchObject({ status: 'PENDING', total: 78.5, credit: 30 });
    expect((await openTestPayment(t, customer, order.id)).amount).toBe('4850');
    const credit = await creditOf(customer);
    expect(credit.balance).toBe(0);
    expect(credit.entries.map(({ kind, amount, orderId }) => ({ kind, amount, orderId }))).toEqual([
      { kind: 'spent', amount: -30, orderId: order.id },
      { kind: 'issued', amount: 30, orderId: null },
    ]);
  });

  it('pays the whole order with no gateway: paid when placed, the cart emptied, the e-mails queued', async () => {
    const { customer, addressId } = await customerWithCredit(100);

    const placed = await checkOut(customer, addressId, 78.5);

    expect(placed.statusCode).toBe(201);
    const order = placed.json<Order>();
    expect(order).toMatchObject({ status: 'PAID', paymentStatus: 'PAID', credit: 78.5 });
    expect(order.updates.map((update) => update.message)).toEqual(['Order placed', 'Payment received']);
    expect((await creditOf(customer)).balance).toBe(21.5);
    const [cart] = await t.db.select({ id: carts.id }).from(carts).where(eq(carts.userId, customer.id));
    expect(await t.db.select().from(cartItems).where(eq(cartItems.cartId, cart!.id))).toEqual([]);
    expect((await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, customer.email))).length).toBeGreaterThan(0);
    const pay = await t.app.inject({ method: 'POST', url: '/api/v1/payments/initiate', headers: customer.headers, payload: { orderId: order.id } });
    expect(pay.statusCode).toBe(409);
  });

  it('gives the credit back when the order is cancelled, once', async () => {
    const { customer, addressId, product } = await customerWithCredit(100);
    const order = (await checkOut(customer, addressId, 78.5)).json<Order>();

    const cancelled = await t.app.inject({ method: 'PATCH', url: `/api/v1/durian/orders/${order.id}/cancel`, headers: customer.headers });

    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<Order>()).toMatchObject({ status: 'CANCELLED', credit: 78.5 });
    const credit = await creditOf(customer);
    expect(credit.balance).toBe(100);
    expect(credit.entries.map(({ kind, amount }) => [kind, amount])).toEqual([
      ['returned', 78.5],
      ['spent', -78.5],
      ['issued', 100],
    ]);
    expect(await stockOf(product.id)).toBe(10);
    expect(await orderUpdateMessages(t.db, order.id)).toContain('Order cancelled by customer');
    expect((await t.app.inject({ method: 'PATCH', url: `/api/v1/durian/orders/${order.id}/cancel`, headers: customer.headers })).statusCode).toBe(409);
    expect((await creditOf(customer)).balance).toBe(100);
  });

  it('lets the next checkout spend the credit an unpaid order held, as it replaces it', async () => {
    const { customer, addressId } = await customerWithCredit(50);
    const first = (await checkOut(customer, addressId, 50)).json<Order>();

    const second = await checkOut(customer, addressId, 50);

    expect(second.statusCode).toBe(201);
    const [replaced] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, first.id));
    expect(replaced!.status).toBe('CANCELLED');
    const credit = await creditOf(customer);
    expect(credit.balance).toBe(0);
    expect(credit.entries.map(({ kind, amount, orderId }) => [kind, amount, orderId])).toEqual([
      ['spent', -50, second.json<Order>().id],
      ['returned', 50, first.id],
      ['spent', -50, first.id],
      ['issued', 50, null],
    ]);
  });

  it('refuses credit the customer does not have, or more than the order, and changes nothing', async () => {
    const { customer, addressId, product } = await customerWithCredit(20);
    const refusals = [await checkOut(customer, addressId, 20.01), await checkOut(customer, addressId, 78.51)];
    const { customer: noCredit, addressId: theirAddress } = await customerWithCredit(0);
    refusals.push(await checkOut(noCredit, theirAddress, 5));

    expect(refusals.map((res) => [res.statusCode, res.json().message])).toEqual(refusals.map(() => [409, creditRefusals.changed]));
    expect(await t.db.select().from(orders).where(eq(orders.userId, customer.id))).toEqual([]);
    expect(await stockOf(product.id)).toBe(10);
    expect((await creditOf(customer)).balance).toBe(20);
    expect(await t.db.select().from(storeCreditEntries).where(eq(storeCreditEntries.userId, noCredit.id))).toEqual([]);
    expect((await checkOut(customer, addressId, -1)).statusCode).toBe(400);
    expect((await checkOut(customer, addressId, 1.005)).statusCode).toBe(400);
  });

  // PGlite runs one statement at a time; on PostgreSQL two tabs really race for the same balance.
  it.runIf(usesPostgres)('never spends the same credit twice when two tabs check out at once', async () => {
    const { customer, addressId } = await customerWithCredit(50);

    const replies = await Promise.all([checkOut(customer, addressId, 50), checkOut(customer, addressId, 50)]);

    expect(replies.every((res) => res.statusCode === 201 || res.statusCode === 409)).toBe(true);
    // One unpaid order stays, holding the credit; the other was refused or replaced and gave it back.
    const mine = await t.db.select({ credit: orders.creditSen, status: orders.status }).from(orders).where(eq(orders.userId, customer.id));
    expect(mine.filter((order) => order.status !== 'CANCELLED')).toEqual([{ credit: 5000, status: 'PENDING' }]);
    const credit = await creditOf(customer);
    expect(credit.balance).toBe(0);
    expect(credit.entries.reduce((sum, entry) => sum + Math.round(entry.amount * 100), 0)).toBe(0);
  });
});
