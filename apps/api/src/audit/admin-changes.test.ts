import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { recordAdminChange } from './admin-changes';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t, { role: 'ADMIN', displayName: 'Siti Admin' });
});
afterAll(async () => {
  await t.close();
});

const list = (query: string, user: TestUser | null = admin) =>
  t.app.inject({ method: 'GET', url: `/api/v1/durian/admin/changes${query}`, headers: user?.headers ?? {} });

describe('GET /durian/admin/changes', () => {
  it("shows an object's history newest first, with who made each change and the object before and after", async () => {
    const farmId = crypto.randomUUID();
    await recordAdminChange(t.db, { actorId: admin.id, entity: 'farm', entityId: farmId, action: 'created', before: null, after: { name: 'Bukit Durian' } });
    await recordAdminChange(t.db, {
      actorId: admin.id,
      entity: 'farm',
      entityId: farmId,
      action: 'updated',
      before: { name: 'Bukit Durian' },
      after: { name: 'Bukit Durian Raub', foundedDate: new Date('2001-05-01T00:00:00Z') },
    });
    await recordAdminChange(t.db, { actorId: admin.id, entity: 'farm', entityId: crypto.randomUUID(), action: 'created', before: null, after: {} });

    const res = await list(`?entity=farm&entityId=${farmId}`);

    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toEqual({ totalCount: 2, page: 1, limit: 20 });
    expect(res.json().items.map((c: { action: string }) => c.action).sort()).toEqual(['created', 'updated']);
    const updated = res.json().items.find((c: { action: string }) => c.action === 'updated');
    expect(updated).toMatchObject({
      actor: { id: admin.id, name: 'Siti Admin' },
      before: { name: 'Bukit Durian' },
      after: { name: 'Bukit Durian Raub', foundedDate: '2001-05-01T00:00:00.000Z' },
    });
  });

  it("pages an object's history with page and limit, the count of all its changes on every page, down to its first", async () => {
    const productId = crypto.randomUUID();
    await recordAdminChange(t.db, { actorId: admin.id, entity: 'product', entityId: productId, action: 'created', before: null, after: { stock: 0 } });
    for (let stock = 1; stock <= 4; stock++) {
      await recordAdminChange(t.db, { actorId: admin.id, entity: 'product', entityId: productId, action: 'updated', before: { stock: stock - 1 }, after: { stock } });
    }
    const page = async (n: number) => (await list(`?entity=product&entityId=${productId}&page=${n}&limit=2`)).json();
    const stocks = (reply: { items: { after: { stock: number } }[] }) => reply.items.map((c) => c.after.stock);

    const [first, second, last] = [await page(1), await page(2), await page(3)];

    expect(stocks(first)).toEqual([4, 3]);
    expect(stocks(second)).toEqual([2, 1]);
    expect(last.items.map((c: { action: string }) => c.action)).toEqual(['created']);
    expect([first.meta, second.meta, last.meta]).toEqual([1, 2, 3].map((n) => ({ totalCount: 5, page: n, limit: 2 })));
  });

  it('is for admins only', async () => {
    expect((await list('', await createTestUser(t))).json()).toMatchObject({ statusCode: 403, message: 'Forbidden - Admin only' });
    expect((await list('', null)).statusCode).toBe(401);
  });
});
