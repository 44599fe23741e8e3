/**
 * `npm run bench:launch`: the season's launch on the built shop with PostgreSQL, through HTTP as the web app calls
 * it (docs/product/the-season.md, Pre-orders). The admin opens one named tree's next drop for pre-order with 500
 * fruits; 2,000 signed-in shoppers then arrive within a minute, each pressing "Pre-order and Pay" for one fruit
 * (`POST /durian/preorders`). Goals: exactly 500 reserved, p99 under 500 ms, no error but the sold-out refusal.
 *
 * The shoppers and their addresses are prepared first and not timed: they were signed in on the checkout page
 * waiting for the launch. Arrivals are open-loop (each shopper comes at their own moment, whether or not the shop has
 * answered the others), at moments drawn uniformly over the minute from a seeded generator: N uniform moments are a
 * Poisson process of N arrivals, and the same seed gives the same launch.
 *
 *   npm run build && npm run bench:launch
 *   npm run bench:launch -- --shoppers 2000 --fruits 500 --seconds 60 --seed 1
 *   npm run bench:launch -- --copies 2   # two copies behind HAProxy (docs/deploy.md)
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { rmToSen, senToRm } from '@durio/shared/money';
import { priceOrder, type PricingSettings } from '@durio/shared/pricing';
import type { FarmListReply, FarmTreesReply, ProductListReply } from '@durio/shared/schemas/catalogue';
import { preorderRefusals, type PreorderOffer, type PreorderOfferList } from '@durio/shared/schemas/preorders';
import type { HarvestWindowList } from '@durio/shared/schemas/season';
import { withLimit } from '../apps/api/src/test-support/with-limit';
import { startShop } from './copies';
import { freshPostgresDatabase } from './postgres';
import { raubAddress, raubPricing } from './raub-shoppers';
import { apiCaller, strictApiCaller } from './api-calls';

const { values: args } = parseArgs({
  options: {
    shoppers: { type: 'string', default: '2000' },
    fruits: { type: 'string', default: '500' },
    /** The shoppers arrive within this many seconds of the launch. */
    seconds: { type: 'string', default: '60' },
    /** The arrival moments' seed: the same seed, the same launch. */
    seed: { type: 'string', default: '1' },
    /** More than one: that many copies behind HAProxy (docs/deploy.md). */
    copies: { type: 'string', default: '1' },
    'postgres-url': { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const shopperCount = Number(args.shoppers);
const fruitsOffered = Number(args.fruits);
const launchSeconds = Number(args.seconds);

/** The demo data's admin (README: demo accounts; e2e/support/admin-api.ts). */
const ADMIN = { email: 'admin@durio.my', password: 'durian-demo-1' };
/** Every shopper's address is in Raub, Pahang, a zone that receives whole fresh fruit. */
/** The goals of the issue: the reserving call's p99 under this, in ms. */
const P99_GOAL_MS = 500;

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const database = await freshPostgresDatabase(args['postgres-url']!);
const server = await startShop({
  env: { RATE_LIMIT: 'off', LOG_LEVEL: 'error', DATABASE_URL: database.url },
  copies: Number(args.copies),
});
const api = `${server.baseUrl}/api/v1`;
const sql = new pg.Client({ connectionString: database.url });
await sql.connect();

const call = apiCaller(api);
const mustCall = strictApiCaller(api);

/** Mulberry32: a small seeded generator of numbers in [0, 1), so a launch can be run again as it was. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Each shopper's arrival, ms after the launch, earliest first. */
function arrivalMoments(count: number, seconds: number, seed: number): number[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => random() * seconds * 1000).sort((a, b) => a - b);
}

/** The most shoppers arriving within one second of the launch's (second 0 to 1, 1 to 2, …). */
function peakPerSecond(moments: readonly number[]): number {
  const perSecond = new Map<number, number>();
  for (const ms of moments) perSecond.set(Math.floor(ms / 1000), (perSecond.get(Math.floor(ms / 1000)) ?? 0) + 1);
  return Math.max(0, ...perSecond.values());
}

/** What the admin opens: a verified farm's window still to end, a tree of its variety not yet offered, its whole fruit. */
interface Drop {
  windowId: string;
  treeId: string;
  treeName: string;
  variety: string;
  productId: string;
}

/** The demo data's first tree whose next drop can be offered, as the console's "Open a pre-order" lists them. */
async function findADropToOffer(asAdmin: Record<string, string>): Promise<Drop> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());
  const { items: farms } = await mustCall<FarmListReply>('GET', '/durian/farms?take=50', asAdmin);
  for (const farm of farms) {
    const { data: windows } = await mustCall<HarvestWindowList>('GET', `/durian/farms/${farm.id}/harvest-windows`, asAdmin);
    const { data: trees } = await mustCall<FarmTreesReply>('GET', `/durian/farms/${farm.id}/trees?take=100`, asAdmin);
    // The demo data already offers one tree's drop (docs/product/the-season.md, Demo data): a second offer is 409.
    const { data: offered } = await mustCall<PreorderOfferList>('GET', `/durian/preorder-offers/admin?farmId=${farm.id}`, asAdmin);
    for (const window of windows.filter((w) => w.endsOn >= today)) {
      const variety = window.variety.toLowerCase();
      const tree = trees.find((t) => t.variety.toLowerCase() === variety && !offered.some((offer) => offer.tree?.id === t.id));
      if (!tree) continue;
      const query = new URLSearchParams({ farmId: farm.id, forms: 'whole', varieties: variety, take: '10' });
      const { data: products } = await mustCall<ProductListReply>('GET', `/durian/products/admin?${query}`, asAdmin);
      const product = products.find((p) => !p.draft);
      if (product) return { windowId: window.id, treeId: tree.id, treeName: tree.name, variety: window.variety, productId: product.id };
    }
  }
  throw new Error('The demo data has no tree whose next drop can be offered');
}

/**
 * The admin opens the tree's next drop with `fruits` on offer. An offer may not pass the tree's estimate and no demo
 * tree expects hundreds, so the admin first raises the estimate in the tree's form (`PUT /durian/trees/{id}`), as
 * the console does.
 */
async function openTheLaunchOffer(fruits: number): Promise<PreorderOffer> {
  const { access_token: token } = await mustCall<{ access_token: string }>('POST', '/auth/login', {}, ADMIN);
  const asAdmin = { authorization: `Bearer ${token}` };
  const drop = await findADropToOffer(asAdmin);
  await mustCall('PUT', `/durian/trees/${drop.treeId}`, asAdmin, { expectedFruits: fruits });
  return mustCall<PreorderOffer>('POST', '/durian/preorder-offers', asAdmin, {
    windowId: drop.windowId,
    treeId: drop.treeId,
    productId: drop.productId,
    fruitsOffered: fruits,
  });
}


/**
 * What one fruit of the offer costs delivered, as the pre-order checkout shows it (apps/web pricePreorder): the fruit
 * as it is charged now, with the fees and tax of the one fee rule the server checks the total against.
 */
function totalForOneFruit(offer: PreorderOffer, settings: PricingSettings): number {
  const { chargedPrice, weight } = offer.product;
  const price = priceOrder(
    [{ unitPriceSen: rmToSen(chargedPrice), quantity: 1, weightGrams: weight === null ? null : Math.round(weight * 1000) }],
    { isPickup: false },
    settings,
  );
  return senToRm(price.totalSen);
}

interface Shopper {
  headers: Record<string, string>;
  addressId: string;
}

/** A signed-in shopper with a delivery address in Raub, on the pre-order checkout before the launch. */
async function prepareShopper(index: number): Promise<Shopper> {
  const { access_token: token } = await mustCall<{ access_token: string }>('POST', '/auth/register', {}, {
    email: `bench-launch-${index}-${Date.now()}@example.my`,
    password: 'durian-bench-1',
    displayName: `Launch ${index}`,
  });
  const headers = { authorization: `Bearer ${token}` };
  const address = await mustCall<{ id: string }>('POST', '/user-profile/addresses', headers, raubAddress);
  return { headers, addressId: address.id };
}

/** One shopper's press of "Pre-order and Pay": the reply's status, its message when refused, and how long it took. */
interface Attempt {
  status: number | 'no reply';
  message: string | null;
  ms: number;
  /** How late the client sent it after the shopper's moment (its own event loop), already inside `ms`. */
  lateMs: number;
}

/**
 * Sends each shopper's pre-order at their moment after `launchAt`, open-loop. The latency is counted from the
 * shopper's moment, not from when the client got round to sending, so a busy client never hides a slow shop.
 */
async function launch(shoppers: readonly Shopper[], moments: readonly number[], offerId: string, total: number): Promise<Attempt[]> {
  const launchAt = performance.now() + 500;
  return Promise.all(
    shoppers.map(async (shopper, i): Promise<Attempt> => {
      const due = launchAt + moments[i]!;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      const lateMs = performance.now() - due;
      try {
        const reply = await call<{ message?: string }>('POST', '/durian/preorders', shopper.headers, {
          offerId,
          fruits: 1,
          isPickup: false,
          shippingAddressOrDropoffPointId: shopper.addressId,
          total,
        });
        return { status: reply.status, message: reply.status === 201 ? null : (reply.data?.message ?? null), ms: performance.now() - due, lateMs };
      } catch (err) {
        return { status: 'no reply', message: String(err), ms: performance.now() - due, lateMs };
      }
    }),
  );
}

const isSoldOut = (a: Attempt) => a.status === 409 && a.message === preorderRefusals.notEnoughLeft;
const isError = (a: Attempt) => a.status !== 201 && !isSoldOut(a);

const sortedMs = (attempts: readonly Attempt[]) => attempts.map((a) => a.ms).sort((a, b) => a - b);

function latencyRow(title: string, attempts: readonly Attempt[]): string {
  const ms = sortedMs(attempts);
  const f = (n: number) => (Number.isNaN(n) ? '–' : n.toFixed(0));
  return `| ${title} | ${attempts.length} | ${f(percentile(ms, 50))} | ${f(percentile(ms, 95))} | ${f(percentile(ms, 99))} | ${f(ms.at(-1) ?? NaN)} |`;
}

/** The replies counted by status and message, most first. */
function repliesByKind(attempts: readonly Attempt[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const a of attempts) {
    const kind = a.status === 201 ? '201 reserved' : `${a.status} ${a.message ?? ''}`.trim();
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/** What the database holds of the offer afterwards: the source of truth, not the replies. */
async function reservedInTheDatabase(offerId: string) {
  const { rows: [offer] } = await sql.query<{ fruits_offered: number; fruits_reserved: number }>(
    'select fruits_offered, fruits_reserved from preorder_offers where id = $1',
    [offerId],
  );
  const { rows: [placed] } = await sql.query<{ orders: number; fruits: number }>(
    `select count(*)::int as orders, coalesce(sum(p.fruits), 0)::int as fruits
     from preorders p join orders o on o.id = p.order_id where p.offer_id = $1 and o.status <> 'CANCELLED'`,
    [offerId],
  );
  return { offered: offer!.fruits_offered, reserved: offer!.fruits_reserved, orders: placed!.orders, orderedFruits: placed!.fruits };
}

const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

/** How the shoppers came, and whether the client or another program on the machine could have slowed them. */
function printArrivals(moments: readonly number[], attempts: readonly Attempt[], load: { before: number; after: number }) {
  const latest = Math.max(...attempts.map((a) => a.lateMs));
  console.log(
    `\nArrivals: ${moments.length} in ${launchSeconds} s, ${(moments.length / launchSeconds).toFixed(1)}/s on average, ` +
      `${peakPerSecond(moments)} in the busiest second; the client sent at most ${latest.toFixed(0)} ms late; ` +
      `load average ${load.before.toFixed(2)} before, ${load.after.toFixed(2)} after on ${os.availableParallelism()} cores.\n`,
  );
}

function printReplies(attempts: readonly Attempt[]) {
  console.log("`POST /durian/preorders`, latency in ms from the shopper's moment\n");
  console.log('| replies | count | p50 | p95 | p99 | max |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  console.log(latencyRow('all', attempts));
  console.log(latencyRow('201 reserved', attempts.filter((a) => a.status === 201)));
  console.log(latencyRow('409 sold out', attempts.filter(isSoldOut)));
  const errors = attempts.filter(isError);
  if (errors.length > 0) console.log(latencyRow('other', errors));
  console.log('\n| reply | count |\n| --- | ---: |');
  for (const [kind, count] of repliesByKind(attempts)) console.log(`| ${kind} | ${count} |`);
}

/** The issue's three goals, each met or not; the count is the database's, checked against the replies. */
function printGoals(attempts: readonly Attempt[], after: Awaited<ReturnType<typeof reservedInTheDatabase>>) {
  const reserved = attempts.filter((a) => a.status === 201);
  const left = after.offered - after.reserved;
  console.log(
    `\nIn the database: ${after.reserved} of ${after.offered} fruits reserved on the offer, ${left} left; ` +
      `${after.orders} pre-orders holding ${after.orderedFruits} fruits; ${reserved.length} replies 201.`,
  );
  const exact = after.reserved === fruitsOffered && left === 0 && after.orderedFruits === fruitsOffered && reserved.length === fruitsOffered;
  console.log(`\nGoal: exactly ${fruitsOffered} reserved (${after.reserved}, ${left} left): ${met(exact)}`);
  // Three in four replies are the quick sold-out refusal, which pulls the p99 down: the reserved ones' is shown beside it.
  const p99 = percentile(sortedMs(attempts), 99);
  const reservedP99 = percentile(sortedMs(reserved), 99);
  console.log(`Goal: p99 under ${P99_GOAL_MS} ms (${p99.toFixed(0)} ms over all replies; ${reservedP99.toFixed(0)} ms over the reserved): ${met(p99 < P99_GOAL_MS)}`);
  const errors = attempts.filter(isError);
  const listed = errors.length > 0 ? ` (${repliesByKind(errors).map(([kind, count]) => `${count} × ${kind}`).join('; ')})` : '';
  console.log(`Goal: no error other than the sold-out refusal: ${met(errors.length === 0)}${listed}`);
}

try {
  const offer = await openTheLaunchOffer(fruitsOffered);
  const total = totalForOneFruit(offer, await raubPricing(api));
  console.log(`Offer: ${offer.fruitsOffered} fruits of ${offer.tree?.name} (${offer.window.variety}), one fruit RM ${total} delivered.`);

  console.log(`Preparing ${shopperCount} signed-in shoppers with an address in Raub (not timed)…`);
  const shoppers = await withLimit(Array.from({ length: shopperCount }, (_, i) => i), 4, prepareShopper);
  const moments = arrivalMoments(shopperCount, launchSeconds, Number(args.seed));

  // The machine may be shared: the load before and after says whether something else ran meanwhile.
  const loadBefore = os.loadavg()[0]!;
  console.log(`Launch: ${shopperCount} shoppers within ${launchSeconds} s (seed ${args.seed}), one fruit each…`);
  const attempts = await launch(shoppers, moments, offer.id, total);
  const load = { before: loadBefore, after: os.loadavg()[0]! };

  printArrivals(moments, attempts, load);
  printReplies(attempts);
  printGoals(attempts, await reservedInTheDatabase(offer.id));
} finally {
  await sql.end();
  await server.stop();
  await database.drop();
}
