import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import * as schema from '../db/schema';

/*
 * Migrated templates for the API tests (DESIGN.md, Tests): test-setup/migrated-database-template.ts makes one
 * per run, before any test file starts, and each test file's database is a copy of it (createTestDatabase)
 * instead of a new database that runs every migration again. Made per run, a template always has the
 * migrations of the sources under test.
 */

/** The file holding the migrated PGlite's data folder (its `dumpDataDir()` tarball), for in-memory databases. */
export const PGLITE_TEMPLATE_ENV = 'DURIO_TEST_PGLITE_TEMPLATE';
/** The name of the migrated template database on the PostgreSQL server of TEST_DATABASE_URL. */
export const POSTGRES_TEMPLATE_ENV = 'DURIO_TEST_POSTGRES_TEMPLATE';

const migrationsDir = () => loadConfig({}).migrationsDir;

/**
 * A database name no other process uses, that says when it was made (`durio_test_mfx3k2a1_9c0e…`), so a later
 * run can tell a leftover of a killed run from a database another run is using right now.
 */
export function testDatabaseName(prefix: 'durio_test' | 'durio_tpl'): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(8).toString('hex')}`;
}

/** Runs `query` on the server's maintenance database (CREATE and DROP DATABASE cannot run on the database itself). */
export async function onPostgresServer<T>(serverUrl: string, query: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await query(client);
  } finally {
    await client.end();
  }
}

/** `serverUrl` with its database part replaced by `name`. */
export function postgresDatabaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** In-memory PGlite, migrated, dumped into `dir`; answers the tarball's path. */
export async function createPgliteTemplate(dir: string): Promise<string> {
  const client = new PGlite();
  try {
    await client.waitReady;
    // The migrator client.ts's openDatabase uses for PGlite.
    await migrate(drizzle(client, { schema }), { migrationsFolder: migrationsDir() });
    // Uncompressed: each test file loads it, and gunzipping would cost every one of them.
    const tarball = await client.dumpDataDir('none');
    const file = path.join(dir, 'migrated-pglite.tar');
    fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
    return file;
  } finally {
    await client.close();
  }
}

/**
 * A new migrated database on the PostgreSQL server to copy with `CREATE DATABASE … TEMPLATE`; answers its name.
 * Its connections are all closed again, as PostgreSQL copies only a database nobody is connected to.
 */
export async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = testDatabaseName('durio_tpl');
  await onPostgresServer(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const database = await openDatabase({ url: postgresDatabaseUrl(serverUrl, name) });
  try {
    await database.migrate(migrationsDir());
  } finally {
    await database.close();
  }
  return name;
}

export async function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  await onPostgresServer(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/**
 * Test databases and templates a killed run left behind: older than any run lasts. Younger ones may belong to
 * a run going on beside this one (other engineers test on the same server), so they stay.
 */
const LEFTOVER_AGE_MS = 2 * 60 * 60 * 1000;

export async function dropLeftoverTestDatabases(serverUrl: string, now = Date.now()): Promise<string[]> {
  return onPostgresServer(serverUrl, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      String.raw`select datname from pg_database where datname ~ '^durio_(test|tpl)_[0-9a-z]+_[0-9a-f]+$'`,
    );
    const leftovers = rows
      .map((row) => row.datname)
      .filter((name) => now - parseInt(name.split('_')[2]!, 36) > LEFTOVER_AGE_MS);
    for (const name of leftovers) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    return leftovers;
  });
}
