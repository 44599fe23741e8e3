import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';
import { loadSigningKeys, type SigningKeys } from '../lib/signing-keys';
import {
  postgresDatabaseUrl,
  dropPostgresDatabase,
  onPostgresServer,
  PGLITE_TEMPLATE_ENV,
  POSTGRES_TEMPLATE_ENV,
  testDatabaseName,
} from './test-database-template';

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
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the PostgreSQL
 * server of TEST_DATABASE_URL (dropped again on close). It is migrated: a copy of the run's migrated template
 * (test-database-template.ts) when the test run made one, else migrated here (`npm run lint:openapi`, the
 * cluster test). `{ migrated: false }` gives an empty database, for the tests of the migrations themselves.
 * Either way `database.migrate()` may be called on it (on a migrated one it finds nothing to do).
 */
export async function createTestDatabase({
  migrated = true,
  serverUrl = process.env.TEST_DATABASE_URL,
}: {
  migrated?: boolean;
  /** Another PostgreSQL server than TEST_DATABASE_URL's (the fault drill's own): no template there. */
  serverUrl?: string;
} = {}): Promise<{
  database: Database;
  url?: string;
  drop(): Promise<void>;
}> {
  if (!serverUrl) {
    const templateFile = migrated ? process.env[PGLITE_TEMPLATE_ENV] : undefined;
    const database = await openDatabase(templateFile ? { loadDataDir: new Blob([fs.readFileSync(templateFile)]) } : {});
    if (migrated && !templateFile) await database.migrate(loadConfig({}).migrationsDir);
    return { database, drop: async () => {} };
  }
  const name = testDatabaseName('durio_test');
  const template = migrated && serverUrl === process.env.TEST_DATABASE_URL ? process.env[POSTGRES_TEMPLATE_ENV] : undefined;
  await onPostgresServer(serverUrl, (c) => c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const url = postgresDatabaseUrl(serverUrl, name);
  const database = await openDatabase({ url });
  if (migrated && !template) await database.migrate(loadConfig({}).migrationsDir);
  return {
    database,
    url,
    drop: () => dropPostgresDatabase(serverUrl, name),
  };
}

export const usesPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** The real app on a fresh, migrated database (createTestDatabase); pass overrides for the clock or the gateway. */
export async function createTestApp(overrides: Partial<Omit<AppDeps, 'database' | 'config'>> & {
  env?: Record<string, string>;
} = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SANDBOX_WEBHOOK_DELAY_MS: '0',
    // No built web app unless a test brings its own: the API tests never read apps/web/dist, which CI builds at the
    // same time as they run.
    WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
    ...overrides.env,
  });
  const { database, url: databaseUrl, drop } = await createTestDatabase();
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
export async function createOtherCopy(
  t: TestApp,
  overrides: Pick<Partial<AppDeps>, 'clock' | 'gateway'> = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database = t.databaseUrl ? await openDatabase({ url: t.databaseUrl }) : t.database;
  const app = await buildApp({ ...overrides, config: t.config, database, keys: t.keys });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}
