import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { apiRoot } from '../config';
import { createTestDatabase, usesPostgres } from '../test-support/test-app';
import type { Database } from './client';
import { openPreparedDatabase, type DatabaseConfig } from './prepare-database';
import * as schema from './schema';

const productCount = async (database: Database) => (await database.db.select({ n: count() }).from(schema.products))[0]!.n;

function embeddedConfig(seedDemoData: boolean): DatabaseConfig & { dataDir: string } {
  return {
    databaseUrl: undefined,
    databasePoolSize: 10,
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'durio-prepare-')),
    migrationsDir: path.join(apiRoot, 'src/db/migrations'),
    seedDemoData,
    s3: undefined,
  };
}

// The embedded database's tests do not read TEST_DATABASE_URL: they run once, in the PGlite run (`npm test`), and
// the PostgreSQL run (`npm run test:pg`) has the PostgreSQL one instead. One embedded database serves the whole
// story (empty, then the demo data, then a restart), since each fill draws every demo picture again.
describe.runIf(!usesPostgres)('openPreparedDatabase on a new embedded database', () => {
  const config = embeddedConfig(false);
  let database: Database | undefined;

  afterAll(async () => {
    await database?.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('creates and migrates it in a process of its own, and leaves it empty with the demo data off', async () => {
    database = await openPreparedDatabase(config);
    expect(fs.existsSync(path.join(config.dataDir, 'db/PG_VERSION'))).toBe(true);
    expect(await productCount(database)).toBe(0);
  }, 180_000);

  it('fills it with the demo data and its pictures when the demo data is turned on later', async () => {
    await database!.close();
    database = await openPreparedDatabase({ ...config, seedDemoData: true });
    expect(await productCount(database)).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(config.dataDir, 'uploads/seed/products/musang-king.webp'))).toBe(true);
  }, 240_000);

  it('opens it again as it is on the next start', async () => {
    const before = await productCount(database!);
    await database!.close();
    database = await openPreparedDatabase({ ...config, seedDemoData: true });
    expect(await productCount(database)).toBe(before);
  }, 60_000);
});

describe.runIf(usesPostgres)('openPreparedDatabase on PostgreSQL', () => {
  it('fills an empty database with the demo data from a process of its own', async () => {
    const test = await createTestDatabase({ migrated: false });
    const config = { ...embeddedConfig(true), databaseUrl: test.url };
    let database: Database | undefined;
    try {
      await test.database.close();
      database = await openPreparedDatabase(config);
      expect(await productCount(database)).toBeGreaterThan(0);
      expect(fs.existsSync(path.join(config.dataDir, 'db'))).toBe(false);
    } finally {
      await database?.close();
      await test.drop();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
