import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createTestAddress } from './factories';
import { startServerProcess, type ServerProcess } from './server-process';
import { createTestDatabase } from './test-app';

/**
 * What a crash test stands on (docs/product/promises.md: a crash never leaves stock or money half-moved): a migrated
 * PostgreSQL database of its own, the real server as a process that can be killed outright and started again on it,
 * a client that reads the database as an auditor would, and calls to the server's API. Registers its own set-up and
 * tear-down; call it inside a `describe` that runs on PostgreSQL only.
 */
export function useCrashRig() {
  let database: Database;
  let url: string;
  let drop: () => Promise<void>;
  let dataDir: string;
  let webDir: string;
  let client: pg.Client;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    const created = await createTestDatabase();
    ({ database, drop } = created);
    url = created.url!;
    await database.migrate(loadConfig({}).migrationsDir);
    client = new pg.Client({ connectionString: url });
    await client.connect();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-crash-'));
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-crash-web-'));
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await client.end();
    await database.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  return {
    get db() {
      return database.db;
    },
    /** The auditor's own connection. */
    get client() {
      return client;
    },
    /** Starts the server on the rig's database and data folder, with `env` over the rig's own settings. */
    async start(env: Record<string, string>) {
      server = await startServerProcess({
        env: { NODE_ENV: 'test', DATABASE_URL: url, DATA_DIR: dataDir, WEB_DIST_DIR: webDir, SEED_DEMO_DATA: 'off', RATE_LIMIT: 'off', LOG_LEVEL: 'fatal', ...env },
      });
    },
    /** Kills the server outright, as a machine dying would. */
    async kill() {
      await server!.kill();
    },
    call,
    /** A new shopper signed in through the API, with a delivery address; `role: 'ADMIN'` makes them the owner. */
    async register(name: string, role?: 'ADMIN') {
      const email = `${name}-${Date.now()}@example.my`;
      const password = 'durian-season-2024';
      const res = await call('POST', '/auth/register', undefined, { email, password, displayName: name });
      const id = res.body.user_id as string;
      const address = await createTestAddress(database.db, id);
      if (!role) return { email, id, token: res.body.access_token as string, addressId: address.id };
      await client.query(`update users set role = $2 where id = $1`, [id, role]);
      const signedIn = await call('POST', '/auth/login', undefined, { email, password });
      return { email, id, token: signedIn.body.access_token as string, addressId: address.id };
    },
    /** Pays the order in the sandbox and confirms it, as the checkout page does; the reply of the confirmation. */
    async pay(token: string, orderId: string) {
      const intent = await call('POST', '/payments/initiate', token, { orderId });
      const paid = await call('POST', '/payments/sandbox/pay', undefined, { paymentIntentId: intent.body.paymentIntentId, outcome: 'success' });
      return call('POST', '/payments/confirm', token, {
        orderId,
        razorpayPaymentId: paid.body.razorpay_payment_id,
        razorpayOrderId: paid.body.razorpay_order_id,
        razorpaySignature: paid.body.razorpay_signature,
      });
    },
  };

  /** One call to the running server's API; a dead server rejects. */
  async function call(method: string, apiPath: string, token?: string, body?: unknown) {
    const res = await fetch(`${server!.baseUrl}/api/v1${apiPath}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: ((await res.json().catch(() => null)) ?? {}) as Record<string, unknown> };
  }
}
