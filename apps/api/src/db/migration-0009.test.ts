import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestOrder } from '../test-support/factories';
import { stockOf } from '../test-support/rows';
import { createTestDatabase } from '../test-support/test-app';
import { orders, orderUpdates, type products } from './schema';

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

/*
 * No migrated template serves here: the database must stop before 0009, so this test applies all the
 * migrations itself, on a new database, inside the test. That takes 7–15 s on a machine busy with the other
 * suites (CI runs them side by side) and can pass the 20 s default; two minutes still catches a hang.
 */
const APPLYING_EVERY_MIGRATION_MS = 120_000;

describe('migration 0009 (one unpaid order per customer)', () => {
  it("cancels a customer's older unpaid duplicates with their stock given back, keeping the newest", async () => {
    const created = await createTestDatabase({ migrated: false });
    const before = migrationsBefore(9);
    try {
      const { db } = created.database;
      await created.database.migrate(before);
      // Rows as the tables were before migration 0009: the schema's own inserts name the columns later
      // migrations added (users.language, the translations).
      const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
      const [farm] = await rows<{ id: string }>(sql`
        insert into farms (name, location, state, verification_status) values ('Twice Farm', 'Raub, Pahang', 'Pahang', 'VERIFIED')
        returning id`);
      const [product] = await rows<{ id: string }>(sql`
        insert into products (name, description, price_sen, stock, farm_id) values ('Musang King', 'Creamy.', 5000, 5, ${farm!.id})
        returning id`);
      const [user] = await rows<{ id: string }>(sql`
        insert into users (email, password_hash, display_name) values ('twice@example.my', 'x', 'Twice') returning id`);
      /** An unpaid order of `quantity` as a checkout wrote it then. */
      const unpaidOrder = async (quantity: number, createdAt: string) => {
        const [order] = await rows<{ id: string }>(sql`
          insert into orders (user_id, is_pickup, subtotal_sen, delivery_fee_sen, handling_fee_sen, tax_sen, total_sen, expires_at, created_at)
          values (${user!.id}, false, ${5000 * quantity}, 0, 0, 0, ${5000 * quantity}, ${createdAt}::timestamptz + interval '30 minutes', ${createdAt}::timestamptz)
          returning id`);
        await db.execute(sql`
          insert into order_items (order_id, product_id, product_name, farm_name, unit_price_sen, quantity)
          values (${order!.id}, ${product!.id}, 'Musang King', 'Twice Farm', 5000, ${quantity})`);
        return order!;
      };
      // Stock as the two checkouts left it: 2 and 1 reserved.
      const older = await unpaidOrder(2, '2026-11-01T10:00:00Z');
      const newer = await unpaidOrder(1, '2026-11-01T10:00:01Z');
      const line = { id: product!.id, name: 'Musang King', priceSen: 5000, discountPriceSen: null, pricedBy: 'unit', weightGrams: null, minWeightGrams: null } as typeof products.$inferSelect;

      await created.database.migrate(migrationsDir);

      const statuses = await db.select({ id: orders.id, status: orders.status }).from(orders).orderBy(asc(orders.createdAt));
      expect(statuses).toEqual([
        { id: older.id, status: 'CANCELLED' },
        { id: newer.id, status: 'PENDING' },
      ]);
      expect(await stockOf(db, product!.id)).toBe(7);
      const history = await db.select({ message: orderUpdates.message }).from(orderUpdates).where(eq(orderUpdates.orderId, older.id));
      expect(history.map((u) => u.message)).toContain('Order cancelled: replaced by a new checkout');
      await expect(
        createTestOrder(db, user!.id, [{ product: line, quantity: 1 }]),
        'a second unpaid order of the same customer',
      ).rejects.toThrow();
    } finally {
      fs.rmSync(before, { recursive: true, force: true });
      await created.database.close();
      await created.drop();
    }
  }, APPLYING_EVERY_MIGRATION_MS);
});
