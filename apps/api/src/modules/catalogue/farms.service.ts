import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@durio/shared/languages';
import type { Farm, FarmListItem, FarmListQuery, GalleryReply, MaintenanceRecord } from '@durio/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { farms, galleryEntries, maintenanceRecords } from './catalogue.schema';
import { NotFoundError } from '../../lib/errors';
import type { FileStorage } from '../../storage/file-storage';
import { loadMediaByOwner, mediaLinks } from '../files/public';
import { readingFor } from '../../lib/content-language';
import { createFarmReader, visibleFarmCondition } from './farm-reader';
import { fullTextSearch, type TextSearch } from './search-terms';

const farmSortOrders: Record<NonNullable<FarmListQuery['sort']>, SQL[]> = {
  rating: [desc(farms.rating), asc(sql`lower(${farms.name})`)],
  name: [asc(sql`lower(${farms.name})`)],
  newest: [desc(farms.createdAt)],
};

/** Farms having any of the comma-joined specialties, compared without regard to case. */
function hasAnySpecialty(commaJoined: string | undefined): SQL | undefined {
  const wanted = [...new Set((commaJoined ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))];
  if (wanted.length === 0) return undefined;
  const list = sql.join(
    wanted.map((s) => sql`${s}`),
    sql`, `,
  );
  return sql`exists (select 1 from unnest(${farms.specialties}) as s(name) where lower(s.name) in (${list}))`;
}

/** A farm is found by its name, place, description and specialties (its stored search document). */
function searchFarmsText(text: string | undefined): TextSearch | undefined {
  return fullTextSearch(text, farms.searchDocument);
}

export function createFarmsService({ db, storage, clock }: { db: Db; storage: FileStorage; clock: Clock }) {
  const reader = createFarmReader({ db, storage, clock });

  return {
    /**
     * VERIFIED farms unless another status is asked for, which only the admin may see: anyone else gets
     * an empty list rather than an error, as if no such farm existed. Texts in `query.lang` (English when
     * none); each farm as a list item (docs/decisions/025).
     */
    async listFarms(query: FarmListQuery, viewer: { isAdmin: boolean }): Promise<{ items: FarmListItem[]; meta: { totalCount: number } }> {
      const status = query.verificationStatus ?? 'VERIFIED';
      if (status !== 'VERIFIED' && !viewer.isAdmin) return { items: [], meta: { totalCount: 0 } };
      const search = searchFarmsText(query.search);
      const where = and(
        status === 'ALL' ? undefined : eq(farms.verificationStatus, status),
        query.farmId ? eq(farms.id, query.farmId) : undefined,
        query.state ? sql`lower(${farms.state}) = lower(${query.state})` : undefined,
        query.certified === undefined ? undefined : eq(farms.isCertified, query.certified),
        hasAnySpecialty(query.specialties),
        search?.where,
      );
      // Without an asked sort a search shows the best match first; the list, the best rated.
      const order =
        query.sort === undefined && search ? [sql`${search.rank} desc`, ...farmSortOrders.rating] : farmSortOrders[query.sort ?? 'rating'];
      // The count and the page at once: they do not wait for each other.
      const [totalCount, items] = await Promise.all([
        reader.countFarms(where),
        reader.findFarms(
          where,
          { orderBy: [...order, asc(farms.id)], limit: query.take, offset: query.skip },
          readingFor({ isAdmin: viewer.isAdmin, lang: query.lang }),
        ),
      ]);
      return { items, meta: { totalCount } };
    },

    async getFarm(id: string, viewer: { isAdmin: boolean; lang?: Language }): Promise<Farm> {
      const farm = await reader.findFarm(and(eq(farms.id, id), visibleFarmCondition(viewer.isAdmin)), readingFor(viewer));
      if (!farm) throw new NotFoundError('Farm not found');
      return farm;
    },

    /** Care work done on the farm as a whole (records of single trees show on the tree's page). */
    async listFarmMaintenance(farmId: string, viewer: { isAdmin: boolean; lang?: Language }): Promise<MaintenanceRecord[]> {
      await reader.requireVisibleFarm(farmId, viewer.isAdmin);
      return reader.findMaintenanceRecords(
        and(eq(maintenanceRecords.farmId, farmId), isNull(maintenanceRecords.treeId))!,
        readingFor(viewer),
      );
    },

    /** The farm's gallery, newest entry first; the pictures' captions as the viewer reads them (titles are not translated). */
    async getGallery(farmId: string, viewer: { isAdmin: boolean; lang?: Language }): Promise<GalleryReply> {
      await reader.requireVisibleFarm(farmId, viewer.isAdmin);
      const rows = await db
        .select()
        .from(galleryEntries)
        .where(eq(galleryEntries.farmId, farmId))
        .orderBy(desc(galleryEntries.createdAt), desc(galleryEntries.id));
      const filesById = await loadMediaByOwner(
        db,
        storage,
        mediaLinks.galleryEntry,
        rows.map((r) => r.id),
        readingFor(viewer),
      );
      return {
        entries: rows.map((r) => ({
          id: r.id,
          title: r.title,
          description: r.description,
          created_at: r.createdAt.toISOString(),
          files: filesById.get(r.id) ?? [],
        })),
      };
    },
  };
}

export type FarmsService = ReturnType<typeof createFarmsService>;
