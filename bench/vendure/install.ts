/**
 * Vendure, installed from npm by the benchmark into a cache folder of its own: never a dependency of the shop.
 * The folder is outside every workspace's package.json (node_modules/.cache is nobody's), so `npm ci` of the repo
 * neither installs nor checks it, and removing node_modules removes it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The version the issue compares with: the newest 3.7 release on npm when this was written. */
export const VENDURE_VERSION = '3.7.3';
/** The PostgreSQL driver TypeORM loads for Vendure: the one the shop's benchmarks use. */
const PG_VERSION = '8.23.1';

export const VENDURE_DIR = path.join(repoRoot, 'node_modules/.cache/durio-bench-vendure');

function installedVersion(): string | null {
  try {
    const manifest = fs.readFileSync(path.join(VENDURE_DIR, 'node_modules/@vendure/core/package.json'), 'utf8');
    return (JSON.parse(manifest) as { version: string }).version;
  } catch {
    return null;
  }
}

/** Installs @vendure/core and pg into VENDURE_DIR unless that version is there already; returns the folder. */
export function installVendure(): string {
  if (installedVersion() === VENDURE_VERSION && fs.existsSync(path.join(VENDURE_DIR, 'node_modules/pg'))) {
    console.log(`Vendure ${VENDURE_VERSION}: installed in ${path.relative(repoRoot, VENDURE_DIR)}`);
    return VENDURE_DIR;
  }
  console.log(`Vendure ${VENDURE_VERSION}: installing from npm into ${path.relative(repoRoot, VENDURE_DIR)} (a minute or so, once)…`);
  fs.mkdirSync(VENDURE_DIR, { recursive: true });
  // A package of its own (CommonJS, as Vendure's own projects are), so npm installs here and not into a workspace.
  fs.writeFileSync(
    path.join(VENDURE_DIR, 'package.json'),
    `${JSON.stringify({ name: 'durio-bench-vendure', private: true, type: 'commonjs', description: 'Installed by bench/vendure/install.ts' }, null, 2)}\n`,
  );
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `@vendure/core@${VENDURE_VERSION}`, `pg@${PG_VERSION}`], {
    cwd: VENDURE_DIR,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  console.log(`Vendure ${VENDURE_VERSION}: installed`);
  return VENDURE_DIR;
}
