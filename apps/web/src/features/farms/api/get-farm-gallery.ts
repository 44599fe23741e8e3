import type { GalleryReply } from '@durio/shared/schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { contentLanguage } from '@/lib/i18n';
import { apiPaths } from '@/lib/paths';

export function getFarmGallery(farmId: string, signal?: AbortSignal): Promise<GalleryReply> {
  return apiRequest<GalleryReply>(apiPaths.farmGallery(farmId), { query: { lang: contentLanguage }, signal });
}

export const farmGalleryQueryOptions = (farmId: string) =>
  queryOptions({
    queryKey: ['farms', 'gallery', farmId],
    queryFn: ({ signal }) => getFarmGallery(farmId, signal),
  });

export function useFarmGallery(farmId: string) {
  return useQuery(farmGalleryQueryOptions(farmId));
}
