import { eq } from 'drizzle-orm';
import type { Farm, GalleryReply } from '@durio/shared/schemas/catalogue';
import type {
  CreateFarmBody,
  CreateGalleryEntryBody,
  UpdateFarmBody,
  UpdateGalleryEntryBody,
} from '@durio/shared/schemas/farm-admin';
import type { Db } from '../../db/client';
import { farms, galleryEntries } from './catalogue.schema';
import type { Clock } from '../../lib/clock';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import type { FileStorage } from '../../storage/file-storage';
import { recordAdminChange } from '../../audit/admin-changes';
import { mediaLinks, replaceMedia, requireFiles } from '../files/public';
import { forTheAdmin, mergeTranslations } from '../../lib/content-language';
import { createFarmReader } from './farm-reader';
import { createFarmsService } from './farms.service';

type FarmColumns = Partial<typeof farms.$inferInsert>;

/**
 * The payload's fields as columns; fields left out of the payload stay out. Translations sent are laid over the
 * `stored` ones (lib/content-language.ts).
 */
function farmColumns({ mediaIds: _mediaIds, translations, ...fields }: UpdateFarmBody, stored?: FarmColumns['translations']): FarmColumns {
  const columns = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as FarmColumns;
  return translations === undefined ? columns : { ...columns, translations: mergeTranslations(stored, translations) };
}

/**
 * A rejected farm says why (docs/product/admin-console.md); verifying it again clears the reason, so the storefront
 * never carries an old rejection.
 */
function verificationRule(status: Farm['verificationStatus'], note: string | null | undefined): string | null {
  if (status === 'REJECTED' && !note) throw new BadRequestError('Say why the farm is rejected');
  return status === 'VERIFIED' ? null : (note ?? null);
}

/** The admin's farm work (docs/product/admin-console.md): farms with their verification and pictures, and their galleries. */
export function createFarmsAdminService({ db, storage, clock }: { db: Db; storage: FileStorage; clock: Clock }) {
  const reader = createFarmReader({ db, storage, clock });
  const farmsService = createFarmsService({ db, storage, clock });

  async function readFarm(id: string): Promise<Farm> {
    const farm = await reader.findFarm(eq(farms.id, id), forTheAdmin);
    if (!farm) throw new NotFoundError('Farm not found');
    return farm;
  }

  async function requireFarmRow(id: string) {
    const [row] = await db.select().from(farms).where(eq(farms.id, id));
    if (!row) throw new NotFoundError('Farm not found');
    return row;
  }

  async function requireEntry(id: string) {
    const [row] = await db.select().from(galleryEntries).where(eq(galleryEntries.id, id));
    if (!row) throw new NotFoundError('Gallery entry not found');
    return row;
  }

  async function readEntry(farmId: string, entryId: string): Promise<GalleryReply['entries'][number]> {
    const { entries } = await farmsService.getGallery(farmId, { isAdmin: true });
    return entries.find((e) => e.id === entryId)!;
  }

  return {
    async createFarm(adminId: string, body: CreateFarmBody): Promise<Farm> {
      const status = body.verificationStatus ?? 'PENDING';
      const verificationNote = verificationRule(status, body.verificationNote);
      await requireFiles(db, body.mediaIds ?? []);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(farms)
          .values({ ...(farmColumns(body) as typeof farms.$inferInsert), verificationStatus: status, verificationNote })
          .returning();
        await replaceMedia(tx, mediaLinks.farm, row!.id, body.mediaIds ?? []);
        await recordAdminChange(tx, { actorId: adminId, entity: 'farm', entityId: row!.id, action: 'created', before: null, after: { ...row!, mediaIds: body.mediaIds ?? [] } });
        return row!.id;
      });
      return readFarm(id);
    },

    /** Partial update; `mediaIds`, when sent, replaces the farm's pictures in that order. */
    async updateFarm(adminId: string, id: string, body: UpdateFarmBody): Promise<Farm> {
      const current = await requireFarmRow(id);
      const status = body.verificationStatus ?? current.verificationStatus;
      const verificationNote = verificationRule(
        status,
        body.verificationNote === undefined ? current.verificationNote : body.verificationNote,
      );
      if (body.mediaIds) await requireFiles(db, body.mediaIds);
      await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(farms)
          .set({ ...farmColumns(body, current.translations), verificationNote, updatedAt: clock.now() })
          .where(eq(farms.id, id))
          .returning();
        if (body.mediaIds) await replaceMedia(tx, mediaLinks.farm, id, body.mediaIds);
        // 'verified', 'rejected', 'pending' read better in the history than 'updated'.
        const action = status === current.verificationStatus ? 'updated' : status.toLowerCase();
        await recordAdminChange(tx, {
          actorId: adminId,
          entity: 'farm',
          entityId: id,
          action,
          before: current,
          after: body.mediaIds ? { ...updated!, mediaIds: body.mediaIds } : updated!,
        });
      });
      return readFarm(id);
    },

    async createGalleryEntry(adminId: string, farmId: string, body: CreateGalleryEntryBody) {
      await requireFarmRow(farmId);
      await requireFiles(db, body.mediaIds);
      const entryId = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(galleryEntries)
          .values({ farmId, title: body.title, description: body.description ?? null })
          .returning();
        await replaceMedia(tx, mediaLinks.galleryEntry, row!.id, body.mediaIds);
        await recordAdminChange(tx, { actorId: adminId, entity: 'gallery entry', entityId: row!.id, action: 'created', before: null, after: { ...row!, mediaIds: body.mediaIds } });
        return row!.id;
      });
      return readEntry(farmId, entryId);
    },

    async updateGalleryEntry(adminId: string, entryId: string, body: UpdateGalleryEntryBody) {
      const current = await requireEntry(entryId);
      if (body.mediaIds) await requireFiles(db, body.mediaIds);
      await db.transaction(async (tx) => {
        const columns = {
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
        };
        const [updated] = Object.keys(columns).length
          ? await tx.update(galleryEntries).set(columns).where(eq(galleryEntries.id, entryId)).returning()
          : [current];
        if (body.mediaIds) await replaceMedia(tx, mediaLinks.galleryEntry, entryId, body.mediaIds);
        await recordAdminChange(tx, { actorId: adminId, entity: 'gallery entry', entityId: entryId, action: 'updated', before: current, after: body.mediaIds ? { ...updated!, mediaIds: body.mediaIds } : updated! });
      });
      return readEntry(current.farmId, entryId);
    },

    /** Removes the entry; its files stay in the library (they may be used elsewhere). */
    async deleteGalleryEntry(adminId: string, entryId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [deleted] = await tx.delete(galleryEntries).where(eq(galleryEntries.id, entryId)).returning();
        if (!deleted) throw new NotFoundError('Gallery entry not found');
        await recordAdminChange(tx, { actorId: adminId, entity: 'gallery entry', entityId: entryId, action: 'deleted', before: deleted, after: null });
      });
    },
  };
}

export type FarmsAdminService = ReturnType<typeof createFarmsAdminService>;
