import { senToRm } from '@durio/shared/money';
import { priceOrder, unitPriceSen } from '@durio/shared/pricing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCrashRig } from '../test-support/crash-rig';
import { createTestAddress, createTestProduct } from '../test-support/factories';
import { findHalfMovedStockAndMoney } from '../test-support/money-audit';
import { usesPostgres } from '../test-support/test-app';

/*
 * A machine that dies in the middle of checkouts and payments must leave no stock and no money half-moved
 * (docs/product/promises.md). The real server runs as its own process on PostgreSQL; shoppers check out, pay, fail, confirm
 * or not, abandon and cancel, all at once; the process is killed outright in the middle of it, started
 * again, and left to finish what it owes: queued webhooks, the reconciler, refunds.
 */

const SHOPPERS = 8;
const INITIAL_STOCK = 1000;
type Product = Awaited<ReturnType<typeof createTestProduct>>;

interface Shopper {
  token: string;
  addressId: string;
}

/** A roll of the dice for what a shopper does next. */
const chance = () => Math.random();
const pick = <T,>(items: readonly T[]) => items[Math.floor(chance() * items.length)]!;

// Several processes and a kill only make sense against a database server; PGlite lives in one process.
describe.runIf(usesPostgres)('a crash during checkouts and payments (PostgreSQL)', () => {
  const rig = useCrashRig();
  let products: Product[];

  const env = {
    // Long enough that a kill always finds captured payments whose webhook has not gone out yet.
    SANDBOX_WEBHOOK_DELAY_MS: '1500',
    RECONCILE_SWEEP_SECONDS: '2',
    EXPIRY_SWEEP_SECONDS: '1',
    // What the killed process held is taken over within seconds of the restart, not the shop's minute.
    PAYMENT_LEASE_SECONDS: '5',
  };

  beforeAll(async () => {
    products = await Promise.all(
      [1500, 2400, 900].map((weightGrams, i) => createTestProduct(rig.db, { stock: INITIAL_STOCK, priceSen: 4000 + i * 1500, weightGrams })),
    );
  });

  /** The rig's call, its answer's fields read as text. */
  const call = async (method: string, url: string, token?: string, body?: unknown) => {
    const res = await rig.call(method, url, token, body);
    return { status: res.status, body: res.body as Record<string, string> };
  };

  async function newShopper(i: number): Promise<Shopper> {
    const res = await call('POST', '/auth/register', undefined, {
      email: `crash-${i}-${Date.now()}@example.my`,
      password: 'durian-season-2024',
      displayName: `Shopper ${i}`,
    });
    const address = await createTestAddress(rig.db, res.body.user_id!);
    return { token: res.body.access_token!, addressId: address.id };
  }

  /** One checkout as a shopper might go through it, with every way it can end. */
  async function checkOut(shopper: Shopper): Promise<void> {
    const { token } = shopper;
    await call('DELETE', '/durian/cart/clear', token);
    const lines = [...new Set([pick(products), pick(products)])].map((product) => ({ product, quantity: 1 + Math.floor(chance() * 2) }));
    for (const { product, quantity } of lines) await call('POST', '/durian/cart/items', token, { productId: product.id, quantity });
    const price = priceOrder(
      lines.map(({ product, quantity }) => ({ unitPriceSen: unitPriceSen(product), quantity, weightGrams: product.weightGrams })),
      { isPickup: false },
    );
    const order = await call('POST', '/durian/orders', token, {
      isPickup: false,
      shippingAddressOrDropoffPointId: shopper.addressId,
      total: senToRm(price.totalSen),
    });
    if (order.status !== 201 || chance() < 0.15) return; // out of stock, or walked away before paying
    const intent = await call('POST', '/payments/initiate', token, { orderId: order.body.id });
    if (intent.status !== 200) return;
    const paid = await call('POST', '/payments/sandbox/pay', undefined, {
      paymentIntentId: intent.body.paymentIntentId,
      outcome: chance() < 0.85 ? 'success' : 'failure',
    });
    if (paid.status !== 200 || !paid.body.razorpay_payment_id) return;
    if (chance() < 0.5) {
      await call('POST', '/payments/confirm', token, {
        orderId: order.body.id,
        razorpayPaymentId: paid.body.razorpay_payment_id,
        razorpayOrderId: paid.body.razorpay_order_id,
        razorpaySignature: paid.body.razorpay_signature,
      });
    } else {
      // The browser closed before it confirmed, and the shopper comes back a little later: until the
      // webhook or the reconciler applies the capture, the money is half-moved.
      await new Promise((r) => setTimeout(r, 1000 + chance() * 2000));
    }
    if (chance() < 0.1) await call('PATCH', `/durian/orders/${order.body.id}/cancel`, token);
  }

  /** Checkouts finished so far, by every shopper. */
  let checkouts = 0;
  /** Checks out again and again until the server stops answering. */
  async function shop(shopper: Shopper): Promise<void> {
    for (;;) {
      try {
        await checkOut(shopper);
        checkouts += 1;
      } catch {
        return; // the server died under this shopper
      }
    }
  }

  const problems = () => findHalfMovedStockAndMoney(rig.client, new Map(products.map((p) => [p.id, INITIAL_STOCK])));

  it('leaves every unit of stock and every ringgit accounted for after a SIGKILL', async () => {
    await rig.start(env);
    const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, (_, i) => newShopper(i)));

    const shopping = Promise.all(shoppers.map(shop));
    // Killed a few seconds and a round of checkouts in (however busy the machine), at a moment when money
    // is half-moved: payments captured at the gateway that the shop has not applied yet (their confirm
    // skipped, their webhook still queued).
    await new Promise((r) => setTimeout(r, 2000 + chance() * 2000));
    for (let waited = 0; checkouts <= SHOPPERS && waited < 60_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
    let halfMoved = await problems();
    for (let tries = 0; halfMoved.length === 0 && tries < 200; tries++) halfMoved = await problems();
    await rig.kill();
    await shopping;
    expect(halfMoved.length).toBeGreaterThan(0);
    expect(checkouts).toBeGreaterThan(SHOPPERS);

    await rig.start(env);
    const deadline = Date.now() + 120_000;
    let left = await problems();
    while (left.length > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      left = await problems();
    }

    expect(left).toEqual([]);
    const { rows } = await rig.client.query<{ n: number }>(`select count(*)::int as n from sandbox_payments where status = 'captured'`);
    expect(rows[0]!.n).toBeGreaterThan(0);
  }, 240_000);
});
