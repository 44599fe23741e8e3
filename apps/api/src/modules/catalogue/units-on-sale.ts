import { and, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import type { AlertTarget } from '@durio/shared/schemas/alerts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { farms, products, trees } from './catalogue.schema';
import { publicProductCondition } from './product-reader';
import { createSeasonReader } from './season-reader';
import { buyableProductCondition } from './stock';

/** What a shopper can be told about: its name, and how many units of it can be ordered now. */
export interface UnitsOnSale {
  name: string;
  units: number;
}

const sameVariety = (column: typeof products.variety | typeof trees.variety, variety: string) =>
  sql`lower(${column}) = lower(${variety})`;

/**
 * How many units of a product, of a tree's fruit or of a variety a shopper can order now (docs/product/the-season.md,
 * "Tell me when"): a product while it is buyable, whatever its season; a tree's or a variety's fruit only from
 * products in season (frozen pulp is not the fruit they wait for). Null when there is no such thing for shoppers.
 */
export function createUnitsOnSale({ db, clock }: { db: Db; clock: Clock }) {
  const seasons = createSeasonReader({ db, clock });

  /** The stock of the buyable fresh products (whole fruit and flesh) matching `where` that are in season today. */
  async function unitsInSeason(where: SQL): Promise<number> {
    const rows = await db
      .select({ farmId: products.farmId, variety: products.variety, stock: products.stock, nextDropOn: trees.nextDropOn })
      .from(products)
      .innerJoin(farms, eq(farms.id, products.farmId))
      .leftJoin(trees, eq(trees.id, products.treeId))
      .where(and(buyableProductCondition, gt(products.stock, 0), ne(products.form, 'frozen'), where));
    const seasonOfEach = await seasons.seasonsOf(rows);
    return rows.reduce((sum, row, i) => (seasonOfEach[i]!.state === 'in-season' ? sum + row.stock : sum), 0);
  }

  return async function unitsOnSale(target: AlertTarget): Promise<UnitsOnSale | null> {
    if ('productId' in target) {
      const [product] = await db
        .select({ name: products.name, stock: products.stock, buyable: sql<boolean>`(${buyableProductCondition})` })
        .from(products)
        .innerJoin(farms, eq(farms.id, products.farmId))
        .where(and(eq(products.id, target.productId), publicProductCondition));
      if (!product) return null;
      return { name: product.name, units: product.buyable ? product.stock : 0 };
    }
    if ('treeId' in target) {
      const [tree] = await db
        .select({ name: trees.name })
        .from(trees)
        .innerJoin(farms, eq(farms.id, trees.farmId))
        .where(and(eq(trees.id, target.treeId), eq(farms.verificationStatus, 'VERIFIED')));
      if (!tree) return null;
      return { name: tree.name, units: await unitsInSeason(eq(products.treeId, target.treeId)) };
    }
    // A variety some verified farm grows or sells.
    const [grown] = await db
      .select({ variety: trees.variety })
      .from(trees)
      .innerJoin(farms, eq(farms.id, trees.farmId))
      .where(and(sameVariety(trees.variety, target.variety), eq(farms.verificationStatus, 'VERIFIED')))
      .limit(1);
    const [sold] = grown
      ? [grown]
      : await db
          .select({ variety: products.variety })
          .from(products)
          .innerJoin(farms, eq(farms.id, products.farmId))
          .where(and(sameVariety(products.variety, target.variety), publicProductCondition))
          .limit(1);
    if (!sold) return null;
    return { name: sold.variety, units: await unitsInSeason(sameVariety(products.variety, target.variety)) };
  };
}
