import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generatePrivateJwk } from '../apps/api/src/lib/signing-keys';
import { freePort } from '../apps/api/src/test-support/server-process';
import { startServer, type RunningServer } from '../e2e/support/server';

const HAPROXY = '/usr/sbin/haproxy';

export interface Shop {
  baseUrl: string;
  stop(): Promise<void>;
}

/** HAProxy in front of `targets`, round robin, each checked at /readyz as a production load balancer would. */
async function startHaproxy(targets: string[]): Promise<Shop> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-haproxy-'));
  const configFile = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(
    configFile,
    [
      'global',
      '  maxconn 4096',
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  option forwardfor',
      'frontend shop',
      `  bind 127.0.0.1:${port}`,
      '  default_backend copies',
      'backend copies',
      '  balance roundrobin',
      '  option httpchk GET /readyz',
      '  http-check expect status 200',
      ...targets.map((target, i) => `  server copy${i + 1} ${new URL(target).host} check inter 2s`),
      '',
    ].join('\n'),
  );
  const child = spawn(HAPROXY, ['-f', configFile, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    const ready = await fetch(`${baseUrl}/readyz`).then((r) => r.ok, () => false);
    if (ready) break;
    if (tries > 100) throw new Error('HAProxy did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    async stop() {
      child.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The built shop as the benchmarks measure it: one copy, or (`copies` > 1) that many copies on the same
 * PostgreSQL database with shared secrets behind HAProxy (Debian's `haproxy` package; docs/deploy.md). The
 * first copy loads the demo data, the others start once it is ready.
 */
export async function startShop(options: { env: Record<string, string>; copies?: number; nodeFlags?: string[] }): Promise<Shop> {
  const copies = options.copies ?? 1;
  if (copies <= 1) return startServer(options.env, options.nodeFlags);
  if (!options.env.DATABASE_URL) throw new Error('several copies need a PostgreSQL database (DATABASE_URL)');
  if (!fs.existsSync(HAPROXY)) throw new Error(`several copies are measured behind HAProxy: apt-get install haproxy (${HAPROXY})`);
  const env = {
    ...options.env,
    JWT_PRIVATE_JWK: JSON.stringify(await generatePrivateJwk()),
    SANDBOX_GATEWAY_SECRET: randomBytes(32).toString('base64url'),
    UNSUBSCRIBE_SECRET: randomBytes(32).toString('base64url'),
    TRUST_PROXY: '127.0.0.1',
  };
  const first = await startServer(env, options.nodeFlags);
  const others = await Promise.all(Array.from({ length: copies - 1 }, () => startServer(env, options.nodeFlags)));
  const servers: RunningServer[] = [first, ...others];
  const proxy = await startHaproxy(servers.map((server) => server.baseUrl));
  return {
    baseUrl: proxy.baseUrl,
    async stop() {
      await proxy.stop();
      await Promise.all(servers.map((server) => server.stop()));
    },
  };
}
