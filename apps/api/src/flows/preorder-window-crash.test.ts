import { senToRm } from '@durio/shared/money';
import { defaultPricingSettings, priceOrder, priceWithoutUnfilledFruits, unitPriceSen } from '@durio/shared/pricing';
import { describe, expect, it } from 'vitest';
import { harvestWindows, preorderOffers } from '../db/schema';
import { useCrashRig } from '../test-support/crash-rig';
import { createTestFarm, createTestProduct, createTestTree } from '../test-support/factories';
import { usesPostgres } from '../test-support/test-app';

/*
 * A process killed while the shop refunds pre-orders nobody answered three days after their window ended
 * (docs/product/the-season.md, When the window ends): once started again, each is refunded exactly once, whether the
 * kill came before the gateway was asked, while it was refunding, or after. Half the pre-orders had one of their two
 * fruits drop (a refund of the other fruit, the order packed), half none (cancelled and refunded whole). The real
 * server runs as its own process on PostgreSQL; the sandbox answers its refunds slowly, which holds it mid-run.
 */

const PREORDERS = 6;

describe.runIf(usesPostgres)('a crash while the shop refunds unanswered pre-orders (PostgreSQL)', () => {
  const rig = useCrashRig();
  const { call } = rig;
  const env = (refundDelayMs: number, reconcileSeconds: number) => ({
    SANDBOX_WEBHOOK_DELAY_MS: '0',
    SANDBOX_REFUND_DELAY_MS: String(refundDelayMs),
    RECONCILE_SWEEP_SECONDS: String(reconcileSeconds),
    PREORDER_SWEEP_SECONDS: '1',
    PAYMENT_LEASE_SECONDS: '5',
  });
  const count = async (query: string) => (await rig.client.query<{ n: number }>(query)).rows[0]!.n;
  const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

  it('refunds each unanswered pre-order exactly once after a SIGKILL mid-run', async () => {
    await rig.start(env(60_000, 600));
    // A tree's next drop opened for pre-order in a window still to come.
    const farm = await createTestFarm(rig.db);
    const tree = await createTestTree(rig.db, farm.id);
    const product = await createTestProduct(rig.db, { farmId: farm.id, pricedBy: 'kg', priceSen: 8800, minWeightGrams: 1500, weightGrams: 2000, stock: 0 });
    const [window] = await rig.db.insert(harvestWindows).values({ farmId: farm.id, variety: product.variety, startsOn: day(30), endsOn: day(90) }).returning();
    const [offer] = await rig.db.insert(preorderOffers).values({ windowId: window!.id, treeId: tree.id, productId: product.id, fruitsOffered: 20 }).returning();
    const charged = priceOrder([{ unitPriceSen: unitPriceSen(product), quantity: 2, weightGrams: product.weightGrams }], { isPickup: false });

    const orderIds: string[] = [];
    for (let i = 0; i < PREORDERS; i++) {
      const shopper = await rig.register(`preorder-${i}`);
      const placed = await call('POST', '/durian/preorders', shopper.token, {
        offerId: offer!.id,
        fruits: 2,
        isPickup: false,
        shippingAddressOrDropoffPointId: shopper.addressId,
        total: senToRm(charged.totalSen),
      });
      expect(placed.status).toBe(201);
      orderIds.push(placed.body.id as string);
      expect((await rig.pay(shopper.token, placed.body.id as string)).status).toBe(200);
    }

    // The window is over: one fruit of every other pre-order dropped, and the choice was offered four days ago.
    await rig.client.query(`update preorders set fruits_filled = 1 where order_id = any($1)`, [orderIds.filter((_, i) => i % 2 === 0)]);
    await rig.client.query(`update harvest_windows set starts_on = $2, ends_on = $3 where id = $1`, [window!.id, day(-60), day(-5)]);
    await rig.client.query(`update preorders set choice_offered_at = now() - interval '4 days' where order_id = any($1)`, [orderIds]);

    // The sweeper starts refunding; the gateway makes the first refund and is slow to answer: the process dies.
    const deadline = Date.now() + 60_000;
    while ((await count('select count(*)::int as n from sandbox_refunds')) < 1 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await count('select count(*)::int as n from sandbox_refunds')).toBeGreaterThanOrEqual(1);
    await rig.kill();

    // Started again (answering at once now): the sweeper refunds the rest, the reconciler finishes the one cut short.
    await rig.start(env(0, 2));
    const done = `select count(*)::int as n from preorders p join orders o on o.id = p.order_id
      where p.choice = 'refund' and not exists (select 1 from refunds r where r.order_id = o.id and r.status = 'PENDING')
        and (o.status = 'PROCESSING' or o.payment_status = 'REFUNDED')`;
    const finished = Date.now() + 150_000;
    while ((await count(done)) < PREORDERS && Date.now() < finished) await new Promise((r) => setTimeout(r, 500));

    const { rows } = await rig.client.query<{
      id: string;
      status: string;
      fruits_filled: number;
      fruits_refunded: number;
      ledger: number;
      gateway: number;
      gateway_refunds: number;
    }>(`
      select o.id, o.status, p.fruits_filled, p.fruits_refunded,
        (select sum(r.amount_sen) from refunds r where r.order_id = o.id and r.status = 'DONE')::int as ledger,
        (select sum(sr.amount_sen) from sandbox_refunds sr join payments pay on pay.gateway_payment_id = sr.payment_id where pay.order_id = o.id)::int as gateway,
        (select count(*) from sandbox_refunds sr join payments pay on pay.gateway_payment_id = sr.payment_id where pay.order_id = o.id)::int as gateway_refunds
      from orders o join preorders p on p.order_id = o.id`);
    expect(rows).toHaveLength(PREORDERS);
    const unit = unitPriceSen(product);
    const oneFruitBack = priceWithoutUnfilledFruits({ ...charged, taxRateBps: defaultPricingSettings.taxRateBps }, { totalSen: unit * 2, unitPriceSen: unit }, 1).refundSen;
    for (const row of rows) {
      const dropped = row.fruits_filled === 1;
      expect(row).toMatchObject({ status: dropped ? 'PROCESSING' : 'CANCELLED', fruits_refunded: dropped ? 1 : 2, gateway_refunds: 1 });
      expect(row.ledger).toBe(dropped ? oneFruitBack : charged.totalSen);
      expect(row.gateway).toBe(row.ledger);
    }
  }, 300_000);
});
