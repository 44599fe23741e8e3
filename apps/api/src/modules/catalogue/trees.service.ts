import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { MaintenanceRecord, Tree } from '@durio/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { farms, maintenanceRecords, trees } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import type { FileStorage } from '../../storage/file-storage';
import { loadMediaByOwner, mediaLinks } from '../files/media-files';
import { createFarmReader, visibleFarmCondition } from './farm-reader';
import { farmSummaryColumns } from './product-reader';
import { fullTextSearch, textDocument } from './search-terms';

export interface FarmTreesQuery {
  skip: number;
  take: number;
  search?: string;
  variety?: string;
}

export function createTreesService({ db, storage }: { db: Db; storage: FileStorage }) {
  const farmReader = createFarmReader({ db, storage });

  /** Trees matching `where` (over trees ⋈ farms), with media and maintenance records loaded in batches. */
  async function findTrees(where: SQL, page?: { limit: number; offset: number; orderBy?: SQL[] }): Promise<Tree[]> {
    const query = db
      .select({ tree: trees, farm: farmSummaryColumns })
      .from(trees)
      .innerJoin(farms, eq(farms.id, trees.farmId))
      .where(where)
      .orderBy(...(page?.orderBy ?? []), asc(trees.name), asc(trees.id))
      .$dynamic();
    const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
    if (rows.length === 0) return [];

    const ids = rows.map((r) => r.tree.id);
    const mediaById = await loadMediaByOwner(db, storage, mediaLinks.tree, ids);
    const records = await farmReader.findMaintenanceRecords(inArray(maintenanceRecords.treeId, ids));
    const recordsByTree = new Map<string, MaintenanceRecord[]>();
    for (const record of records) {
      recordsByTree.set(record.treeId!, [...(recordsByTree.get(record.treeId!) ?? []), record]);
    }

    return rows.map(({ tree: t, farm }) => ({
      id: t.id,
      name: t.name,
      variety: t.variety,
      type: { name: t.variety },
      height: t.heightM,
      trunkSize: t.trunkSizeCm,
      plantedYear: t.plantedYear,
      description: t.description,
      media: mediaById.get(t.id) ?? [],
      farmId: t.farmId,
      farm,
      maintenanceRecords: recordsByTree.get(t.id) ?? [],
    }));
  }

  return {
    /** A farm's trees by name; 'Farm not found' when the farm is unknown or hidden. */
    async listFarmTrees(
      farmId: string,
      query: FarmTreesQuery,
      viewer: { isAdmin: boolean },
    ): Promise<{ data: Tree[]; total: number }> {
      await farmReader.requireVisibleFarm(farmId, viewer.isAdmin);
      const search = fullTextSearch(query.search, trees.searchDocument);
      // The site-wide search also finds a tree by its farm's name and place ('raub' lists the trees of Raub
      // farms); within one farm's list that would match every tree, so here only the tree's own words count.
      const where = and(
        eq(trees.farmId, farmId),
        fullTextSearch(query.variety, textDocument(trees.variety))?.where,
        search?.ownWords,
      )!;
      const [row] = await db.select({ total: count() }).from(trees).where(where);
      const total = row?.total ?? 0;
      const data =
        total <= query.skip
          ? []
          : await findTrees(where, { limit: query.take, offset: query.skip, orderBy: search ? [desc(search.rank)] : [] });
      return { data, total };
    },

    /** Trees of verified farms matching the search text, best match first (the search page's Trees tab). */
    async searchTrees(text: string, take: number): Promise<{ data: Tree[]; total: number }> {
      const search = fullTextSearch(text, trees.searchDocument);
      if (!search) return { data: [], total: 0 };
      const where = and(visibleFarmCondition(false), search.where)!;
      const [row] = await db
        .select({ total: count() })
        .from(trees)
        .innerJoin(farms, eq(farms.id, trees.farmId))
        .where(where);
      const total = row?.total ?? 0;
      const data = total === 0 ? [] : await findTrees(where, { limit: take, offset: 0, orderBy: [desc(search.rank)] });
      return { data, total };
    },

    /** One tree with its maintenance history; trees of hidden farms are 'Tree not found'. */
    async getTree(id: string, viewer: { isAdmin: boolean }): Promise<Tree> {
      const [tree] = await findTrees(and(eq(trees.id, id), visibleFarmCondition(viewer.isAdmin))!);
      if (!tree) throw new NotFoundError('Tree not found');
      return tree;
    },
  };
}

export type TreesService = ReturnType<typeof createTreesService>;
