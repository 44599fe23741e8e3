import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { imagesOf } from '@durio/shared/picture-sources';
import type { MediaTranslations } from '@durio/shared/schemas/content-translations';
import type { MediaFile } from '@durio/shared/schemas/media';
import type { Db, Tx } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { farmMedia, galleryEntryFiles, maintenanceRecordFiles, productMedia, treeMedia } from '../catalogue/catalogue.schema';
import { files } from './files.schema';
import { orderUpdateFiles } from '../orders/orders.schema';
import { reviewFiles } from '../reviews/reviews.schema';
import { guaranteeClaimFiles } from '../claims/claims.schema';
import type { FileStorage } from '../../storage/file-storage';
import { inEnglish, storedTranslations, translated, translationsField, type Reading } from '../../lib/content-language';

type FileRow = typeof files.$inferSelect;

/**
 * A stored file's columns as `reading` reads them: the caption (a picture's alt text) in its language, English
 * where it has none, and the stored translations for the admin (decision record 036).
 */
function fileSelection(reading: Reading) {
  const { translations: _translations, ...columns } = getTableColumns(files);
  return {
    ...columns,
    caption: translated<string | null>(files.caption, files.translations, 'caption', reading.lang),
    translations: storedTranslations<MediaTranslations>(files.translations, reading),
  };
}

/** A stored file as replies show it: URLs come from the storage, never from the row. */
export function toMediaFile(
  storage: FileStorage,
  file: Pick<FileRow, 'id' | 'storageKey' | 'thumbnailKey' | 'variants' | 'mimeType' | 'caption' | 'width' | 'height'> & {
    translations: MediaTranslations | null;
  },
): MediaFile {
  return {
    id: file.id,
    type: file.mimeType,
    url: fileUrls(storage, file),
    caption: file.caption,
    width: file.width,
    height: file.height,
    ...translationsField(file.translations),
  };
}

/** The URLs of a stored file and its derivatives. */
export function fileUrls(storage: FileStorage, file: Pick<FileRow, 'storageKey' | 'thumbnailKey' | 'variants'>): MediaFile['url'] {
  return {
    original: storage.url(file.storageKey),
    thumbnail: file.thumbnailKey ? storage.url(file.thumbnailKey) : null,
    variants: file.variants.map((v) => ({ width: v.width, url: storage.url(v.key) })),
  };
}

/** Every key a stored file occupies: the original, its thumbnail and its smaller copies. */
export function storageKeysOf(file: Pick<FileRow, 'storageKey' | 'thumbnailKey' | 'variants'>): string[] {
  return [file.storageKey, ...(file.thumbnailKey ? [file.thumbnailKey] : []), ...file.variants.map((v) => v.key)];
}

export interface MediaLink {
  table: PgTable;
  /** The owner column's property name in inserts. */
  ownerKey: string;
  ownerId: AnyPgColumn;
  fileId: AnyPgColumn;
  position: AnyPgColumn;
}

/** The link tables that attach files to things, by what they attach them to. */
export const mediaLinks = {
  product: { table: productMedia, ownerKey: 'productId', ownerId: productMedia.productId, fileId: productMedia.fileId, position: productMedia.position },
  farm: { table: farmMedia, ownerKey: 'farmId', ownerId: farmMedia.farmId, fileId: farmMedia.fileId, position: farmMedia.position },
  tree: { table: treeMedia, ownerKey: 'treeId', ownerId: treeMedia.treeId, fileId: treeMedia.fileId, position: treeMedia.position },
  maintenanceRecord: {
    table: maintenanceRecordFiles,
    ownerKey: 'recordId',
    ownerId: maintenanceRecordFiles.recordId,
    fileId: maintenanceRecordFiles.fileId,
    position: maintenanceRecordFiles.position,
  },
  galleryEntry: {
    table: galleryEntryFiles,
    ownerKey: 'entryId',
    ownerId: galleryEntryFiles.entryId,
    fileId: galleryEntryFiles.fileId,
    position: galleryEntryFiles.position,
  },
  orderUpdate: {
    table: orderUpdateFiles,
    ownerKey: 'updateId',
    ownerId: orderUpdateFiles.updateId,
    fileId: orderUpdateFiles.fileId,
    position: orderUpdateFiles.position,
  },
  review: { table: reviewFiles, ownerKey: 'reviewId', ownerId: reviewFiles.reviewId, fileId: reviewFiles.fileId, position: reviewFiles.position },
  guaranteeClaim: {
    table: guaranteeClaimFiles,
    ownerKey: 'claimId',
    ownerId: guaranteeClaimFiles.claimId,
    fileId: guaranteeClaimFiles.fileId,
    position: guaranteeClaimFiles.position,
  },
} satisfies Record<string, MediaLink>;

/**
 * The files of many owners in one query, each owner's in position order, their captions as `reading` reads
 * them; owners without files are absent.
 */
export async function loadMediaByOwner(
  db: Db,
  storage: FileStorage,
  link: MediaLink,
  ownerIds: readonly string[],
  reading: Reading = inEnglish,
): Promise<Map<string, MediaFile[]>> {
  const byOwner = new Map<string, MediaFile[]>();
  if (ownerIds.length === 0) return byOwner;
  const rows = await db
    .select({ ownerId: link.ownerId, file: fileSelection(reading) })
    .from(link.table)
    .innerJoin(files, eq(files.id, link.fileId))
    .where(inArray(link.ownerId, [...new Set(ownerIds)]))
    .orderBy(asc(link.position), asc(files.createdAt), asc(files.id));
  for (const row of rows) {
    const ownerId = row.ownerId as string;
    const list = byOwner.get(ownerId) ?? [];
    list.push(toMediaFile(storage, row.file));
    byOwner.set(ownerId, list);
  }
  return byOwner;
}

/** The files of `fileIds` that exist, as replies show them (a deleted one is left out), as `reading` reads them. */
export async function loadFilesByIds(
  db: Db,
  storage: FileStorage,
  fileIds: readonly string[],
  reading: Reading = inEnglish,
): Promise<MediaFile[]> {
  const unique = [...new Set(fileIds)];
  if (unique.length === 0) return [];
  const rows = await db.select(fileSelection(reading)).from(files).where(inArray(files.id, unique));
  return rows.map((row) => toMediaFile(storage, row));
}

/** A list item's picture (docs/decisions/025): the first picture of an object's media, as the web app shows it. */
export function firstPicture(media: MediaFile[]): MediaFile[] {
  return imagesOf(media).slice(0, 1);
}

/** Checks that every listed file exists ('File not found' otherwise), so a link never points at nothing. */
export async function requireFiles(db: Db | Tx, fileIds: readonly string[]): Promise<void> {
  const unique = [...new Set(fileIds)];
  if (unique.length === 0) return;
  const found = await db.select({ id: files.id }).from(files).where(inArray(files.id, unique));
  if (found.length !== unique.length) throw new NotFoundError('File not found');
}

/**
 * Deletes the rows of files nothing shows any more, in the caller's transaction; their stored copies
 * (`storageKeysOf`) are the caller's to remove after the commit, as storage must not be waited on inside one.
 */
export async function deleteFileRows(tx: Db | Tx, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length > 0) await tx.delete(files).where(inArray(files.id, [...fileIds]));
}

/** Replaces an owner's files with `fileIds`, in that order: the first is the main picture. */
export async function replaceMedia(tx: Db | Tx, link: MediaLink, ownerId: string, fileIds: readonly string[]): Promise<void> {
  await tx.delete(link.table).where(eq(link.ownerId, ownerId));
  if (fileIds.length === 0) return;
  await tx.insert(link.table).values(
    // The link tables differ only in the owner column's name.
    [...new Set(fileIds)].map((fileId, position) => ({ [link.ownerKey]: ownerId, fileId, position })) as never,
  );
}
