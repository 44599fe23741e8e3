import type { StoredFile } from '@durio/shared/schemas/files';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

/**
 * Saves a file's caption as the owner leaves its field. No query is refreshed: the form that holds the file keeps
 * the caption, and the object's own save, which follows, refreshes what shows it.
 */
export function updateFileCaption(fileId: string, caption: string | null): Promise<StoredFile> {
  return apiRequest<StoredFile>(apiPaths.file(fileId), { method: 'PUT', body: { caption } });
}
