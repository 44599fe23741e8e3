import { asc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { MediaFile } from '@durio/shared/schemas/media';
import type { Db } from '../../db/client';
import {
  farmMedia,
  files,
  galleryEntryFiles,
  maintenanceRecordFiles,
  orderUpdateFiles,
  productMedia,
  reviewFiles,
  treeMedia,
} from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';

type FileRow = typeof files.$inferSelect;

/** A stored file as replies show it: URLs come from the storage, never from the row. */
export function toMediaFile(
  storage: FileStorage,
  file: Pick<FileRow, 'id' | 'storageKey' | 'thumbnailKey' | 'variants' | 'mimeType' | 'caption' | 'width' | 'height'>,
): MediaFile {
  return {
    id: file.id,
    type: file.mimeType,
    url: fileUrls(storage, file),
    caption: file.caption,
    width: file.width,
    height: file.height,
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
  ownerId: AnyPgColumn;
  fileId: AnyPgColumn;
  position: AnyPgColumn;
}

/** The link tables that attach files to things, by what they attach them to. */
export const mediaLinks = {
  product: { table: productMedia, ownerId: productMedia.productId, fileId: productMedia.fileId, position: productMedia.position },
  farm: { table: farmMedia, ownerId: farmMedia.farmId, fileId: farmMedia.fileId, position: farmMedia.position },
  tree: { table: treeMedia, ownerId: treeMedia.treeId, fileId: treeMedia.fileId, position: treeMedia.position },
  maintenanceRecord: {
    table: maintenanceRecordFiles,
    ownerId: maintenanceRecordFiles.recordId,
    fileId: maintenanceRecordFiles.fileId,
    position: maintenanceRecordFiles.position,
  },
  galleryEntry: {
    table: galleryEntryFiles,
    ownerId: galleryEntryFiles.entryId,
    fileId: galleryEntryFiles.fileId,
    position: galleryEntryFiles.position,
  },
  orderUpdate: {
    table: orderUpdateFiles,
    ownerId: orderUpdateFiles.updateId,
    fileId: orderUpdateFiles.fileId,
    position: orderUpdateFiles.position,
  },
  review: { table: reviewFiles, ownerId: reviewFiles.reviewId, fileId: reviewFiles.fileId, position: reviewFiles.position },
} satisfies Record<string, MediaLink>;

/** The files of many owners in one query, each owner's in position order; owners without files are absent. */
export async function loadMediaByOwner(
  db: Db,
  storage: FileStorage,
  link: MediaLink,
  ownerIds: readonly string[],
): Promise<Map<string, MediaFile[]>> {
  const byOwner = new Map<string, MediaFile[]>();
  if (ownerIds.length === 0) return byOwner;
  const rows = await db
    .select({ ownerId: link.ownerId, file: files })
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
