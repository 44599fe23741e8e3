import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { systemClock, type Clock } from '../../lib/clock';
import { hashPassword } from '../../lib/password';
// The zones' reader alone: the module's public face brings its routes, which the e2e support's program does not type.
import { readDeliveryZones } from '../../modules/delivery/delivery-zones.service';
import type { FileStorage } from '../../storage/file-storage';
import type { Db, Tx } from '../client';
import * as schema from '../schema';
import { buildDemoRows, type DemoRows } from './build-demo-rows';
import { DEMO_PASSWORD, users as demoUsers } from './demo-people';
import { renderDemoPictures } from './demo-pictures';

/** Any number works, as long as every process seeding this database uses the same one. */
const SEED_LOCK_ID = 74_330_197;

/** A database with neither users nor products is a fresh install that may receive the demo data. */
export async function isDatabaseEmpty(db: Db | Tx): Promise<boolean> {
  const [user] = await db.select({ id: schema.users.id }).from(schema.users).limit(1);
  if (user) return false;
  const [product] = await db.select({ id: schema.products.id }).from(schema.products).limit(1);
  return !product;
}

/** Insertion order follows the foreign keys. */
const tables: [keyof DemoRows, PgTable][] = [
  ['users', schema.users],
  ['shippingAddresses', schema.shippingAddresses],
  ['dropoffPoints', schema.dropoffPoints],
  ['categories', schema.categories],
  ['vouchers', schema.vouchers],
  ['files', schema.files],
  ['farms', schema.farms],
  ['farmMedia', schema.farmMedia],
  ['trees', schema.trees],
  ['harvestWindows', schema.harvestWindows],
  ['treeMedia', schema.treeMedia],
  ['maintenanceRecords', schema.maintenanceRecords],
  ['maintenanceRecordFiles', schema.maintenanceRecordFiles],
  ['galleryEntries', schema.galleryEntries],
  ['galleryEntryFiles', schema.galleryEntryFiles],
  ['products', schema.products],
  ['productCategories', schema.productCategories],
  ['productMedia', schema.productMedia],
  ['preorderOffers', schema.preorderOffers],
  ['deliverySlotBookings', schema.deliverySlotBookings],
  ['orders', schema.orders],
  ['orderItems', schema.orderItems],
  ['orderUpdates', schema.orderUpdates],
  ['payments', schema.payments],
  ['refunds', schema.refunds],
  ['sandboxPayments', schema.sandboxPayments],
  ['sandboxRefunds', schema.sandboxRefunds],
  ['reviews', schema.reviews],
];

/**
 * Fills an empty database with the demo shop: accounts, farms, trees, products, reviews and their
 * pictures. Pictures are drawn and stored and passwords hashed before the one transaction that inserts
 * the rows, so no file write or slow hash runs inside it. Answers false (and inserts nothing) when
 * the database already holds data, e.g. because another process seeded it first.
 */
export async function seedDemoData({
  db,
  storage,
  clock = systemClock,
}: {
  db: Db;
  storage: FileStorage;
  clock?: Clock;
}): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  const pictures = await renderDemoPictures(storage);
  const passwordHashes = new Map(
    await Promise.all(demoUsers.map(async (user) => [user.key, await hashPassword(DEMO_PASSWORD)] as const)),
  );
  const rows = buildDemoRows({ now: clock.now(), pictures, passwordHashes, zones: await readDeliveryZones(db) });

  return db.transaction(async (tx) => {
    // Several processes starting at once on one PostgreSQL: the first seeds, the others find data.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (!(await isDatabaseEmpty(tx))) return false;
    for (const [name, table] of tables) {
      const values = rows[name] as Record<string, unknown>[];
      for (let start = 0; start < values.length; start += 200) {
        await tx.insert(table).values(values.slice(start, start + 200));
      }
    }
    return true;
  });
}
