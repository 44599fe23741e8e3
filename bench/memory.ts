/**
 * `npm run bench:memory` (goal: "server memory after start, embedded default: ≤ 300 MB"): the resident
 * memory of the built server on embedded PGlite, read from /proc/<pid>/status, at the moments the goal cares
 * about: the first start on an empty DATA_DIR (which seeds the demo data and draws its pictures) once /readyz
 * answers, the same process a few seconds later and after a burst of catalogue reads, then a restart on the
 * same DATA_DIR, before and after the same burst. Prints a markdown table per way of starting the server.
 * It prints figures; nothing fails on them.
 *
 *   npm run build && npm run bench:memory
 *   npm run bench:memory -- --only production --reads 300 --settle 5
 *   npm run bench:memory -- --node-flags='--heapsnapshot-signal=SIGUSR2'   # then kill -USR2 <pid>
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startServerProcess, type ServerProcess } from '../apps/api/src/test-support/server-process';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { values: args } = parseArgs({
  options: {
    /** `production` (as the benches and e2e start it) or `npm-start` (as `npm start` runs it); both by default. */
    only: { type: 'string' },
    /** GETs of each catalogue read in the burst. */
    reads: { type: 'string', default: '300' },
    'in-flight': { type: 'string', default: '8' },
    /** Seconds between the first start's /readyz and its "settled" figure. */
    settle: { type: 'string', default: '5' },
    /** Flags for the server's node, space-separated (production mode only: npm start is `node scripts/start.mjs`). */
    'node-flags': { type: 'string' },
  },
});
const readsPerUrl = Number(args.reads);
const inFlight = Number(args['in-flight']);
const settleMs = Number(args.settle) * 1000;
const nodeFlags = args['node-flags']?.split(' ').filter(Boolean) ?? [];

interface Memory {
  /** Resident now, its anonymous part (heaps, WASM memory, buffers) and its file-backed part (code), MB. */
  rss: number;
  anon: number;
  file: number;
  /** The most the process has held resident so far (VmHWM), MB. */
  peak: number;
}

function readMemory(pid: number): Memory {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
  return { rss: mb('VmRSS'), anon: mb('RssAnon'), file: mb('RssFile') + mb('RssShmem'), peak: mb('VmHWM') };
}

interface Mode {
  name: string;
  start(dataDir: string): Promise<ServerProcess>;
}

const modes: Mode[] = [
  {
    name: 'production',
    // The settings e2e/support/server.ts and the other benches start the built server with.
    start: (dataDir) =>
      startServerProcess({
        cwd: repoRoot,
        entry: [...nodeFlags, path.join(repoRoot, 'apps/api/dist/server.js')],
        env: { NODE_ENV: 'production', SEED_DEMO_DATA: 'on', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT: 'off' },
      }),
  },
  {
    name: 'npm-start',
    // `npm start` runs scripts/start.mjs (with MALLOC_ARENA_MAX=2, which startServerProcess gives every server
    // process), which imports the built server into its own process; no NODE_ENV
    // means development, where the demo data is seeded by default. Only DATA_DIR is set, to a fresh folder.
    start: (dataDir) =>
      startServerProcess({ cwd: repoRoot, entry: [path.join(repoRoot, 'scripts/start.mjs')], env: { DATA_DIR: dataDir } }),
  },
];

/** `readsPerUrl` GETs of each catalogue read a shopper makes first, `inFlight` at a time; throws on a non-200. */
async function readCatalogue(baseUrl: string): Promise<void> {
  const list = (await (await fetch(`${baseUrl}/api/v1/durian/products?take=1`)).json()) as { data: { id: string }[] };
  const urls = [`${baseUrl}/api/v1/durian/products?take=20`, `${baseUrl}/shop`, `${baseUrl}/product/${list.data[0]!.id}`];
  const queue = urls.flatMap((url) => Array.from({ length: readsPerUrl }, () => url));
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const response = await fetch(url);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      }
    }),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const figures = (label: string, m: Memory, seconds: number) =>
  row([label, m.rss.toFixed(0), m.anon.toFixed(0), m.file.toFixed(0), m.peak.toFixed(0), seconds.toFixed(1)]);

async function benchMode(mode: Mode): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-memory-'));
  try {
    console.log(`\n### ${mode.name}\n`);
    console.log(row(['moment', 'RSS MB', 'anon MB', 'file MB', 'peak MB', 'seconds']));
    console.log(row(['---', '---:', '---:', '---:', '---:', '---:']));

    let started = performance.now();
    const first = await mode.start(dataDir);
    try {
      const seconds = (performance.now() - started) / 1000;
      console.log(figures('first start (seeds), at /readyz', readMemory(first.pid), seconds));
      await sleep(settleMs);
      console.log(figures(`first start, ${settleMs / 1000} s later`, readMemory(first.pid), (performance.now() - started) / 1000));
      await readCatalogue(first.baseUrl);
      console.log(figures(`first start, after ${readsPerUrl * 3} reads`, readMemory(first.pid), (performance.now() - started) / 1000));
    } finally {
      await first.stop();
    }

    started = performance.now();
    const again = await mode.start(dataDir);
    try {
      console.log(figures('restart, at /readyz', readMemory(again.pid), (performance.now() - started) / 1000));
      await readCatalogue(again.baseUrl);
      console.log(figures(`restart, after ${readsPerUrl * 3} reads`, readMemory(again.pid), (performance.now() - started) / 1000));
    } finally {
      await again.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `Resident memory of the built server, embedded PGlite, fresh DATA_DIR (VmRSS, RssAnon, RssFile+RssShmem, VmHWM ` +
    `of /proc/<pid>/status). Reads: ${readsPerUrl} each of /api/v1/durian/products?take=20, /shop and a product ` +
    `page, ${inFlight} at a time. Seconds: since the process was spawned.`,
);
for (const mode of modes) {
  if (!args.only || args.only === mode.name) await benchMode(mode);
}
