import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminFarmsKeys, storefrontKeys } from '../../api/admin-query-keys';

export interface GalleryEntryRemoval {
  id: string;
  farmId: string;
}

/** Removes the entry; its files stay in the library. */
export function deleteGalleryEntry({ id }: GalleryEntryRemoval): Promise<void> {
  return apiRequest<void>(adminApiPaths.galleryEntry(id), { method: 'DELETE' });
}

export function useDeleteGalleryEntry(toasts: AdminToasts<void>) {
  return useAdminWrite({
    write: deleteGalleryEntry,
    toasts,
    invalidates: (_, { farmId }) => [adminFarmsKeys.gallery(farmId), storefrontKeys.farms],
  });
}
