import type { GalleryEntry } from '@durio/shared/schemas/catalogue';
import type { createGalleryEntryBodySchema } from '@durio/shared/schemas/farm-admin';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminFarmsKeys, storefrontKeys } from '../../api/admin-query-keys';

export interface GalleryEntryCreation {
  farmId: string;
  body: z.input<typeof createGalleryEntryBodySchema>;
}

export function createGalleryEntry({ farmId, body }: GalleryEntryCreation): Promise<GalleryEntry> {
  return apiRequest<GalleryEntry>(apiPaths.farmGallery(farmId), { method: 'POST', body });
}

export function useCreateGalleryEntry(toasts: AdminToasts<GalleryEntry>) {
  return useAdminWrite({
    write: createGalleryEntry,
    toasts,
    invalidates: (_, { farmId }) => [adminFarmsKeys.gallery(farmId), adminFarmsKeys.storageUsage(farmId), storefrontKeys.farms],
  });
}
