import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { StoreCredit } from '@durio/shared/schemas/credit';
import { adminChanges, storeCreditBalances, storeCreditEntries } from '../../db/schema';
import { createTestUser, type TestUser } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/* Store credit (docs/product/store-credit.md): the owner gives it with a reason, the customer reads it, the ledger explains it. */

let t: TestApp;
let admin: TestUser;
let staff: TestUser;
const unknownId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t, { role: 'ADMIN' });
  staff = await createTestUser(t, { role: 'STAFF' });
});
afterAll(async () => {
  await t.close();
});

function send(method: 'GET' | 'POST', url: string, user: TestUser | null, body?: object) {
  return t.app.inject({ method, url: `/api/v1${url}`, payload: body, headers: user ? user.headers : {} });
}

describe('store credit', () => {
  it('starts at nothing, and shows what the shop gave, with its reason, the newest first', async () => {
    const customer = await createTestUser(t);
    expect((await send('GET', '/durian/credit', customer)).json<StoreCredit>()).toEqual({ balance: 0, expiresAt: null, entries: [] });

    const first = await send('POST', `/durian/customers/${customer.id}/credit`, admin, { amount: 25, reason: 'Sour Musang King, order DRN-1001' });
    expect(first.statusCode).toBe(201);
    expect(first.json<StoreCredit>().balance).toBe(25);
    await send('POST', `/durian/customers/${customer.id}/credit`, admin, { amount: 10.5, reason: 'Late delivery' });

    const own = (await send('GET', '/durian/credit', customer)).json<StoreCredit>();
    expect(own.balance).toBe(35.5);
    expect(own.entries.map(({ kind, amount, reason, orderId }) => ({ kind, amount, reason, orderId }))).toEqual([
      { kind: 'issued', amount: 10.5, reason: 'Late delivery', orderId: null },
      { kind: 'issued', amount: 25, reason: 'Sour Musang King, order DRN-1001', orderId: null },
    ]);
    expect((await send('GET', `/durian/customers/${customer.id}/credit`, admin)).json<StoreCredit>()).toEqual(own);
    const changes = await t.db.select().from(adminChanges).where(eq(adminChanges.entityId, customer.id));
    expect(changes.map((change) => [change.entity, change.action, change.actorId])).toEqual([
      ['customer', 'credit issued', admin.id],
      ['customer', 'credit issued', admin.id],
    ]);
  });

  it('is given only by an admin, only to a customer, and never for a bad amount or without a reason', async () => {
    const customer = await createTestUser(t);
    const refusals = [
      [await send('POST', `/durian/customers/${customer.id}/credit`, customer, { amount: 5, reason: 'Me' }), 403],
      [await send('POST', `/durian/customers/${customer.id}/credit`, staff, { amount: 5, reason: 'Goodwill' }), 403],
      [await send('POST', `/durian/customers/${customer.id}/credit`, null, { amount: 5, reason: 'Goodwill' }), 401],
      [await send('POST', `/durian/customers/${unknownId}/credit`, admin, { amount: 5, reason: 'Goodwill' }), 404],
      [await send('POST', `/durian/customers/${admin.id}/credit`, admin, { amount: 5, reason: 'Myself' }), 404],
      [await send('POST', `/durian/customers/${customer.id}/credit`, admin, { amount: 0, reason: 'Nothing' }), 400],
      [await send('POST', `/durian/customers/${customer.id}/credit`, admin, { amount: -5, reason: 'Take back' }), 400],
      [await send('POST', `/durian/customers/${customer.id}/credit`, admin, { amount: 5.555, reason: 'Odd' }), 400],
      [await send('POST', `/durian/customers/${customer.id}/credit`, admin, { amount: 5, reason: '   ' }), 400],
      [await send('POST', `/durian/customers/${customer.id}/credit`, admin, { amount: 5 }), 400],
      [await send('GET', `/durian/customers/${customer.id}/credit`, customer), 403],
    ] as const;
    expect(refusals.map(([res]) => res.statusCode)).toEqual(refusals.map(([, status]) => status));
    expect((await send('POST', `/durian/customers/${unknownId}/credit`, admin, { amount: 5, reason: 'x' })).json().message).toBe('Customer not found');
    expect(await t.db.select().from(storeCreditEntries).where(eq(storeCreditEntries.userId, customer.id))).toEqual([]);
  });

  it('never lets the balance go below zero, whatever writes it', async () => {
    const customer = await createTestUser(t);
    await send('POST', `/durian/customers/${customer.id}/credit`, admin, { amount: 5, reason: 'Goodwill' });
    await expect(t.db.update(storeCreditBalances).set({ balanceSen: -1 }).where(eq(storeCreditBalances.userId, customer.id))).rejects.toThrow();
    await expect(t.db.insert(storeCreditEntries).values({ userId: customer.id, kind: 'issued', amountSen: 0 })).rejects.toThrow();
  });
});
