import { and, asc, count, desc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { Language } from '@durio/shared/languages';
import type { MaintenanceRecord, Tree, TreeListItem } from '@durio/shared/schemas/catalogue';
import type { TreeTranslations } from '@durio/shared/schemas/content-translations';
import type { Db } from '../../db/client';
import { farms, maintenanceRecords, trees } from './catalogue.schema';
import { NotFoundError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { FileStorage } from '../../storage/file-storage';
import { firstPicture, loadMediaByOwner, mediaLinks } from '../files/public';
import { inEnglish, readingFor, storedTranslations, translated, translationsField, type Reading } from '../../lib/content-language';
import { createFarmReader, visibleFarmCondition } from './farm-reader';
import { createSeasonReader } from './season-reader';
import { farmSummaryColumns } from './product-reader';
import { fullTextSearch, textDocument } from './search-terms';

export interface FarmTreesQuery {
  skip: number;
  take: number;
  search?: string;
  variety?: string;
  lang?: Language;
}

/** Every column but those only the database reads (the search document) and the translations a reading picks from. */
const { searchDocument: _searchDocument, translations: _translations, ...treeColumns } = getTableColumns(trees);

/** The tree's columns with its description in the reading's language, and its translations when the reading carries them. */
function treeSelection(reading: Reading) {
  return {
    ...treeColumns,
    description: translated<string | null>(trees.description, trees.translations, 'description', reading.lang),
    translations: storedTranslations<TreeTranslations>(trees.translations, reading),
  };
}

export function createTreesService({ db, storage, clock }: { db: Db; storage: FileStorage; clock: Clock }) {
  const farmReader = createFarmReader({ db, storage, clock });
  const seasonReader = createSeasonReader({ db, clock });

  /** Rows of trees matching `where` (over trees ⋈ farms) with their media, texts as `reading` reads them. */
  async function findRows(where: SQL, page: { limit: number; offset: number; orderBy?: SQL[] } | undefined, reading: Reading) {
    const query = db
      .select({ tree: treeSelection(reading), farm: farmSummaryColumns })
      .from(trees)
      .innerJoin(farms, eq(farms.id, trees.farmId))
      .where(where)
      .orderBy(...(page?.orderBy ?? []), asc(trees.name), asc(trees.id))
      .$dynamic();
    const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
    const mediaById = await loadMediaByOwner(db, storage, mediaLinks.tree, rows.map((r) => r.tree.id), reading);
    return rows.map((row) => ({ ...row, media: mediaById.get(row.tree.id) ?? [] }));
  }

  /** A tree as a list shows it (docs/decisions/025): its first picture only; the whole tree adds the rest. */
  function toListItem({ tree: t, farm, media }: Awaited<ReturnType<typeof findRows>>[number]): TreeListItem {
    return {
      id: t.id,
      name: t.name,
      variety: t.variety,
      type: { name: t.variety },
      height: t.heightM,
      trunkSize: t.trunkSizeCm,
      plantedYear: t.plantedYear,
      description: t.description,
      media: firstPicture(media),
      farmId: t.farmId,
      farm,
    };
  }

  /** Trees matching `where` whole: every picture, and the care records loaded in one batch. */
  async function findTrees(where: SQL, page?: { limit: number; offset: number; orderBy?: SQL[] }, reading: Reading = inEnglish): Promise<Tree[]> {
    const rows = await findRows(where, page, reading);
    if (rows.length === 0) return [];
    const [records, seasons] = await Promise.all([
      farmReader.findMaintenanceRecords(inArray(maintenanceRecords.treeId, rows.map((r) => r.tree.id)), reading),
      seasonReader.seasonsOf(rows.map(({ tree }) => tree)),
    ]);
    const recordsByTree = new Map<string, MaintenanceRecord[]>();
    for (const record of records) {
      recordsByTree.set(record.treeId!, [...(recordsByTree.get(record.treeId!) ?? []), record]);
    }
    return rows.map((row, i) => ({
      ...toListItem(row),
      media: row.media,
      maintenanceRecords: recordsByTree.get(row.tree.id) ?? [],
      nextDropOn: row.tree.nextDropOn,
      expectedFruits: row.tree.expectedFruits,
      season: seasons[i]!,
      ...translationsField(row.tree.translations),
    }));
  }

  /** Tree list items (docs/decisions/025) matching `where`: their first picture, no care records. */
  async function findTreeListItems(where: SQL, page: { limit: number; offset: number; orderBy?: SQL[] }, reading: Reading): Promise<TreeListItem[]> {
    return (await findRows(where, page, reading)).map(toListItem);
  }

  return {
    /**
     * A farm's trees by name, texts in `query.lang` (English when none), an admin's with their translations;
     * 'Farm not found' when the farm is unknown or hidden.
     */
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
          : await findTrees(
              where,
              { limit: query.take, offset: query.skip, orderBy: search ? [desc(search.rank)] : [] },
              readingFor({ isAdmin: viewer.isAdmin, lang: query.lang }),
            );
      return { data, total };
    },

    /** Trees of verified farms matching the search text, best match first (the search page's Trees tab). */
    async searchTrees(text: string, take: number, lang?: Language): Promise<{ data: TreeListItem[]; total: number }> {
      const search = fullTextSearch(text, trees.searchDocument);
      if (!search) return { data: [], total: 0 };
      const where = and(visibleFarmCondition(false), search.where)!;
      const [row] = await db
        .select({ total: count() })
        .from(trees)
        .innerJoin(farms, eq(farms.id, trees.farmId))
        .where(where);
      const total = row?.total ?? 0;
      const data =
        total === 0
          ? []
          : await findTreeListItems(where, { limit: take, offset: 0, orderBy: [desc(search.rank)] }, readingFor({ isAdmin: false, lang }));
      return { data, total };
    },

    /**
     * One tree with its maintenance history, texts in `viewer.lang` (English when none), an admin's with the
     * translations; trees of hidden farms are 'Tree not found'.
     */
    async getTree(id: string, viewer: { isAdmin: boolean; lang?: Language }): Promise<Tree> {
      const [tree] = await findTrees(and(eq(trees.id, id), visibleFarmCondition(viewer.isAdmin))!, undefined, readingFor(viewer));
      if (!tree) throw new NotFoundError('Tree not found');
      return tree;
    },
  };
}

export type TreesService = ReturnType<typeof createTreesService>;
