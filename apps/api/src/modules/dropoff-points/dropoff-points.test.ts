import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  createTestDropoffPoint,
  createTestFarm,
  createTestOrder,
  createTestProduct,
  createTestUser,
  type TestUser,
} from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { adminChanges, dropoffPoints, orders } from '../../db/schema';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
const unknownId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t, { role: 'ADMIN' });
  customer = await createTestUser(t);
});
afterAll(async () => {
  await t.close();
});

function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, user: TestUser | null = admin) {
  return t.app.inject({ method, url: `/api/v1${url}`, payload: body as object, headers: user ? user.headers : {} });
}

const pointBody = () => ({
  name: `Raub Collection ${crypto.randomUUID().slice(0, 6)}`,
  addressLine1: '8 Jalan Durian',
  city: 'Raub',
  state: 'Pahang',
  postalCode: '27600',
  openingHours: 'Mon–Sat 9am–6pm',
  phone: '+60 9-355 1234',
});

async function pickupOrderAt(pointId: string, status: 'PAID' | 'DELIVERED') {
  const product = await createTestProduct(t.db, { farmId: (await createTestFarm(t.db)).id });
  return createTestOrder(t.db, customer.id, [{ product, quantity: 1 }], {
    status,
    paymentStatus: 'PAID',
    paidAt: new Date(),
    isPickup: true,
    shippingAddress: null,
    dropoffPointId: pointId,
  });
}

describe('GET /durian/dropoff-points', () => {
  it('lists the active pickup locations with their hours, without sign-in', async () => {
    const open = await createTestDropoffPoint(t.db, { name: 'AAA Open Point', openingHours: 'Daily 8am–8pm', openWeekdays: [0, 1, 2, 3, 4, 5, 6] });
    const closed = await createTestDropoffPoint(t.db, { name: 'AAA Closed Point', active: false });

    const res = await send('GET', '/durian/dropoff-points', undefined, null);

    expect(res.statusCode).toBe(200);
    const points = res.json<{ id: string }[]>();
    expect(points.map((p) => p.id)).not.toContain(closed.id);
    expect(points.find((p) => p.id === open.id)).toEqual({
      id: open.id,
      name: 'AAA Open Point',
      addressLine1: '8 Jalan Durian, Taman Raub',
      addressLine2: null,
      city: 'Raub',
      state: 'Pahang',
      postalCode: '27600',
      openingHours: 'Daily 8am–8pm',
      phone: null,
      openWeekdays: [0, 1, 2, 3, 4, 5, 6],
      // Open every day and ready 24 hours after an order: from tomorrow to two weeks on (docs/product/delivery.md).
      pickupDays: expect.arrayContaining([]),
    });
    expect(points.find((p) => p.id === open.id)).toMatchObject({ pickupDays: { length: 14 } });
  });
});

describe('drop-off points (admin)', () => {
  it('adds a point that checkout offers, and deactivating it takes it off checkout but keeps it for the admin', async () => {
    const created = await send('POST', '/durian/dropoff-points', pointBody());
    expect(created.statusCode).toBe(201);
    const point = created.json();
    expect(point).toMatchObject({ active: true, openOrders: 0, openingHours: 'Mon–Sat 9am–6pm' });
    expect((await send('GET', '/durian/dropoff-points', undefined, null)).json().map((p: { id: string }) => p.id)).toContain(point.id);

    const deactivated = await send('PUT', `/durian/dropoff-points/${point.id}`, { active: false });
    expect(deactivated.json()).toMatchObject({ active: false });
    expect((await send('GET', '/durian/dropoff-points', undefined, null)).json().map((p: { id: string }) => p.id)).not.toContain(point.id);
    const all = (await send('GET', '/durian/dropoff-points/admin')).json();
    expect(all.find((p: { id: string }) => p.id === point.id)).toMatchObject({ active: false });

    const changes = await t.db.select().from(adminChanges).where(eq(adminChanges.entityId, point.id)).orderBy(adminChanges.createdAt);
    expect(changes.map((c) => c.action)).toEqual(['created', 'deactivated']);
  });

  it('refuses to remove a point while orders wait to be collected there, and removes it once they are collected', async () => {
    const point = await createTestDropoffPoint(t.db);
    const order = await pickupOrderAt(point.id, 'PAID');
    expect((await send('GET', '/durian/dropoff-points/admin')).json().find((p: { id: string }) => p.id === point.id).openOrders).toBe(1);

    const refused = await send('DELETE', `/durian/dropoff-points/${point.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This drop-off point has 1 open order to collect; deactivate it instead');
    expect(await t.db.select().from(dropoffPoints).where(eq(dropoffPoints.id, point.id))).toHaveLength(1);

    await t.db.update(orders).set({ status: 'DELIVERED' }).where(eq(orders.id, order.id));
    expect((await send('DELETE', `/durian/dropoff-points/${point.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(dropoffPoints).where(eq(dropoffPoints.id, point.id))).toEqual([]);
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept?.dropoffPointId).toBeNull();
  });

  it('refuses bad input with 400 and writes nothing; unknown points are 404; customers get 403', async () => {
    const [before] = await t.db.select({ n: count() }).from(dropoffPoints);
    for (const body of [{ ...pointBody(), postalCode: '123' }, { ...pointBody(), name: '' }, { ...pointBody(), active: 'yes' }, { ...pointBody(), id: unknownId }]) {
      expect((await send('POST', '/durian/dropoff-points', body)).statusCode).toBe(400);
    }
    expect(await t.db.select({ n: count() }).from(dropoffPoints)).toEqual([before]);
    expect((await send('PUT', `/durian/dropoff-points/${unknownId}`, { name: 'X' })).json().message).toBe('Drop-off point not found');
    expect((await send('DELETE', `/durian/dropoff-points/${unknownId}`)).statusCode).toBe(404);
    expect((await send('POST', '/durian/dropoff-points', pointBody(), customer)).statusCode).toBe(403);
    expect((await send('GET', '/durian/dropoff-points/admin', undefined, customer)).statusCode).toBe(403);
  });
});
