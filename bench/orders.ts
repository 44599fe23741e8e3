/**
 * `npm run bench:orders`: order creation on the built shop with PostgreSQL, through HTTP as the web
 * app places them. Prints orders/s and latency for
 *  - many shoppers: 300 signed-in shoppers with a 3-line cart each, 50 orders in flight, in two rounds of new
 *    shoppers: the first on a server that has not placed an order yet (V8 still compiling the order path);
 *  - one hot product: 1000 shoppers racing for a product with a stock of 1000 (it must end at exactly 0).
 * The shoppers, carts and addresses are prepared first and not timed.
 *
 *   npm run build && npm run bench:orders
 *   npm run bench:orders -- --shoppers 300 --in-flight 50 --hot-shoppers 1000
 *   npm run bench:orders -- --node-flags='--cpu-prof --cpu-prof-dir=/tmp/prof'   # profile the server
 *
 * With `--against vendure`, whole orders instead (cart to paid) on Durio and on Vendure 3.7, which the benchmark
 * installs from npm: 400 shoppers (--shoppers), 50 in flight (bench/whole-orders.ts).
 *
 *   npm run bench:orders -- --against vendure
 *   npm run bench:orders -- --against vendure --shoppers 400 --in-flight 50 --postgres-url postgres://…
 *   npm run bench:orders -- --against vendure --rounds 3   # three pairs; the goals judged on their medians
 * (--node-flags applies to Durio's server only there.)
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { senToRm } from '@durio/shared/money';
import { priceOrder, unitPriceSen, type PricingSettings } from '@durio/shared/pricing';
import { withLimit } from '../apps/api/src/test-support/with-limit';
import { startShop } from './copies';
import { freshPostgresDatabase } from './postgres';
import { raubAddress, raubPricing } from './raub-shoppers';
import { apiCaller } from './api-calls';
import { runVendureWholeOrders } from './vendure/whole-orders';
import { printWholeOrderReport, runDurioWholeOrders } from './whole-orders';

const { values: args } = parseArgs({
  options: {
    /** 300 by default, 400 with --against (the whole orders). */
    shoppers: { type: 'string' },
    /**
     * The many-shoppers run, this many times with new shoppers: the first on a server that has placed no order yet
     * (2). With --against: this many Durio-then-Vendure pairs, each on new servers and databases (1).
     */
    rounds: { type: 'string' },
    'in-flight': { type: 'string', default: '50' },
    'hot-shoppers': { type: 'string', default: '1000' },
    /** Flags for the server's node, space-separated (a profile: `--cpu-prof --cpu-prof-dir=/tmp/prof`). */
    'node-flags': { type: 'string' },
    /** More than one: that many copies behind HAProxy (docs/deploy.md). */
    copies: { type: 'string', default: '1' },
    'postgres-url': { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    /** `vendure`: whole orders, cart to paid, on Durio then on Vendure (bench/whole-orders.ts). */
    against: { type: 'string' },
  },
});
const inFlight = Number(args['in-flight']);

if (args.against !== undefined) {
  if (args.against !== 'vendure') throw new Error(`--against ${args.against}: only vendure is known`);
  // One after the other on the same PostgreSQL server, each on a database of its own, with nothing else running.
  const options = {
    postgresUrl: args['postgres-url']!,
    shoppers: Number(args.shoppers ?? 400),
    inFlight,
    nodeFlags: args['node-flags']?.split(' ').filter(Boolean),
  };
  const pairs = [];
  for (let round = 0; round < Number(args.rounds ?? 1); round++) {
    const durio = await runDurioWholeOrders(options);
    const vendure = await runVendureWholeOrders({ ...options, products: durio.products });
    pairs.push({ durio, vendure });
  }
  printWholeOrderReport(pairs, inFlight);
  // The default mode below is not run; its shop was never started.
  process.exit(0);
}

interface Shopper {
  headers: Record<string, string>;
  addressId: string;
  total: number;
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const database = await freshPostgresDatabase(args['postgres-url']!);
const server = await startShop({
  env: { RATE_LIMIT: 'off', LOG_LEVEL: 'error', DATABASE_URL: database.url },
  copies: Number(args.copies),
  nodeFlags: args['node-flags']?.split(' ').filter(Boolean),
});
const api = `${server.baseUrl}/api/v1`;
const sql = new pg.Client({ connectionString: database.url });
await sql.connect();


const call = apiCaller(api);


interface ProductRow {
  id: string;
  price_sen: number;
  discount_price_sen: number | null;
  weight_grams: number | null;
  priced_by: 'unit' | 'kg';
}

/** A signed-in shopper with `lines` in the cart and a delivery address; the order total they will be shown. */
async function prepareShopper(label: string, lines: { product: ProductRow; quantity: number }[], settings: PricingSettings): Promise<Shopper> {
  const email = `bench-${label}-${Date.now()}@example.my`;
  const { data: session } = await call<{ access_token: string }>('POST', '/auth/register', {}, {
    email,
    password: 'durian-bench-1',
    displayName: `Bench ${label}`,
  });
  const headers = { authorization: `Bearer ${session.access_token}` };
  const { data: address } = await call<{ id: string }>('POST', '/user-profile/addresses', headers, raubAddress);
  for (const line of lines) {
    const added = await call('POST', '/durian/cart/items', headers, { productId: line.product.id, quantity: line.quantity });
    if (added.status >= 300) throw new Error(`could not fill the cart: ${JSON.stringify(added.data)}`);
  }
  const price = priceOrder(
    lines.map(({ product, quantity }) => ({
      unitPriceSen: unitPriceSen({ priceSen: product.price_sen, discountPriceSen: product.discount_price_sen, pricedBy: product.priced_by, weightGrams: product.weight_grams }),
      quantity,
      weightGrams: product.weight_grams,
    })),
    { isPickup: false },
    settings,
  );
  return { headers, addressId: address.id, total: senToRm(price.totalSen) };
}

/** Places every shopper's order, `inFlight` at a time; prints orders/s and latency, returns the statuses. */
async function placeOrders(title: string, shoppers: readonly Shopper[]): Promise<number[]> {
  const latencies: number[] = [];
  const started = performance.now();
  const statuses = await withLimit(shoppers, inFlight, async (shopper) => {
    const t0 = performance.now();
    const reply = await call('POST', '/durian/orders', shopper.headers, {
      isPickup: false,
      shippingAddressOrDropoffPointId: shopper.addressId,
      total: shopper.total,
    });
    latencies.push(performance.now() - t0);
    return reply.status;
  });
  const seconds = (performance.now() - started) / 1000;
  const created = statuses.filter((s) => s === 201).length;
  latencies.sort((a, b) => a - b);
  const other = [...new Set(statuses.filter((s) => s !== 201))];
  console.log(
    `| ${title} | ${shoppers.length} | ${created} | ${(created / seconds).toFixed(0)} | ${percentile(latencies, 50).toFixed(0)} | ` +
      `${percentile(latencies, 95).toFixed(0)} | ${percentile(latencies, 99).toFixed(0)} | ${other.join(', ') || 'none'} |`,
  );
  return statuses;
}

try {
  const settings = await raubPricing(api);
  // Plenty of stock on every product and room in every delivery run, so the many-shoppers run measures orders, not refusals.
  await sql.query('update products set stock = 100000');
  await sql.query('update delivery_slots set capacity = 100000');
  const { rows: buyable } = await sql.query<ProductRow>(
    `select p.id, p.price_sen, p.discount_price_sen, p.weight_grams, p.priced_by from products p join farms f on f.id = p.farm_id
     where p.available and p.deleted_at is null and f.verification_status = 'VERIFIED' order by p.id`,
  );
  const shopperCount = Number(args.shoppers ?? 300);
  const hotCount = Number(args['hot-shoppers']);

  const rounds = Number(args.rounds ?? 2);
  console.log(`Preparing ${rounds} × ${shopperCount} shoppers with 3-line carts and ${hotCount} for one hot product (not timed)…`);
  const many = await withLimit(Array.from({ length: shopperCount * rounds }, (_, i) => i), 4, (i) =>
    prepareShopper(`many-${i}`, [0, 1, 2].map((k) => ({ product: buyable[(i * 3 + k) % buyable.length]!, quantity: 1 + (k % 2) })), settings),
  );
  const hotProduct = buyable[0]!;
  const hot = await withLimit(Array.from({ length: hotCount }, (_, i) => i), 4, (i) =>
    prepareShopper(`hot-${i}`, [{ product: hotProduct, quantity: 1 }], settings),
  );

  console.log(`\n${inFlight} orders in flight; latency in ms\n`);
  console.log('| run | shoppers | orders | orders/s | p50 | p95 | p99 | other replies |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (let round = 0; round < rounds; round++) {
    const when = round === 0 ? 'the first orders since start' : `round ${round + 1}`;
    await placeOrders(`many shoppers, 3-line carts (${when})`, many.slice(round * shopperCount, (round + 1) * shopperCount));
  }
  await sql.query('update products set stock = $1 where id = $2', [hotCount, hotProduct.id]);
  await placeOrders('one hot product', hot);
  const { rows } = await sql.query<{ stock: number }>('select stock from products where id = $1', [hotProduct.id]);
  console.log(`\nHot product's stock after the race: ${rows[0]!.stock} (goal: exactly 0)`);
} finally {
  await sql.end();
  await server.stop();
  await database.drop();
}
