/**
 * `npm run bench:api`: the built shop's catalogue reads and pages against a bare Fastify
 * hello-world, each measured with autocannon in turn, hello-world again before each, so every ratio compares
 * figures taken a moment apart on the same (shared, noisy) machine. Prints req/s, p50, p99 and the ratio.
 *
 *   npm run build && npm run bench:api                      # PostgreSQL (a fresh database) and embedded PGlite
 *   npm run bench:api -- --only pg --duration 5 --connections 50
 *   npm run bench:api -- --only pg --copies 3             # three copies behind HAProxy (docs/deploy.md)
 *   npm run bench:api -- --accept-encoding br            # as a browser asks: the stored compressed replies
 *   npm run bench:api -- --rounds 1                      # one pair of measures per read (3 by default, median kept)
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
    /** Hello-world and the read measured this many times in turn; the round with the median ratio is printed. */
    rounds: { type: 'string', default: '3' },
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

async function measure(url: string): Promise<Figures> {
  const result = await autocannon({ url, connections, duration, headers: requestHeaders });
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * A bare Fastify 5 server, in its own process like the shop: `GET /` answers `{hello: 'world'}`, and `GET /same`
 * answers the bytes last given to `PUT /same` with their content type: the framework's own ceiling for a reply of
 * that size, to tell how much of the gap to hello-world is the size of the shop's reply.
 */
async function startHelloWorld(): Promise<{ url: string; sameBytesUrl: string; stop: () => void }> {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify';
       const app = Fastify({ bodyLimit: 10 * 1024 * 1024 });
       let same = { type: 'text/plain', body: Buffer.alloc(0) };
       app.removeAllContentTypeParsers();
       app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => done(null, body));
       app.get('/', async () => ({ hello: 'world' }));
       app.put('/same', async (request) => { same = { type: request.headers['content-type'], body: request.body }; return { ok: true }; });
       app.get('/same', async (request, reply) => reply.type(same.type).send(same.body));
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

/** Gives the bare server the shop's reply to `url`, the bytes autocannon gets (compressed if asked); returns its size. */
async function copyReply(url: string, sameBytesUrl: string): Promise<number> {
  const reply = await new Promise<{ type: string; body: Buffer }>((resolve, reject) => {
    // node:http, not fetch: fetch would undo the compression.
    http.get(url, { headers: { 'accept-encoding': requestHeaders['accept-encoding'] ?? 'identity' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ type: response.headers['content-type'] ?? 'text/plain', body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
  const body = reply.body;
  await fetch(sameBytesUrl, { method: 'PUT', headers: { 'content-type': reply.type }, body });
  return body.length;
}

/** The catalogue reads and pages of the table, with ids taken from the shop itself. */
async function targets(server: Shop): Promise<[string, string][]> {
  const api = `${server.baseUrl}/api/v1`;
  const list = (await (await fetch(`${api}/durian/products?take=1`)).json()) as { data: { id: string }[] };
  const productId = list.data[0]!.id;
  return [
    ['GET /durian/products?take=10', `${api}/durian/products?take=10`],
    ['GET /durian/products/{id}', `${api}/durian/products/${productId}`],
    ['GET /durian/products/featured', `${api}/durian/products/featured`],
    ['GET /durian/farms', `${api}/durian/farms`],
    ['GET /durian/search?q=musang', `${api}/durian/search?q=musang&take=10`],
    ['/shop (HTML)', `${server.baseUrl}/shop`],
    ['/product/{id} (HTML)', `${server.baseUrl}/product/${productId}`],
  ];
}

/**
 * Hello-world and the read measured `rounds` times in turn: on a shared machine hello-world alone moves by a
 * quarter between two consecutive measures, so one pair can land on either side of a goal. Answers the round
 * with the median ratio, and every round's ratio (lowest to highest) to show the spread.
 */
async function medianRound(helloUrl: string, url: string) {
  const measured: { base: Figures; shop: Figures; ratio: number }[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const base = await measure(helloUrl);
    const shop = await measure(url);
    measured.push({ base, shop, ratio: shop.requests / base.requests });
  }
  measured.sort((a, b) => a.ratio - b.ratio);
  const { base, shop } = measured[Math.floor((measured.length - 1) / 2)]!;
  return { base, shop, ratios: measured.map((m) => m.ratio.toFixed(2)).join('–') };
}

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

async function benchShop(label: string, env: Record<string, string>, hello: Awaited<ReturnType<typeof startHelloWorld>>) {
  const server = await startShop({ env: { RATE_LIMIT: 'off', LOG_LEVEL: 'error', ...env }, copies: Number(args.copies) });
  try {
    console.log(`\n### ${label}\n`);
    console.log(row(['read', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'hello req/s', 'ratio', 'reply KB', 'same bytes req/s', '÷ same bytes']));
    console.log(row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']));
    for (const [name, url] of await targets(server)) {
      const { base, shop, ratios } = await medianRound(hello.url, url);
      const size = await copyReply(url, hello.sameBytesUrl);
      const same = await measure(hello.sameBytesUrl);
      console.log(
        row([
          name,
          shop.requests.toFixed(0),
          shop.p50,
          shop.p99,
          shop.errors,
          base.requests.toFixed(0),
          rounds > 1 ? `${(shop.requests / base.requests).toFixed(3)} (${ratios})` : (shop.requests / base.requests).toFixed(3),
          (size / 1024).toFixed(1),
          same.requests.toFixed(0),
          (shop.requests / same.requests).toFixed(2),
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
    `autocannon: ${connections} connections, ${duration} s per measure; ratio = shop req/s ÷ hello-world req/s; ` +
      '÷ same bytes = shop req/s ÷ the bare server sending the same reply' +
      (rounds > 1 ? `; ${rounds} rounds of hello-world then the read, the median round shown (every round's ratio in brackets)` : ''),
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
