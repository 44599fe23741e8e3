import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess, type ServerProcess } from '../../apps/api/src/test-support/server-process';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the e2e run's seeded data folder is (global-setup.ts); unset outside `npm run test:e2e`. */
export const SEEDED_DATA_DIR_ENV = 'E2E_SEEDED_DATA_DIR';

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

/** The built server on `dataDir`, which it creates, migrates and fills with the demo data when it is new. */
function startServerOn(dataDir: string, env: Record<string, string>, nodeFlags: string[] = []): Promise<ServerProcess> {
  // E2E_FROM_SOURCE runs the TypeScript sources (no API build); E2E_WEB_DIST_DIR points at another web build.
  return startServerProcess({
    cwd: repoRoot,
    entry: process.env.E2E_FROM_SOURCE
      ? [...nodeFlags, '--import', 'tsx', path.join(repoRoot, 'apps/api/src/server.ts')]
      : [...nodeFlags, path.join(repoRoot, 'apps/api/dist/server.js')],
    env: {
      NODE_ENV: 'production',
      SEED_DEMO_DATA: 'on',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SANDBOX_WEBHOOK_DELAY_MS: '300',
      // No load balancer to drain: a stop stops at once.
      DRAIN_SECONDS: '0',
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
      ...env,
    },
  });
}

/**
 * The settings that change what a new data folder is given, or where its database and files live (DatabaseConfig
 * in apps/api/src/db/prepare-database.ts). NODE_ENV is not one of them: with SEED_DEMO_DATA on, the demo data is
 * the same in development and production.
 */
const changesTheSeed = (name: string) => ['SEED_DEMO_DATA', 'DATABASE_URL', 'DATA_DIR'].includes(name) || name.startsWith('S3_');

/**
 * The built server (`apps/api/dist/server.js`, as `npm start` runs it) on a fresh data folder with demo data:
 * in `npm run test:e2e` a copy of the run's seeded folder (prepareSeededDataFolder), else, or when `env` changes
 * the demo data or where it lives, a new folder the server seeds as it starts. `nodeFlags` go to node itself
 * (`--cpu-prof` is refused in NODE_OPTIONS).
 */
export async function startServer(env: Record<string, string> = {}, nodeFlags: string[] = []): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-e2e-'));
  const seeded = process.env[SEEDED_DATA_DIR_ENV];
  if (seeded && !Object.keys(env).some(changesTheSeed)) fs.cpSync(seeded, dataDir, { recursive: true });
  const server = await startServerOn(dataDir, env, nodeFlags);
  return {
    baseUrl: server.baseUrl,
    dataDir,
    output: server.output,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Prepares `dataDir` as the server's first start does (openPreparedDatabase: the migrations, then the demo data
 * and its pictures, in the child process `npm start` uses), for the test files' servers to start on copies of
 * it. No server runs on it, so it holds no signing keys, mail or background job runs of its own, and its
 * database is closed cleanly before anything is copied: a copy opens as a database nobody holds.
 */
export async function prepareSeededDataFolder(dataDir: string): Promise<void> {
  const script = path.join(repoRoot, 'e2e/support/prepare-seeded-data-folder.ts');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir], { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${script} exited with ${signal ?? code}`))));
  });
  if (fs.existsSync(path.join(dataDir, 'db/postmaster.pid'))) throw new Error(`The database in ${dataDir} was left open`);
}
