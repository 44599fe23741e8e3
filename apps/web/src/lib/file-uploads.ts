import { fileKinds, kindOfType, MAX_MULTIPART_BYTES, type FileKind } from '@durio/shared/file-rules';
import type { FileFolder, StoredFile } from '@durio/shared/schemas/files';
import { apiRequest, apiUpload } from './api';
import { apiPaths } from './paths';

/*
 * Uploads through the API (issue 9), shared by the review dialog and the admin console. The server finds a
 * file's type in its bytes and has the last word; the check here only spares the shopper a pointless wait.
 */

const kindNames: Record<FileKind, string> = { image: 'picture', audio: 'sound file', video: 'video' };
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** Why a chosen file cannot be uploaded, or null when it may be tried. */
export function refusalOf(file: { type: string; size: number }, allowed: readonly FileKind[]): string | null {
  const kind = kindOfType(file.type);
  if (!kind || !allowed.includes(kind)) {
    return `This file cannot be uploaded here. Choose ${allowed.map((k) => kindNamesPlural[k]).join(', ')}.`;
  }
  const limit = kind === 'video' ? MAX_MULTIPART_BYTES : fileKinds[kind].maxBytes;
  if (file.size > limit) return `This ${kindNames[kind]} is too big: at most ${megabytes(limit)}.`;
  return null;
}

const kindNamesPlural: Record<FileKind, string> = {
  image: 'a JPEG, PNG, WebP or AVIF picture',
  audio: 'an MP3, M4A, OGG or WAV sound file',
  video: 'an MP4 or WebM video',
};

/** `POST /s3file/upload`: the fields go first, as the server reads them before the file. */
export function uploadFile(
  file: File,
  fields: { folder: FileFolder; farmId?: string; caption?: string },
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<StoredFile> {
  const form = new FormData();
  form.append('folder', fields.folder);
  if (fields.farmId) form.append('farmId', fields.farmId);
  if (fields.caption) form.append('caption', fields.caption);
  form.append('file', file);
  return apiUpload<StoredFile>(apiPaths.uploadFile, form, options);
}

export function deleteFile(id: string): Promise<void> {
  return apiRequest<void>(apiPaths.file(id), { method: 'DELETE' });
}
