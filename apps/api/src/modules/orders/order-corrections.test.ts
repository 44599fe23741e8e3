import { orderNumber } from '@durio/shared/order-number';
import type { AdminOrder, Order } from '@durio/shared/schemas/orders';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminChanges, orderNotes, orders, outboxEmails } from '../../db/schema';
import { createTestDropoffPoint, createTestOrder, createTestProduct, createTestUser, type TestUser } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/* Orders the shop corrects (docs/product/orders-and-payments.md): internal notes, tracking after shipping, address before. */

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t, { role: 'ADMIN', displayName: 'Aminah (Durio)' });
});
afterAll(async () => {
  await t.close();
});

const ADMIN = '/api/v1/durian/orders/admin';
const call = (method: 'POST' | 'PUT', orderId: string, what: 'notes' | 'tracking' | 'address', payload: object, user: TestUser | null = admin) =>
  t.app.inject({ method, url: `${ADMIN}/${orderId}/${what}`, headers: user?.headers ?? {}, payload });
const mailsTo = (to: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.to, to)).orderBy(asc(outboxEmails.createdAt));
const ownOrder = async (buyer: TestUser, orderId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/durian/orders/${orderId}`, headers: buyer.headers })).json<Order & Record<string, unknown>>();

async function orderIn(status: 'PENDING' | 'PAID' | 'PROCESSING' | 'SHIPPED' | 'DELIVERED' | 'CANCELLED', extra: Partial<typeof orders.$inferInsert> = {}) {
  const buyer = await createTestUser(t, { displayName: 'Mei Ling' });
  const product = await createTestProduct(t.db);
  const shipped = status === 'SHIPPED' || status === 'DELIVERED';
  const order = await createTestOrder(t.db, buyer.id, [{ product, quantity: 1 }], {
    status,
    paymentStatus: status === 'PENDING' ? 'PENDING' : 'PAID',
    ...(shipped && { shippingCarrier: 'Pos Laju', trackingNumber: 'EP000000000MY' }),
    ...extra,
  });
  return { buyer, order };
}

const NEW_ADDRESS = {
  name: 'Office',
  addressLine1: 'Level 3, Menara Durian, Jalan Ampang',
  city: 'Kuala Lumpur',
  state: 'Wilayah Persekutuan',
  postalCode: '50450',
  country: 'Malaysia',
  phone: '+60 12-345 6789',
};

describe('internal notes', () => {
  it("keeps the shop's notes on the order, with who wrote them, and never shows them to the customer", async () => {
    const { buyer, order } = await orderIn('PAID');

    const first = await call('POST', order.id, 'notes', { text: '  Customer called: leave with the guard  ' });
    await call('POST', order.id, 'notes', { text: 'Packed two extra ice packs' });

    expect(first.statusCode).toBe(201);
    const notes = (await t.app.inject({ method: 'GET', url: `${ADMIN}/${order.id}`, headers: admin.headers })).json<AdminOrder>().internalNotes;
    expect(notes.map((n) => [n.text, n.author])).toEqual([
      ['Customer called: leave with the guard', 'Aminah (Durio)'],
      ['Packed two extra ice packs', 'Aminah (Durio)'],
    ]);
    expect(JSON.stringify(await ownOrder(buyer, order.id))).not.toContain('guard');
  });

  it('refuses an empty note, customers, visitors and an unknown order', async () => {
    const { buyer, order } = await orderIn('PAID');
    expect((await call('POST', order.id, 'notes', { text: ' ' })).json()).toMatchObject({ statusCode: 400, message: 'body.text: Write the note' });
    expect((await call('POST', order.id, 'notes', { text: 'x' }, buyer)).json()).toMatchObject({ statusCode: 403, message: 'Forbidden - Admin only' });
    expect((await call('POST', order.id, 'notes', { text: 'x' }, null)).statusCode).toBe(401);
    expect((await call('POST', crypto.randomUUID(), 'notes', { text: 'x' })).statusCode).toBe(404);
    expect(await t.db.select().from(orderNotes).where(eq(orderNotes.orderId, order.id))).toEqual([]);
  });
});

describe("correcting a shipped parcel's tracking", () => {
  it.each(['SHIPPED', 'DELIVERED'] as const)('corrects it on a %s order, tells the customer in the updates and by e-mail, and records it', async (status) => {
    const { buyer, order } = await orderIn(status);

    const res = await call('PUT', order.id, 'tracking', { shippingCarrier: 'J&T Express', trackingNumber: ' 630012345678 ' });

    expect(res.statusCode).toBe(200);
    expect(res.json<AdminOrder>()).toMatchObject({ status, shippingCarrier: 'J&T Express', trackingNumber: '630012345678', trackingEditable: true });
    const seen = await ownOrder(buyer, order.id);
    expect(seen).toMatchObject({ trackingNumber: '630012345678', shippingCarrier: 'J&T Express' });
    expect(seen.updates.at(-1)).toMatchObject({ status, message: 'The tracking number of your parcel was corrected', updatedBy: 'Aminah (Durio)' });
    const [mail] = await mailsTo(buyer.email);
    expect(mail!.subject).toBe(`New tracking number for your Durio order ${orderNumber(order.id)}`);
    expect(mail!.text).toContain('It travels with J&T Express.\nTracking number: 630012345678');
    const [change] = await t.db.select().from(adminChanges).where(eq(adminChanges.entityId, order.id));
    expect(change).toMatchObject({
      action: 'updated',
      before: { trackingNumber: 'EP000000000MY', shippingCarrier: 'Pos Laju' },
      after: { trackingNumber: '630012345678', shippingCarrier: 'J&T Express' },
    });
  });

  it('refuses an order not shipped yet, a pickup order and a half-filled body, changing nothing', async () => {
    const { buyer, order } = await orderIn('PROCESSING');
    expect((await call('PUT', order.id, 'tracking', { shippingCarrier: 'Pos Laju', trackingNumber: 'EP1' })).json()).toMatchObject({
      statusCode: 409,
      message: 'Only a shipped or delivered parcel has a tracking number to correct',
    });
    const point = await createTestDropoffPoint(t.db);
    const pickup = await orderIn('SHIPPED', { isPickup: true, shippingAddress: null, dropoffPointId: point.id });
    expect((await call('PUT', pickup.order.id, 'tracking', { shippingCarrier: 'Pos Laju', trackingNumber: 'EP1' })).statusCode).toBe(409);
    const shipped = await orderIn('SHIPPED');
    expect((await call('PUT', shipped.order.id, 'tracking', { trackingNumber: 'EP1' })).statusCode).toBe(400);
    expect((await call('PUT', shipped.order.id, 'tracking', { shippingCarrier: 'x', trackingNumber: 'EP1' }, shipped.buyer)).statusCode).toBe(403);
    expect(await ownOrder(buyer, order.id)).toMatchObject({ trackingNumber: null });
    expect(await ownOrder(shipped.buyer, shipped.order.id)).toMatchObject({ trackingNumber: 'EP000000000MY' });
    expect(await mailsTo(shipped.buyer.email)).toEqual([]);
  });
});

describe('changing the delivery address before shipping', () => {
  it.each(['PAID', 'PROCESSING'] as const)('changes it on a %s order, tells the customer and records it', async (status) => {
    const { buyer, order } = await orderIn(status);

    const res = await call('PUT', order.id, 'address', NEW_ADDRESS);

    expect(res.statusCode).toBe(200);
    expect(res.json<AdminOrder>()).toMatchObject({ shippingAddress: { ...NEW_ADDRESS, addressLine2: null }, addressEditable: true });
    const seen = await ownOrder(buyer, order.id);
    expect(seen.shippingAddress).toMatchObject(NEW_ADDRESS);
    expect(seen.updates.at(-1)).toMatchObject({ message: 'Your delivery address was changed' });
    const [mail] = await mailsTo(buyer.email);
    expect(mail!.subject).toBe(`Your Durio order ${orderNumber(order.id)} now goes to a new address`);
    expect(mail!.text).toContain('Office\nLevel 3, Menara Durian, Jalan Ampang, 50450 Kuala Lumpur, Wilayah Persekutuan');
    const [change] = await t.db.select().from(adminChanges).where(eq(adminChanges.entityId, order.id));
    expect(change).toMatchObject({ action: 'updated', before: { shippingAddress: { name: 'Home' } }, after: { shippingAddress: { name: 'Office' } } });
  });

  it.each(['PENDING', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const)('refuses it on a %s order', async (status) => {
    const { buyer, order } = await orderIn(status);
    expect((await call('PUT', order.id, 'address', NEW_ADDRESS)).json()).toMatchObject({
      statusCode: 409,
      message: 'The delivery address can be changed only while a paid order is not yet shipped',
    });
    expect((await ownOrder(buyer, order.id)).shippingAddress).toMatchObject({ name: 'Home' });
  });

  it("refuses the checkout's bad addresses and a pickup order", async () => {
    const { order } = await orderIn('PAID');
    expect((await call('PUT', order.id, 'address', { ...NEW_ADDRESS, addressLine1: 'Jln' })).json().message).toBe('body.addressLine1: Address is too short');
    expect((await call('PUT', order.id, 'address', { ...NEW_ADDRESS, isDefault: true })).statusCode).toBe(400);
    const point = await createTestDropoffPoint(t.db);
    const pickup = await orderIn('PAID', { isPickup: true, shippingAddress: null, dropoffPointId: point.id });
    expect((await call('PUT', pickup.order.id, 'address', NEW_ADDRESS)).statusCode).toBe(409);
    expect((await t.db.select().from(orders).where(eq(orders.id, pickup.order.id)))[0]!.shippingAddress).toBeNull();
  });
});
