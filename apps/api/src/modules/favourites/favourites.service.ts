import type { AddFavouriteBody, Favourite } from '@durio/shared/schemas/favourites';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favourites } from './favourites.schema';
import { NotFoundError } from '../../lib/errors';
import type { FileStorage } from '../../storage/file-storage';
import { loadFavouriteTargets, targetKey, targetNotFoundMessage } from './favourite-targets';

type FavouriteRow = typeof favourites.$inferSelect;

/** A signed-in user's favourite farms, trees and products (docs/product/catalogue.md). */
export function createFavouritesService({ db, storage }: { db: Db; storage: FileStorage }) {
  async function toFavourites(rows: FavouriteRow[]): Promise<Favourite[]> {
    const targets = await loadFavouriteTargets(db, storage, rows);
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      targetId: row.targetId,
      createdAt: row.createdAt.toISOString(),
      target: targets.get(targetKey(row.type, row.targetId)) ?? null,
    }));
  }

  /** Newest first; a favourite whose target is gone or hidden stays listed with target null, so it can be removed. */
  async function listFavourites(userId: string): Promise<Favourite[]> {
    const rows = await db
      .select()
      .from(favourites)
      .where(eq(favourites.userId, userId))
      .orderBy(desc(favourites.createdAt), desc(favourites.id));
    return toFavourites(rows);
  }

  async function findOwn(userId: string, favouriteId: string): Promise<FavouriteRow> {
    const [row] = await db
      .select()
      .from(favourites)
      .where(and(eq(favourites.id, favouriteId), eq(favourites.userId, userId)));
    if (!row) throw new NotFoundError('Favourite not found');
    return row;
  }

  async function getFavourite(userId: string, favouriteId: string): Promise<Favourite> {
    const [favourite] = await toFavourites([await findOwn(userId, favouriteId)]);
    return favourite!;
  }

  /**
   * Adds a public farm, tree or product; adding one that is already a favourite answers the existing one
   * (`created` false) instead of a duplicate.
   */
  async function addFavourite(
    userId: string,
    input: AddFavouriteBody,
  ): Promise<{ favourite: Favourite; created: boolean }> {
    const targets = await loadFavouriteTargets(db, storage, [input]);
    if (!targets.has(targetKey(input.type, input.targetId))) throw new NotFoundError(targetNotFoundMessage[input.type]);
    const [inserted] = await db
      .insert(favourites)
      .values({ userId, type: input.type, targetId: input.targetId })
      .onConflictDoNothing({ target: [favourites.userId, favourites.type, favourites.targetId] })
      .returning();
    const row =
      inserted ??
      (
        await db
          .select()
          .from(favourites)
          .where(
            and(
              eq(favourites.userId, userId),
              eq(favourites.type, input.type),
              eq(favourites.targetId, input.targetId),
            ),
          )
      )[0];
    if (!row) throw new NotFoundError('Favourite not found');
    const [favourite] = await toFavourites([row]);
    return { favourite: favourite!, created: Boolean(inserted) };
  }

  async function removeFavourite(userId: string, favouriteId: string): Promise<void> {
    const deleted = await db
      .delete(favourites)
      .where(and(eq(favourites.id, favouriteId), eq(favourites.userId, userId)))
      .returning({ id: favourites.id });
    if (deleted.length === 0) throw new NotFoundError('Favourite not found');
  }

  return { listFavourites, getFavourite, addFavourite, removeFavourite };
}
