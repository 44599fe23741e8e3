import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';
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

  it('is for admins only', async () => {
    expect((await list('', await createTestUser(t))).json()).toMatchObject({ statusCode: 403, message: 'Forbidden - Admin only' });
    expect((await list('', null)).statusCode).toBe(401);
  });
});
