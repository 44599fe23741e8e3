import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Dashboard } from '@durio/shared/schemas/dashboard';
import { guaranteeClaims, orderItems } from '../../db/schema';
import {
  createTestClock,
  createTestFarm,
  createTestOrder,
  createTestProduct,
  createTestUser,
  type TestUser,
} from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';

// 10:00 in Kuala Lumpur on 20 July 2026.
const clock = createTestClock(new Date('2026-07-20T02:00:00Z'));
let t: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await createTestUser(t, { role: 'ADMIN' });
  customer = await createTestUser(t);
});
afterAll(async () => {
  await t.close();
});

async function paidOrder(priceSen: number, paidAt: string, values: Parameters<typeof createTestOrder>[3] = {}) {
  const product = await createTestProduct(t.db, { priceSen, stock: 50 });
  return createTestOrder(t.db, customer.id, [{ product, quantity: 1 }], { status: 'PAID', paymentStatus: 'PAID', paidAt: new Date(paidAt), ...values });
}

const dashboard = (user: TestUser | null = admin) =>
  t.app.inject({ method: 'GET', url: '/api/v1/durian/admin/dashboard', headers: user?.headers ?? {} });

describe('GET /durian/admin/dashboard', () => {
  it('counts paid orders and revenue (a weighed order at its weighed total) by Malaysian day, this week and this season, and what waits to be packed and shipped', async () => {
    await paidOrder(10_000, '2026-07-19T16:30:00Z'); // 00:30 on 20 July in Malaysia: today
    await paidOrder(5_000, '2026-07-19T15:30:00Z', { status: 'PROCESSING' }); // 23:30 on 19 July
    // 14 July, 6 days ago: this week. Weighed at packing to RM 15.00, the rest refunded: it brought in RM 15.00.
    await paidOrder(2_000, '2026-07-14T03:00:00Z', { status: 'DELIVERED', weighedAt: new Date('2026-07-14T05:00:00Z'), weighedSubtotalSen: 1_500, weighedTaxSen: 0, weighedTotalSen: 1_500 });
    await paidOrder(4_000, '2026-07-13T03:00:00Z', { status: 'DELIVERED' }); // 7 days ago: the season only
    await paidOrder(9_900, '2026-07-18T03:00:00Z', { status: 'CANCELLED', paymentStatus: 'REFUNDED' });
    await paidOrder(7_000, '2026-05-20T03:00:00Z', { status: 'DELIVERED' }); // before 1 June: last season
    await createTestOrder(t.db, customer.id, [{ product: await createTestProduct(t.db), quantity: 1 }]); // unpaid

    const res = await dashboard();

    expect(res.statusCode).toBe(200);
    const figures = res.json();
    expect(figures).toMatchObject({
      today: { orders: 1, revenue: 100 },
      last7Days: { orders: 3, revenue: 165 },
      season: { from: '2026-06-01', orders: 4, revenue: 205 },
      toPack: 1,
      toShip: 1,
      lowStockLevel: 5,
    });
    expect(figures.daily).toHaveLength(30);
    expect(figures.daily.at(-1)).toEqual({ date: '2026-07-20', orders: 1, revenue: 100 });
    expect(figures.daily.at(-2)).toEqual({ date: '2026-07-19', orders: 1, revenue: 50 });
    expect(figures.daily[0]).toEqual({ date: '2026-06-21', orders: 0, revenue: 0 });
  });

  it('starts the season where the settings say, and counts products at or under the low-stock level', async () => {
    await createTestProduct(t.db, { stock: 0 });
    await createTestProduct(t.db, { stock: 2 });
    const before = (await dashboard()).json();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/durian/settings',
      headers: admin.headers,
      payload: { seasonStart: '2026-07-15', lowStockLevel: 1 },
    });
    expect(put.statusCode).toBe(200);

    const after = (await dashboard()).json();
    expect(after.season.from).toBe('2026-07-15');
    expect(after.season.orders).toBeLessThan(before.season.orders);
    expect(after.lowStockLevel).toBe(1);
    expect(after.lowStockCount).toBeLessThan(before.lowStockCount);
  });

  it('is for admins only', async () => {
    expect((await dashboard(customer)).statusCode).toBe(403);
    expect((await dashboard(null)).statusCode).toBe(401);
  });

  it("shows each farm's guarantee claims this season against its delivered lines, the highest rate first (docs/product/fruit-guarantee.md)", async () => {
    const goodFarm = await createTestFarm(t.db, { name: 'Sweet Hill' });
    const sourFarm = await createTestFarm(t.db, { name: 'Sour Valley' });
    const delivered = async (farmId: string) => {
      const product = await createTestProduct(t.db, { farmId, stock: 50 });
      const order = await createTestOrder(t.db, customer.id, [{ product, quantity: 1 }], { status: 'DELIVERED', paymentStatus: 'PAID', paidAt: new Date('2026-07-20T01:00:00Z') });
      const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      return { order, item: item! };
    };
    for (let i = 0; i < 4; i++) await delivered(goodFarm.id);
    const claimed = [await delivered(sourFarm.id), await delivered(sourFarm.id)];
    await t.db.insert(guaranteeClaims).values([
      { orderId: claimed[0]!.order.id, orderItemId: claimed[0]!.item.id, userId: customer.id, reason: 'sour', status: 'APPROVED' },
      { orderId: claimed[1]!.order.id, orderItemId: claimed[1]!.item.id, userId: customer.id, reason: 'wet' },
    ]);

    const { claimRates } = (await dashboard()).json<Dashboard>();

    const mine = claimRates.filter((entry) => [goodFarm.id, sourFarm.id].includes(entry.farm.id));
    expect(mine).toEqual([
      { farm: { id: sourFarm.id, name: 'Sour Valley' }, deliveredLines: 2, claims: 2, approved: 1, rate: 1 },
      { farm: { id: goodFarm.id, name: 'Sweet Hill' }, deliveredLines: 4, claims: 0, approved: 0, rate: 0 },
    ]);
  });
});
