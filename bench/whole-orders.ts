/**
 * `npm run bench:orders -- --against vendure`: whole orders, from the first line added to the cart to paid, on
 * Durio and on Vendure 3.7 (installed by the benchmark, bench/vendure/), one after the other on the same
 * PostgreSQL server, with the same shoppers, lines and orders in flight. What each side does: bench/README.md.
 * This file holds what both sides share (lines, timing, CPU, the report) and Durio's side.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { senToRm } from '@durio/shared/money';
import { priceOrder, unitPriceSen, type PricingSettings } from '@durio/shared/pricing';
import { startServerProcess } from '../apps/api/src/test-support/server-process';
import { withLimit } from '../apps/api/src/test-support/with-limit';
import { freshPostgresDatabase } from './postgres';
import { raubAddress, raubPricing } from './raub-shoppers';
import { strictApiCaller } from './api-calls';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface WholeOrderOptions {
  postgresUrl: string;
  shoppers: number;
  inFlight: number;
  /** Flags for node running Durio's server (a profile: `--cpu-prof --cpu-prof-dir=/tmp/prof`); Vendure's gets none. */
  nodeFlags?: string[];
}

/** One line of a shopper's order: which of the shop's products (by position) and how many. */
export interface Line {
  slot: number;
  quantity: number;
}

/** What one side measured: the timed part only. */
export interface WholeOrderRun {
  system: string;
  shoppers: number;
  /** How many products the lines were spread over (Vendure's side is given as many as Durio's). */
  products: number;
  /** Orders that ended paid. */
  orders: number;
  seconds: number;
  /** Each paid order's time from its first cart call to its payment's reply, ms. */
  latencies: number[];
  /** Each call's time by step, over every timed order: where a whole order's time goes. */
  steps: StepTimes;
  /** The server process's CPU (user + system) over the timed part, ms. */
  serverCpuMs: number;
  /** Every PostgreSQL process's CPU over the timed part, ms (null when /proc shows none). */
  postgresCpuMs: number | null;
  /** Why orders did not end paid, with how many each. */
  errors: Map<string, number>;
  /** Whether every product's stock moved by exactly the units of the paid orders, and what was found. */
  stockExact: boolean;
  stockNote: string;
}

/** Shopper i orders one line, or two every other shopper: 1.5 lines per order, 1–2 units each, the same on both sides. */
export function linesOf(shopper: number, products: number): Line[] {
  const count = 1 + (shopper % 2);
  return Array.from({ length: count }, (_, k) => ({ slot: (shopper * 2 + k) % products, quantity: 1 + ((shopper + k) % 2) }));
}

/** Units ordered of each product slot by the shoppers whose order ended paid. */
export function unitsBySlot(linesPerShopper: readonly Line[][], paid: readonly boolean[]): Map<number, number> {
  const units = new Map<number, number>();
  linesPerShopper.forEach((lines, i) => {
    if (!paid[i]) return;
    for (const line of lines) units.set(line.slot, (units.get(line.slot) ?? 0) + line.quantity);
  });
  return units;
}

const CLOCK_TICKS_PER_SECOND = 100;

/** A process's CPU time so far (user + system, with that of the children it has reaped), ms; from /proc/<pid>/stat. */
export function processCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name may hold spaces: the fields are counted from after its closing parenthesis (field 3 on).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((field) => Number(fields[field]));
  return ((utime! + stime! + cutime! + cstime!) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** The CPU so far of every PostgreSQL process by pid (the server forks one per connection), ms. */
export function postgresCpuByPid(): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      cpu.set(Number(entry), processCpuMs(Number(entry)));
    } catch {
      // The process ended while being read.
    }
  }
  return cpu;
}

/**
 * PostgreSQL's CPU between two readings. A connection that ended in between is counted through its parent's
 * reaped-children time (processCpuMs includes it); one that started in between counts from zero.
 */
export function postgresCpuBetween(before: Map<number, number>, after: Map<number, number>): number | null {
  if (after.size === 0) return null;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** Each step's durations (ms) by name, in the order the steps were first seen. */
export type StepTimes = Map<string, number[]>;

/** Runs one step of an order and adds its duration to `times`, failed or not. */
export async function timedStep<T>(times: StepTimes, step: string, work: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  try {
    return await work();
  } finally {
    const list = times.get(step) ?? [];
    list.push(performance.now() - t0);
    times.set(step, list);
  }
}

/** The reason an order failed, short enough to count alike failures together. */
export function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > 160 ? `${message.slice(0, 160)}…` : message;
}

/**
 * Runs `placeWholeOrder` for every shopper, `inFlight` at a time, and times each whole order. Resolves with the
 * orders that ended paid, their latencies and why the others failed; CPU is read around this by the caller.
 */
export async function timeWholeOrders<S>(
  shoppers: readonly S[],
  inFlight: number,
  placeWholeOrder: (shopper: S, index: number) => Promise<void>,
): Promise<{ paid: boolean[]; latencies: number[]; seconds: number; errors: Map<string, number> }> {
  const latencies: number[] = [];
  const errors = new Map<string, number>();
  const started = performance.now();
  const paid = await withLimit(shoppers, inFlight, async (shopper, index) => {
    const t0 = performance.now();
    try {
      await placeWholeOrder(shopper, index);
      latencies.push(performance.now() - t0);
      return true;
    } catch (error) {
      const reason = reasonOf(error);
      errors.set(reason, (errors.get(reason) ?? 0) + 1);
      return false;
    }
  });
  return { paid, latencies, seconds: (performance.now() - started) / 1000, errors };
}

/** Lets what a paid order still sets off after its reply (Durio's sandbox webhook, 300 ms later) finish inside the CPU reading. */
export const SETTLE_MS = 1500;

// ---------------------------------------------------------------------------------------------------------------
// Durio's side


interface DurioProduct {
  id: string;
  price_sen: number;
  discount_price_sen: number | null;
  weight_grams: number | null;
  priced_by: 'unit' | 'kg';
}

interface DurioShopper {
  headers: Record<string, string>;
  addressId: string;
  lines: { productId: string; quantity: number }[];
  /** The total checkout shows, which the order is placed at. */
  total: number;
}

/** A call to Durio's API as the web app makes it; a reply outside 2xx throws with the step that failed. */
type DurioCall = ReturnType<typeof strictApiCaller>;


/** A signed-in shopper with a delivery address and the order they will place (untimed), as orders.ts prepares them. */
async function prepareDurioShopper(call: DurioCall, index: number, lines: Line[], products: DurioProduct[], settings: PricingSettings): Promise<DurioShopper> {
  const session = await call<{ access_token: string }>('POST', '/auth/register', {}, {
    email: `whole-${index}-${Date.now()}@example.my`,
    password: 'durian-bench-1',
    displayName: `Bench ${index}`,
  });
  const headers = { authorization: `Bearer ${session.access_token}` };
  const address = await call<{ id: string }>('POST', '/user-profile/addresses', headers, raubAddress);
  const price = priceOrder(
    lines.map(({ slot, quantity }) => {
      const p = products[slot]!;
      return {
        unitPriceSen: unitPriceSen({ priceSen: p.price_sen, discountPriceSen: p.discount_price_sen, pricedBy: p.priced_by, weightGrams: p.weight_grams }),
        quantity,
        weightGrams: p.weight_grams,
      };
    }),
    { isPickup: false },
    settings,
  );
  return {
    headers,
    addressId: address.id,
    lines: lines.map(({ slot, quantity }) => ({ productId: products[slot]!.id, quantity })),
    total: senToRm(price.totalSen),
  };
}

/**
 * One whole order as the web app makes it (e2e/support/shop-api.ts buyPaidThroughApi): the lines into the cart,
 * the order at the total checkout showed, a payment opened, paid in the sandbox gateway's window, confirmed.
 */
async function placeDurioOrder(call: DurioCall, shopper: DurioShopper, times: StepTimes): Promise<void> {
  const step = <T>(method: string, route: string, headers: Record<string, string>, body?: unknown) =>
    timedStep(times, `${method} ${route}`, () => call<T>(method, route, headers, body));
  for (const line of shopper.lines) await step('POST', '/durian/cart/items', shopper.headers, line);
  const order = await step<{ id: string }>('POST', '/durian/orders', shopper.headers, {
    isPickup: false,
    shippingAddressOrDropoffPointId: shopper.addressId,
    total: shopper.total,
  });
  const intent = await step<{ paymentIntentId: string }>('POST', '/payments/initiate', shopper.headers, { orderId: order.id });
  const paid = await step<{ razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }>(
    'POST',
    '/payments/sandbox/pay',
    {},
    { paymentIntentId: intent.paymentIntentId, outcome: 'success' },
  );
  const confirmed = await step<{ paymentStatus: string }>('POST', '/payments/confirm', shopper.headers, {
    orderId: order.id,
    razorpayPaymentId: paid.razorpay_payment_id,
    razorpayOrderId: paid.razorpay_order_id,
    razorpaySignature: paid.razorpay_signature,
  });
  if (confirmed.paymentStatus !== 'PAID') throw new Error(`confirmed as ${confirmed.paymentStatus}`);
}

const DURIO_STOCK = 100_000;

/** Durio's side: the built server (as e2e/support/server.ts starts it, with its pid for /proc) on a fresh database. */
export async function runDurioWholeOrders(options: WholeOrderOptions): Promise<WholeOrderRun> {
  const database = await freshPostgresDatabase(options.postgresUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-bench-whole-'));
  const server = await startServerProcess({
    cwd: repoRoot,
    entry: [...(options.nodeFlags ?? []), path.join(repoRoot, 'apps/api/dist/server.js')],
    env: {
      NODE_ENV: 'production',
      SEED_DEMO_DATA: 'on',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      LOG_LEVEL: 'error',
      RATE_LIMIT: 'off',
      // The webhook the sandbox sends after a payment, as in the e2e suite: it lands within the CPU reading (SETTLE_MS).
      SANDBOX_WEBHOOK_DELAY_MS: '300',
      DRAIN_SECONDS: '0',
    },
  });
  const sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  try {
    const call = strictApiCaller(`${server.baseUrl}/api/v1`);
    const settings = await raubPricing(`${server.baseUrl}/api/v1`);
    // Plenty of stock and room in every delivery run, so the run measures orders, not refusals.
    await sql.query('update products set stock = $1', [DURIO_STOCK]);
    await sql.query('update delivery_slots set capacity = 100000');
    const { rows: products } = await sql.query<DurioProduct>(
      `select p.id, p.price_sen, p.discount_price_sen, p.weight_grams, p.priced_by from products p join farms f on f.id = p.farm_id
       where p.available and p.deleted_at is null and f.verification_status = 'VERIFIED' order by p.id`,
    );
    const lines = Array.from({ length: options.shoppers }, (_, i) => linesOf(i, products.length));
    console.log(`Durio: preparing ${options.shoppers} shoppers with an address each (not timed)…`);
    const shoppers = await withLimit(lines, 4, (shopperLines, i) => prepareDurioShopper(call, i, shopperLines, products, settings));

    const cpuBefore = processCpuMs(server.pid);
    const postgresBefore = postgresCpuByPid();
    const steps: StepTimes = new Map();
    const timed = await timeWholeOrders(shoppers, options.inFlight, (shopper) => placeDurioOrder(call, shopper, steps));
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const serverCpuMs = processCpuMs(server.pid) - cpuBefore;
    const postgresCpuMs = postgresCpuBetween(postgresBefore, postgresCpuByPid());

    const units = unitsBySlot(lines, timed.paid);
    const { rows: after } = await sql.query<{ id: string; stock: number }>('select id, stock from products where id = any($1)', [products.map((p) => p.id)]);
    const stockById = new Map(after.map((row) => [row.id, row.stock]));
    const wrong = products.filter((p, slot) => stockById.get(p.id) !== DURIO_STOCK - (units.get(slot) ?? 0));
    const unitsOrdered = [...units.values()].reduce((a, b) => a + b, 0);
    return {
      system: 'Durio',
      shoppers: options.shoppers,
      products: products.length,
      orders: timed.paid.filter(Boolean).length,
      seconds: timed.seconds,
      latencies: timed.latencies,
      steps,
      serverCpuMs,
      postgresCpuMs,
      errors: timed.errors,
      stockExact: wrong.length === 0,
      stockNote:
        wrong.length === 0
          ? `${unitsOrdered} units off ${products.length} products' stock, each exactly`
          : `${wrong.length} of ${products.length} products' stock off (e.g. ${wrong[0]!.id}: ${stockById.get(wrong[0]!.id)})`,
    };
  } finally {
    await sql.end();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The report

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const ordersPerSecond = (run: WholeOrderRun) => run.orders / run.seconds;
const p99 = (run: WholeOrderRun) => percentile([...run.latencies].sort((a, b) => a - b), 99);
const cpuPerOrder = (run: WholeOrderRun) => (run.orders === 0 ? Infinity : run.serverCpuMs / run.orders);
const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

function row(run: WholeOrderRun, label: string): string {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  const perOrder = (ms: number | null) => (ms === null || run.orders === 0 ? 'n/a' : (ms / run.orders).toFixed(1));
  const errors = [...run.errors].map(([reason, count]) => `${count}× ${reason}`).join('; ') || 'none';
  return (
    `| ${label} | ${run.orders} of ${run.shoppers} | ${ordersPerSecond(run).toFixed(1)} | ${percentile(sorted, 50).toFixed(0)} | ` +
    `${percentile(sorted, 99).toFixed(0)} | ${perOrder(run.serverCpuMs)} | ${perOrder(run.postgresCpuMs)} | ${run.stockExact ? 'exact' : 'NOT exact'} | ${errors} |`
  );
}

/** Each step's p50 and p99 on both sides (the last round's): where the time of a whole order goes. */
function printSteps({ durio, vendure }: { durio: WholeOrderRun; vendure: WholeOrderRun }): void {
  console.log('\nEach call of a whole order (the last round), ms:\n');
  console.log('| system | call | calls | p50 | p99 |');
  console.log('| --- | --- | ---: | ---: | ---: |');
  for (const run of [durio, vendure]) {
    for (const [step, times] of run.steps) {
      const sorted = [...times].sort((a, b) => a - b);
      console.log(`| ${run.system} | ${step} | ${times.length} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 99).toFixed(0)} |`);
    }
  }
}

const met = (ok: boolean) => (ok ? 'met' : '**not met**');

/**
 * The table (a row per system and round), Durio ÷ Vendure in orders/s, and the issue's goals, each met or not:
 * with several rounds, judged on the medians of the rounds.
 */
export function printWholeOrderReport(pairs: readonly { durio: WholeOrderRun; vendure: WholeOrderRun }[], inFlight: number): void {
  const label = (run: WholeOrderRun, round: number) => (pairs.length > 1 ? `${run.system} (round ${round + 1})` : run.system);
  console.log(`\nWhole orders, from the first cart call to paid; ${inFlight} in flight; latency in ms; CPU per paid order in ms\n`);
  console.log('| system | orders | orders/s | p50 | p99 | server CPU ms/order | PostgreSQL CPU ms/order | stock | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |');
  pairs.forEach(({ durio, vendure }, round) => {
    console.log(row(durio, label(durio, round)));
    console.log(row(vendure, label(vendure, round)));
  });
  console.log('');
  pairs.forEach(({ durio, vendure }, round) => {
    for (const run of [durio, vendure]) console.log(`${label(run, round)}'s stock: ${run.stockNote}`);
  });
  const ratios = pairs.map(({ durio, vendure }) => ordersPerSecond(durio) / ordersPerSecond(vendure));
  const ratio = median(ratios);
  const durioP99 = median(pairs.map(({ durio }) => p99(durio)));
  const durioCpu = median(pairs.map(({ durio }) => cpuPerOrder(durio)));
  const stockExact = pairs.every(({ durio }) => durio.stockExact && durio.errors.size === 0);
  const rounds = pairs.length > 1 ? ` (median of ${pairs.length} rounds: ${ratios.map((r) => `${r.toFixed(1)}×`).join(', ')})` : '';
  console.log(`\nDurio ÷ Vendure: ${ratio.toFixed(1)}×${rounds}`);
  console.log(`Goal: at least 10× Vendure: ${met(ratio >= 10)}`);
  console.log(`Goal: p99 of a whole order under 500 ms: ${met(durioP99 < 500)} (${durioP99.toFixed(0)} ms)`);
  console.log(`Goal: server CPU at most 7 ms per order: ${met(durioCpu <= 7)} (${durioCpu.toFixed(1)} ms)`);
  const vendureStock = pairs.every(({ vendure }) => vendure.stockExact) ? '' : " (Vendure's is not)";
  console.log(`Goal: stock exact, every order paid: ${met(stockExact)}${vendureStock}`);
  printSteps(pairs[pairs.length - 1]!);
}
