import { senToRm } from '@durio/shared/money';
import { priceOrder, unitPriceSen } from '@durio/shared/pricing';
import { describe, expect, it } from 'vitest';
import { useCrashRig } from '../test-support/crash-rig';
import { createTestProduct } from '../test-support/factories';
import { usesPostgres } from '../test-support/test-app';

/*
 * A process killed after the gateway refunded a weighing's difference and before the shop recorded it
 * (docs/product/selling-by-weight.md): once started again, the reconciler finds each refund at the gateway by its
 * receipt and records it, so every shopper gets the difference back exactly once. The real server runs as its own
 * process on PostgreSQL; the sandbox is told to answer its refunds slowly, which holds the process in that window.
 */

const ORDERS = 6;

describe.runIf(usesPostgres)('a crash in the middle of weighing refunds (PostgreSQL)', () => {
  const rig = useCrashRig();
  const { call } = rig;
  // A short lease: the restarted process takes the refunds over within seconds instead of the shop's minute. While
  // the first process waits on the slow sandbox, its reconciler sweeps once at start, then not for ten minutes:
  // the refunds stay the weighing's own until the kill.
  const env = (refundDelayMs: number, sweepSeconds: number) => ({
    SANDBOX_WEBHOOK_DELAY_MS: '0',
    SANDBOX_REFUND_DELAY_MS: String(refundDelayMs),
    RECONCILE_SWEEP_SECONDS: String(sweepSeconds),
    PAYMENT_LEASE_SECONDS: '5',
  });

  /** A paid order of two whole Musang King priced by weight, moved to PROCESSING by the admin. */
  async function processingOrder(i: number, product: Awaited<ReturnType<typeof createTestProduct>>, adminToken: string) {
    const shopper = await rig.register(`weigh-${i}`);
    await call('POST', '/durian/cart/items', shopper.token, { productId: product.id, quantity: 2 });
    const price = priceOrder([{ unitPriceSen: unitPriceSen(product), quantity: 2, weightGrams: product.weightGrams }], { isPickup: false });
    const order = await call('POST', '/durian/orders', shopper.token, { isPickup: false, shippingAddressOrDropoffPointId: shopper.addressId, total: senToRm(price.totalSen) });
    expect(order.status).toBe(201);
    const orderId = order.body.id as string;
    expect((await rig.pay(shopper.token, orderId)).status).toBe(200);
    expect((await call('PATCH', `/durian/orders/admin/${orderId}`, adminToken, { status: 'PROCESSING' })).status).toBe(200);
    const line = (order.body.items as { id: string }[])[0]!;
    return { orderId, lineId: line.id };
  }

  const count = async (query: string) => (await rig.client.query<{ n: number }>(query)).rows[0]!.n;

  it('refunds each weighed order exactly once after a SIGKILL between the refund and its record', async () => {
    await rig.start(env(60_000, 600));
    const product = await createTestProduct(rig.db, { pricedBy: 'kg', priceSen: 6800, minWeightGrams: 1800, weightGrams: 2400, stock: 100 });
    const adminToken = (await rig.register('owner', 'ADMIN')).token;
    const orders = [];
    for (let i = 0; i < ORDERS; i++) orders.push(await processingOrder(i, product, adminToken));

    // Every order weighed at once; the sandbox makes each refund and then takes a minute to answer.
    const weighing = orders.map(({ orderId, lineId }, i) =>
      call('PUT', `/durian/orders/admin/${orderId}/weights`, adminToken, { lines: [{ itemId: lineId, weights: [1.9 + i / 100, 2.1] }] }).catch(() => null),
    );
    const deadline = Date.now() + 60_000;
    while ((await count('select count(*)::int as n from sandbox_refunds')) < ORDERS && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    // Made at the gateway, still open in the shop's ledger: the money is half-moved when the process dies.
    expect(await count('select count(*)::int as n from sandbox_refunds')).toBe(ORDERS);
    expect(await count(`select count(*)::int as n from refunds where status = 'PENDING'`)).toBe(ORDERS);
    await rig.kill();
    await Promise.all(weighing);

    // Started again (answering at once now), the reconciler finishes each refund once its lease ran out.
    await rig.start(env(0, 2));
    const finished = Date.now() + 150_000;
    while ((await count(`select count(*)::int as n from refunds where status = 'PENDING'`)) > 0 && Date.now() < finished) {
      await new Promise((r) => setTimeout(r, 500));
    }

    const { rows } = await rig.client.query<{ order_total: number; weighed_total: number; ledger: number; gateway: number; gateway_refunds: number; same_id: boolean }>(`
      select o.total_sen as order_total, o.weighed_total_sen as weighed_total,
        (select sum(r.amount_sen) from refunds r where r.order_id = o.id and r.status = 'DONE')::int as ledger,
        (select sum(sr.amount_sen) from sandbox_refunds sr join payments p on p.gateway_payment_id = sr.payment_id where p.order_id = o.id)::int as gateway,
        (select count(*) from sandbox_refunds sr join payments p on p.gateway_payment_id = sr.payment_id where p.order_id = o.id)::int as gateway_refunds,
        (select bool_and(r.gateway_refund_id = sr.id) from refunds r join sandbox_refunds sr on sr.receipt = r.id::text where r.order_id = o.id) as same_id
      from orders o`);
    expect(rows).toHaveLength(ORDERS);
    for (const row of rows) {
      expect(row.weighed_total).not.toBeNull();
      expect(row.ledger).toBe(row.order_total - row.weighed_total);
      expect(row.gateway).toBe(row.ledger);
      expect(row.gateway_refunds).toBe(1);
      expect(row.same_id).toBe(true);
    }
  }, 300_000);
});
