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
import { startServerProcess, type ServerProcess } from '../../apps/api/src/test-support/server-process';
import { startSmtpServer, type ReceivedMail } from '../../apps/api/src/test-support/smtp-server';
import { createTestDatabase } from '../../apps/api/src/test-support/test-app';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';

export interface Copy {
  url: string;
  process: ServerProcess;
  alive: boolean;
}

export interface Cluster {
  /** The load balancer: every shopper's call goes here. */
  proxy: RoundRobinProxy;
  copies: Copy[];
  /** The shared database, for factories (behind the shop's back) and audits. */
  database: Database;
  audit: pg.Client;
  /** The key every copy signs access tokens with, to sign in prepared shoppers. */
  keys: SigningKeys;
  /** Every e-mail the copies sent, through the one SMTP server they share. */
  mail: ReceivedMail[];
  /** SIGKILL: the copy dies at once, as on a power cut; the proxy stops sending to it. */
  kill(copy: Copy): Promise<void>;
  close(): Promise<void>;
}

/**
 * N copies of the shop from its sources, as production would run them behind a load balancer:
 * one PostgreSQL database, one Redis, one S3 bucket, one SMTP server and the same secrets for all, and
 * nothing shared through their data folders, which are each their own.
 */
export async function startCluster(copyCount: number): Promise<Cluster> {
  const { database, url: databaseUrl, drop } = await createTestDatabase();
  await database.migrate(loadConfig({}).migrationsDir);
  const audit = new pg.Client({ connectionString: databaseUrl });
  await audit.connect();
  const s3: TestS3 = await startTestS3('durio-cluster');
  const smtp = await startSmtpServer();
  const privateJwk = JSON.stringify(await generatePrivateJwk());
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisPrefix = `durio-cluster-${randomUUID()}:`;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-cluster-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="en"><head><title>Durio</title></head><body></body></html>');
  const dataDirs: string[] = [];

  const shared = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl!,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: redisPrefix,
    ...s3.env,
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID!,
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY!,
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
  };
  const processes = await Promise.all(
    Array.from({ length: copyCount }, async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-cluster-copy-'));
      dataDirs.push(dataDir);
      return startServerProcess({ env: { ...shared, DATA_DIR: dataDir } });
    }),
  );
  const copies: Copy[] = processes.map((process) => ({ url: process.baseUrl, process, alive: true }));
  const proxy = await startRoundRobinProxy(copies.map((copy) => copy.url));

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
    async close() {
      await proxy.close();
      await Promise.all(copies.filter((copy) => copy.alive).map((copy) => copy.process.stop()));
      await audit.end();
      await database.close();
      await drop();
      await Promise.all([s3.close(), smtp.close()]);
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      for (const dir of [webDir, ...dataDirs]) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
