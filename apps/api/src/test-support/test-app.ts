import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';
import { loadSigningKeys, type SigningKeys } from '../lib/signing-keys';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  keys: SigningKeys;
  /** The PostgreSQL database's address; none for in-memory PGlite. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    return { database, drop: async () => {} };
  }
  const name = `durio_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export const usesPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** The real app on a fresh, migrated database; pass overrides for the clock or the gateway. */
export async function createTestApp(overrides: Partial<Omit<AppDeps, 'database' | 'config'>> & {
  env?: Record<string, string>;
} = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SANDBOX_WEBHOOK_DELAY_MS: '0',
    ...overrides.env,
  });
  const { database, url: databaseUrl, drop } = await createTestDatabase();
  await database.migrate(config.migrationsDir);
  const keys = overrides.keys ?? (await loadSigningKeys({}));
  const app = await buildApp({ ...overrides, config, database, keys });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    keys,
    databaseUrl,
    async close() {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another copy of the shop on `t`'s database, as behind a load balancer: its own connections on PostgreSQL;
 * on in-memory PGlite, which one process owns, the same database object.
 */
export async function createOtherCopy(t: TestApp): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database = t.databaseUrl ? await openDatabase({ url: t.databaseUrl }) : t.database;
  const app = await buildApp({ config: t.config, database, keys: t.keys });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}
