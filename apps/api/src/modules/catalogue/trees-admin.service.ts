import { count, eq, inArray } from 'drizzle-orm';
import type { MaintenanceRecord, Tree } from '@durio/shared/schemas/catalogue';
import type {
  CreateMaintenanceBody,
  CreateTreeBody,
  FarmRecordsQuery,
  FarmRecordsReply,
  UpdateMaintenanceBody,
  UpdateTreeBody,
} from '@durio/shared/schemas/farm-admin';
import type { MaintenanceRecordTranslations, TreeTranslations } from '@durio/shared/schemas/content-translations';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { farms, maintenanceRecords, trees } from './catalogue.schema';
import { NotFoundError } from '../../lib/errors';
import { refuseWhileNamed } from '../../db/postgres-errors';
import type { FileStorage } from '../../storage/file-storage';
import { recordAdminChange } from '../../audit/admin-changes';
import { mediaLinks, replaceMedia, requireFiles } from '../files/public';
import { forTheAdmin, mergeTranslations } from '../../lib/content-language';
import { createFarmReader } from './farm-reader';
import { createTreesService } from './trees.service';

/**
 * Payload (metres, centimetres) as columns; fields left out of the payload stay out. Translations sent are laid
 * over the `stored` ones (lib/content-language.ts).
 */
function treeColumns(body: UpdateTreeBody, stored?: TreeTranslations): Partial<typeof trees.$inferInsert> {
  const columns = {
    name: body.name,
    variety: body.variety,
    plantedYear: body.plantedYear,
    heightM: body.height,
    trunkSizeCm: body.trunkSize,
    description: body.description,
    nextDropOn: body.nextDropOn,
    expectedFruits: body.expectedFruits,
    translations: body.translations === undefined ? undefined : mergeTranslations(stored, body.translations),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

function maintenanceColumns(
  { mediaIds: _mediaIds, translations, ...fields }: UpdateMaintenanceBody,
  stored?: MaintenanceRecordTranslations,
): Partial<typeof maintenanceRecords.$inferInsert> {
  const columns = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  return translations === undefined ? columns : { ...columns, translations: mergeTranslations(stored, translations) };
}

/** The admin's orchard work (docs/product/admin-console.md): a farm's trees and the care records of the farm or a tree. */
export function createTreesAdminService({ db, storage, clock }: { db: Db; storage: FileStorage; clock: Clock }) {
  const treesService = createTreesService({ db, storage, clock });
  const farmReader = createFarmReader({ db, storage, clock });

  const readTree = (id: string): Promise<Tree> => treesService.getTree(id, { isAdmin: true });

  async function readRecord(id: string): Promise<MaintenanceRecord> {
    const [record] = await farmReader.findMaintenanceRecords(eq(maintenanceRecords.id, id), forTheAdmin);
    if (!record) throw new NotFoundError('Maintenance record not found');
    return record;
  }

  async function requireTreeRow(id: string) {
    const [row] = await db.select().from(trees).where(eq(trees.id, id));
    if (!row) throw new NotFoundError('Tree not found');
    return row;
  }

  async function requireRecordRow(id: string) {
    const [row] = await db.select().from(maintenanceRecords).where(eq(maintenanceRecords.id, id));
    if (!row) throw new NotFoundError('Maintenance record not found');
    return row;
  }

  async function addRecord(adminId: string, owner: { farmId: string; treeId: string | null }, body: CreateMaintenanceBody) {
    await requireFiles(db, body.mediaIds ?? []);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(maintenanceRecords)
        .values({ ...owner, ...(maintenanceColumns(body) as CreateMaintenanceBody) })
        .returning();
      await replaceMedia(tx, mediaLinks.maintenanceRecord, row!.id, body.mediaIds ?? []);
      await recordAdminChange(tx, { actorId: adminId, entity: 'maintenance record', entityId: row!.id, action: 'created', before: null, after: { ...row!, mediaIds: body.mediaIds ?? [] } });
      return row!.id;
    });
    return readRecord(id);
  }

  return {
    async createTree(adminId: string, farmId: string, body: CreateTreeBody): Promise<Tree> {
      const [farm] = await db.select({ id: farms.id }).from(farms).where(eq(farms.id, farmId));
      if (!farm) throw new NotFoundError('Farm not found');
      await requireFiles(db, body.mediaIds ?? []);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(trees)
          .values({ farmId, ...(treeColumns(body) as Pick<typeof trees.$inferInsert, 'name' | 'variety'>) })
          .returning();
        await replaceMedia(tx, mediaLinks.tree, row!.id, body.mediaIds ?? []);
        await recordAdminChange(tx, { actorId: adminId, entity: 'tree', entityId: row!.id, action: 'created', before: null, after: { ...row!, mediaIds: body.mediaIds ?? [] } });
        return row!.id;
      });
      return readTree(id);
    },

    /** Partial update; `mediaIds`, when sent, replaces the tree's pictures in that order. */
    async updateTree(adminId: string, id: string, body: UpdateTreeBody): Promise<Tree> {
      const current = await requireTreeRow(id);
      if (body.mediaIds) await requireFiles(db, body.mediaIds);
      await db.transaction(async (tx) => {
        const columns = treeColumns(body, current.translations);
        const [updated] = Object.keys(columns).length
          ? await tx.update(trees).set(columns).where(eq(trees.id, id)).returning()
          : [current];
        if (body.mediaIds) await replaceMedia(tx, mediaLinks.tree, id, body.mediaIds);
        await recordAdminChange(tx, { actorId: adminId, entity: 'tree', entityId: id, action: 'updated', before: current, after: body.mediaIds ? { ...updated!, mediaIds: body.mediaIds } : updated! });
      });
      return readTree(id);
    },

    /** Removes the tree and its care records; products from it stay, no longer naming a tree. */
    /** Removes the tree; one offered for pre-order stays (409), as its shoppers' reservations name it. */
    async deleteTree(adminId: string, id: string): Promise<void> {
      await refuseWhileNamed(
        db.transaction(async (tx) => {
          const [deleted] = await tx.delete(trees).where(eq(trees.id, id)).returning();
          if (!deleted) throw new NotFoundError('Tree not found');
          await recordAdminChange(tx, { actorId: adminId, entity: 'tree', entityId: id, action: 'deleted', before: deleted, after: null });
        }),
        'This tree is offered for pre-order: close its offer instead',
      );
    },

    /**
     * Every care record of the farm and of its trees, newest first, a page at a time, each naming its tree.
     * A tree's records carry its farm's id (a tree never changes farm), so one indexed condition finds them
     * all without reading the farm's trees.
     */
    async listFarmRecords(farmId: string, query: FarmRecordsQuery): Promise<FarmRecordsReply> {
      await farmReader.requireVisibleFarm(farmId, true);
      const where = eq(maintenanceRecords.farmId, farmId);
      const [row] = await db.select({ total: count() }).from(maintenanceRecords).where(where);
      const total = row?.total ?? 0;
      if (total <= query.skip) return { data: [], total };
      const records = await farmReader.findMaintenanceRecords(where, forTheAdmin, { limit: query.take, offset: query.skip });
      const treeIds = [...new Set(records.flatMap((r) => (r.treeId ? [r.treeId] : [])))];
      const named = treeIds.length > 0 ? await db.select({ id: trees.id, name: trees.name }).from(trees).where(inArray(trees.id, treeIds)) : [];
      const treeById = new Map(named.map((tree) => [tree.id, tree]));
      return { data: records.map((record) => ({ ...record, tree: record.treeId ? (treeById.get(record.treeId) ?? null) : null })), total };
    },

    async addFarmRecord(adminId: string, farmId: string, body: CreateMaintenanceBody): Promise<MaintenanceRecord> {
      const [farm] = await db.select({ id: farms.id }).from(farms).where(eq(farms.id, farmId));
      if (!farm) throw new NotFoundError('Farm not found');
      return addRecord(adminId, { farmId, treeId: null }, body);
    },

    async addTreeRecord(adminId: string, treeId: string, body: CreateMaintenanceBody): Promise<MaintenanceRecord> {
      const tree = await requireTreeRow(treeId);
      return addRecord(adminId, { farmId: tree.farmId, treeId }, body);
    },

    async updateRecord(adminId: string, id: string, body: UpdateMaintenanceBody): Promise<MaintenanceRecord> {
      const current = await requireRecordRow(id);
      if (body.mediaIds) await requireFiles(db, body.mediaIds);
      await db.transaction(async (tx) => {
        const columns = maintenanceColumns(body, current.translations);
        const [updated] = Object.keys(columns).length
          ? await tx.update(maintenanceRecords).set(columns).where(eq(maintenanceRecords.id, id)).returning()
          : [current];
        if (body.mediaIds) await replaceMedia(tx, mediaLinks.maintenanceRecord, id, body.mediaIds);
        await recordAdminChange(tx, { actorId: adminId, entity: 'maintenance record', entityId: id, action: 'updated', before: current, after: body.mediaIds ? { ...updated!, mediaIds: body.mediaIds } : updated! });
      });
      return readRecord(id);
    },

    async deleteRecord(adminId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [deleted] = await tx.delete(maintenanceRecords).where(eq(maintenanceRecords.id, id)).returning();
        if (!deleted) throw new NotFoundError('Maintenance record not found');
        await recordAdminChange(tx, { actorId: adminId, entity: 'maintenance record', entityId: id, action: 'deleted', before: deleted, after: null });
      });
    },
  };
}

export type TreesAdminService = ReturnType<typeof createTreesAdminService>;
