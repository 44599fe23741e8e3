/**
 * Vendure's side of `npm run bench:orders -- --against vendure`: Vendure 3.7 from npm (install.ts) on a fresh
 * PostgreSQL database, set up by its own populate (server-entry.ts), its server a child process of this one so
 * that its CPU can be read; shoppers registered and signed in (bearer tokens) untimed; then each shopper's whole
 * order through the Shop API as a storefront makes it: addItemToOrder per line, setOrderShippingAddress,
 * setOrderShippingMethod, transitionOrderToState(ArrangingPayment), addPaymentToOrder with the dummy handler.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { freePort } from '../../apps/api/src/test-support/server-process';
import { withLimit } from '../../apps/api/src/test-support/with-limit';
import { freshPostgresDatabase } from '../postgres';
import {
  linesOf,
  postgresCpuBetween,
  postgresCpuByPid,
  processCpuMs,
  SETTLE_MS,
  timedStep,
  timeWholeOrders,
  unitsBySlot,
  type Line,
  type StepTimes,
  type WholeOrderOptions,
  type WholeOrderRun,
} from '../whole-orders';
import { installVendure, VENDURE_VERSION } from './install';
import { VENDURE_COUNTRY, VENDURE_PAYMENT_METHOD, VENDURE_READY, writeServerEntry } from './server-entry';

const STOCK = 100_000;

interface VendureServer {
  pid: number;
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** Runs the entry in `mode` under node with `env`, its output kept for an error message. */
function runEntry(entry: string, mode: 'populate' | 'serve', env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let log = '';
  const child = spawn(process.execPath, [entry, mode], {
    // Vendure's own folder: what it writes next to the project it runs in (.vendure/) stays there.
    cwd: path.dirname(entry),
    // Only what Vendure needs, and glibc's malloc as Durio's server runs (server-process.ts), so neither gains from
    // it; no telemetry (it would post to telemetry.vendure.io; Durio sends nothing anywhere).
    env: { PATH: process.env.PATH, NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', VENDURE_DISABLE_TELEMETRY: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  return { child, output: () => log };
}

/** Vendure's own populate on the empty database; resolves once it has exited cleanly. */
async function populateVendure(entry: string, env: Record<string, string>): Promise<void> {
  const { child, output } = runEntry(entry, 'populate', env);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`Vendure's populate exited with ${code}:\n${output()}`);
}

/** The Vendure server; resolves once it prints that it listens. */
async function startVendure(entry: string, env: Record<string, string>): Promise<VendureServer> {
  const { child, output } = runEntry(entry, 'serve', env);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 120_000;
  while (!output().includes(VENDURE_READY)) {
    if (child.exitCode !== null) throw new Error(`Vendure exited early:\n${output()}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Vendure not ready in time:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { pid: child.pid!, url: `http://127.0.0.1:${env.PORT}`, output, stop };
}

/**
 * One GraphQL call; resolves with its data and the session token Vendure sends back, throws on a GraphQL
 * error. A mutation's union result that is an ErrorResult (errorCode) is the caller's to check.
 */
async function graphql<T>(url: string, token: string | null, query: string, variables: Record<string, unknown> = {}): Promise<{ data: T; token: string | null }> {
  const reply = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await reply.json()) as { data?: T; errors?: { message: string }[] };
  if (!reply.ok || body.errors?.length) throw new Error(`${reply.status} ${body.errors?.map((e) => e.message).join('; ') ?? ''}`);
  return { data: body.data!, token: reply.headers.get('vendure-auth-token') ?? token };
}

/** Throws when a mutation answered one of Vendure's ErrorResults instead of its object. */
function expectResult<T extends { errorCode?: string; message?: string }>(step: string, result: T): T {
  if (result.errorCode) throw new Error(`${step}: ${result.errorCode} ${result.message ?? ''}`);
  return result;
}

const AUTH_RESULT = `... on CurrentUser { id } ... on ErrorResult { errorCode message }`;

/** The superadmin's bearer token, for the untimed setup reads. */
async function adminToken(adminApi: string, password: string): Promise<string> {
  const { data, token } = await graphql<{ login: { id?: string; errorCode?: string; message?: string } }>(
    adminApi,
    null,
    `mutation ($password: String!) { login(username: "superadmin", password: $password) { ${AUTH_RESULT} } }`,
    { password },
  );
  expectResult('admin login', data.login);
  return token!;
}

interface Variant {
  id: string;
  sku: string;
  stockOnHand: number;
  stockAllocated: number;
}

async function variants(adminApi: string, token: string): Promise<Variant[]> {
  const { data } = await graphql<{ productVariants: { items: Variant[] } }>(
    adminApi,
    token,
    `query { productVariants(options: { take: 100, sort: { sku: ASC } }) { items { id sku stockOnHand stockAllocated } } }`,
  );
  // By sku as text would put DURIAN-10 before DURIAN-2: the number decides, as the slots count.
  return data.productVariants.items.sort((a, b) => Number(a.sku.split('-')[1]) - Number(b.sku.split('-')[1]));
}

async function shippingMethodId(adminApi: string, token: string): Promise<string> {
  const { data } = await graphql<{ shippingMethods: { items: { id: string }[] } }>(adminApi, token, `query { shippingMethods { items { id } } }`);
  return data.shippingMethods.items[0]!.id;
}

/** A customer registered (no verification, requireVerification is off) and signed in: their bearer token. */
async function signUpShopper(shopApi: string, index: number): Promise<string> {
  const emailAddress = `whole-${index}-${Date.now()}@example.my`;
  const password = 'durian-bench-1';
  const { data } = await graphql<{ registerCustomerAccount: { success?: boolean; errorCode?: string; message?: string } }>(
    shopApi,
    null,
    `mutation ($input: RegisterCustomerInput!) { registerCustomerAccount(input: $input) { ... on Success { success } ... on ErrorResult { errorCode message } } }`,
    { input: { emailAddress, password, firstName: 'Bench', lastName: `Shopper ${index}` } },
  );
  expectResult('register', data.registerCustomerAccount);
  const signedIn = await graphql<{ login: { id?: string; errorCode?: string; message?: string } }>(
    shopApi,
    null,
    `mutation ($username: String!, $password: String!) { login(username: $username, password: $password) { ${AUTH_RESULT} } }`,
    { username: emailAddress, password },
  );
  expectResult('login', signedIn.data.login);
  return signedIn.token!;
}

const ORDER_RESULT = `... on Order { id state totalWithTax } ... on ErrorResult { errorCode message }`;
type OrderResult = { id?: string; state?: string; errorCode?: string; message?: string };

/** One whole order, as a Vendure storefront places it for a signed-in customer. */
async function placeVendureOrder(
  shopApi: string,
  token: string,
  lines: { variantId: string; quantity: number }[],
  shippingId: string,
  times: StepTimes,
): Promise<void> {
  const step = <T>(name: string, query: string, variables: Record<string, unknown> = {}) =>
    timedStep(times, name, () => graphql<T>(shopApi, token, query, variables));
  for (const line of lines) {
    const { data } = await step<{ addItemToOrder: OrderResult }>(
      'addItemToOrder',
      `mutation ($id: ID!, $quantity: Int!) { addItemToOrder(productVariantId: $id, quantity: $quantity) { ${ORDER_RESULT} } }`,
      { id: line.variantId, quantity: line.quantity },
    );
    expectResult('addItemToOrder', data.addItemToOrder);
  }
  const address = await step<{ setOrderShippingAddress: OrderResult }>(
    'setOrderShippingAddress',
    `mutation ($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { ${ORDER_RESULT} } }`,
    { input: { fullName: 'Bench Shopper', streetLine1: '12 Jalan Durian', city: 'Raub', province: 'Pahang', postalCode: '27600', countryCode: VENDURE_COUNTRY } },
  );
  expectResult('setOrderShippingAddress', address.data.setOrderShippingAddress);
  const shipping = await step<{ setOrderShippingMethod: OrderResult }>(
    'setOrderShippingMethod',
    `mutation ($ids: [ID!]!) { setOrderShippingMethod(shippingMethodId: $ids) { ${ORDER_RESULT} } }`,
    { ids: [shippingId] },
  );
  expectResult('setOrderShippingMethod', shipping.data.setOrderShippingMethod);
  const arranging = await step<{ transitionOrderToState: OrderResult & { transitionError?: string } }>(
    'transitionOrderToState(ArrangingPayment)',
    `mutation { transitionOrderToState(state: "ArrangingPayment") { ... on Order { id state } ... on OrderStateTransitionError { errorCode message transitionError } } }`,
  );
  expectResult('transitionOrderToState', arranging.data.transitionOrderToState);
  const payment = await step<{ addPaymentToOrder: OrderResult }>(
    'addPaymentToOrder',
    `mutation ($input: PaymentInput!) { addPaymentToOrder(input: $input) { ${ORDER_RESULT} } }`,
    { input: { method: VENDURE_PAYMENT_METHOD, metadata: {} } },
  );
  const order = expectResult('addPaymentToOrder', payment.data.addPaymentToOrder);
  if (order.state !== 'PaymentSettled' && order.state !== 'PaymentAuthorized') throw new Error(`addPaymentToOrder: order left in ${order.state}`);
}

/**
 * Whether each variant's stock moved by exactly the paid orders' units. Vendure allocates stock when an order is
 * paid (stockAllocated) and takes it off stockOnHand only when it is fulfilled, so stockOnHand must not move.
 */
function checkStock(after: Variant[], units: Map<number, number>): { exact: boolean; note: string } {
  const wrong = after.filter((variant, slot) => variant.stockOnHand !== STOCK || variant.stockAllocated !== (units.get(slot) ?? 0));
  const unitsOrdered = [...units.values()].reduce((a, b) => a + b, 0);
  if (wrong.length === 0) return { exact: true, note: `${unitsOrdered} units allocated over ${after.length} variants, each exactly; stockOnHand untouched` };
  const w = wrong[0]!;
  return { exact: false, note: `${wrong.length} of ${after.length} variants off (e.g. ${w.sku}: on hand ${w.stockOnHand}, allocated ${w.stockAllocated})` };
}

/**
 * Vendure's run. `products`: as many as Durio's side sold from, so that the same lines fall on as many rows
 * (orders of one product contend for its stock row on both sides).
 */
export async function runVendureWholeOrders(options: WholeOrderOptions & { products: number }): Promise<WholeOrderRun> {
  const vendureDir = installVendure();
  const entry = writeServerEntry(vendureDir);
  const database = await freshPostgresDatabase(options.postgresUrl);
  const env = {
    PORT: String(await freePort()),
    DATABASE_URL: database.url,
    PRODUCTS: String(options.products),
    STOCK: String(STOCK),
    SUPERADMIN_PASSWORD: randomBytes(18).toString('base64url'),
  };
  let server: VendureServer | undefined;
  try {
    console.log(`Vendure ${VENDURE_VERSION}: setting up a new database with its populate (not timed)…`);
    await populateVendure(entry, env);
    server = await startVendure(entry, env);
    const shopApi = `${server.url}/shop-api`;
    const adminApi = `${server.url}/admin-api`;
    const admin = await adminToken(adminApi, env.SUPERADMIN_PASSWORD);
    const [stockBefore, shippingId] = await Promise.all([variants(adminApi, admin), shippingMethodId(adminApi, admin)]);
    const lines: Line[][] = Array.from({ length: options.shoppers }, (_, i) => linesOf(i, stockBefore.length));
    console.log(`Vendure: signing up ${options.shoppers} shoppers (not timed)…`);
    const tokens = await withLimit(lines, 4, (_, i) => signUpShopper(shopApi, i));
    const orders = tokens.map((token, i) => ({ token, lines: lines[i]!.map((l) => ({ variantId: stockBefore[l.slot]!.id, quantity: l.quantity })) }));

    const cpuBefore = processCpuMs(server.pid);
    const postgresBefore = postgresCpuByPid();
    const steps: StepTimes = new Map();
    const timed = await timeWholeOrders(orders, options.inFlight, (shopper) =>
      placeVendureOrder(shopApi, shopper.token, shopper.lines, shippingId, steps),
    );
    // The same pause as Durio's side gets, for anything an order sets off after its reply.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const serverCpuMs = processCpuMs(server.pid) - cpuBefore;
    const postgresCpuMs = postgresCpuBetween(postgresBefore, postgresCpuByPid());

    const stock = checkStock(await variants(adminApi, admin), unitsBySlot(lines, timed.paid));
    return {
      system: `Vendure ${VENDURE_VERSION}`,
      shoppers: options.shoppers,
      products: stockBefore.length,
      orders: timed.paid.filter(Boolean).length,
      seconds: timed.seconds,
      latencies: timed.latencies,
      steps,
      serverCpuMs,
      postgresCpuMs,
      errors: timed.errors,
      stockExact: stock.exact,
      stockNote: stock.note,
    };
  } finally {
    await server?.stop();
    await database.drop();
  }
}
