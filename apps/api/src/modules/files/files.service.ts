import path from 'node:path';
import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from './files.schema';
import { NotFoundError } from '../../lib/errors';
import { PRIVATE_KEY_PREFIX } from '../../storage/file-storage';

const typesByExtension: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.pdf': 'application/pdf',
};

/**
 * Keys are ours (seed/…, uploads/…): slash-separated segments of safe characters, none starting with a dot.
 * So `..`, hidden files, backslashes and a leading slash, which could reach outside the uploads folder, are
 * refused before the storage sees the key.
 */
const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function isSafeStorageKey(key: string): boolean {
  return key.length <= 500 && SAFE_KEY.test(key);
}

/**
 * Pictures, video and audio open in the page; anything else (a PDF, or an HTML file someone managed to
 * upload) is sent as a download, so a stored file can never run as a page of this origin.
 */
function opensInline(contentType: string): boolean {
  return /^(image\/(?!svg)|video\/|audio\/)/.test(contentType);
}

export function createFilesService({ db }: { db: Db }) {
  /** The content type the file was stored with; thumbnails are always WebP. */
  async function contentTypeOf(key: string): Promise<string> {
    const [row] = await db
      .select({ storageKey: files.storageKey, mimeType: files.mimeType })
      .from(files)
      .where(or(eq(files.storageKey, key), eq(files.thumbnailKey, key)))
      .limit(1);
    if (row) return row.storageKey === key ? row.mimeType : 'image/webp';
    return typesByExtension[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
  }

  return {
    /** How a stored file is sent: its type, and whether it opens in the page. 404 for unsafe and private keys. */
    async describeFile(key: string): Promise<{ contentType: string; inline: boolean }> {
      if (!isSafeStorageKey(key) || key.startsWith(PRIVATE_KEY_PREFIX)) throw new NotFoundError('File not found');
      const contentType = await contentTypeOf(key);
      return { contentType, inline: opensInline(contentType) };
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
