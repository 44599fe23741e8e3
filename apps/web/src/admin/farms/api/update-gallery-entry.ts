import type { GalleryEntry } from '@durio/shared/schemas/catalogue';
import type { updateGalleryEntryBodySchema } from '@durio/shared/schemas/farm-admin';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminFarmsKeys, adminHistoryKeys, storefrontKeys } from '../../api/admin-query-keys';

export interface GalleryEntryUpdate {
  id: string;
  farmId: string;
  body: z.input<typeof updateGalleryEntryBodySchema>;
}

export function updateGalleryEntry({ id, body }: GalleryEntryUpdate): Promise<GalleryEntry> {
  return apiRequest<GalleryEntry>(adminApiPaths.galleryEntry(id), { method: 'PUT', body });
}

export function useUpdateGalleryEntry(toasts: AdminToasts<GalleryEntry>) {
  return useAdminWrite({
    write: updateGalleryEntry,
    toasts,
    invalidates: (entry, { farmId }) => [
      adminFarmsKeys.gallery(farmId),
      adminFarmsKeys.storageUsage(farmId),
      adminHistoryKeys.of('gallery entry', entry.id),
      storefrontKeys.farms,
    ],
  });
}
