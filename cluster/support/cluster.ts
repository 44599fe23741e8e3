import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { loadConfig } from '../../apps/api/src/config';
import type { Database } from '../../apps/api/src/db/client';
import { generatePrivateJwk, loadSigningKeys, type SigningKeys } from '../../apps/api/src/lib/signing-keys';
import { startTestS3, type TestS3 } from '../../apps/api/src/test-support/s3-server';
import { freePort, startServerProcess, type ServerProcess } from '../../apps/api/src/test-support/server-process';
import { startSmtpServer, type ReceivedMail } from '../../apps/api/src/test-support/smtp-server';
import { createTestDatabase } from '../../apps/api/src/test-support/test-app';
import { HAPROXY, startHaproxy } from './haproxy';
import { startRoundRobinProxy, type LoadBalancer } from './round-robin-proxy';

export interface Copy {
  url: string;
  process: ServerProcess;
  alive: boolean;
  /** Its settings, its port and its data folder among them: a copy started again is the same copy. */
  env: Record<string, string>;
}

/** The database, Redis and S3 the copies share, when the caller brings its own (the fault drill stops them). */
export interface SharedServices {
  databaseUrl: string;
  redisUrl: string;
  s3Env: Record<string, string>;
}

export interface Cluster {
  /** The load balancer: every shopper's call goes here. */
  proxy: LoadBalancer;
  copies: Copy[];
  /** The shared database, for factories (behind the shop's back) and audits. */
  database: Database;
  audit: pg.Pool;
  /** The key every copy signs access tokens with, to sign in prepared shoppers. */
  keys: SigningKeys;
  /** Every e-mail the copies sent, through the one SMTP server they share. */
  mail: ReceivedMail[];
  /** SIGKILL: the copy dies at once, as on a power cut; the proxy stops sending to it. */
  kill(copy: Copy): Promise<void>;
  /** Starts a killed copy again, on its port with its data folder, as a process supervisor would. */
  restart(copy: Copy): Promise<void>;
  close(): Promise<void>;
}

/**
 * N copies of the shop from its sources, as production would run them behind a load balancer:
 * one PostgreSQL database, one Redis, one S3 bucket, one SMTP server and the same secrets for all, and
 * nothing shared through their data folders, which are each their own.
 */
export async function startCluster(
  copyCount: number,
  options: {
    services?: SharedServices;
    /** HAProxy when it is installed (the fault drill), else the round-robin proxy of support/round-robin-proxy.ts. */
    loadBalancer?: 'round-robin' | 'haproxy-where-installed';
    /** Settings of every copy beyond the cluster's own. */
    env?: Record<string, string>;
  } = {},
): Promise<Cluster> {
  const { database, url: databaseUrl, drop } = await createTestDatabase({ serverUrl: options.services?.databaseUrl });
  await database.migrate(loadConfig({}).migrationsDir);
  // A pool, not one connection: the fault drill restarts PostgreSQL under it.
  const audit = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  audit.on('error', () => {});
  const s3: TestS3 | undefined = options.services ? undefined : await startTestS3('durio-cluster');
  const smtp = await startSmtpServer();
  const privateJwk = JSON.stringify(await generatePrivateJwk());
  const redisUrl = options.services?.redisUrl ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisPrefix = `durio-cluster-${randomUUID()}:`;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-cluster-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="en"><head><title>Durio</title></head><body></body></html>');
  const dataDirs: string[] = [];

  const shared = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl!,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: redisPrefix,
    ...(s3 ? { ...s3.env, AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID!, AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY! } : options.services!.s3Env),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
    JWT_PRIVATE_JWK: privateJwk,
    SANDBOX_GATEWAY_SECRET: randomBytes(32).toString('base64url'),
    UNSUBSCRIBE_SECRET: randomBytes(32).toString('base64url'),
    TRUST_PROXY: '127.0.0.1',
    WEB_DIST_DIR: webDir,
    SEED_DEMO_DATA: 'off',
    LOG_LEVEL: 'fatal',
    SANDBOX_WEBHOOK_DELAY_MS: '500',
    EXPIRY_SWEEP_SECONDS: '1',
    RECONCILE_SWEEP_SECONDS: '2',
    MAIL_SWEEP_SECONDS: '2',
    // Twice the production default: beside the other suites on two cores, the test's own orders to a stopping copy
    // have been sent more than 5 s after its SIGTERM, when it had already closed.
    DRAIN_SECONDS: '10',
    ...options.env,
  };
  const copies: Copy[] = await Promise.all(
    Array.from({ length: copyCount }, async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-cluster-copy-'));
      dataDirs.push(dataDir);
      const env = { ...shared, DATA_DIR: dataDir, PORT: String(await freePort()) };
      const process = await startServerProcess({ env });
      return { url: process.baseUrl, process, alive: true, env };
    }),
  );
  const targets = copies.map((copy) => copy.url);
  const proxy =
    options.loadBalancer === 'haproxy-where-installed' && fs.existsSync(HAPROXY) ? await startHaproxy(targets) : await startRoundRobinProxy(targets);

  return {
    proxy,
    copies,
    database,
    audit,
    keys: await loadSigningKeys({ privateJwk }),
    mail: smtp.received,
    async kill(copy) {
      proxy.remove(copy.url);
      copy.alive = false;
      await copy.process.kill();
    },
    async restart(copy) {
      copy.process = await startServerProcess({ env: copy.env });
      copy.alive = true;
    },
    async close() {
      await proxy.close();
      await Promise.all(copies.filter((copy) => copy.alive).map((copy) => copy.process.stop()));
      await audit.end();
      await database.close();
      await drop();
      await Promise.all([s3?.close(), smtp.close()]);
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      for (const dir of [webDir, ...dataDirs]) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
