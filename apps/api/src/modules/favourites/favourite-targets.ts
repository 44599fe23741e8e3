import type { Favourite, FavouriteType } from '@durio/shared/schemas/favourites';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { farms, products, trees } from '../catalogue/catalogue.schema';
import type { FileStorage } from '../../storage/file-storage';
import { visibleFarmCondition } from '../catalogue/public';
import { publicProductCondition } from '../catalogue/public';
import { loadMediaByOwner, mediaLinks } from '../files/public';

export type FavouriteTarget = NonNullable<Favourite['target']>;

export const targetNotFoundMessage: Record<FavouriteType, string> = {
  farm: 'Farm not found',
  tree: 'Tree not found',
  product: 'Product not found',
};

/** The public name and subtitle of each target, by type: what a visitor may see, nothing hidden. */
const publicRows = {
  farm: (db: Db, ids: string[]) =>
    db
      .select({ id: farms.id, name: farms.name, subtitle: farms.location })
      .from(farms)
      .where(and(inArray(farms.id, ids), visibleFarmCondition(false))),
  tree: (db: Db, ids: string[]) =>
    db
      .select({ id: trees.id, name: trees.name, subtitle: trees.variety })
      .from(trees)
      .innerJoin(farms, eq(farms.id, trees.farmId))
      .where(and(inArray(trees.id, ids), visibleFarmCondition(false))),
  product: (db: Db, ids: string[]) =>
    db
      .select({ id: products.id, name: products.name, subtitle: farms.name })
      .from(products)
      .innerJoin(farms, eq(farms.id, products.farmId))
      .where(and(inArray(products.id, ids), publicProductCondition)),
} satisfies Record<FavouriteType, unknown>;

/**
 * The public targets of many favourites, two queries per type whatever their number (rows, then their
 * pictures). A target that is gone or hidden is absent from the map.
 */
export async function loadFavouriteTargets(
  db: Db,
  storage: FileStorage,
  wanted: readonly { type: FavouriteType; targetId: string }[],
): Promise<Map<string, FavouriteTarget>> {
  const found = new Map<string, FavouriteTarget>();
  for (const type of ['farm', 'tree', 'product'] as const) {
    const ids = [...new Set(wanted.filter((w) => w.type === type).map((w) => w.targetId))];
    if (ids.length === 0) continue;
    const rows = await publicRows[type](db, ids);
    const media = await loadMediaByOwner(db, storage, mediaLinks[type], rows.map((r) => r.id));
    for (const row of rows) {
      const image = media.get(row.id)?.find((file) => file.type.startsWith('image/')) ?? null;
      found.set(targetKey(type, row.id), { id: row.id, name: row.name, subtitle: row.subtitle, image });
    }
  }
  return found;
}

export const targetKey = (type: FavouriteType, id: string) => `${type}:${id}`;
