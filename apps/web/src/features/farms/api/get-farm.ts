import type { Farm } from '@durio/shared/schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { contentLanguage } from '@/lib/i18n';
import { apiPaths } from '@/lib/paths';

export function getFarm(id: string, signal?: AbortSignal): Promise<Farm> {
  return apiRequest<Farm>(apiPaths.farm(id), { query: { lang: contentLanguage }, signal });
}

export const farmQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['farms', 'detail', id],
    queryFn: ({ signal }) => getFarm(id, signal),
  });

export function useFarm(id: string) {
  return useQuery(farmQueryOptions(id));
}
