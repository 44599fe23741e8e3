import { and, asc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { farms, lowStockDigests, products } from './catalogue.schema';
import { chargedPriceSen, publicProductCondition } from './product-reader';

/**
 * The one rule of what a shopper can buy: a product in the shop (not deleted, of a verified farm) that is
 * marked available (docs/product/catalogue.md). Whether enough is in stock is checked where the quantity is
 * known: by the cart, and by the order's conditional stock update. Queries using it join `farms`.
 */
export const buyableProductCondition: SQL = and(publicProductCondition, eq(products.available, true))!;

/** The same rule as a selected column, for a product read to tell the shopper why it cannot be bought. */
export const isBuyableColumn = sql<boolean>`(${buyableProductCondition})`;

/**
 * The part of an order's one statement that takes its lines off the shelf (docs/decisions/022): common table
 * expressions that read `wanted (product_id, quantity, unit_price_sen)`, declared before them, and yield
 * `reserved`, the ids of the products whose quantity was taken. A line is taken only while its product is
 * buyable, has enough left and still costs what the shopper was shown, so stock never goes below zero.
 * The products' rows are locked first, in id order (`locked`; the update's own order is the plan's), so two
 * orders for the same products wait for each other instead of deadlocking.
 */
export const reserveWantedStock = sql`
    locked as (
      select ${products.id} as id from ${products}
      where ${products.id} in (select product_id from wanted)
      order by ${products.id}
      for update
    ), reserved as (
      update ${products} set stock = ${products.stock} - wanted.quantity
      from wanted, locked, ${farms}
      where ${products.id} = wanted.product_id and locked.id = wanted.product_id and ${farms.id} = ${products.farmId}
        and ${buyableProductCondition} and ${products.stock} >= wanted.quantity
        and ${chargedPriceSen} = wanted.unit_price_sen
      returning ${products.id}
    )`;

/**
 * Takes `quantity` of one product off the shelf while it is buyable and has that many (a pre-order's fruit from
 * another tree, docs/product/the-season.md): false, and nothing taken, otherwise.
 */
export async function takeStock(tx: Tx, productId: string, quantity: number): Promise<boolean> {
  const [taken] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(
      and(
        eq(products.id, productId),
        gte(products.stock, quantity),
        sql`exists (select 1 from ${farms} where ${farms.id} = ${products.farmId} and ${buyableProductCondition})`,
      ),
    )
    .returning({ id: products.id });
  return Boolean(taken);
}

/** Whether `takeStock` would take `quantity` of the product now (a pre-order's choice says if fruit of another tree is there). */
export async function hasStock(tx: Db | Tx, productId: string, quantity: number): Promise<boolean> {
  const [found] = await tx
    .select({ id: products.id })
    .from(products)
    .innerJoin(farms, eq(farms.id, products.farmId))
    .where(and(eq(products.id, productId), gte(products.stock, quantity), buyableProductCondition));
  return Boolean(found);
}

/** Puts quantities back on the shelf (a cancelled order's lines), in one statement. */
export async function returnStock(tx: Tx, lines: readonly { productId: string; quantity: number }[]): Promise<void> {
  if (lines.length === 0) return;
  // One parameter for all lines, read back as rows: the same on node-postgres and PGlite.
  const returned = JSON.stringify(lines.map((line) => ({ product_id: line.productId, quantity: line.quantity })));
  // The rows are locked in id order first, as placing an order locks them (reserveWantedStock above): two transactions
  // that take and give back the same products then wait for each other instead of deadlocking.
  await tx.execute(sql`
    with returned as (
      select product_id, sum(quantity)::int as quantity
      from jsonb_to_recordset(${returned}::jsonb) as line (product_id uuid, quantity integer)
      group by product_id
    ), locked as (
      select ${products.id} as id from ${products}
      where ${products.id} in (select product_id from returned)
      order by ${products.id}
      for update
    )
    update ${products} set stock = ${products.stock} + returned.quantity
    from returned, locked
    where ${products.id} = returned.product_id and locked.id = returned.product_id`);
}

/**
 * The one rule of 'low stock' (docs/product/admin-console.md): this many or fewer left, `level` being the shop
 * settings' low-stock level. The dashboard's count, the products table's filter and the daily digest all use it.
 */
export function lowStockCondition(level: number): SQL {
  return lte(products.stock, level);
}

/** A published product (not deleted, not a draft) that is low on stock, as the daily digest lists it. */
export interface LowStockProduct {
  id: string;
  name: string;
  stock: number;
  farm: string;
}

/** Every published product at or under the low-stock level, the fewest left first. */
export async function listLowStockProducts(tx: Tx, level: number): Promise<LowStockProduct[]> {
  return tx
    .select({ id: products.id, name: products.name, stock: products.stock, farm: farms.name })
    .from(products)
    .innerJoin(farms, eq(farms.id, products.farmId))
    .where(and(isNull(products.deletedAt), eq(products.draft, false), lowStockCondition(level)))
    .orderBy(asc(products.stock), asc(products.name), asc(products.id));
}

/**
 * Claims the daily digest of Malaysian day `day` (YYYY-MM-DD) for this transaction: true for the one caller, of
 * any copy, whose row goes in; a concurrent claim waits for it and gets false (decision record 021).
 */
export async function claimLowStockDigest(tx: Tx, day: string, listed: number): Promise<boolean> {
  const claimed = await tx.insert(lowStockDigests).values({ day, products: listed }).onConflictDoNothing().returning({ day: lowStockDigests.day });
  return claimed.length > 0;
}

/** Whether the digest of `day` was already claimed: the cheap look a sweep takes before doing any work. */
export async function isLowStockDigestClaimed(db: Db | Tx, day: string): Promise<boolean> {
  const [row] = await db.select({ day: lowStockDigests.day }).from(lowStockDigests).where(eq(lowStockDigests.day, day));
  return row !== undefined;
}
