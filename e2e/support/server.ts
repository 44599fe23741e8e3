import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from '../../apps/api/src/test-support/server-process';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * The built server (`apps/api/dist/server.js`, as `npm start` runs it) on a fresh data folder with demo data.
 * `nodeFlags` go to node itself (`--cpu-prof` is refused in NODE_OPTIONS).
 */
export async function startServer(env: Record<string, string> = {}, nodeFlags: string[] = []): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-e2e-'));
  // E2E_FROM_SOURCE runs the TypeScript sources (no API build); E2E_WEB_DIST_DIR points at another web build.
  const server = await startServerProcess({
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
