import { fileKinds, kindOfType, MAX_MULTIPART_BYTES, type FileKind } from '@durio/shared/file-rules';
import type { FileFolder, StoredFile } from '@durio/shared/schemas/files';
import { apiRequest, apiUpload } from './api';
import { formatNumber } from './format';
import { translator } from './i18n';
import { apiPaths } from './paths';

/*
 * Uploads through the API (docs/product/files.md), shared by the review dialog and the admin console. The server finds a
 * file's type in its bytes and has the last word; the check here only spares the shopper a pointless wait.
 */

const megabytes = (bytes: number) => `${formatNumber(Math.round(bytes / (1024 * 1024)))} MB`;

/** Why a chosen file cannot be uploaded, in the page's language, or null when it may be tried. */
export function refusalOf(file: { type: string; size: number }, allowed: readonly FileKind[]): string | null {
  const t = translator('controls');
  const kind = kindOfType(file.type);
  if (!kind || !allowed.includes(kind)) {
    const kinds = allowed.map((k) => t(`upload.kind.${k}`)).join(t('list.separator'));
    return t('upload.wrongKind', { kinds });
  }
  const limit = kind === 'video' ? MAX_MULTIPART_BYTES : fileKinds[kind].maxBytes;
  if (file.size > limit) return t(`upload.tooBig.${kind}`, { size: megabytes(limit) });
  return null;
}

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
