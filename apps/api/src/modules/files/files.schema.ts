import { type AnyPgColumn, bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MediaTranslations } from '@durio/shared/schemas/content-translations';
import { id, createdAt, translations } from '../../db/columns';
import { users } from '../auth/auth.schema';
import { farms } from '../catalogue/catalogue.schema';

/** A smaller WebP copy of a stored picture, for srcset. */
export interface FileVariant {
  width: number;
  height: number;
  key: string;
}

/**
 * A stored picture, video or audio file (docs/product/files.md). `thumbnailKey` is a small WebP for pictures and
 * `variants` its smaller copies; `storedBytes` counts all of them with the original.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    storageKey: text('storage_key').notNull().unique(),
    thumbnailKey: text('thumbnail_key'),
    variants: jsonb('variants').$type<FileVariant[]>().notNull().default([]),
    mimeType: text('mime_type').notNull(),
    /** Also the picture's alt text. */
    caption: text('caption'),
    /** Of caption (decision record 036). */
    translations: translations<MediaTranslations>(),
    folder: text('folder').notNull().default('general'),
    farmId: uuid('farm_id').references((): AnyPgColumn => farms.id, { onDelete: 'set null' }),
    sizeBytes: integer('size_bytes').notNull().default(0),
    storedBytes: bigint('stored_bytes', { mode: 'number' }).notNull().default(0),
    width: integer('width'),
    height: integer('height'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_folder_created_idx').on(t.folder, t.createdAt),
    index('files_farm_idx').on(t.farmId),
    index('files_uploaded_by_idx').on(t.uploadedBy, t.createdAt),
  ],
);

/**
 * A direct upload prepared but not completed yet: the client sends the bytes to storage itself (large
 * videos), then completes it. Removed, with whatever arrived, 24 hours after it was prepared.
 */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    id: id(),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    folder: text('folder').notNull(),
    farmId: uuid('farm_id').references((): AnyPgColumn => farms.id, { onDelete: 'set null' }),
    caption: text('caption'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the single-use token of the server's own upload URL (local disk); null with S3. */
    tokenHash: text('token_hash'),
    /** When the server's own upload URL took the bytes; it takes them once. */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('pending_uploads_created_idx').on(t.createdAt)],
);
