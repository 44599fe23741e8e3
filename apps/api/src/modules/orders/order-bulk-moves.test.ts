import type { AdminBulkMoveReply } from '@durio/shared/schemas/orders';
import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outboxEmails } from '../../db/schema';
import { createTestDropoffPoint, createTestOrder, createTestProduct, createTestUser, type TestUser } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/* Orders in bulk (docs/product/admin-console.md): moved on together, exported by choice. */

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

const bulkMove = (payload: object, user: TestUser | null = admin) =>
  t.app.inject({ method: 'POST', url: '/api/v1/durian/orders/admin/bulk-moves', headers: user?.headers ?? {}, payload });
const statusesOf = async (ids: string[]) =>
  Object.fromEntries((await t.db.select({ id: orders.id, status: orders.status }).from(orders).where(inArray(orders.id, ids))).map((o) => [o.id, o.status]));

async function paidOrder(values: Partial<typeof orders.$inferInsert> = {}) {
  const buyer = await createTestUser(t);
  const order = await createTestOrder(t.db, buyer.id, [{ product: await createTestProduct(t.db), quantity: 1 }], {
    status: 'PAID',
    paymentStatus: 'PAID',
    ...values,
  });
  return { buyer, order };
}

describe('moving orders in bulk', () => {
  it('moves every order that may take the move, each with its update and e-mail, and says why the others did not', async () => {
    const a = await paidOrder();
    const b = await paidOrder();
    const shipped = await paidOrder({ status: 'SHIPPED', trackingNumber: 'EP1', shippingCarrier: 'Pos Laju' });

    const res = await bulkMove({ orderIds: [a.order.id, b.order.id, shipped.order.id], status: 'PROCESSING' });

    expect(res.statusCode).toBe(200);
    expect(res.json<AdminBulkMoveReply>()).toEqual({
      moved: [a.order.id, b.order.id],
      refused: [{ orderId: shipped.order.id, message: 'Cannot move order from SHIPPED to PROCESSING. Allowed: DELIVERED' }],
    });
    expect(await statusesOf([a.order.id, b.order.id, shipped.order.id])).toEqual({
      [a.order.id]: 'PROCESSING',
      [b.order.id]: 'PROCESSING',
      [shipped.order.id]: 'SHIPPED',
    });
    for (const { buyer } of [a, b]) expect(await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, buyer.email))).toHaveLength(1);
  });

  it('makes pickup orders ready together, but refuses to ship a delivery order without its tracking number', async () => {
    const point = await createTestDropoffPoint(t.db);
    const pickup = await paidOrder({ status: 'PROCESSING', isPickup: true, shippingAddress: null, dropoffPointId: point.id });
    const delivery = await paidOrder({ status: 'PROCESSING' });

    const reply = (await bulkMove({ orderIds: [pickup.order.id, delivery.order.id], status: 'SHIPPED' })).json<AdminBulkMoveReply>();

    expect(reply).toEqual({
      moved: [pickup.order.id],
      refused: [{ orderId: delivery.order.id, message: 'Tracking number and shipping carrier are required to ship an order' }],
    });
  });

  it('refuses a cancel, no orders, a repeated order and more than 100, customers and visitors, and an unknown order is reported', async () => {
    const { buyer, order } = await paidOrder();
    expect((await bulkMove({ orderIds: [order.id], status: 'CANCELLED' })).statusCode).toBe(400);
    expect((await bulkMove({ orderIds: [], status: 'PROCESSING' })).json().message).toBe('body.orderIds: Choose at least one order');
    expect((await bulkMove({ orderIds: [order.id, order.id], status: 'PROCESSING' })).json().message).toBe('body.orderIds: An order is listed twice');
    const many = Array.from({ length: 101 }, () => crypto.randomUUID());
    expect((await bulkMove({ orderIds: many, status: 'PROCESSING' })).statusCode).toBe(400);
    expect((await bulkMove({ orderIds: [order.id], status: 'PROCESSING' }, buyer)).json()).toMatchObject({ statusCode: 403, message: 'Forbidden - Admin only' });
    expect((await bulkMove({ orderIds: [order.id], status: 'PROCESSING' }, null)).statusCode).toBe(401);
    expect(await statusesOf([order.id])).toEqual({ [order.id]: 'PAID' });

    const unknown = crypto.randomUUID();
    expect((await bulkMove({ orderIds: [unknown], status: 'PROCESSING' })).json()).toEqual({ moved: [], refused: [{ orderId: unknown, message: 'Order not found' }] });
  });
});

describe('exporting chosen orders', () => {
  it('puts only the chosen orders in the CSV, and refuses ids that are not order ids', async () => {
    const chosen = await paidOrder();
    const other = await paidOrder();
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/durian/orders/admin/export?ids=${chosen.order.id}`, headers: admin.headers });
    const ids = (parse(res.body, { bom: true, columns: true }) as Record<string, string>[]).map((row) => row['Order ID']);
    expect(ids).toEqual([chosen.order.id]);
    expect(ids).not.toContain(other.order.id);
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/durian/orders/admin/export?ids=DRN-1,2', headers: admin.headers });
    expect(refused.statusCode).toBe(400);
  });
});
