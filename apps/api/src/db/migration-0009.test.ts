import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestFarm, createTestOrder, createTestProduct } from '../test-support/factories';
import { stockOf } from '../test-support/rows';
import { createTestDatabase } from '../test-support/test-app';
import { orders, orderUpdates, users } from './schema';

const migrationsDir = loadConfig({}).migrationsDir;

/** A copy of the migrations folder that stops before migration `upTo`. */
function migrationsBefore(upTo: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-migrations-'));
  fs.cpSync(migrationsDir, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  for (const entry of journal.entries.filter((e) => e.idx >= upTo)) fs.rmSync(path.join(dir, `${entry.tag}.sql`));
  journal.entries = journal.entries.filter((e) => e.idx < upTo);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

describe('migration 0009 (one unpaid order per customer)', () => {
  it("cancels a customer's older unpaid duplicates with their stock given back, keeping the newest", async () => {
    const created = await createTestDatabase();
    const before = migrationsBefore(9);
    try {
      const { db } = created.database;
      await created.database.migrate(before);
      const farm = await createTestFarm(db);
      const product = await createTestProduct(db, { farmId: farm.id, stock: 5 });
      const [user] = await db.insert(users).values({ email: 'twice@example.my', passwordHash: 'x', displayName: 'Twice' }).returning();
      // Stock as the two checkouts left it: 2 and 1 reserved.
      const older = await createTestOrder(db, user!.id, [{ product, quantity: 2 }], { createdAt: new Date('2026-11-01T10:00:00Z') });
      const newer = await createTestOrder(db, user!.id, [{ product, quantity: 1 }], { createdAt: new Date('2026-11-01T10:00:01Z') });

      await created.database.migrate(migrationsDir);

      const statuses = await db.select({ id: orders.id, status: orders.status }).from(orders).orderBy(asc(orders.createdAt));
      expect(statuses).toEqual([
        { id: older.id, status: 'CANCELLED' },
        { id: newer.id, status: 'PENDING' },
      ]);
      expect(await stockOf(db, product.id)).toBe(7);
      const history = await db.select({ message: orderUpdates.message }).from(orderUpdates).where(eq(orderUpdates.orderId, older.id));
      expect(history.map((u) => u.message)).toContain('Order cancelled: replaced by a new checkout');
      await expect(
        createTestOrder(db, user!.id, [{ product, quantity: 1 }]),
        'a second unpaid order of the same customer',
      ).rejects.toThrow();
    } finally {
      fs.rmSync(before, { recursive: true, force: true });
      await created.database.close();
      await created.drop();
    }
  });
});
