import type { MediaTranslations } from '@durio/shared/schemas/content-translations';
import type { StoredFile } from '@durio/shared/schemas/files';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

/**
 * Saves a file's caption, or its Malay and Chinese versions (whole: an empty one removes it), as the owner leaves
 * its field. No query is refreshed: the form that holds the file keeps the caption, and the object's own save,
 * which follows, refreshes what shows it.
 */
export function updateFileCaption(
  fileId: string,
  change: { caption: string | null } | { translations: MediaTranslations },
): Promise<StoredFile> {
  return apiRequest<StoredFile>(apiPaths.file(fileId), { method: 'PUT', body: change });
}
