/**
 * Lighthouse (mobile) on the storefront's key pages: `/`, `/shop`, one product and one farm, and `/ms/shop` and a
 * product in Chinese. Prints the four category scores and LCP/CLS/TBT for each page, the audits that did not
 * pass, and the gzip size of the JavaScript a first visit to `/` loads. See bench/README.md.
 *
 *   npm run bench:lighthouse                       # starts the built server on a free port with demo data
 *   npm run bench:lighthouse -- --url http://localhost:3000
 *   npm run bench:lighthouse -- --from-source --web-dist /tmp/web   # API from source, another web build
 *   npm run bench:lighthouse -- --out /tmp/lh                       # also keep each page's full report (JSON)
 *   npm run bench:lighthouse -- --runs 3                            # each page three times, the median run kept
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { startServer, type RunningServer } from '../e2e/support/server';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
/** The issue's targets: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100; JS ≤ 150 KB gzip. */
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 };
const JS_BUDGET_BYTES = 150 * 1024;

interface PageResult {
  name: string;
  url: string;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  failing: { category: string; id: string; title: string; score: number | null }[];
  lhr: Result;
}

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    'from-source': { type: 'boolean', default: false },
    'web-dist': { type: 'string' },
    out: { type: 'string' },
    runs: { type: 'string', default: '1' },
    chrome: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  },
});

/** The server to measure: the one at --url, or the built app started here on a fresh data folder with demo data. */
async function openTarget(): Promise<{ baseUrl: string; server?: RunningServer }> {
  if (args.url) return { baseUrl: args.url.replace(/\/+$/, '') };
  if (args['from-source']) process.env.E2E_FROM_SOURCE = '1';
  if (args['web-dist']) process.env.E2E_WEB_DIST_DIR = args['web-dist'];
  const server = await startServer({ RATE_LIMIT: 'off' });
  // The server's default PUBLIC_URL is http://localhost:PORT: measuring that origin keeps canonical links on-site.
  return { baseUrl: server.baseUrl.replace('127.0.0.1', 'localhost'), server };
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

async function pagesToMeasure(baseUrl: string): Promise<{ name: string; url: string }[]> {
  const [product] = await getJson<{ id: string; name: string }[]>(`${baseUrl}/api/v1/durian/products/featured?limit=1`);
  const { items } = await getJson<{ items: { id: string; name: string }[] }>(`${baseUrl}/api/v1/durian/farms?take=1`);
  if (!product || !items[0]) throw new Error('The shop has no featured product or no farm to measure');
  return [
    { name: 'Home', url: `${baseUrl}/` },
    { name: 'Shop', url: `${baseUrl}/shop` },
    { name: `Product (${product.name})`, url: `${baseUrl}/product/${product.id}` },
    { name: `Farm (${items[0].name})`, url: `${baseUrl}/farms/${items[0].id}` },
    // A Malay and a Chinese page, for their SEO (lang, hreflang) and the weight of their texts.
    { name: 'Shop in Malay', url: `${baseUrl}/ms/shop` },
    { name: `Product in Chinese (${product.name})`, url: `${baseUrl}/zh/product/${product.id}` },
  ];
}

async function measure(port: number, page: { name: string; url: string }): Promise<PageResult> {
  // Lighthouse's default config is the mobile one: a Moto G Power-sized screen and simulated slow 4G.
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };
  const result = await lighthouse(page.url, flags);
  if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${page.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  const failing = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 || category === 'performance')
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => ({ category, id: audit.id, title: audit.title, score: audit.score })),
  );
  return {
    name: page.name,
    url: page.url,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as PageResult['scores'],
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    failing,
    lhr,
  };
}

/** A busy machine sometimes spoils a trace (NO_NAVSTART, NO_FCP): such a run is tried again, twice at most. */
async function measureWithRetries(port: number, page: { name: string; url: string }): Promise<PageResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(port, page);
    } catch (error) {
      if (attempt === 3) throw error;
      process.stderr.write(`  ${(error as Error).message}; trying again\n`);
    }
  }
}

/**
 * Single runs are noisy (a busy machine, and Lighthouse's simulated first paint varies by a second between
 * runs: bench/README.md): with --runs n each page is measured n times and the run with the median performance
 * score is kept.
 */
async function measureMedianOf(port: number, page: { name: string; url: string }, runs: number): Promise<PageResult> {
  const results: PageResult[] = [];
  for (let run = 1; run <= runs; run++) results.push(await measureWithRetries(port, page));
  results.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  return results[Math.floor((runs - 1) / 2)]!;
}

/** Every script the page loaded (from Lighthouse's network log), fetched again and gzipped here. */
async function firstVisitJavaScript(lhr: Result): Promise<{ url: string; rawBytes: number; gzipBytes: number }[]> {
  const items = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
  const scripts = [...new Set(items.filter((item) => item.resourceType === 'Script').map((item) => item.url))];
  return Promise.all(
    scripts.map(async (url) => {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      return { url, rawBytes: body.length, gzipBytes: zlib.gzipSync(body).length };
    }),
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (value: number | null, target: number) => (value === null ? '  n/a' : `${String(value).padStart(3)}${value >= target ? ' ' : '!'}`);

function printReport(results: PageResult[], scripts: Awaited<ReturnType<typeof firstVisitJavaScript>>) {
  console.log('\nLighthouse, mobile (targets: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100; ! = below)\n');
  console.log('page                                     perf  a11y  best   seo      LCP     CLS      TBT');
  for (const r of results) {
    console.log(
      [
        r.name.slice(0, 40).padEnd(40),
        mark(r.scores.performance, TARGETS.performance),
        mark(r.scores.accessibility, TARGETS.accessibility),
        mark(r.scores['best-practices'], TARGETS['best-practices']),
        mark(r.scores.seo, TARGETS.seo),
        `${(r.lcpMs / 1000).toFixed(2)} s`.padStart(8),
        r.cls.toFixed(3).padStart(7),
        `${Math.round(r.tbtMs)} ms`.padStart(8),
      ].join('  '),
    );
  }

  const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
  const raw = scripts.reduce((sum, s) => sum + s.rawBytes, 0);
  console.log(
    `\nJavaScript of a first visit to /: ${scripts.length} files, ${kb(total)} gzip (${kb(raw)} uncompressed); budget ${kb(JS_BUDGET_BYTES)}${total > JS_BUDGET_BYTES ? ' — OVER' : ''}`,
  );
  for (const s of [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`  ${kb(s.gzipBytes).padStart(9)}  ${new URL(s.url).pathname}`);
  }

  console.log('\nAudits that did not pass (score < 0.9):');
  for (const r of results) {
    console.log(`  ${r.name}`);
    if (r.failing.length === 0) console.log('    none');
    for (const f of r.failing) {
      const score = f.score === null ? '' : ` (${Math.round(f.score * 100)})`;
      console.log(`    [${f.category}] ${f.id}: ${f.title}${score}`);
    }
  }
}

async function main() {
  const runs = Number(args.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of runs, not '${args.runs}'`);
  // Checked before the server starts: chrome-launcher reports a missing browser by crashing the process, which
  // would leave the server running.
  if (!fs.existsSync(args.chrome)) throw new Error(`No Chromium at ${args.chrome}: install it (apt-get install chromium) or pass --chrome`);
  const { baseUrl, server } = await openTarget();
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const pages = await pagesToMeasure(baseUrl);
    chrome = await chromeLauncher.launch({ chromePath: args.chrome, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
    const results: PageResult[] = [];
    // One page at a time: Lighthouse's timings are only meaningful when nothing else runs in the browser.
    for (const page of pages) {
      process.stderr.write(`Measuring ${page.url}${runs > 1 ? ` (median of ${runs})` : ''} …\n`);
      results.push(await measureMedianOf(chrome.port, page, runs));
    }
    if (args.out) {
      fs.mkdirSync(args.out, { recursive: true });
      results.forEach((r, i) => fs.writeFileSync(path.join(args.out!, `${i + 1}-${r.name.split(' ')[0]!.toLowerCase()}.json`), JSON.stringify(r.lhr)));
    }
    printReport(results, await firstVisitJavaScript(results[0]!.lhr));
  } finally {
    await chrome?.kill();
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
