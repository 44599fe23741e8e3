import type { GalleryReply } from '@durio/shared/schemas/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { adminFarmsKeys } from '../../api/admin-query-keys';

/** The farm's gallery as shoppers see it, newest first. */
export function getAdminFarmGallery(farmId: string, signal?: AbortSignal): Promise<GalleryReply> {
  return apiRequest<GalleryReply>(apiPaths.farmGallery(farmId), { signal });
}

export const adminFarmGalleryQueryOptions = (farmId: string) =>
  queryOptions({
    queryKey: adminFarmsKeys.gallery(farmId),
    queryFn: ({ signal }) => getAdminFarmGallery(farmId, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminFarmGallery(farmId: string) {
  return useQuery(adminFarmGalleryQueryOptions(farmId));
}
