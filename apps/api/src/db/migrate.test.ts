import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestDatabase, usesPostgres } from '../test-support/test-app';
import { openDatabase } from './client';

describe.runIf(usesPostgres)('migrations on PostgreSQL', () => {
  it('are applied once when several copies start on a new database at the same moment', async () => {
    const created = await createTestDatabase({ migrated: false });
    const copies = [created.database, ...(await Promise.all([1, 2].map(() => openDatabase({ url: created.url }))))];
    try {
      const migrationsDir = loadConfig({}).migrationsDir;
      await Promise.all(copies.map((copy) => copy.migrate(migrationsDir)));
      const applied = (await created.database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
        rows: { n: number }[];
      };
      const migrationFiles = fs.readdirSync(migrationsDir).filter((name) => name.endsWith('.sql'));
      expect(applied.rows[0]!.n).toBe(migrationFiles.length);
    } finally {
      await Promise.all(copies.slice(1).map((copy) => copy.close()));
      await created.database.close();
      await created.drop();
    }
    // Every migration applied inside the test, on a new database (a template would leave nothing to apply): a
    // second on a quiet machine, many more while CI runs the other suites beside it.
  }, 120_000);
});
