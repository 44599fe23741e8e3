import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { StoreCredit } from '@durio/shared/schemas/credit';
import type { Order } from '@durio/shared/schemas/orders';
import { storeCreditBalances, storeCreditEntries } from '../db/schema';
import { createTestAddress, createTestClock, createTestProduct, createTestUser, fillTestCart, type TestUser } from '../test-support/factories';
import { flowsOfAnotherProcess } from '../test-support/payments';
import { createTestApp, type TestApp } from '../test-support/test-app';

/*
 * Store credit expires (docs/product/store-credit.md, Expiry): a balance that has not moved for the shop's months goes,
 * whole, as one 'expired' entry, once, whichever copies sweep; every movement restarts the clock.
 */

let t: TestApp;
let admin: TestUser;
const clock = createTestClock(new Date('2027-01-10T03:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await createTestUser(t, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

const at = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());
const sweep = () => t.app.ctx.flows.expireCreditOnce();

async function issue(customer: TestUser, amount: number) {
  const issued = await t.app.inject({
    method: 'POST',
    url: `/api/v1/durian/customers/${customer.id}/credit`,
    headers: admin.headers,
    payload: { amount, reason: 'Sour fruit last week' },
  });
  expect(issued.statusCode).toBe(201);
  return issued.json<StoreCredit>();
}

async function creditOf(customer: TestUser): Promise<StoreCredit> {
  return (await t.app.inject({ method: 'GET', url: '/api/v1/durian/credit', headers: customer.headers })).json<StoreCredit>();
}

const putSettings = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/v1/durian/settings', headers: admin.headers, payload });

/** Nothing but the ledger's own sum may be the balance, and never below zero. */
async function expectLedgerToExplainBalance(customer: TestUser) {
  const entries = await t.db.select().from(storeCreditEntries).where(eq(storeCreditEntries.userId, customer.id));
  const [balance] = await t.db.select().from(storeCreditBalances).where(eq(storeCreditBalances.userId, customer.id));
  expect(balance!.balanceSen).toBeGreaterThanOrEqual(0);
  expect(entries.reduce((sum, entry) => sum + entry.amountSen, 0)).toBe(balance!.balanceSen);
}

describe('store credit expiry', () => {
  it('expires the whole balance once its twelve months have passed without a movement, and tells the customer when', async () => {
    at('2027-01-10T03:00:00Z');
    const customer = await createTestUser(t);
    expect((await creditOf(customer)).expiresAt).toBeNull();
    await issue(customer, 25);
    expect(await creditOf(customer)).toMatchObject({ balance: 25, expiresAt: '2028-01-10T03:00:00.000Z' });

    at('2028-01-10T02:59:59Z');
    await sweep();
    expect((await creditOf(customer)).balance).toBe(25);

    at('2028-01-10T03:00:00Z');
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    const credit = await creditOf(customer);
    expect(credit).toMatchObject({ balance: 0, expiresAt: null });
    expect(credit.entries.map(({ kind, amount, reason, orderId }) => ({ kind, amount, reason, orderId }))).toEqual([
      { kind: 'expired', amount: -25, reason: null, orderId: null },
      { kind: 'issued', amount: 25, reason: 'Sour fruit last week', orderId: null },
    ]);
    expect(credit.entries[0]!.createdAt).toBe('2028-01-10T03:00:00.000Z');

    // A second sweep finds nothing left to expire.
    expect(await sweep()).toBe(0);
    expect((await creditOf(customer)).entries).toHaveLength(2);
    await expectLedgerToExplainBalance(customer);
  });

  it('restarts the clock at every movement, so a customer who uses the shop keeps their credit', async () => {
    at('2029-01-10T03:00:00Z');
    const customer = await createTestUser(t);
    await issue(customer, 10);

    at('2029-12-01T03:00:00Z');
    expect((await issue(customer, 5)).expiresAt).toBe('2030-12-01T03:00:00.000Z');

    at('2030-02-01T03:00:00Z'); // thirteen months after the first credit
    await sweep();
    expect(await creditOf(customer)).toMatchObject({ balance: 15, expiresAt: '2030-12-01T03:00:00.000Z' });

    at('2030-12-01T04:00:00Z');
    await sweep();
    const credit = await creditOf(customer);
    expect(credit).toMatchObject({ balance: 0, expiresAt: null });
    expect(credit.entries.map(({ kind, amount }) => [kind, amount])).toEqual([
      ['expired', -15],
      ['issued', 5],
      ['issued', 10],
    ]);
  });

  it('restarts the clock when credit is spent at checkout', async () => {
    at('2031-01-10T03:00:00Z');
    const customer = await createTestUser(t);
    await issue(customer, 100);

    at('2031-11-10T03:00:00Z');
    const product = await createTestProduct(t.db, { priceSen: 5_000, weightGrams: 1500, stock: 10 });
    await fillTestCart(t.db, customer.id, [{ productId: product.id, quantity: 1 }]);
    const address = await createTestAddress(t.db, customer.id);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/durian/orders',
      headers: customer.headers,
      payload: { isPickup: false, shippingAddressOrDropoffPointId: address.id, total: 78.5, credit: 78.5 },
    });
    expect(placed.json<Order>()).toMatchObject({ status: 'PAID', credit: 78.5 });
    expect(await creditOf(customer)).toMatchObject({ balance: 21.5, expiresAt: '2032-11-10T03:00:00.000Z' });

    at('2032-02-10T03:00:00Z');
    await sweep();
    expect((await creditOf(customer)).balance).toBe(21.5);
  });

  it('expires a balance once when several copies of the server sweep at once', async () => {
    at('2033-01-10T03:00:00Z');
    await sweep(); // what the tests above left to expire goes first, so the sweeps below have this customer alone
    const customer = await createTestUser(t);
    await issue(customer, 40);

    at('2034-01-11T03:00:00Z');
    const other = flowsOfAnotherProcess(t, clock);
    const swept = await Promise.all([sweep(), other.expireCreditOnce(), sweep(), other.expireCreditOnce()]);

    expect(swept.reduce((sum, n) => sum + n, 0)).toBe(1);
    const credit = await creditOf(customer);
    expect(credit.balance).toBe(0);
    expect(credit.entries.filter((entry) => entry.kind === 'expired').map((entry) => entry.amount)).toEqual([-40]);
    await expectLedgerToExplainBalance(customer);
  });

  it('never expires what a checkout spends at the same moment, nor spends what expired', async () => {
    at('2035-01-10T03:00:00Z');
    const customer = await createTestUser(t);
    await issue(customer, 100);
    const product = await createTestProduct(t.db, { priceSen: 5_000, weightGrams: 1500, stock: 10 });
    await fillTestCart(t.db, customer.id, [{ productId: product.id, quantity: 1 }]);
    const address = await createTestAddress(t.db, customer.id);

    at('2036-01-10T03:00:00Z');
    const [placed] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/v1/durian/orders',
        headers: customer.headers,
        payload: { isPickup: false, shippingAddressOrDropoffPointId: address.id, total: 78.5, credit: 78.5 },
      }),
      sweep(),
    ]);

    const credit = await creditOf(customer);
    const expired = credit.entries.filter((entry) => entry.kind === 'expired');
    // Whichever came first wins: the order spent the credit and the rest keeps its year, or the credit expired whole.
    if (placed.statusCode === 201) {
      expect([credit.balance, expired]).toEqual([21.5, []]);
    } else {
      expect(placed.statusCode).toBe(409);
      expect([credit.balance, expired.map((entry) => entry.amount)]).toEqual([0, [-100]]);
    }
    await expectLedgerToExplainBalance(customer);
  });

  it("follows the months the owner sets, from the next sweep, on the UTC calendar's months", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/durian/settings/admin', headers: admin.headers })).json()).toMatchObject({
      creditMonths: 12,
    });
    at('2037-01-31T10:00:00Z');
    const customer = await createTestUser(t);
    await issue(customer, 8);

    const changed = await putSettings({ creditMonths: 1 });
    expect([changed.statusCode, changed.json().creditMonths]).toEqual([200, 1]);
    // A month after 31 January is the last day of February.
    expect((await creditOf(customer)).expiresAt).toBe('2037-02-28T10:00:00.000Z');

    at('2037-02-28T10:00:01Z');
    await sweep();
    expect(await creditOf(customer)).toMatchObject({ balance: 0, expiresAt: null });

    expect((await putSettings({ creditMonths: 12 })).statusCode).toBe(200);
  });

  it('refuses months out of 1 to 60 or not whole', async () => {
    for (const creditMonths of [0, 61, 1.5, '12', null]) {
      const refused = await putSettings({ creditMonths });
      expect([refused.statusCode, refused.json().message]).toEqual([400, 'body.creditMonths: Give the store credit time as 1 to 60 months']);
    }
    expect((await putSettings({ creditMonths: 60 })).json().creditMonths).toBe(60);
    expect((await putSettings({ creditMonths: 12 })).statusCode).toBe(200);
  });
});
