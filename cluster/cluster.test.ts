import { randomUUID } from 'node:crypto';
import { senToRm } from '@durio/shared/money';
import { priceOrder, unitPriceSen } from '@durio/shared/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { products } from '../apps/api/src/db/schema';
import {
  createTestAddress,
  createTestFarm,
  createTestProduct,
  createTestUser,
  fillTestCart,
  type TestUser,
} from '../apps/api/src/test-support/factories';
import { smallPng } from '../apps/api/src/test-support/media-samples';
import { findHalfMovedStockAndMoney } from '../apps/api/src/test-support/money-audit';
import { startCluster, type Cluster, type Copy } from './support/cluster';
import { withLimit } from '../apps/api/src/test-support/with-limit';
import { shopperClient, type ShopperCall } from './support/shopper-client';

/*
 * Three copies of the shop behind a round-robin load balancer, on one PostgreSQL, one Redis, one
 * S3 bucket and one SMTP server. Every promise the shop makes (docs/product/promises.md) must hold whichever copy answers a call, and
 * when a copy dies.
 */

type Product = typeof products.$inferSelect;
const COPIES = 3;
let cluster: Cluster;
let admin: TestUser;
let farmId: string;
/** Each shopper comes from an address of their own, as on the internet (rate limits count per address). */
let lastAddress = 0;
const newClient = () => {
  lastAddress += 1;
  return shopperClient(cluster.proxy.url, `10.${lastAddress >> 16}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`);
};
/** The shared database and signing key, for the factories that prepare what a test needs. */
const shop = () => ({ db: cluster.database.db, keys: cluster.keys });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(200);
  }
}

/** What checkout sends as the total the shopper saw, by the shop's default fees: the Klang Valley's, where every shopper here lives. */
const totalOf = (lines: { product: Product; quantity: number }[]) =>
  senToRm(
    priceOrder(
      lines.map(({ product, quantity }) => ({ unitPriceSen: unitPriceSen(product), quantity, weightGrams: product.weightGrams })),
      { isPickup: false },
    ).totalSen,
  );

/** A signed-in shopper with `lines` in the cart and an address, prepared in the database (not timed, not under test). */
async function preparedShopper(lines: { product: Product; quantity: number }[]) {
  const user = await createTestUser(shop());
  const address = await createTestAddress(cluster.database.db, user.id);
  await fillTestCart(cluster.database.db, user.id, lines.map(({ product, quantity }) => ({ productId: product.id, quantity })));
  return { user, addressId: address.id, total: totalOf(lines), call: newClient() };
}

const stockOf = async (productId: string) =>
  (await cluster.audit.query<{ stock: number }>('select stock from products where id = $1', [productId])).rows[0]!.stock;

beforeAll(async () => {
  cluster = await startCluster(COPIES);
  admin = await createTestUser(shop(), { role: 'ADMIN' });
  farmId = (await createTestFarm(cluster.database.db, { verificationStatus: 'VERIFIED' })).id;
  // Room in every delivery run (docs/product/delivery.md): the races here are for stock, not for a run's places.
  await cluster.audit.query('update delivery_slots set capacity = 100000');
}, 180_000);

afterAll(async () => {
  await cluster?.close();
}, 60_000);

describe('several copies behind a load balancer', () => {
  it('has every copy ready, with the database, Redis and S3 answering', async () => {
    for (const copy of cluster.copies) {
      const ready = await fetch(`${copy.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok', storage: 'ok' } });
    }
  });

  it('takes a shopper from registration to a paid order, each call on the next copy, paying and mailing once', async () => {
    const call = newClient();
    const served = new Set<string>();
    const step = async (...args: Parameters<ShopperCall>) => {
      const reply = await call(...args);
      served.add(reply.servedBy);
      return reply;
    };
    const product = await createTestProduct(cluster.database.db, { farmId, stock: 10, priceSen: 5500, weightGrams: 1500 });
    const email = `journey-${randomUUID().slice(0, 8)}@example.my`;

    const registered = await step('POST', '/auth/register', { body: { email, password: 'durian-season-2026', displayName: 'Aminah' } });
    expect(registered.status).toBe(201);
    // A refresh token rotates on any copy; two tabs refreshing the same one at once, on two copies, get the same successor.
    const rotated = await step('POST', '/auth/refresh-token', { token: registered.body.refresh_token as string });
    expect(rotated.status).toBe(200);
    const [tabA, tabB] = await Promise.all([1, 2].map(() => step('POST', '/auth/refresh-token', { token: rotated.body.refresh_token as string })));
    expect(tabA!.servedBy).not.toBe(tabB!.servedBy);
    expect(tabA!.body.refresh_token).toBe(tabB!.body.refresh_token);
    const signedIn = await step('POST', '/auth/login', { body: { email, password: 'durian-season-2026' } });
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.access_token as string;

    const address = await step('POST', '/user-profile/addresses', {
      token,
      // In the Klang Valley, whose delivery fee is the shop's default (docs/product/delivery.md).
      body: { name: 'Home', addressLine1: '8 Jalan Ampang', city: 'Kuala Lumpur', state: 'Kuala Lumpur', postalCode: '50450', country: 'Malaysia' },
    });
    expect(address.status).toBe(201);
    expect((await step('POST', '/durian/cart/items', { token, body: { productId: product.id, quantity: 2 } })).status).toBe(201);
    const order = await step('POST', '/durian/orders', {
      token,
      body: { isPickup: false, shippingAddressOrDropoffPointId: address.body.id, total: totalOf([{ product, quantity: 2 }]) },
    });
    expect(order.status).toBe(201);
    const orderId = order.body.id as string;
    const intent = await step('POST', '/payments/initiate', { token, body: { orderId } });
    expect(intent.status).toBe(200);
    const paid = await step('POST', '/payments/sandbox/pay', { body: { paymentIntentId: intent.body.paymentIntentId, outcome: 'success' } });
    const confirmed = await step('POST', '/payments/confirm', {
      token,
      body: {
        orderId,
        razorpayPaymentId: paid.body.razorpay_payment_id,
        razorpayOrderId: paid.body.razorpay_order_id,
        razorpaySignature: paid.body.razorpay_signature,
      },
    });
    expect(confirmed.body).toMatchObject({ paymentStatus: 'PAID' });

    // The sandbox's webhook for the same capture is sent by whichever copy claims it; it changes nothing more.
    const webhooksLeft = await eventually(
      async () => (await cluster.audit.query('select id from sandbox_webhooks')).rowCount,
      (left) => left === 0,
    );
    expect(webhooksLeft).toBe(0);
    const mine = await step('GET', `/durian/orders/${orderId}`, { token });
    expect(mine.body).toMatchObject({ status: 'PAID', paymentStatus: 'PAID' });
    expect((await step('GET', '/durian/cart', { token })).body).toMatchObject({ items: [] });
    expect(await stockOf(product.id)).toBe(8);
    const { rows: payments } = await cluster.audit.query('select status from payments where order_id = $1', [orderId]);
    expect(payments).toEqual([{ status: 'PAID' }]);
    const confirmations = await eventually(
      async () => cluster.mail.filter((m) => m.to.includes(email) && m.raw.includes('is confirmed')),
      (found) => found.length > 0,
    );
    await sleep(2000); // a second one would have come by now
    expect(cluster.mail.filter((m) => m.to.includes(email) && m.raw.includes('is confirmed'))).toHaveLength(confirmations.length);
    expect(confirmations).toHaveLength(1);
    expect(served.size).toBe(COPIES);
  }, 120_000);

  it('keeps an upload in S3: stored through one copy, served by the others', async () => {
    const form = new FormData();
    form.append('folder', 'farms');
    form.append('farmId', farmId);
    form.append('file', new Blob([await smallPng(64, 48)], { type: 'image/png' }), 'orchard.png');
    const upload = await fetch(`${cluster.proxy.url}/api/v1/s3file/upload`, { method: 'POST', headers: admin.headers, body: form });
    expect(upload.status).toBe(201);
    const { url } = (await upload.json()) as { url: { original: string; thumbnail: string } };
    for (const file of [url.original, url.thumbnail]) {
      const copies = await Promise.all(cluster.copies.map((copy) => fetch(`${copy.url}${file}`)));
      expect(copies.map((served) => served.status)).toEqual(cluster.copies.map(() => 200));
      const bytes = await Promise.all(copies.map(async (served) => Buffer.from(await served.arrayBuffer())));
      expect(bytes.every((b) => b.length > 0 && b.equals(bytes[0]!))).toBe(true);
    }
  });

  it('sells 5 fruits to exactly 5 of 200 shoppers racing across the copies, and 1000 to 1000', async () => {
    const scarce = await createTestProduct(cluster.database.db, { farmId, stock: 5, priceSen: 8800 });
    const plenty = await createTestProduct(cluster.database.db, { farmId, stock: 1000, priceSen: 4200 });
    for (const [product, shoppers, stock] of [
      [scarce, 200, 5],
      [plenty, 1000, 1000],
    ] as const) {
      const racers = await withLimit(Array.from({ length: shoppers }), 20, () => preparedShopper([{ product, quantity: 1 }]));
      const replies = await withLimit(racers, 50, (shopper) =>
        shopper.call('POST', '/durian/orders', {
          token: shopper.user.token,
          body: { isPickup: false, shippingAddressOrDropoffPointId: shopper.addressId, total: shopper.total },
        }),
      );
      const statuses = replies.map((reply) => reply.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(stock);
      expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
      expect(new Set(replies.map((reply) => reply.servedBy)).size).toBe(COPIES);
      expect(await stockOf(product.id)).toBe(0);
    }
  }, 300_000);

  it('gives a voucher code of one use to exactly one of 50 shoppers checking out across the copies (docs/product/fees.md)', async () => {
    const product = await createTestProduct(cluster.database.db, { farmId, stock: 100, priceSen: 6000, weightGrams: 1500 });
    const code = `ONE${randomUUID().slice(0, 8).toUpperCase()}`;
    await cluster.audit.query(`insert into vouchers (code, kind, amount_sen, usage_limit) values ($1, 'amount', 2000, 1)`, [code]);
    const racers = await withLimit(Array.from({ length: 50 }), 20, () => preparedShopper([{ product, quantity: 1 }]));
    await cluster.audit.query('update carts set voucher_code = $1 where user_id = any($2::uuid[])', [code, racers.map((racer) => racer.user.id)]);
    const total = senToRm(
      priceOrder([{ unitPriceSen: 6000, quantity: 1, weightGrams: 1500 }], { isPickup: false, discounts: [{ kind: 'amount', amountSen: 2000, lines: [true] }] }).totalSen,
    );

    const replies = await withLimit(racers, 50, (shopper) =>
      shopper.call('POST', '/durian/orders', {
        token: shopper.user.token,
        body: { isPickup: false, shippingAddressOrDropoffPointId: shopper.addressId, total },
      }),
    );

    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status !== 201).map((reply) => [reply.status, reply.body.message])).toEqual(
      Array.from({ length: 49 }, () => [409, 'This code has been used up']),
    );
    expect(new Set(replies.map((reply) => reply.servedBy)).size).toBe(COPIES);
    const [voucher] = (await cluster.audit.query<{ uses_taken: number }>('select uses_taken from vouchers where code = $1', [code])).rows;
    expect(voucher!.uses_taken).toBe(1);
    expect(await stockOf(product.id)).toBe(99);
  }, 120_000);

  it("refuses the 11th sign-in attempt for an address, whichever copy gets it", async () => {
    const call = newClient();
    const email = `guess-${randomUUID().slice(0, 8)}@example.my`;
    const attempts = [];
    for (let i = 0; i < 11; i += 1) attempts.push(await call('POST', '/auth/login', { body: { email, password: `wrong-guess-${i}` } }));
    expect(attempts.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(401));
    expect(attempts[10]!.status).toBe(429);
    expect(new Set(attempts.map((a) => a.servedBy)).size).toBe(COPIES);
  });

  it('shows a price changed on one copy on every other within a second', async () => {
    const product = await createTestProduct(cluster.database.db, { farmId, priceSen: 6000 });
    const priceOn = async (copy: Copy) =>
      ((await (await fetch(`${copy.url}/api/v1/durian/products/${product.id}`)).json()) as { price: number }).price;
    // Every copy holds the old price in its read cache.
    for (const copy of cluster.copies) expect(await priceOn(copy)).toBe(60);
    const [writer, ...readers] = cluster.copies;
    const changed = await fetch(`${writer!.url}/api/v1/durian/products/${product.id}`, {
      method: 'PUT',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ price: 65 }),
    });
    expect(changed.status).toBe(200);
    const started = Date.now();
    for (const reader of readers) {
      await eventually(() => priceOn(reader), (price) => price === 65, 1000);
      expect(await priceOn(reader)).toBe(65);
    }
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('stops a copy cleanly on SIGTERM: it drains, finishes the orders it takes, and exits', async () => {
    const product = await createTestProduct(cluster.database.db, { farmId, stock: 100, priceSen: 4700 });
    const shoppers = await withLimit(Array.from({ length: 25 }), 10, () => preparedShopper([{ product, quantity: 1 }]));
    const leaving = cluster.copies[COPIES - 1]!;
    const direct = shopperClient(leaving.url, '10.200.0.1');
    const order = (shopper: (typeof shoppers)[number]) =>
      direct('POST', '/durian/orders', {
        token: shopper.user.token,
        body: { isPickup: false, shippingAddressOrDropoffPointId: shopper.addressId, total: shopper.total },
      }).then((reply) => reply.status);

    const inFlight = shoppers.slice(0, 20).map(order);
    const stopped = leaving.process.stop();
    // At once it tells the load balancer it is stopping, and still serves what arrives while that takes effect.
    const ready = await eventually(() => fetch(`${leaving.url}/readyz`), (reply) => reply.status === 503, 2000);
    expect(await ready.json()).toEqual({ status: 'stopping' });
    cluster.proxy.remove(leaving.url);
    const duringDrain = await Promise.all(shoppers.slice(20).map(order));
    await stopped;
    leaving.alive = false;

    expect([...(await Promise.all(inFlight)), ...duringDrain]).toEqual(shoppers.map(() => 201));
    expect(leaving.process.exitCode()).toBe(0);
    expect(await stockOf(product.id)).toBe(100 - shoppers.length);
  });

  it('loses and doubles nothing when a copy is killed in the middle of checkouts and payments', async () => {
    const stock = 500;
    const shelf = await Promise.all([3100, 5200].map((priceSen) => createTestProduct(cluster.database.db, { farmId, stock, priceSen })));
    const shoppers = await withLimit(Array.from({ length: 12 }), 6, () => preparedShopper([]));
    let stopping = false;

    /** One checkout as a shopper might go through it: pay and confirm, pay and close the browser, or walk away. */
    async function checkOut({ user, addressId, call }: (typeof shoppers)[number]) {
      const token = user.token;
      const product = shelf[Math.floor(Math.random() * shelf.length)]!;
      const added = await call('POST', '/durian/cart/items', { token, body: { productId: product.id, quantity: 1 } });
      if (added.status !== 201) return;
      const cart = await call<{ items: { quantity: number; product: Product }[] }>('GET', '/durian/cart', { token });
      if (cart.status !== 200) return;
      const lines = cart.body.items.map((item) => ({ product: shelf.find((p) => p.id === item.product.id)!, quantity: item.quantity }));
      const order = await call('POST', '/durian/orders', {
        token,
        body: { isPickup: false, shippingAddressOrDropoffPointId: addressId, total: totalOf(lines) },
      });
      if (order.status !== 201 || Math.random() < 0.15) return;
      const intent = await call('POST', '/payments/initiate', { token, body: { orderId: order.body.id } });
      if (intent.status !== 200) return;
      const paid = await call('POST', '/payments/sandbox/pay', { body: { paymentIntentId: intent.body.paymentIntentId, outcome: 'success' } });
      if (paid.status !== 200 || Math.random() < 0.4) return; // the browser closed: the webhook or the reconciler applies it
      await call('POST', '/payments/confirm', {
        token,
        body: {
          orderId: order.body.id,
          razorpayPaymentId: paid.body.razorpay_payment_id,
          razorpayOrderId: paid.body.razorpay_order_id,
          razorpaySignature: paid.body.razorpay_signature,
        },
      });
    }
    const shopping = Promise.all(
      shoppers.map(async (shopper) => {
        while (!stopping) await checkOut(shopper).catch(() => undefined);
      }),
    );

    await sleep(3000);
    const victim = cluster.copies[0]!;
    const killedAt = new Date();
    await cluster.kill(victim);
    await sleep(3000);
    stopping = true;
    await shopping;

    // The other copies finish what the dead one left: queued webhooks, unsent mail, captures nobody applied.
    const initialStock = new Map(shelf.map((p) => [p.id, stock]));
    const left = await eventually(() => findHalfMovedStockAndMoney(cluster.audit, initialStock), (found) => found.length === 0, 90_000);
    expect(left).toEqual([]);
    const { rows: paidOrders } = await cluster.audit.query<{ id: string; email: string; paid: number }>(
      `select o.id, u.email, (select count(*)::int from payments p where p.order_id = o.id and p.status = 'PAID') as paid
       from orders o join users u on u.id = o.user_id
       where o.payment_status = 'PAID' and o.user_id = any($1::uuid[])`,
      [shoppers.map((s) => s.user.id)],
    );
    expect(paidOrders.length).toBeGreaterThan(0);
    expect(paidOrders.every((order) => order.paid === 1)).toBe(true);
    // Each paid order's confirmation was written once and sent, by whichever copy: mail the dead copy had
    // claimed is sent by another once its claim lapses (under two minutes). A resend after the kill would
    // carry the same Message-ID, so mail is counted by it.
    const outbox = await eventually(
      async () =>
        (
          await cluster.audit.query<{ id: string; to: string; status: string }>(
            `select id, "to", status from outbox_emails where subject like '%is confirmed' and "to" = any($1::text[])`,
            [shoppers.map((s) => s.user.email)],
          )
        ).rows,
      (rows) => rows.length === paidOrders.length && rows.every((row) => row.status === 'sent'),
      150_000,
    );
    expect(outbox.map((row) => row.status)).toEqual(paidOrders.map(() => 'sent'));
    const receivedIds = new Set(
      cluster.mail.flatMap((m) => /^Message-ID: <([^@>]+)@/im.exec(m.raw)?.[1] ?? []).filter((id) => outbox.some((row) => row.id === id)),
    );
    expect(receivedIds.size).toBe(outbox.length);
    // Its background jobs kept running on the copies left: each finishes a run after the kill. A run of the mail
    // sweep that began before it may still be sending (two e-mails for each paid order, the customer's and the
    // shop's), so each job is given the time to finish one.
    const victimPid = victim.process.pid;
    const everyJob = ['order-expiry', 'payment-reconciliation', 'mail-outbox', 'sandbox-webhooks'];
    const jobs = await eventually(
      async () =>
        (
          await cluster.audit.query<{ name: string; last_copy: string }>(
            `select name, last_copy from background_jobs where last_finished_at > $1`,
            [killedAt],
          )
        ).rows,
      (rows) => everyJob.every((name) => rows.some((job) => job.name === name)),
      60_000,
    );
    expect(jobs.map((job) => job.name)).toEqual(expect.arrayContaining(everyJob));
    expect(jobs.every((job) => !job.last_copy.endsWith(`:${victimPid}`))).toBe(true);
  }, 360_000);
});
