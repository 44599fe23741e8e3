import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { kindOfType, MAX_MULTIPART_BYTES } from '@durio/shared/file-rules';
import { staffUploadFolders } from '@durio/shared/staff-access';
import {
  type FileFolder,
  type ListFilesQuery,
  type PrepareDirectUploadBody,
  type PrepareDirectUploadReply,
  type StoredFile,
  type UpdateFileBody,
  type UploadFields,
} from '@durio/shared/schemas/files';
import { and, count, desc, eq, exists, isNull, like, lt, notExists, or, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { farmMedia, farms } from '../catalogue/catalogue.schema';
import { files, pendingUploads, type FileVariant } from './files.schema';
import { reviewFiles } from '../reviews/reviews.schema';
import { guaranteeClaimFiles } from '../claims/claims.schema';
import type { AccessClaims } from '../../lib/access-token';
import type { Clock } from '../../lib/clock';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
} from '../../lib/errors';
import { mergeTranslations } from '../../lib/content-language';
import type { FileStorage } from '../../storage/file-storage';
import { checkSize, SNIFF_BYTES, sniffType, type SniffedType } from './file-types';
import { describeUses, findFileUses } from './file-usage';
import { fileUrls, storageKeysOf } from './media-files';
import { processPicture } from './picture-pipeline';

type FileRow = typeof files.$inferSelect;
export type Actor = Pick<AccessClaims, 'userId' | 'role'>;

/** A prepared direct upload's URL works this long; the upload itself is removed a day after. */
const DIRECT_UPLOAD_URL_SECONDS = 60 * 60;
/** Prepared uploads never completed, and customers' photos never sent with a review or a claim, go after this. */
export const UNFINISHED_UPLOAD_TTL_MS = 24 * 60 * 60_000;
/** How many photos of one kind a customer may hold that no review (or claim) shows yet (three reviews' worth, and some). */
const MAX_LOOSE_REVIEW_PHOTOS = 10;

/** The folders customers upload photos to, and the link that takes a photo of each. */
const customerPhotoFolders = {
  reviews: { table: reviewFiles, fileId: reviewFiles.fileId, label: 'Review', waitingFor: 'a review', advice: 'Post your review' },
  claims: { table: guaranteeClaimFiles, fileId: guaranteeClaimFiles.fileId, label: 'Claim', waitingFor: 'a claim', advice: 'Send your claim' },
} as const;
type CustomerPhotoFolder = keyof typeof customerPhotoFolders;

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
};

const fileNotFound = () => new NotFoundError('File not found');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The reply of the /s3file calls for a stored file. */
export function toStoredFile(storage: FileStorage, row: FileRow): StoredFile {
  return {
    id: row.id,
    type: row.mimeType,
    size: row.sizeBytes,
    folder: row.folder,
    farmId: row.farmId,
    caption: row.caption,
    translations: row.translations,
    url: fileUrls(storage, row),
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Uploads and the file library (docs/product/files.md). A file's type is found in its bytes; pictures are
 * re-encoded without metadata and get their smaller copies before the upload is answered; video and sound
 * are kept as uploaded. Admins manage every file; customers upload review photos and manage their own.
 */
export function createUploadsService({ db, storage, clock }: { db: Db; storage: FileStorage; clock: Clock }) {
  /** `uploads/<folder>/<year>/<month>/<uuid>`: never reused, so every URL may be cached for a year. */
  function newKeyBase(folder: string): string {
    const now = clock.now();
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    return `uploads/${folder}/${now.getUTCFullYear()}/${month}/${randomUUID()}`;
  }

  async function assertFarmExists(farmId: string | undefined): Promise<void> {
    if (!farmId) return;
    const [farm] = await db.select({ id: farms.id }).from(farms).where(eq(farms.id, farmId));
    if (!farm) throw new NotFoundError('Farm not found');
  }

  /**
   * Customers may only add photos to their reviews and their fruit-guarantee claims (docs/product/files.md), staff
   * only an order move's photos (docs/product/staff.md); the rest of the library is the admin's.
   */
  async function assertMayUpload(actor: Actor, folder: FileFolder | undefined, kind: SniffedType['kind'] | null) {
    if (actor.role === 'ADMIN') return;
    if (actor.role === 'STAFF' && folder !== undefined && staffUploadFolders.includes(folder)) {
      if (kind !== null && kind !== 'image') throw new UnsupportedMediaTypeError('Order photos are pictures: JPEG, PNG, WebP or AVIF.');
      return;
    }
    if (folder !== 'reviews' && folder !== 'claims') throw new ForbiddenError('Forbidden - Admin only');
    const photos = customerPhotoFolders[folder];
    if (kind !== null && kind !== 'image') throw new UnsupportedMediaTypeError(`${photos.label} photos are pictures: JPEG, PNG, WebP or AVIF.`);
    const [loose] = await db
      .select({ n: count() })
      .from(files)
      .where(and(eq(files.uploadedBy, actor.userId), eq(files.folder, folder), notTaken(folder)));
    if ((loose?.n ?? 0) >= MAX_LOOSE_REVIEW_PHOTOS) {
      throw new ConflictError(`You have ${MAX_LOOSE_REVIEW_PHOTOS} photos waiting for ${photos.waitingFor}. ${photos.advice}, or remove a photo first.`);
    }
  }

  /** A customer's photo no review or claim has taken yet. */
  function notTaken(folder: CustomerPhotoFolder) {
    const { table, fileId } = customerPhotoFolders[folder];
    return notExists(db.select().from(table).where(eq(fileId, files.id)));
  }

  /** Writes the file (and a picture's derivatives) to storage, then its row; removes what it wrote if the row fails. */
  async function store(input: {
    /** The file's bytes; a direct upload kept where it arrived (`existingKey`) passes only its size. */
    bytes: Buffer | { size: number };
    sniffed: SniffedType;
    folder: string;
    farmId?: string;
    caption?: string;
    uploadedBy: string;
    /** The object already in storage (a direct upload) when it is kept as it is. */
    existingKey?: string;
  }): Promise<FileRow> {
    const base = newKeyBase(input.folder);
    const written: string[] = [];
    const put = async (key: string, body: Buffer, type: string) => {
      await storage.put(key, body, type);
      written.push(key);
    };
    try {
      let row: typeof files.$inferInsert;
      if (input.sniffed.kind === 'image' && Buffer.isBuffer(input.bytes)) {
        const picture = await processPicture(input.bytes, input.sniffed.type);
        const storageKey = `${base}.${extensions[input.sniffed.type]}`;
        const thumbnailKey = `${base}-thumb.webp`;
        await put(storageKey, picture.original.body, input.sniffed.type);
        await put(thumbnailKey, picture.thumbnail, 'image/webp');
        const variants: FileVariant[] = [];
        for (const v of picture.variants) {
          const key = `${base}-${v.width}w.webp`;
          await put(key, v.body, 'image/webp');
          variants.push({ width: v.width, height: v.height, key });
        }
        row = {
          storageKey,
          thumbnailKey,
          variants,
          mimeType: input.sniffed.type,
          sizeBytes: picture.original.body.length,
          storedBytes:
            picture.original.body.length + picture.thumbnail.length + picture.variants.reduce((n, v) => n + v.body.length, 0),
          width: picture.original.width,
          height: picture.original.height,
        };
      } else {
        const size = Buffer.isBuffer(input.bytes) ? input.bytes.length : input.bytes.size;
        const storageKey = input.existingKey ?? `${base}.${extensions[input.sniffed.type]}`;
        if (Buffer.isBuffer(input.bytes)) await put(storageKey, input.bytes, input.sniffed.type);
        row = { storageKey, mimeType: input.sniffed.type, sizeBytes: size, storedBytes: size };
      }
      const [created] = await db
        .insert(files)
        .values({
          ...row,
          folder: input.folder,
          farmId: input.farmId ?? null,
          caption: input.caption || null,
          uploadedBy: input.uploadedBy,
          createdAt: clock.now(),
        })
        .returning();
      return created!;
    } catch (err) {
      await storage.delete(written).catch(() => undefined);
      throw err;
    }
  }

  /** `POST /s3file/upload`: one file through the API (pictures, sound, and video up to 15 MB). */
  async function upload(actor: Actor, bytes: Buffer, fields: UploadFields): Promise<StoredFile> {
    const folder = fields.folder ?? (actor.role === 'ADMIN' ? 'products' : undefined);
    await assertMayUpload(actor, folder, null);
    const sniffed = await sniffType(bytes.subarray(0, SNIFF_BYTES));
    await assertMayUpload(actor, folder, sniffed.kind);
    checkSize(sniffed.kind, bytes.length);
    if (sniffed.kind === 'video' && bytes.length > MAX_MULTIPART_BYTES) {
      throw new PayloadTooLargeError('Videos over 15 MB go by direct upload (POST /s3file/direct-upload/prepare).');
    }
    await assertFarmExists(fields.farmId);
    const row = await store({ bytes, sniffed, folder: folder!, farmId: fields.farmId, caption: fields.caption, uploadedBy: actor.userId });
    return toStoredFile(storage, row);
  }

  /** `GET /s3file`: newest first, by folder and by kind (`image`) or exact type (`image/png`). */
  async function list(query: ListFilesQuery): Promise<{ items: StoredFile[]; meta: { totalCount: number; page: number; limit: number } }> {
    const where = and(
      query.folder ? eq(files.folder, query.folder) : undefined,
      query.type ? (query.type.includes('/') ? eq(files.mimeType, query.type) : like(files.mimeType, `${query.type}/%`)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(files)
        .where(where)
        .orderBy(desc(files.createdAt), desc(files.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ n: count() }).from(files).where(where),
    ]);
    return {
      items: rows.map((row) => toStoredFile(storage, row)),
      meta: { totalCount: total?.n ?? 0, page: query.page, limit: query.limit },
    };
  }

  /** A file the actor may change: any for the admin, their own for a customer (403 otherwise, docs/product/files.md). */
  async function findChangeable(actor: Actor, fileId: string): Promise<FileRow> {
    const [row] = await db.select().from(files).where(eq(files.id, fileId));
    if (!row) throw fileNotFound();
    if (actor.role !== 'ADMIN' && row.uploadedBy !== actor.userId) throw new ForbiddenError('Forbidden');
    return row;
  }

  /**
   * A file's caption, its Malay and Chinese versions (merged over the stored ones, an empty text removing one:
   * decision record 036) or its folder.
   */
  async function update(actor: Actor, fileId: string, body: UpdateFileBody): Promise<StoredFile> {
    const row = await findChangeable(actor, fileId);
    if (actor.role !== 'ADMIN' && body.folder !== undefined && body.folder !== row.folder) {
      throw new ForbiddenError('Forbidden - Admin only');
    }
    const [updated] = await db
      .update(files)
      .set({
        ...(body.caption !== undefined ? { caption: body.caption || null } : {}),
        ...(body.translations !== undefined ? { translations: mergeTranslations(row.translations, body.translations) } : {}),
        ...(body.folder !== undefined ? { folder: body.folder } : {}),
      })
      .where(eq(files.id, fileId))
      .returning();
    return toStoredFile(storage, updated!);
  }

  /** Deletes the row (which detaches it everywhere), then the stored objects: its URLs answer 404 afterwards. */
  async function removeFile(row: FileRow): Promise<void> {
    await db.delete(files).where(eq(files.id, row.id));
    await storage.delete(storageKeysOf(row));
  }

  /** `DELETE /s3file/{id}`: 409 naming where it is used, unless `force`. */
  async function remove(actor: Actor, fileId: string, force: boolean): Promise<void> {
    const row = await findChangeable(actor, fileId);
    const uses = await findFileUses(db, fileId);
    if (uses.length > 0 && !force) {
      throw new ConflictError(`This file is used by ${describeUses(uses)}. Delete it with force=true to remove it from there too.`, {
        usedBy: uses,
      });
    }
    await removeFile(row);
  }

  async function storageUsage(farmId: string): Promise<{ farmId: string; files: number; bytes: number }> {
    await assertFarmExists(farmId);
    const [usage] = await db
      .select({ files: count(), bytes: sum(files.storedBytes).mapWith(Number) })
      .from(files)
      .where(
        // The farm's own pictures count even when uploaded before the farm existed (a new farm's form), without
        // its id; a file both named and linked counts once (docs/product/admin-console.md).
        or(
          eq(files.farmId, farmId),
          exists(db.select({ one: sql`1` }).from(farmMedia).where(and(eq(farmMedia.fileId, files.id), eq(farmMedia.farmId, farmId)))),
        ),
      );
    return { farmId, files: usage?.files ?? 0, bytes: usage?.bytes ?? 0 };
  }

  /** `POST /s3file/direct-upload/prepare`: where the client sends a large file's bytes itself. */
  async function prepareDirectUpload(actor: Actor, body: PrepareDirectUploadBody): Promise<PrepareDirectUploadReply> {
    if (actor.role !== 'ADMIN') throw new ForbiddenError('Forbidden - Admin only');
    const kind = kindOfType(body.contentType);
    if (!kind) throw new UnsupportedMediaTypeError(`${body.contentType} cannot be stored. Allowed: pictures, MP4 or WebM video, and sound.`);
    checkSize(kind, body.size);
    await assertFarmExists(body.farmId);
    const now = clock.now();
    const storageKey = `${newKeyBase(body.folder)}.${extensions[body.contentType]}`;
    const expiresAt = new Date(now.getTime() + DIRECT_UPLOAD_URL_SECONDS * 1000);
    const target = await storage.uploadTarget(storageKey, {
      contentType: body.contentType,
      size: body.size,
      expiresInSeconds: DIRECT_UPLOAD_URL_SECONDS,
    });
    // Local disk: the API takes the bytes itself, once, at a URL whose token only the client has.
    const token = target ? null : randomBytes(32).toString('base64url');
    const [pending] = await db
      .insert(pendingUploads)
      .values({
        storageKey,
        fileName: body.fileName,
        contentType: body.contentType,
        sizeBytes: body.size,
        folder: body.folder,
        farmId: body.farmId ?? null,
        caption: body.caption || null,
        uploadedBy: actor.userId,
        tokenHash: token ? sha256(token) : null,
        expiresAt,
        createdAt: now,
      })
      .returning({ id: pendingUploads.id });
    const uploadId = pending!.id;
    return {
      uploadId,
      uploadUrl: target?.url ?? `/api/v1/s3file/direct-upload/${uploadId}?token=${token}`,
      method: 'PUT',
      headers: target?.headers ?? { 'Content-Type': body.contentType },
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** The bytes of a direct upload to local disk, at the single-use URL `prepareDirectUpload` handed out. */
  async function receiveDirectUpload(uploadId: string, token: string, body: Readable): Promise<void> {
    const now = clock.now();
    // Taken once: a second PUT with the same URL finds it received.
    const [pending] = await db
      .update(pendingUploads)
      .set({ receivedAt: now })
      .where(
        and(
          eq(pendingUploads.id, uploadId),
          eq(pendingUploads.tokenHash, sha256(token)),
          isNull(pendingUploads.receivedAt),
          sql`${pendingUploads.expiresAt} > ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning();
    if (!pending) throw new NotFoundError('Upload not found, expired or already received');
    // The bytes pass through a generator that stops at the size prepared: its error ends the write, and the
    // storage removes what was written.
    const limited = Readable.from(
      (async function* () {
        let received = 0;
        for await (const chunk of body as AsyncIterable<Buffer>) {
          received += chunk.length;
          if (received > pending.sizeBytes) throw new PayloadTooLargeError(`The file is bigger than the ${pending.sizeBytes} bytes prepared.`);
          yield chunk;
        }
      })(),
    );
    try {
      await storage.put(pending.storageKey, limited, pending.contentType);
    } catch (err) {
      // Read the rest, so the client gets the answer rather than a broken connection.
      body.resume();
      throw err;
    }
  }

  /** `POST /s3file/direct-upload/complete`: checks the object's real size and type, then keeps it as a file. */
  async function completeDirectUpload(actor: Actor, uploadId: string): Promise<StoredFile> {
    if (actor.role !== 'ADMIN') throw new ForbiddenError('Forbidden - Admin only');
    const [pending] = await db.select().from(pendingUploads).where(eq(pendingUploads.id, uploadId));
    if (!pending) throw new NotFoundError('Upload not found');
    const size = await storage.size(pending.storageKey);
    if (size === null) throw new ConflictError('The file has not arrived yet: send its bytes to the upload URL first.');
    const refuse = async (err: Error) => {
      await discardPending(pending);
      throw err;
    };
    if (size !== pending.sizeBytes) {
      return refuse(new BadRequestError(`The file that arrived has ${size} bytes, not the ${pending.sizeBytes} prepared.`));
    }
    const sniffed = await sniffType(await storage.read(pending.storageKey, SNIFF_BYTES)).catch(refuse);
    if (sniffed.type !== pending.contentType) {
      return refuse(new UnsupportedMediaTypeError(`The file is ${sniffed.type}, not the ${pending.contentType} prepared.`));
    }
    checkSize(sniffed.kind, size);
    // A picture is re-encoded into new objects like any upload; video and sound stay where they arrived.
    const isPicture = sniffed.kind === 'image';
    const row = await store({
      bytes: isPicture ? await storage.read(pending.storageKey) : { size },
      sniffed,
      folder: pending.folder,
      farmId: pending.farmId ?? undefined,
      caption: pending.caption ?? undefined,
      uploadedBy: pending.uploadedBy ?? actor.userId,
      existingKey: isPicture ? undefined : pending.storageKey,
    }).catch(refuse);
    await db.delete(pendingUploads).where(eq(pendingUploads.id, pending.id));
    if (isPicture) await storage.delete([pending.storageKey]);
    return toStoredFile(storage, row);
  }

  async function discardPending(pending: typeof pendingUploads.$inferSelect): Promise<void> {
    await db.delete(pendingUploads).where(eq(pendingUploads.id, pending.id));
    await storage.delete([pending.storageKey]);
  }

  /**
   * Removes what was never finished (docs/product/files.md): direct uploads prepared more than a day ago and not
   * completed, and customers' photos no review or claim took within a day. Conditional deletes, so several processes may
   * run it at once.
   */
  async function removeUnfinishedUploads(): Promise<{ uploads: number; photos: number }> {
    const cutoff = new Date(clock.now().getTime() - UNFINISHED_UPLOAD_TTL_MS);
    const stale = await db.delete(pendingUploads).where(lt(pendingUploads.createdAt, cutoff)).returning();
    await storage.delete(stale.map((p) => p.storageKey));
    const loosePhotos = await db
      .delete(files)
      .where(
        and(
          lt(files.createdAt, cutoff),
          or(and(eq(files.folder, 'reviews'), notTaken('reviews')), and(eq(files.folder, 'claims'), notTaken('claims'))),
        ),
      )
      .returning();
    await storage.delete(loosePhotos.flatMap(storageKeysOf));
    return { uploads: stale.length, photos: loosePhotos.length };
  }

  return {
    upload,
    list,
    update,
    remove,
    removeFile,
    storageUsage,
    prepareDirectUpload,
    receiveDirectUpload,
    completeDirectUpload,
    removeUnfinishedUploads,
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
