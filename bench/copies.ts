import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { generatePrivateJwk } from '../apps/api/src/lib/signing-keys';
import { HAPROXY, startHaproxy } from '../cluster/support/haproxy';
import { startServer, type RunningServer } from '../e2e/support/server';

export interface Shop {
  baseUrl: string;
  stop(): Promise<void>;
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
    baseUrl: proxy.url,
    async stop() {
      await proxy.close();
      await Promise.all(servers.map((server) => server.stop()));
    },
  };
}
