/**
 * `npm run bench:api` (issue 11): the built shop's catalogue reads and pages against a bare Fastify
 * hello-world, each measured with autocannon in turn, hello-world again before each, so every ratio compares
 * figures taken a moment apart on the same (shared, noisy) machine. Prints req/s, p50, p99 and the ratio.
 *
 *   npm run build && npm run bench:api                      # PostgreSQL (a fresh database) and embedded PGlite
 *   npm run bench:api -- --only pg --duration 5 --connections 50
 *   npm run bench:api -- --only pg --copies 3             # three copies behind HAProxy (docs/deploy.md)
 */
import { spawn } from 'node:child_process';
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
    'postgres-url': { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);

interface Figures {
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(url: string): Promise<Figures> {
  const result = await autocannon({ url, connections, duration });
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** A bare Fastify 5 server answering `{hello: 'world'}`, in its own process like the shop. */
async function startHelloWorld(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify';
       const app = Fastify();
       app.get('/', async () => ({ hello: 'world' }));
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
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
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

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

async function benchShop(label: string, env: Record<string, string>, hello: string) {
  const server = await startShop({ env: { RATE_LIMIT: 'off', LOG_LEVEL: 'error', ...env }, copies: Number(args.copies) });
  try {
    console.log(`\n### ${label}\n`);
    console.log(row(['read', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'hello req/s', 'ratio']));
    console.log(row(['---', '---:', '---:', '---:', '---:', '---:', '---:']));
    for (const [name, url] of await targets(server)) {
      const base = await measure(hello);
      const shop = await measure(url);
      console.log(
        row([name, shop.requests.toFixed(0), shop.p50, shop.p99, shop.errors, base.requests.toFixed(0), (shop.requests / base.requests).toFixed(3)]),
      );
    }
  } finally {
    await server.stop();
  }
}

const hello = await startHelloWorld();
try {
  console.log(`autocannon: ${connections} connections, ${duration} s per measure; ratio = shop req/s ÷ hello-world req/s`);
  if (args.only !== 'embedded') {
    const database = await freshPostgresDatabase(args['postgres-url']!);
    try {
      const copies = Number(args.copies) > 1 ? `, ${args.copies} copies behind HAProxy` : '';
      await benchShop(`PostgreSQL${copies}`, { DATABASE_URL: database.url }, hello.url);
    } finally {
      await database.drop();
    }
  }
  // The embedded database belongs to one process: several copies need PostgreSQL.
  if (args.only !== 'pg' && Number(args.copies) <= 1) await benchShop('Embedded PGlite', {}, hello.url);
} finally {
  hello.stop();
}
