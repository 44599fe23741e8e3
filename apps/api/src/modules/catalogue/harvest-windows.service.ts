import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { harvestWindowRefusals } from '@durio/shared/season';
import type { HarvestWindow, HarvestWindowBody } from '@durio/shared/schemas/season';
import { recordAdminChange } from '../../audit/admin-changes';
import type { Db, Tx } from '../../db/client';
import { refuseWhileNamed } from '../../db/postgres-errors';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { farms, harvestWindows } from './catalogue.schema';
import { visibleFarmCondition } from './farm-reader';
import type { HarvestWindowRow } from './season-reader';

const toReply = (w: HarvestWindowRow): HarvestWindow => ({
  id: w.id,
  farmId: w.farmId,
  variety: w.variety,
  startsOn: w.startsOn,
  endsOn: w.endsOn,
  peakStartsOn: w.peakStartsOn,
  peakEndsOn: w.peakEndsOn,
});

/**
 * A farm's harvest windows (docs/product/the-season.md): the admin writes them, shoppers read a verified farm's.
 * The body's dates are checked by its schema; what needs the database (the farm, no two windows of a variety on
 * one day) is checked here, under a lock on the farm's row, so two admins saving at once cannot both pass.
 */
export function createHarvestWindowsService({ db }: { db: Db }) {
  /** Locks the farm's row for the transaction: its windows are written one writer at a time. */
  async function lockFarm(tx: Tx, farmId: string) {
    const [farm] = await tx.select({ id: farms.id }).from(farms).where(eq(farms.id, farmId)).for('update');
    if (!farm) throw new NotFoundError('Farm not found');
  }

  async function refuseOverlap(tx: Tx, farmId: string, body: HarvestWindowBody, exceptId?: string) {
    const [clash] = await tx
      .select({ id: harvestWindows.id })
      .from(harvestWindows)
      .where(
        and(
          eq(harvestWindows.farmId, farmId),
          sql`lower(${harvestWindows.variety}) = lower(${body.variety})`,
          lte(harvestWindows.startsOn, body.endsOn),
          gte(harvestWindows.endsOn, body.startsOn),
          exceptId ? ne(harvestWindows.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    if (clash) throw new ConflictError(harvestWindowRefusals.overlaps);
  }

  const columns = (body: HarvestWindowBody) => ({
    variety: body.variety,
    startsOn: body.startsOn,
    endsOn: body.endsOn,
    peakStartsOn: body.peakStartsOn,
    peakEndsOn: body.peakEndsOn,
  });

  return {
    /** The farm's windows, earliest first; a farm the viewer may not see is 'Farm not found'. */
    async listWindows(farmId: string, viewer: { isAdmin: boolean }): Promise<HarvestWindow[]> {
      const [farm] = await db
        .select({ id: farms.id })
        .from(farms)
        .where(and(eq(farms.id, farmId), visibleFarmCondition(viewer.isAdmin)));
      if (!farm) throw new NotFoundError('Farm not found');
      const rows = await db
        .select()
        .from(harvestWindows)
        .where(eq(harvestWindows.farmId, farmId))
        .orderBy(asc(harvestWindows.startsOn), asc(sql`lower(${harvestWindows.variety})`), asc(harvestWindows.id));
      return rows.map(toReply);
    },

    async createWindow(adminId: string, farmId: string, body: HarvestWindowBody): Promise<HarvestWindow> {
      return db.transaction(async (tx) => {
        await lockFarm(tx, farmId);
        await refuseOverlap(tx, farmId, body);
        const [row] = await tx.insert(harvestWindows).values({ farmId, ...columns(body) }).returning();
        await recordAdminChange(tx, { actorId: adminId, entity: 'harvest window', entityId: row!.id, action: 'created', before: null, after: row! });
        return toReply(row!);
      });
    },

    /** Replaces the window's variety and dates (the form sends the whole window). */
    async updateWindow(adminId: string, id: string, body: HarvestWindowBody): Promise<HarvestWindow> {
      const [found] = await db.select({ farmId: harvestWindows.farmId }).from(harvestWindows).where(eq(harvestWindows.id, id));
      if (!found) throw new NotFoundError('Harvest window not found');
      return db.transaction(async (tx) => {
        await lockFarm(tx, found.farmId);
        const [before] = await tx.select().from(harvestWindows).where(eq(harvestWindows.id, id));
        if (!before) throw new NotFoundError('Harvest window not found');
        await refuseOverlap(tx, found.farmId, body, id);
        const [row] = await tx.update(harvestWindows).set(columns(body)).where(eq(harvestWindows.id, id)).returning();
        await recordAdminChange(tx, { actorId: adminId, entity: 'harvest window', entityId: id, action: 'updated', before, after: row! });
        return toReply(row!);
      });
    },

    /** Removes the window; one with pre-order offers stays (409), as their reservations are for it. */
    async deleteWindow(adminId: string, id: string): Promise<void> {
      await refuseWhileNamed(
        db.transaction(async (tx) => {
          const [deleted] = await tx.delete(harvestWindows).where(eq(harvestWindows.id, id)).returning();
          if (!deleted) throw new NotFoundError('Harvest window not found');
          await recordAdminChange(tx, { actorId: adminId, entity: 'harvest window', entityId: id, action: 'deleted', before: deleted, after: null });
        }),
        harvestWindowRefusals.hasPreorders,
      );
    },
  };
}
