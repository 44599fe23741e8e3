import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, products } from '../db/schema';
import { createTestClock, createTestProduct } from '../test-support/factories';
import { flowsOfAnotherProcess } from '../test-support/payments';
import { createTestApp, type TestApp } from '../test-support/test-app';

/*
 * The shop's morning e-mail of products running low (docs/product/admin-console.md, Notices): from 08:00 on the
 * Malaysian clock, once a day across every copy, nothing when nothing is low. The server's clock is UTC.
 */

const SHOP = 'stock@durio.test';
const HOUR = 60 * 60_000;
// 23:30 UTC on 1 July is 07:30 on 2 July in Kuala Lumpur.
const clock = createTestClock(new Date('2026-07-01T23:30:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { SHOP_EMAIL: SHOP } });
});
afterAll(async () => {
  await t.close();
});

/** The digests queued to the shop, of one Malaysian day or all of them. */
function digests(day = '') {
  return t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, SHOP), like(outboxEmails.subject, `%low on stock (${day}%`)));
}

/** One run of the job in this copy and one in another, at the same moment. */
function runInTwoCopies() {
  return Promise.all([t.app.ctx.flows.sendLowStockDigestOnce(), flowsOfAnotherProcess(t, clock).sendLowStockDigestOnce()]);
}

describe("the shop's daily low-stock e-mail", () => {
  let low: typeof products.$inferSelect;
  let soldOut: typeof products.$inferSelect;

  beforeAll(async () => {
    low = await createTestProduct(t.db, { name: 'Red Prawn', stock: 3 });
    soldOut = await createTestProduct(t.db, { name: 'Black Thorn', stock: 0 });
    await createTestProduct(t.db, { name: 'Plenty Musang King', stock: 40 });
    await createTestProduct(t.db, { name: 'Draft Copy', stock: 0, draft: true });
    await createTestProduct(t.db, { name: 'Deleted Durian', stock: 1, deletedAt: new Date() });
  });

  it("waits for 08:00 on Malaysia's clock, then one of two copies running at once sends it", async () => {
    // 07:30 in Kuala Lumpur, though already past 08:00 of 1 July on the server's UTC clock.
    expect(await runInTwoCopies()).toEqual([
      { sent: 0, products: 0 },
      { sent: 0, products: 0 },
    ]);
    expect(await digests()).toHaveLength(0);

    clock.advance(HOUR / 2);
    const runs = await runInTwoCopies();

    expect(runs.map((r) => r.sent).sort()).toEqual([0, 1]);
    expect(await digests('2026-07-02')).toHaveLength(1);
    expect(await digests()).toHaveLength(1);
  });

  it('lists every published product at or under the low-stock level, fewest left first, each linked to the console', async () => {
    const [mail] = await digests('2026-07-02');

    expect(mail!.subject).toBe('2 products are low on stock (2026-07-02)');
    expect(mail!.text).toContain('These 2 products have 5 or fewer left:');
    expect(mail!.text.indexOf('Black Thorn')).toBeLessThan(mail!.text.indexOf('Red Prawn'));
    expect(mail!.text).toMatch(/Black Thorn.*Sold out/s);
    expect(mail!.text).toMatch(/Red Prawn.*3 left/s);
    expect(mail!.html).toContain(`href="${t.config.publicUrl}/admin/products/${low.id}"`);
    expect(mail!.html).toContain(`href="${t.config.publicUrl}/admin/products/${soldOut.id}"`);
    for (const leftOut of ['Plenty Musang King', 'Draft Copy', 'Deleted Durian']) expect(mail!.text).not.toContain(leftOut);
  });

  it('sends nothing more that day, however often it runs', async () => {
    clock.advance(4 * HOUR);
    expect(await runInTwoCopies()).toEqual([
      { sent: 0, products: 0 },
      { sent: 0, products: 0 },
    ]);
    expect(await digests()).toHaveLength(1);
  });

  it('is sent at the first run after 08:00 when no copy ran at 08:00 that day', async () => {
    // 06:00 UTC on 3 July is 14:00 in Kuala Lumpur: the server was down all morning.
    clock.advance(new Date('2026-07-03T06:00:00Z').getTime() - clock.now().getTime());
    const runs = await runInTwoCopies();

    expect(runs.map((r) => r.sent).sort()).toEqual([0, 1]);
    expect(await digests('2026-07-03')).toHaveLength(1);
  });

  it('sends nothing on a day when no product is low', async () => {
    await t.db.update(products).set({ stock: 30 }).where(eq(products.id, low.id));
    await t.db.update(products).set({ stock: 12 }).where(eq(products.id, soldOut.id));
    clock.advance(24 * HOUR);

    expect(await runInTwoCopies()).toEqual([
      { sent: 0, products: 0 },
      { sent: 0, products: 0 },
    ]);
    expect(await digests('2026-07-04')).toHaveLength(0);
    expect(await digests()).toHaveLength(2);
  });
});
