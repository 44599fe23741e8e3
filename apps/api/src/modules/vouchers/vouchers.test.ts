import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Voucher, VoucherBodyInput } from '@durio/shared/schemas/vouchers';
import { adminChanges } from '../../db/schema';
import { createTestUser, type TestUser } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { eq } from 'drizzle-orm';

/* The owner's voucher codes (docs/product/fees.md, "Discounts"): created, changed, paused and ended by an admin. */

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

function send(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, user: TestUser | null = admin) {
  return t.app.inject({ method, url: `/api/v1${url}`, payload: body as object, headers: user ? user.headers : {} });
}

const seasonOpening: VoucherBodyInput = {
  code: ' musim 10 ',
  kind: 'percent',
  percent: 10,
  minSpend: 100,
  validFrom: '2027-06-01',
  validTo: '2027-06-30',
  usageLimit: 500,
  perCustomerLimit: 1,
};

describe('voucher codes (admin)', () => {
  it('adds a code as the shop matches it, with its terms, and lists it with its uses', async () => {
    const created = await send('POST', '/durian/vouchers', seasonOpening);
    expect(created.statusCode).toBe(201);
    expect(created.json<Voucher>()).toMatchObject({
      code: 'MUSIM10',
      kind: 'percent',
      percent: 10,
      amount: null,
      minSpend: 100,
      validFrom: '2027-06-01',
      validTo: '2027-06-30',
      usageLimit: 500,
      perCustomerLimit: 1,
      firstOrderOnly: false,
      productIds: [],
      varieties: [],
      paused: false,
      usesTaken: 0,
    });
    const listed = (await send('GET', '/durian/vouchers')).json<Voucher[]>();
    expect(listed.map((voucher) => voucher.code)).toContain('MUSIM10');
    const [change] = await t.db.select().from(adminChanges).where(eq(adminChanges.entityId, created.json<Voucher>().id));
    expect(change).toMatchObject({ entity: 'voucher', action: 'created', actorId: admin.id });
  });

  it('refuses a second voucher with the same code, whatever its case and spaces', async () => {
    const first = await send('POST', '/durian/vouchers', { code: 'MERDEKA', kind: 'freeDelivery' });
    expect(first.statusCode).toBe(201);
    expect((await send('POST', '/durian/vouchers', { code: 'mer deka', kind: 'amount', amount: 5 })).json()).toMatchObject({
      statusCode: 409,
      message: 'Another voucher has this code',
    });
  });

  it('refuses a bad percentage, amount, window, limit or code with the field and why, adding nothing', async () => {
    const before = (await send('GET', '/durian/vouchers')).json<Voucher[]>().length;
    const refusals: [object, string][] = [
      [{ ...seasonOpening, code: 'x' }, 'body.code: A code is 3 to 32 letters and digits'],
      [{ ...seasonOpening, code: 'DURIAN-10' }, 'body.code: A code is 3 to 32 letters and digits'],
      [{ ...seasonOpening, code: 'BAD1', percent: 0 }, 'body.percent: Give a percentage from 1 to 100'],
      [{ ...seasonOpening, code: 'BAD2', percent: 120 }, 'body.percent: Give a percentage from 1 to 100'],
      [{ ...seasonOpening, code: 'BAD3', percent: null }, 'body.percent: Give a percentage from 1 to 100'],
      [{ code: 'BAD4', kind: 'amount' }, 'body.amount: Give the amount off, more than RM 0'],
      [{ code: 'BAD5', kind: 'amount', amount: -5 }, 'body.amount: Amount off cannot be negative'],
      [{ ...seasonOpening, code: 'BAD6', validTo: '2027-05-31' }, 'body.validTo: The last day cannot be before the first'],
      [{ ...seasonOpening, code: 'BAD7', validFrom: '1 June' }, 'body.validFrom: Give the date as YYYY-MM-DD'],
      [{ ...seasonOpening, code: 'BAD8', usageLimit: 0 }, 'body.usageLimit: Give a limit of 1 use or more'],
      [{ ...seasonOpening, code: 'BAD9', kind: 'half' }, 'body.kind: Choose a percentage, an amount or free delivery'],
      [{ ...seasonOpening, code: 'BAD10', productIds: ['musang-king'] }, 'body.productIds'],
      [{ ...seasonOpening, code: 'BAD11', discount: 5 }, 'body'],
    ];
    for (const [body, message] of refusals) {
      const refused = await send('POST', '/durian/vouchers', body);
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    expect((await send('GET', '/durian/vouchers')).json<Voucher[]>()).toHaveLength(before);
  });

  it('changes, pauses and ends a code, its terms given whole, and records each change', async () => {
    const created = (await send('POST', '/durian/vouchers', { code: 'RAYA20', kind: 'amount', amount: 20, minSpend: 150 })).json<Voucher>();
    const paused = await send('PUT', `/durian/vouchers/${created.id}`, { code: 'RAYA20', kind: 'amount', amount: 25, minSpend: 150, paused: true });
    expect(paused.statusCode).toBe(200);
    expect(paused.json<Voucher>()).toMatchObject({ amount: 25, paused: true, percent: null });
    // Ended, with a last day gone by; a percentage now, its amount dropped.
    const ended = await send('PUT', `/durian/vouchers/${created.id}`, { code: 'RAYA20', kind: 'percent', percent: 12.5, amount: 25, validTo: '2027-04-10' });
    expect(ended.json<Voucher>()).toMatchObject({ kind: 'percent', percent: 12.5, amount: null, validTo: '2027-04-10', paused: false, minSpend: 0 });
    const changes = await t.db.select().from(adminChanges).where(eq(adminChanges.entityId, created.id));
    expect(changes.map((change) => change.action).sort()).toEqual(['created', 'updated', 'updated']);

    expect((await send('PUT', `/durian/vouchers/${unknownId}`, { code: 'RAYA20', kind: 'freeDelivery' })).json()).toMatchObject({ statusCode: 404, message: 'Voucher not found' });
    expect((await send('PUT', `/durian/vouchers/${created.id}`, { code: 'MUSIM10', kind: 'freeDelivery' })).statusCode).toBe(409);
  });

  it('is for admins only: staff and customers are refused, visitors asked to sign in', async () => {
    const staff = await createTestUser(t, { role: 'STAFF' });
    const customer = await createTestUser(t);
    for (const user of [staff, customer]) {
      expect((await send('GET', '/durian/vouchers', undefined, user)).statusCode).toBe(403);
      expect((await send('POST', '/durian/vouchers', { code: 'SNEAKY', kind: 'freeDelivery' }, user)).statusCode).toBe(403);
    }
    expect((await send('GET', '/durian/vouchers', undefined, null)).statusCode).toBe(401);
  });
});
