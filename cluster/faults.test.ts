import { senToRm } from '@durio/shared/money';
import { priceOrder, unitPriceSen } from '@durio/shared/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { products } from '../apps/api/src/db/schema';
import { STORAGE_UNAVAILABLE } from '../apps/api/src/storage/s3-file-storage';
import { createTestAddress, createTestFarm, createTestProduct, createTestUser, type TestUser } from '../apps/api/src/test-support/factories';
import { smallPng } from '../apps/api/src/test-support/media-samples';
import { findHalfMovedStockAndMoney } from '../apps/api/src/test-support/money-audit';
import { withLimit } from '../apps/api/src/test-support/with-limit';
import { startCluster, type Cluster, type Copy } from './support/cluster';
import { shopperClient, type Reply } from './support/shopper-client';
import { startOwnPostgres, startOwnRedis, startOwnS3, type StoppableService } from './support/drill-services';

/*
 * The fault drill (`npm run test:faults`, docs/product/running.md "When a part fails"): three copies of the shop
 * behind a load balancer, on a PostgreSQL, a Redis and an S3 server of the drill's own, with shoppers placing and
 * paying orders all along while, one after the other, a copy is stopped and started again, a copy is killed and
 * started again, PostgreSQL restarts, Redis and S3 go away for 30 s, the gateway's webhooks are lost and the gateway
 * stops answering. After each fault: every order paid exactly once or on its way to being cancelled with its stock
 * back, every captured payment either paying its order or refunded exactly once, stock conserved, no e-mail sent
 * twice, and the shop serving again within 10 s of the fault's end. It prints a table of what the shoppers met.
 */

type Product = typeof products.$inferSelect;
const SHOPPERS = 8;
const STOCK = 100_000;
const RECOVERY_LIMIT_S = 10;

let cluster: Cluster;
let postgres: StoppableService & { url: string };
let redis: StoppableService & { url: string };
let s3: StoppableService & { env: Record<string, string> };
let admin: TestUser;
let farmId: string;
let shelf: Product[];

/** Through the load balancer, from a shopper's own address. */
const clientFrom = (address: string) => shopperClient(cluster.proxy.url, address);
type Call = ReturnType<typeof clientFrom>;


/** What one fault did to the shoppers who came while it lasted and until the shop served again. */
interface Phase {
  name: string;
  attempted: number;
  refused: number;
  /** Each kind of refusal met ("order 503 …"), with how often. */
  refusals: Map<string, number>;
  /** Answers that were no clear refusal: a 500, or none at all. */
  unclear: string[];
  /** Orders the shoppers were told were placed. */
  orderIds: string[];
  completed: number;
  lost: number;
  recoverySeconds: number;
}
const phases: Phase[] = [];
let current: Phase | undefined;
let shopping = true;

/** A refusal is clear when it is a 4xx, or a 502/503/504 (the shop's or the load balancer's "try again"). */
const isClearRefusal = (reply: Reply) => (reply.status >= 400 && reply.status < 500) || [502, 503, 504].includes(reply.status);

const totalOf = (product: Product) =>
  senToRm(priceOrder([{ unitPriceSen: unitPriceSen(product), quantity: 1, weightGrams: product.weightGrams }], { isPickup: false }).totalSen);

interface Shopper {
  user: TestUser;
  addressId: string;
  call: Call;
}
let lastAddress = 0;
async function newShopper(): Promise<Shopper> {
  lastAddress += 1;
  const user = await createTestUser({ db: cluster.database.db, keys: cluster.keys });
  const address = await createTestAddress(cluster.database.db, user.id);
  return { user, addressId: address.id, call: clientFrom(`10.9.${lastAddress >> 8}.${lastAddress & 255}`) };
}

/** A shopper looking at an order until it is no longer waiting for its payment (at most 30 s). */
async function waitWhilePending(call: Call, token: string, orderId: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const order = await call('GET', `/durian/orders/${orderId}`, { token }).catch(() => undefined);
    if (order?.status === 200 && order.body.status !== 'PENDING') return;
    await sleep(500);
  }
}

/**
 * One checkout: a fruit into the cart, the order, the payment, and most shoppers back on the shop's page to confirm
 * (the others closed the window: the webhook or the reconciler settles theirs). Refused at any step, the shopper
 * cancels the order, as a shopper giving up would; if that is refused too, the order expires.
 * Returns whether the steps all passed.
 */
async function checkOut({ user, addressId, call }: Shopper, phase: Phase | undefined): Promise<boolean> {
  const token = user.token;
  const product = shelf[Math.floor(Math.random() * shelf.length)]!;
  const stop = (reply: Reply, step: string, orderId?: string) => {
    if (phase) {
      if (isClearRefusal(reply)) {
        phase.refused += 1;
        const kind = `${step} ${reply.status} ${String(reply.body.message ?? reply.body.page ?? '').slice(0, 60)}`;
        phase.refusals.set(kind, (phase.refusals.get(kind) ?? 0) + 1);
      } else phase.unclear.push(`${step}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 120)}`);
    }
    if (orderId) void call('POST', `/durian/orders/${orderId}/cancel`, { token }).catch(() => undefined);
    return false;
  };
  if (phase) phase.attempted += 1;
  await call('DELETE', '/durian/cart/clear', { token }).catch(() => undefined);
  const added = await call('POST', '/durian/cart/items', { token, body: { productId: product.id, quantity: 1 } });
  if (added.status !== 201) return stop(added, 'cart');
  const order = await call('POST', '/durian/orders', { token, body: { isPickup: false, shippingAddressOrDropoffPointId: addressId, total: totalOf(product) } });
  if (order.status !== 201) return stop(order, 'order');
  const orderId = order.body.id as string;
  phase?.orderIds.push(orderId);
  const intent = await call('POST', '/payments/initiate', { token, body: { orderId } });
  if (intent.status !== 200) return stop(intent, 'initiate', orderId);
  const paid = await call('POST', '/payments/sandbox/pay', { body: { paymentIntentId: intent.body.paymentIntentId, outcome: 'success' } });
  if (paid.status !== 200) return stop(paid, 'pay', orderId);
  if (Math.random() < 0.3) {
    // The window closed: the shop learns of the payment without the shopper, who looks at My orders a little later
    // (a checkout meanwhile would be refused: 'Your earlier order was paid after all').
    await waitWhilePending(call, token, orderId);
    return true;
  }
  const confirmed = await call('POST', '/payments/confirm', {
    token,
    body: { orderId, razorpayPaymentId: paid.body.razorpay_payment_id, razorpayOrderId: paid.body.razorpay_order_id, razorpaySignature: paid.body.razorpay_signature },
  });
  // The money was taken: a confirmation refused now is settled by the webhook or the reconciler, not cancelled.
  if (confirmed.status !== 200 && phase && !isClearRefusal(confirmed)) phase.unclear.push(`confirm: ${confirmed.status}`);
  return true;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch((error: unknown) => error as T);
    if (done(value) || Date.now() > deadline) return value;
    await sleep(500);
  }
}

/**
 * Seconds from the fault's end until the shop serves again: the start of the first checkout of a shopper of the
 * drill's own that then passes every step through the load balancer (its own steps' time is not the shop's recovery).
 */
async function secondsToRecover(prober: Shopper, endedAt: number): Promise<number> {
  for (;;) {
    const startedAt = Date.now();
    if (await checkOut(prober, undefined).catch(() => false)) return Math.max(0, startedAt - endedAt) / 1000;
    if (Date.now() - endedAt > 60_000) return Infinity;
    await sleep(250);
  }
}

/**
 * Everything that must hold once the shop has settled what came before `settledBefore` (the shoppers go on paying,
 * and each capture takes a moment to settle): each finding is something lost or doubled.
 */
async function findLostOrDoubled(settledBefore?: Date): Promise<string[]> {
  const found = await findHalfMovedStockAndMoney(cluster.audit, new Map(shelf.map((product) => [product.id, STOCK])), {
    capturedBefore: settledBefore,
  });
  const { rows: paidTwice } = await cluster.audit.query<{ order_id: string }>(
    `select order_id from payments where status = 'PAID' group by order_id having count(*) > 1`,
  );
  for (const row of paidTwice) found.push(`order ${row.order_id} paid twice`);
  const { rows: refundedTwice } = await cluster.audit.query<{ payment_id: string }>(
    `select payment_id from sandbox_refunds group by payment_id having count(*) > 1`,
  );
  for (const row of refundedTwice) found.push(`payment ${row.payment_id} refunded twice`);
  const received = new Map<string, number>();
  for (const m of cluster.mail) {
    const id = /^Message-ID: <([^@>]+)@/im.exec(m.raw)?.[1];
    if (id) received.set(id, (received.get(id) ?? 0) + 1);
  }
  const twice = [...received].filter(([, count]) => count > 1).map(([id]) => id);
  if (twice.length > 0) {
    const { rows } = await cluster.audit.query<{ id: string; subject: string; attempts: number; last_error: string | null }>(
      `select id, subject, attempts, last_error from outbox_emails where id = any($1::uuid[])`,
      [twice],
    );
    for (const row of rows) found.push(`e-mail sent twice: ${row.subject} (${row.id}, ${row.attempts} attempts, last error ${row.last_error})`);
  }
  return found;
}

/**
 * Runs one fault while the shoppers shop: `fault` takes the part away and brings it back; then the time to serve
 * again is measured, the shop is given a minute to settle what the fault left, and the phase's orders are counted.
 */
async function drill(name: string, fault: () => Promise<void>): Promise<Phase> {
  const phase: Phase = { name, attempted: 0, refused: 0, refusals: new Map(), unclear: [], orderIds: [], completed: 0, lost: 0, recoverySeconds: 0 };
  phases.push(phase);
  current = phase;
  await fault();
  const endedAt = Date.now();
  phase.recoverySeconds = await secondsToRecover(await newShopper(), endedAt);
  current = undefined;
  const recoveredAt = new Date();
  const found = await eventually(() => findLostOrDoubled(recoveredAt), (value) => Array.isArray(value) && value.length === 0, 90_000);
  const { rows } = await cluster.audit.query<{ paid: number }>(
    `select count(*)::int as paid from orders where id = any($1::uuid[]) and payment_status = 'PAID'`,
    [phase.orderIds],
  );
  phase.completed = rows[0]!.paid;
  phase.lost = (Array.isArray(found) ? found.length : 1) + phase.unclear.length;
  if (phase.lost > 0) {
    // What the copies logged as errors (a 500's cause among them), to show what the shoppers could not.
    const errors = cluster.copies.flatMap((copy) => copy.process.output().split('\n').filter((line) => line.includes('"level":50')));
    console.warn(`${name}: ${JSON.stringify({ found, unclear: phase.unclear })}\n${errors.slice(-5).join('\n').slice(0, 6000)}`);
  }
  // A copy that died by itself is a fault of the shop, whatever the shoppers saw.
  for (const copy of cluster.copies.filter((c) => c.alive && c.process.exitCode() !== null)) {
    phase.lost += 1;
    console.warn(`${name}: ${copy.url} exited by itself:\n${copy.process.output().slice(-4000)}`);
  }
  return phase;
}

async function upload(): Promise<Pick<Reply, 'status' | 'body'>> {
  const form = new FormData();
  form.append('folder', 'farms');
  form.append('farmId', farmId);
  form.append('file', new Blob([await smallPng(32, 32)], { type: 'image/png' }), 'durian.png');
  const reply = await fetch(`${cluster.proxy.url}/api/v1/s3file/upload`, { method: 'POST', headers: admin.headers, body: form });
  return { status: reply.status, body: (await reply.json().catch(() => ({}))) as Record<string, unknown> };
}

/** An outage of the sandbox gateway (gateway/sandbox.ts), ended when the drill says rather than by its clock. */
async function sandboxOutage(kind: 'unresponsive' | 'webhooks-dropped', seconds: number) {
  await cluster.audit.query(`insert into sandbox_outages (kind, until) values ($1, now() + make_interval(secs => $2))`, [kind, seconds]);
  await sleep(seconds * 1000);
  await cluster.audit.query('delete from sandbox_outages');
}

const readyzOf = async (copy: Copy) => (await fetch(`${copy.url}/readyz`)).json() as Promise<{ status: string }>;

let shoppersDone: Promise<unknown>;

beforeAll(async () => {
  [postgres, redis, s3] = await Promise.all([startOwnPostgres(), startOwnRedis(), startOwnS3('durio-drill')]);
  cluster = await startCluster(3, {
    services: { databaseUrl: postgres.url, redisUrl: redis.url, s3Env: s3.env },
    loadBalancer: 'haproxy-where-installed',
    env: {
      // A gateway that does not answer is given up on after 2 s (production: 15 s), under a lease of 5.
      GATEWAY_TIMEOUT_SECONDS: '2',
      PAYMENT_LEASE_SECONDS: '5',
      ORDER_EXPIRY_MINUTES: '1',
      DRAIN_SECONDS: '5',
      // Errors only, kept in each copy's output: printed when a phase finds something lost.
      LOG_LEVEL: 'error',
    },
  });
  admin = await createTestUser({ db: cluster.database.db, keys: cluster.keys }, { role: 'ADMIN' });
  farmId = (await createTestFarm(cluster.database.db, { verificationStatus: 'VERIFIED' })).id;
  shelf = await Promise.all([3100, 5200, 7400].map((priceSen) => createTestProduct(cluster.database.db, { farmId, stock: STOCK, priceSen })));
  await cluster.audit.query('update delivery_slots set capacity = 1000000');
  const shoppers = await withLimit(Array.from({ length: SHOPPERS }), 4, newShopper);
  shoppersDone = Promise.all(
    shoppers.map(async (shopper) => {
      while (shopping) {
        const phase = current;
        const passed = await checkOut(shopper, phase).catch((error: unknown) => {
          // No answer at all (the connection to the load balancer failed): shown with the refusals, not counted as one.
          const kind = `no answer: ${String(error).slice(0, 60)}`;
          phase?.refusals.set(kind, (phase.refusals.get(kind) ?? 0) + 1);
          return false;
        });
        if (!passed) await sleep(500);
      }
    }),
  );
}, 240_000);

afterAll(async () => {
  shopping = false;
  await shoppersDone;
  console.log(
    [
      `fault drill (load balancer: ${cluster?.proxy.kind})`,
      `${'fault'.padEnd(44)} attempted completed refused lost recovery s`,
      ...phases.map((p) =>
        [p.name.padEnd(44), String(p.attempted).padStart(9), String(p.completed).padStart(9), String(p.refused).padStart(7), String(p.lost).padStart(4), p.recoverySeconds.toFixed(1).padStart(10)].join(' '),
      ),
      '',
      'refusals met:',
      ...phases.flatMap((p) => [...p.refusals].map(([kind, count]) => `  ${p.name}: ${count} × ${kind}`)),
    ].join('\n'),
  );
  await cluster?.close();
  await Promise.all([postgres?.close(), redis?.close(), s3?.close()]);
}, 120_000);

describe('the fault drill: three copies under shoppers while their parts fail', () => {
  const holds = (phase: Phase) => {
    expect(phase.lost).toBe(0);
    expect(phase.recoverySeconds).toBeLessThanOrEqual(RECOVERY_LIMIT_S);
    expect(phase.attempted).toBeGreaterThan(0);
  };

  it('sells while nothing fails', async () => {
    const phase = await drill('nothing fails (10 s)', () => sleep(10_000));
    holds(phase);
    expect(phase.refused).toBe(0);
    expect(phase.completed).toBeGreaterThan(0);
  });

  it('a copy stopped (SIGTERM) and started again: it finishes what it took', async () => {
    const phase = await drill('one copy stopped and started again', async () => {
      const copy = cluster.copies[2]!;
      await copy.process.stop();
      copy.alive = false;
      await cluster.restart(copy);
    });
    holds(phase);
    expect(cluster.copies[2]!.process.exitCode()).toBe(null);
  });

  it('a copy killed (SIGKILL) and started again: nothing half-moved', async () => {
    const phase = await drill('one copy killed and started again', async () => {
      await sleep(2000);
      const copy = cluster.copies[0]!;
      await cluster.kill(copy);
      await sleep(3000);
      await cluster.restart(copy);
    });
    holds(phase);
  });

  it('PostgreSQL restarts: requests meanwhile refused with 503, every copy reconnects by itself', async () => {
    const phase = await drill('PostgreSQL stopped 5 s and started', async () => {
      await sleep(2000);
      await postgres.stop();
      await sleep(5000);
      await postgres.start();
    });
    holds(phase);
    for (const copy of cluster.copies) expect((await readyzOf(copy)).status).toBe('ready');
  });

  it('Redis away for 30 s: the shop goes on selling, degraded, and recovers by itself', async () => {
    const seen: string[] = [];
    const phase = await drill('Redis stopped 30 s', async () => {
      await redis.stop();
      await sleep(5000);
      seen.push(...(await Promise.all(cluster.copies.map(async (copy) => (await readyzOf(copy)).status))));
      await sleep(25_000);
      await redis.start();
    });
    holds(phase);
    expect(seen).toEqual(['degraded', 'degraded', 'degraded']);
    expect(phase.completed).toBeGreaterThan(0);
    const ready = await eventually(() => readyzOf(cluster.copies[1]!), (reply) => reply.status === 'ready', 10_000);
    expect(ready.status).toBe('ready');
  });

  it('S3 away for 30 s: orders go on, uploads are refused with 503 and a clear message', async () => {
    let refusedUpload: Pick<Reply, 'status' | 'body'> | undefined;
    const phase = await drill('S3 stopped 30 s', async () => {
      await s3.stop();
      await sleep(3000);
      refusedUpload = await upload();
      await sleep(27_000);
      await s3.start();
    });
    holds(phase);
    expect(refusedUpload).toMatchObject({ status: 503, body: { message: STORAGE_UNAVAILABLE } });
    expect(phase.completed).toBeGreaterThan(0);
    expect((await eventually(upload, (reply) => reply.status === 201, 10_000)).status).toBe(201);
  });

  it("the gateway's webhooks lost for 20 s: the reconciler pays what the shoppers did not confirm", async () => {
    const phase = await drill('gateway webhooks dropped 20 s', () => sandboxOutage('webhooks-dropped', 20));
    holds(phase);
    expect(phase.completed).toBeGreaterThan(0);
  });

  it('the gateway not answering for 20 s: payments refused after the time-out, the orders cancelled or expired', async () => {
    const phase = await drill('gateway not answering 20 s', () => sandboxOutage('unresponsive', 20));
    holds(phase);
    expect(phase.refused).toBeGreaterThan(0);
  });

  it('leaves every order of the drill paid or cancelled, once the last unpaid ones expire', async () => {
    shopping = false;
    await shoppersDone;
    const pending = await eventually(
      async () => (await cluster.audit.query(`select id from orders where status = 'PENDING'`)).rowCount,
      (left) => left === 0,
      150_000,
    );
    expect(pending).toBe(0);
    expect(await findLostOrDoubled()).toEqual([]);
  }, 180_000);
});
