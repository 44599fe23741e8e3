/**
 * `npm run bench:api`: each catalogue read and page of the built shop judged against what it cannot beat, a bare
 * Fastify 5 server sending the very same reply (its headers and bytes; compressed when asked), measured
 * with autocannon in turn with the shop as a visitor and as a signed-in shopper, so every ratio compares figures
 * taken moments apart on the same (shared, noisy) machine. A bare hello-world is printed beside them as the
 * machine's yardstick. Prints req/s, p99 and the two ratios to the same bytes; the goal is 0.85 for each.
 *
 *   npm run build && npm run bench:api                      # PostgreSQL (a fresh database) and embedded PGlite
 *   npm run bench:api -- --only pg --duration 5 --connections 50
 *   npm run bench:api -- --only pg --copies 3             # three copies behind HAProxy (docs/deploy.md)
 *   npm run bench:api -- --accept-encoding br            # as a browser asks: the stored compressed replies
 *   npm run bench:api -- --rounds 1                      # one measure of each per read (3 by default, median kept)
 *   npm run bench:api -- --reads search,farms             # only the reads whose name holds one of these words
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startShop, type Shop } from './copies';
import { freshPostgresDatabase } from './postgres';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    copies: { type: 'string', default: '1' },
    /** The same bytes, the shop to a visitor and to a shopper measured this many times in turn; medians printed. */
    rounds: { type: 'string', default: '3' },
    /** Comma-separated words: only the reads whose name holds one of them. */
    reads: { type: 'string' },
    /** Sent with every request as a browser would (`br`, `gzip, deflate, br, zstd`); none by default, as the issue measured. */
    'accept-encoding': { type: 'string' },
    'postgres-url': { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const rounds = Number(args.rounds);
const requestHeaders: Record<string, string> = args['accept-encoding'] ? { 'accept-encoding': args['accept-encoding'] } : {};

interface Figures {
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({ url, connections, duration, headers: { ...requestHeaders, ...headers } });
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * A bare Fastify 5 server, in its own process like the shop: `GET /` answers `{hello: 'world'}`, and `GET /same`
 * answers the reply last given to `PUT /same`, its headers and bytes: the framework's own ceiling for that very
 * reply. The headers count: the client shares the two cores with the server, and reads every header line it gets.
 */
async function startHelloWorld(): Promise<{ url: string; sameBytesUrl: string; stop: () => void }> {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify';
       const app = Fastify({ bodyLimit: 20 * 1024 * 1024 });
       let same = { headers: {}, body: Buffer.alloc(0) };
       app.get('/', async () => ({ hello: 'world' }));
       app.put('/same', async (request) => {
         same = { headers: request.body.headers, body: Buffer.from(request.body.body, 'base64') };
         return { ok: true };
       });
       app.get('/same', async (request, reply) => reply.headers(same.headers).send(same.body));
       await app.listen({ port: 0, host: '127.0.0.1' });
       console.log('PORT ' + app.server.address().port);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /PORT (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`hello-world exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/`, sameBytesUrl: `http://127.0.0.1:${port}/same`, stop: () => child.kill() };
}

/** Headers of the connection, or of the moment, that the bare server writes itself. */
const OWN_HEADERS = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];

/**
 * Gives the bare server the shop's reply to `url` as autocannon gets it (compressed if asked): its headers and
 * bytes, a kept one (a second read), as the measure mostly gets. Returns the body's size.
 */
async function copyReply(url: string, sameBytesUrl: string): Promise<number> {
  const get = () =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      // node:http, not fetch: fetch would undo the compression.
      http.get(url, { headers: { 'accept-encoding': requestHeaders['accept-encoding'] ?? 'identity' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  await get();
  const reply = await get();
  const headers = Object.fromEntries(Object.entries(reply.headers).filter(([name]) => !OWN_HEADERS.includes(name)));
  await fetch(sameBytesUrl, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ headers, body: reply.body.toString('base64') }),
  });
  return reply.body.length;
}

/** Every catalogue read a shopper's pages make, and two pages, with ids taken from the shop itself. */
async function targets(server: Shop): Promise<[string, string][]> {
  const api = `${server.baseUrl}/api/v1`;
  const read = async <T>(path: string) => (await (await fetch(`${api}${path}`)).json()) as T;
  const product = (await read<{ data: { id: string }[] }>('/durian/products?take=1')).data[0]!;
  const farm = (await read<{ items: { id: string }[] }>('/durian/farms?limit=1')).items[0]!;
  const tree = (await read<{ data: { id: string }[] }>(`/durian/farms/${farm.id}/trees`)).data[0]!;
  const postcode = '50450'; // Kuala Lumpur, in the demo shop's first zone
  const all: [string, string][] = [
    ['GET /durian/products?take=10', `${api}/durian/products?take=10`],
    ['GET /durian/products/{id}', `${api}/durian/products/${product.id}`],
    ['GET /durian/products/featured', `${api}/durian/products/featured`],
    ['GET /durian/products/metadata', `${api}/durian/products/metadata`],
    ['GET /durian/search?q=musang&take=10', `${api}/durian/search?q=musang&take=10`],
    ['GET /durian/farms?limit=10', `${api}/durian/farms?limit=10`],
    ['GET /durian/farms/{id}', `${api}/durian/farms/${farm.id}`],
    ['GET /durian/farms/{id}/trees', `${api}/durian/farms/${farm.id}/trees`],
    ['GET /durian/trees/{id}', `${api}/durian/trees/${tree.id}`],
    ['GET /durian/season', `${api}/durian/season`],
    ['GET /durian/delivery-zones', `${api}/durian/delivery-zones`],
    [`GET /durian/delivery-days?postalCode=${postcode}`, `${api}/durian/delivery-days?postalCode=${postcode}`],
    ['/shop (HTML)', `${server.baseUrl}/shop`],
    ['/product/{id} (HTML)', `${server.baseUrl}/product/${product.id}`],
  ];
  const words = args.reads?.split(',');
  return words ? all.filter(([name]) => words.some((word) => name.includes(word))) : all;
}

/** A shopper signed in, as the web app sends them with every call (the header autocannon adds). */
async function signedInShopper(server: Shop): Promise<Record<string, string>> {
  const reply = await fetch(`${server.baseUrl}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-reader-${Date.now()}@example.my`, password: 'durian-bench-1', displayName: 'Bench reader' }),
  });
  if (!reply.ok) throw new Error(`could not sign a shopper up: ${reply.status} ${await reply.text()}`);
  const { access_token: token } = (await reply.json()) as { access_token: string };
  return { authorization: `Bearer ${token}` };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/**
 * The bare server and the shop, each asked as a visitor and as a signed-in shopper, measured `rounds` times in turn: on
 * a shared machine one measure moves by a quarter from the next, so each ratio is taken within its round and
 * the median of the rounds' ratios is kept, with the spread (lowest to highest).
 */
async function judgeRead(url: string, sameBytesUrl: string, shopper: Record<string, string>) {
  const rows: { same: Figures; visitor: Figures; sameSignedIn: Figures; signedIn: Figures }[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const same = await measure(sameBytesUrl);
    const visitor = await measure(url);
    // The bare server gets the shopper's request too: its token is 400 bytes more for the client to send and the server to read.
    const sameSignedIn = await measure(sameBytesUrl, shopper);
    const signedIn = await measure(url, shopper);
    rows.push({ same, visitor, sameSignedIn, signedIn });
  }
  const visitorRatios = rows.map((row) => row.visitor.requests / row.same.requests);
  const signedInRatios = rows.map((row) => row.signedIn.requests / row.sameSignedIn.requests);
  const judged = (values: number[]) => {
    const shown = median(values).toFixed(2);
    const mark = median(values) >= GOAL ? '' : ' ✗';
    return rounds > 1 ? `${shown}${mark} (${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)})` : `${shown}${mark}`;
  };
  const middle = (pick: (row: (typeof rows)[number]) => number) => median(rows.map(pick));
  return {
    same: middle((row) => row.same.requests),
    visitor: middle((row) => row.visitor.requests),
    signedIn: middle((row) => row.signedIn.requests),
    p99: `${middle((row) => row.visitor.p99)} / ${middle((row) => row.signedIn.p99)}`,
    errors: rows.reduce((sum, row) => sum + row.visitor.errors + row.signedIn.errors, 0),
    visitorRatio: judged(visitorRatios),
    signedInRatio: judged(signedInRatios),
  };
}

/** The issue's goal: every catalogue read at least this share of a bare server sending the same bytes. */
const GOAL = 0.85;

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

async function benchShop(label: string, env: Record<string, string>, hello: Awaited<ReturnType<typeof startHelloWorld>>) {
  const server = await startShop({ env: { RATE_LIMIT: 'off', LOG_LEVEL: 'error', ...env }, copies: Number(args.copies) });
  try {
    const shopper = await signedInShopper(server);
    console.log(`\n### ${label}\n`);
    console.log(
      row(['read', 'reply KB', 'hello req/s', 'same bytes ÷ hello', 'same bytes req/s', 'visitor req/s', 'signed-in req/s', 'p99 ms visitor / signed in', 'errors', 'visitor ÷ same bytes', 'signed in ÷ same bytes']),
    );
    console.log(row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']));
    for (const [name, url] of await targets(server)) {
      const size = await copyReply(url, hello.sameBytesUrl);
      const base = await measure(hello.url);
      const judged = await judgeRead(url, hello.sameBytesUrl, shopper);
      console.log(
        row([
          name,
          (size / 1024).toFixed(1),
          base.requests.toFixed(0),
          (judged.same / base.requests).toFixed(2),
          judged.same.toFixed(0),
          judged.visitor.toFixed(0),
          judged.signedIn.toFixed(0),
          judged.p99,
          judged.errors,
          judged.visitorRatio,
          judged.signedInRatio,
        ]),
      );
    }
  } finally {
    await server.stop();
  }
}

const hello = await startHelloWorld();
try {
  console.log(
    `autocannon: ${connections} connections, ${duration} s per measure${requestHeaders['accept-encoding'] ? `, Accept-Encoding: ${requestHeaders['accept-encoding']}` : ''}; ` +
      `÷ same bytes = the shop's req/s ÷ a bare Fastify's sending the same reply, goal ${GOAL} (✗: not met)` +
      (rounds > 1 ? `; ${rounds} rounds of the same bytes, visitor, signed in in turn: medians, each ratio's spread in brackets` : ''),
  );
  if (args.only !== 'embedded') {
    const database = await freshPostgresDatabase(args['postgres-url']!);
    try {
      const copies = Number(args.copies) > 1 ? `, ${args.copies} copies behind HAProxy` : '';
      await benchShop(`PostgreSQL${copies}`, { DATABASE_URL: database.url }, hello);
    } finally {
      await database.drop();
    }
  }
  // The embedded database belongs to one process: several copies need PostgreSQL.
  if (args.only !== 'pg' && Number(args.copies) <= 1) await benchShop('Embedded PGlite', {}, hello);
} finally {
  hello.stop();
}
