import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { stockAlerts } from '../db/schema';
import { useCrashRig } from '../test-support/crash-rig';
import { createTestFarm, createTestProduct } from '../test-support/factories';
import { usesPostgres } from '../test-support/test-app';

/*
 * A process killed while it tells shoppers that what they waited for is back ("tell me when",
 * docs/product/the-season.md): once started again, every shopper is told exactly once, by exactly one e-mail, however
 * far the first process got. The real server runs as its own process on PostgreSQL and looks for alerts every second.
 */

const PRODUCTS = 20;
const ALERTS_EACH = 3;

describe.runIf(usesPostgres)('a crash while the shop tells shoppers stock is back (PostgreSQL)', () => {
  const rig = useCrashRig();
  const env = { ALERT_SWEEP_SECONDS: '1', MAIL_SWEEP_SECONDS: '600' };
  const count = async (query: string) => (await rig.client.query<{ n: number }>(query)).rows[0]!.n;

  it('tells each waiting shopper exactly once after a SIGKILL mid-run', async () => {
    await rig.start(env);
    // Sold-out products, each with three confirmed alerts waiting.
    const farm = await createTestFarm(rig.db);
    const products = [];
    for (let i = 0; i < PRODUCTS; i++) products.push(await createTestProduct(rig.db, { farmId: farm.id, stock: 0 }));
    const confirmedAt = new Date();
    await rig.db.insert(stockAlerts).values(
      products.flatMap((product, p) =>
        Array.from({ length: ALERTS_EACH }, (_, a) => ({
          productId: product.id,
          email: `waiting-${p}-${a}@example.my`,
          language: 'en' as const,
          token: randomUUID(),
          confirmedAt,
        })),
      ),
    );

    // The stock comes back; the process dies as soon as it has told the first shoppers.
    await rig.client.query(`update products set stock = 5 where farm_id = $1`, [farm.id]);
    const deadline = Date.now() + 60_000;
    while ((await count('select count(*)::int as n from stock_alerts where notified_at is not null')) === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    await rig.kill();
    const toldBeforeTheKill = await count('select count(*)::int as n from stock_alerts where notified_at is not null');
    expect(toldBeforeTheKill).toBeGreaterThan(0);

    // Started again, it tells the rest.
    await rig.start(env);
    const total = PRODUCTS * ALERTS_EACH;
    const finished = Date.now() + 120_000;
    while ((await count('select count(*)::int as n from stock_alerts where notified_at is not null')) < total && Date.now() < finished) {
      await new Promise((r) => setTimeout(r, 250));
    }

    // Every alert told, each by one e-mail to its shopper, no more.
    expect(await count('select count(*)::int as n from stock_alerts where notified_at is null')).toBe(0);
    const { rows } = await rig.client.query<{ email: string; mails: number }>(`
      select a.email, (select count(*) from outbox_emails o where o.to = a.email)::int as mails from stock_alerts a`);
    expect(rows).toHaveLength(total);
    expect(rows.filter((row) => row.mails !== 1)).toEqual([]);
  }, 300_000);
});
