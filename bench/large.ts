/**
 * `npm run bench:large`: does the shop slow down with a large catalogue? Measures the p95 latency
 * of every list shape (first and deep pages, each sort, each filter, search, the shop's metadata and page) on
 * the demo catalogue, then fills the same PostgreSQL database to 100,000 products over 2,500 farms and
 * 10,000 trees, with reviews, categories and pictures rows, and measures again. Prints both p95s and their
 * ratio; the goal is at most 2. The read cache is off so every request reaches the database. With the products it
 * fills 1,000,000 orders over 200,000 customers and measures the console's reads the same way (signed in as the
 * demo admin), and the CSV export of a month: its first byte, its whole download, and its size.
 *
 *   npm run build && npm run bench:large
 *   npm run bench:large -- --requests 300 --in-flight 4 --products 100000 --orders 1000000 --customers 200000 --keep
 *   npm run bench:large -- --orders 0                                   # the catalogue alone
 *   npm run bench:large -- --reuse postgres://…/durio_bench_…           # a database kept by --keep, not filled again
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../e2e/support/admin-api';
import { startServer, type RunningServer } from '../e2e/support/server';
import { consoleIdsOf, consoleShapes, fillOrders, monthExport } from './large-console';
import { freshPostgresDatabase } from './postgres';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '300' },
    'in-flight': { type: 'string', default: '4' },
    products: { type: 'string', default: '100000' },
    /** Leaves the filled database behind (its URL is printed) to look at its plans. */
    keep: { type: 'boolean', default: false },
    /** A database filled and kept by an earlier run (`--keep`): measured as the large shop again, not filled. */
    reuse: { type: 'string' },
    farms: { type: 'string', default: '2500' },
    orders: { type: 'string', default: '1000000' },
    customers: { type: 'string', default: '200000' },
    'postgres-url': { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const requests = Number(args.requests);
const inFlight = Number(args['in-flight']);
const productCount = Number(args.products);
const farmCount = Number(args.farms);
const orderCount = Number(args.orders);
const customerCount = Number(args.customers);

interface Figures {
  /** The first request's time: what a shopper asking something new waits, totals not yet remembered. */
  first: number;
  p95: number;
}

/** The first request's time, then the p95 of `requests` GETs of `url`, `inFlight` at a time, after a warm-up; throws on any non-200. */
async function measure(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const get = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - started;
  };
  const first = await get();
  for (let i = 0; i < 20; i += 1) await get();
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < requests) {
        next += 1;
        times.push(await get());
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { first, p95: times[Math.ceil(times.length * 0.95) - 1]! };
}

interface Ids {
  farmId: string;
  treeId: string;
  categoryId: string;
  total: number;
  /** The products the last page starts after, in the API's and the shop's orders: what 'Load more' sends there. */
  beforeLastPage: { newest: string; featured: string; price: string; rating: string };
}

/** Ids for the filters: the largest farm, a tree with products, a category; and how many products are listed. */
async function idsOf(database: pg.Client): Promise<Ids> {
  const farm = await database.query<{ farm_id: string }>(
    `select farm_id from products join farms on farms.id = farm_id where verification_status = 'VERIFIED'
     group by farm_id order by count(*) desc limit 1`,
  );
  const tree = await database.query<{ tree_id: string }>(
    `select tree_id from products where tree_id is not null group by tree_id order by count(*) desc limit 1`,
  );
  const category = await database.query<{ id: string }>(`select id from categories order by name limit 1`);
  // Counted here, not asked of the shop, which would then remember the total before the first request is timed.
  const listed = await database.query<{ total: number }>(
    `select count(*)::int as total from products join farms on farms.id = farm_id
     where deleted_at is null and verification_status = 'VERIFIED'`,
  );
  const total = listed.rows[0]!.total;
  const beforeLast = async (firstKey?: string) =>
    (
      await database.query<{ id: string }>(
        `select products.id from products join farms on farms.id = farm_id
         where deleted_at is null and verification_status = 'VERIFIED'
         order by ${firstKey ? `${firstKey}, ` : ''}products.created_at desc, products.id offset $1 limit 1`,
        [Math.max(0, total - 21)],
      )
    ).rows[0]!.id;
  return {
    farmId: farm.rows[0]!.farm_id,
    treeId: tree.rows[0]!.tree_id,
    categoryId: category.rows[0]!.id,
    total,
    beforeLastPage: {
      newest: await beforeLast(),
      featured: await beforeLast('products.is_featured desc'),
      price: await beforeLast('coalesce(products.discount_price_sen, products.price_sen)'),
      rating: await beforeLast('coalesce(products.rating_average, -1) desc'),
    },
  };
}

/**
 * Every list shape the shop offers; the deep page is page 50 of 20, or the demo's last page; the middle page starts
 * half-way (skip 50,000 at 100,000); the last page is the catalogue's last 20 (skip 95,000 and more at 100,000), as
 * far as an API client can page.
 */
function shapes(ids: Ids): [string, string][] {
  const deepSkip = Math.max(0, Math.min(980, ids.total - 20));
  const lastSkip = Math.max(0, ids.total - 20);
  // The issue's `skip=50000` at 100,000 products: the catalogue's middle, however large.
  const middleSkip = Math.floor(ids.total / 2);
  const list = (query: string) => `/api/v1/durian/products?take=20${query}`;
  return [
    ['first page (newest)', list('')],
    [`deep page (skip ${deepSkip})`, list(`&skip=${deepSkip}`)],
    [`middle page (skip ${middleSkip})`, list(`&skip=${middleSkip}`)],
    [`middle page by rating (skip ${middleSkip})`, list(`&sort=rating&skip=${middleSkip}`)],
    [`last page (skip ${lastSkip})`, list(`&skip=${lastSkip}`)],
    [`last page by price (skip ${lastSkip})`, list(`&sort=price-asc&skip=${lastSkip}`)],
    // The same pages as the shop's 'Load more' reaches them: after the product before them (keyset paging).
    ['last page after a product', list(`&after=${ids.beforeLastPage.newest}`)],
    // The shop's own first sort ('featured'): most products share its first key.
    ['last page featured after a product', list(`&sort=featured&after=${ids.beforeLastPage.featured}`)],
    ['last page by price after a product', list(`&sort=price-asc&after=${ids.beforeLastPage.price}`)],
    ['last page by rating after a product', list(`&sort=rating&after=${ids.beforeLastPage.rating}`)],
    ['sort price-asc', list('&sort=price-asc')],
    ['sort price-desc', list('&sort=price-desc')],
    ['sort name-asc', list('&sort=name-asc')],
    ['sort rating', list('&sort=rating')],
    ['sort featured', list('&sort=featured')],
    ['filter variety', list('&varieties=Musang%20King%20D197')],
    ['filter price range', list('&minPrice=40&maxPrice=60')],
    ['filter organic', list('&organic=true')],
    ['filter available', list('&available=true')],
    ['filter farm', list(`&farmId=${ids.farmId}`)],
    ['filter tree', list(`&treeId=${ids.treeId}`)],
    ['filter category', list(`&categoryId=${ids.categoryId}`)],
    ['search (list)', list('&search=musang')],
    ['search page (products, farms, trees)', '/api/v1/durian/search?q=musang&take=10'],
    ['featured', '/api/v1/durian/products/featured'],
    ['metadata (varieties, price range)', '/api/v1/durian/products/metadata'],
    ['farms', '/api/v1/durian/farms'],
    ['/shop HTML', '/shop'],
  ];
}

/** The demo catalogue's variety names (so a variety filter finds products in both), and two more. */
const VARIETIES = ['Musang King D197', 'Black Thorn D200', 'D24 Sultan', 'Red Prawn D175', 'XO', 'D13', 'Tekka D160', 'Golden Phoenix D198', 'Hor Lor D163', 'D101', 'IOI', 'Kampung'];
const PLACES = [
  ['Raub', 'Pahang'], ['Bentong', 'Pahang'], ['Karak', 'Pahang'], ['Kuala Lipis', 'Pahang'], ['Balik Pulau', 'Penang'],
  ['Segamat', 'Johor'], ['Muar', 'Johor'], ['Kluang', 'Johor'], ['Baling', 'Kedah'], ['Sungai Petani', 'Kedah'],
  ['Gua Musang', 'Kelantan'], ['Tanah Rata', 'Pahang'], ['Jasin', 'Melaka'], ['Hulu Selangor', 'Selangor'], ['Kampar', 'Perak'],
];
const FAMILIES = ['Tan', 'Lim', 'Wong', 'Ahmad', 'Ismail', 'Lee', 'Chong', 'Rahman', 'Ng', 'Yusof', 'Ong', 'Hassan'];
const GRADES = ['Grade A', 'Grade B', 'Premium', 'Select', 'Family Box', 'Whole Fruit', 'Frozen Pack'];
const sqlArray = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/** Farms, trees, products with categories and pictures, and reviews, written by PostgreSQL itself. */
async function fill(database: pg.Client) {
  const places = sqlArray(PLACES.map(([town]) => town!));
  const states = sqlArray(PLACES.map(([, state]) => state!));
  await database.query(`
    insert into farms (name, location, state, description, verification_status, is_certified, specialties, created_at)
    select (array['Kebun','Ladang','Dusun','Orchard'])[1 + i % 4] || ' ' || (${sqlArray(FAMILIES)})[1 + (i * 7) % ${FAMILIES.length}] || ' ' || i,
           (${places})[1 + i % ${PLACES.length}] || ', ' || (${states})[1 + i % ${PLACES.length}],
           (${states})[1 + i % ${PLACES.length}],
           'A family orchard on the hills, picking only fruit that has fallen on its own.',
           case when i % 20 = 0 then 'PENDING' else 'VERIFIED' end, i % 3 = 0,
           array[(${sqlArray(VARIETIES)})[1 + i % ${VARIETIES.length}]],
           now() - make_interval(hours => i)
    from generate_series(1, ${farmCount}) i`);
  await database.query(`
    insert into trees (farm_id, name, variety, planted_year, description)
    select f.id, 'T' || f.n || '-' || g, (${sqlArray(VARIETIES)})[1 + (f.n + g) % ${VARIETIES.length}], 1970 + (f.n + g) % 50,
           'An old tree by the river.'
    from (select id, row_number() over (order by created_at, id) as n from farms where name ~ ' [0-9]+$') f,
         generate_series(1, 4) g`);
  await database.query(`
    create temporary table bench_farms as
      select id, row_number() over (order by created_at, id) - 1 as n from farms where name ~ ' [0-9]+$';
    create temporary table bench_trees as
      select id, farm_id, row_number() over (partition by farm_id order by id) - 1 as n from trees;
    insert into products (name, description, variety, price_sen, discount_price_sen, stock, weight_grams, farm_id, tree_id,
                          is_featured, seasonal, available, created_at)
    select v.variety || ' ' || (${sqlArray(GRADES)})[1 + i % ${GRADES.length}] || ' ' || i,
           'Picked after it fell, ' || v.variety || ' with ' || (array['bittersweet','creamy','sweet','custard-like','sticky'])[1 + i % 5]
             || ' flesh and a ' || (array['small','thin','golden','pale'])[1 + i % 4] || ' seed.',
           v.variety, 2000 + (i * 37) % 13000, case when i % 5 = 0 then 1500 + (i * 37) % 10000 end, i % 60,
           1000 + (i % 30) * 100, f.id, t.id, i % 200 = 0, i % 3 = 0, i % 10 <> 0,
           now() - make_interval(mins => i)
    from generate_series(1, ${productCount}) i
    join bench_farms f on f.n = i % ${farmCount}
    cross join lateral (select (${sqlArray(VARIETIES)})[1 + (i / 7) % ${VARIETIES.length}] as variety) v
    left join bench_trees t on t.farm_id = f.id and t.n = i % 8`);
  await database.query(`
    insert into product_categories (product_id, category_id)
    select p.id, c.id from (select id, row_number() over (order by id) as n from products) p
    join (select id, row_number() over (order by name) - 1 as n, count(*) over () as total from categories) c
      on c.n = p.n % c.total
    on conflict do nothing`);
  await database.query(`
    insert into product_media (product_id, file_id, position)
    select p.id, f.id, 0 from (select id, row_number() over (order by id) as n from products) p
    join (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from files where mime_type like 'image/%') f
      on f.n = p.n % f.total
    where not exists (select 1 from product_media m where m.product_id = p.id)`);
  await database.query(`
    insert into reviews (product_id, author_name, rating, review, created_at)
    select p.id, 'Shopper ' || g, 1 + abs(hashtext(p.id::text || g)) % 5, 'Sweet and creamy, delivered cold.', now()
    from products p cross join generate_series(1, 2) g
    where abs(hashtext(p.id::text)) % 3 <> 0`);
  // What autovacuum does to a live shop's tables; the bulk insert left every product row rewritten by the ratings' trigger.
  await database.query('vacuum analyze');
}

/** Each shape measured in turn; `signIn` gives each its own access token (one lives 15 minutes, a slow shape's run may not). */
async function measureAll(server: RunningServer, targets: [string, string][], signIn?: () => Promise<Record<string, string>>): Promise<Map<string, Figures>> {
  const figures = new Map<string, Figures>();
  for (const [name, path] of targets) figures.set(name, await measure(`${server.baseUrl}${path}`, await signIn?.()));
  return figures;
}

/** The demo admin's access token (the seed's account), for the console's reads. */
async function adminHeaders(server: RunningServer): Promise<Record<string, string>> {
  const response = await fetch(`${server.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`the demo admin could not sign in: ${response.status}`);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${token}` };
}

interface ExportFigures {
  firstByteP95: number;
  wholeP95: number;
  bytes: number;
}

/** The month's CSV downloaded `times` times one after the other: when its first byte came, when its last did. */
async function measureExport(url: string, headers: Record<string, string>, times = 10): Promise<ExportFigures> {
  const firstBytes: number[] = [];
  const wholes: number[] = [];
  let bytes = 0;
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    const reader = response.body!.getReader();
    let first: number | undefined;
    bytes = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      first ??= performance.now() - started;
      bytes += chunk.value.byteLength;
    }
    firstBytes.push(first ?? performance.now() - started);
    wholes.push(performance.now() - started);
  }
  const p95 = (values: number[]) => values.sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;
  return { firstByteP95: p95(firstBytes), wholeP95: p95(wholes), bytes };
}

function printComparison(title: string, demoTargets: [string, string][], largeTargets: [string, string][], demo: Map<string, Figures>, large: Map<string, Figures>) {
  console.log(row([title, 'demo p95 ms', 'large p95 ms', 'ratio', 'demo first ms', 'large first ms']));
  console.log(row(['---', '---:', '---:', '---:', '---:', '---:']));
  demoTargets.forEach(([name], index) => {
    const [largeName] = largeTargets[index]!;
    const before = demo.get(name)!;
    const after = large.get(largeName)!;
    console.log(
      row([
        largeName === name ? name : `${name} → ${largeName}`,
        before.p95.toFixed(1),
        after.p95.toFixed(1),
        (after.p95 / before.p95).toFixed(2),
        before.first.toFixed(1),
        after.first.toFixed(1),
      ]),
    );
  });
}

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const database = await freshPostgresDatabase(args['postgres-url']!);
// The read cache is off, so every request reaches the database; list totals are still remembered.
const serverEnv = (url: string) => ({ DATABASE_URL: url, RATE_LIMIT: 'off', LOG_LEVEL: 'error', CATALOGUE_CACHE_MS: '0' });
let server = await startServer(serverEnv(database.url));
let client = new pg.Client({ connectionString: database.url });
await client.connect();
try {
  const demoTargets = shapes(await idsOf(client));
  console.log(`p95 of ${requests} requests per shape, ${inFlight} in flight, read cache off; 'first' is each shape's first request`);
  const demo = await measureAll(server, demoTargets);
  const demoConsoleIds = orderCount > 0 ? await consoleIdsOf(client) : undefined;
  const demoConsole = demoConsoleIds ? await measureAll(server, consoleShapes(demoConsoleIds), () => adminHeaders(server)) : undefined;
  const demoExport = demoConsoleIds ? await measureExport(`${server.baseUrl}${monthExport(demoConsoleIds)}`, await adminHeaders(server)) : undefined;
  if (args.reuse) {
    await client.end();
    client = new pg.Client({ connectionString: args.reuse });
    await client.connect();
  } else {
    const started = performance.now();
    await fill(client);
    if (orderCount > 0) await fillOrders(client, { customers: customerCount, orderCount });
    console.log(`filled in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const counts = await client.query<{ products: string; farms: string; trees: string; reviews: string; orders: string; customers: string }>(
    `select (select count(*) from products) as products, (select count(*) from farms) as farms,
            (select count(*) from trees) as trees, (select count(*) from reviews) as reviews,
            (select count(*) from orders) as orders, (select count(*) from users where role = 'CUSTOMER') as customers`,
  );
  const c = counts.rows[0]!;
  console.log(`${c.products} products, ${c.farms} farms, ${c.trees} trees, ${c.reviews} reviews, ${c.orders} orders, ${c.customers} customers\n`);
  // The fill went behind the shop's back, as a bulk import would: a new process has nothing remembered.
  await server.stop();
  server = await startServer(serverEnv(args.reuse ?? database.url));
  const largeTargets = shapes(await idsOf(client));
  const large = await measureAll(server, largeTargets);
  printComparison('list shape', demoTargets, largeTargets, demo, large);

  if (demoConsoleIds && demoConsole && demoExport) {
    const largeConsoleIds = await consoleIdsOf(client);
    const largeConsole = await measureAll(server, consoleShapes(largeConsoleIds), () => adminHeaders(server));
    console.log('');
    printComparison('console read', consoleShapes(demoConsoleIds), consoleShapes(largeConsoleIds), demoConsole, largeConsole);
    const largeExport = await measureExport(`${server.baseUrl}${monthExport(largeConsoleIds)}`, await adminHeaders(server));
    console.log(`\nCSV export of a month (${largeConsoleIds.month.startDate} to ${largeConsoleIds.month.endDate}), 10 downloads one after the other:`);
    console.log(row(['', 'demo', 'large', 'ratio']));
    console.log(row(['---', '---:', '---:', '---:']));
    console.log(row(['first byte p95 ms', demoExport.firstByteP95.toFixed(1), largeExport.firstByteP95.toFixed(1), (largeExport.firstByteP95 / demoExport.firstByteP95).toFixed(2)]));
    console.log(row(['whole download p95 ms', demoExport.wholeP95.toFixed(1), largeExport.wholeP95.toFixed(1), (largeExport.wholeP95 / demoExport.wholeP95).toFixed(2)]));
    console.log(row(['bytes', demoExport.bytes, largeExport.bytes, (largeExport.bytes / demoExport.bytes).toFixed(0)]));
  }
} finally {
  await client.end();
  await server.stop();
  if (args.keep && !args.reuse) console.log(`\nkept: ${database.url}`);
  else await database.drop();
}
