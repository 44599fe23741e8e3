import { and, count, countDistinct, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Farm, FarmListItem, MaintenanceRecord } from '@durio/shared/schemas/catalogue';
import type { FarmTranslations, MaintenanceRecordTranslations } from '@durio/shared/schemas/content-translations';
import type { Db } from '../../db/client';
import { farms, maintenanceRecords, trees } from './catalogue.schema';
import { NotFoundError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { FileStorage } from '../../storage/file-storage';
import { firstPicture, loadMediaByOwner, mediaLinks } from '../files/public';
import { createSeasonReader } from './season-reader';
import { inEnglish, storedTranslations, translated, translationsField, type Reading } from '../../lib/content-language';

/**
 * Every column but the stored search document, which only the database reads, and the translations, which a
 * reading picks from (lib/content-language.ts).
 */
const { searchDocument: _searchDocument, translations: _translations, ...farmColumns } = getTableColumns(farms);

/**
 * The farm's columns with its texts in the reading's language. The story, the practices and the stored
 * translations are read only for the whole farm (its own page); a list item (docs/decisions/025) reads nulls.
 */
function farmSelection(reading: Reading, whole: boolean) {
  const longText = (column: AnyPgColumn, field: string) =>
    whole ? translated<string | null>(column, farms.translations, field, reading.lang) : sql<null>`null`;
  return {
    ...farmColumns,
    description: translated<string>(farms.description, farms.translations, 'description', reading.lang),
    story: longText(farms.story, 'story'),
    cultivationPractices: longText(farms.cultivationPractices, 'cultivationPractices'),
    translations: whole ? storedTranslations<FarmTranslations>(farms.translations, reading) : sql<null>`null`,
  };
}

const { translations: _recordTranslations, ...recordColumns } = getTableColumns(maintenanceRecords);

/** A maintenance record's columns, its description and who did the work in the reading's language. */
function recordSelection(reading: Reading) {
  return {
    ...recordColumns,
    description: translated<string>(maintenanceRecords.description, maintenanceRecords.translations, 'description', reading.lang),
    performedBy: translated<string>(maintenanceRecords.performedBy, maintenanceRecords.translations, 'performedBy', reading.lang),
    translations: storedTranslations<MaintenanceRecordTranslations>(maintenanceRecords.translations, reading),
  };
}

/** Farms that are not verified are hidden from everyone but the admin (docs/product/catalogue.md). */
export function visibleFarmCondition(isAdmin: boolean): SQL | undefined {
  return isAdmin ? undefined : eq(farms.verificationStatus, 'VERIFIED');
}

type Page = { orderBy: SQL[]; limit: number; offset: number };

/** Farm and maintenance replies, built with a fixed number of queries per page. */
export function createFarmReader({ db, storage, clock }: { db: Db; storage: FileStorage; clock: Clock }) {
  const seasons = createSeasonReader({ db, clock });
  /** Rows of farms matching `where` with their media and tree counts, in page order when a page is given. */
  async function findRows(whole: boolean, reading: Reading, where: SQL | undefined, page?: Page) {
    const query = db.select(farmSelection(reading, whole)).from(farms).where(where).$dynamic();
    const rows = page ? await query.orderBy(...page.orderBy).limit(page.limit).offset(page.offset) : await query;
    if (rows.length === 0) return [];

    const ids = rows.map((r) => r.id);
    const [mediaById, treeCounts] = await Promise.all([
      loadMediaByOwner(db, storage, mediaLinks.farm, ids, reading),
      db
        .select({ farmId: trees.farmId, treeCount: count(), varietyCount: countDistinct(trees.variety) })
        .from(trees)
        .where(inArray(trees.farmId, ids))
        .groupBy(trees.farmId),
    ]);
    const countsById = new Map(treeCounts.map((c) => [c.farmId, c]));
    return rows.map((row) => ({ row, media: mediaById.get(row.id) ?? [], counts: countsById.get(row.id) }));
  }

  type FarmRow = Awaited<ReturnType<typeof findRows>>[number];

  function toListItem({ row: f, media, counts }: FarmRow): FarmListItem {
    return {
      id: f.id,
      name: f.name,
      location: f.location,
      state: f.state,
      description: f.description,
      media: firstPicture(media),
      verificationStatus: f.verificationStatus,
      verificationNote: f.verificationStatus === 'VERIFIED' ? null : f.verificationNote,
      isCertified: f.isCertified,
      specialties: f.specialties,
      rating: f.rating,
      reviewCount: f.reviewCount,
      treeCount: counts?.treeCount ?? 0,
      varietyCount: counts?.varietyCount ?? 0,
      createdAt: f.createdAt.toISOString(),
    };
  }

  /** Farm list items (docs/decisions/025) matching `where`, in page order when a page is given, as `reading` reads them. */
  async function findFarms(where: SQL | undefined, page?: Page, reading: Reading = inEnglish): Promise<FarmListItem[]> {
    return (await findRows(false, reading, where, page)).map(toListItem);
  }

  /** The one farm matching `where`, whole, as `reading` reads it, or null. */
  async function findFarm(where: SQL | undefined, reading: Reading = inEnglish): Promise<Farm | null> {
    const [found] = await findRows(true, reading, where);
    if (!found) return null;
    const f = found.row;
    const season = await seasons.seasonOfFarm(f.id);
    return {
      ...toListItem(found),
      media: found.media,
      story: f.story,
      cultivationPractices: f.cultivationPractices,
      foundedDate: f.foundedDate,
      contactEmail: f.contactEmail,
      contactPhone: f.contactPhone,
      website: f.website,
      season,
      ...translationsField(f.translations),
    };
  }

  async function countFarms(where: SQL | undefined): Promise<number> {
    const [row] = await db.select({ total: count() }).from(farms).where(where);
    return row?.total ?? 0;
  }

  /** Throws 'Farm not found' unless the farm exists and the viewer may see it. */
  async function requireVisibleFarm(farmId: string, isAdmin: boolean): Promise<void> {
    const [farm] = await db
      .select({ id: farms.id })
      .from(farms)
      .where(and(eq(farms.id, farmId), visibleFarmCondition(isAdmin)));
    if (!farm) throw new NotFoundError('Farm not found');
  }

  /**
   * Maintenance records matching `where`, newest first, each with its files, as `reading` reads them; only
   * the page's when a page is given (the order ends with the id, so pages neither repeat nor skip a record).
   */
  async function findMaintenanceRecords(
    where: SQL,
    reading: Reading = inEnglish,
    page?: { limit: number; offset: number },
  ): Promise<MaintenanceRecord[]> {
    const query = db
      .select(recordSelection(reading))
      .from(maintenanceRecords)
      .where(where)
      .orderBy(desc(maintenanceRecords.date), desc(maintenanceRecords.createdAt), desc(maintenanceRecords.id))
      .$dynamic();
    const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
    const filesById = await loadMediaByOwner(
      db,
      storage,
      mediaLinks.maintenanceRecord,
      rows.map((r) => r.id),
      reading,
    );
    return rows.map((r) => ({
      id: r.id,
      date: r.date,
      description: r.description,
      performedBy: r.performedBy,
      treeId: r.treeId,
      files: filesById.get(r.id) ?? [],
      ...translationsField(r.translations),
    }));
  }

  return { findFarms, findFarm, countFarms, requireVisibleFarm, findMaintenanceRecords };
}
