import type { Tree } from '@durio/shared/schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { contentLanguage } from '@/lib/i18n';
import { apiPaths } from '@/lib/paths';

export function getTree(id: string, signal?: AbortSignal): Promise<Tree> {
  return apiRequest<Tree>(apiPaths.tree(id), { query: { lang: contentLanguage }, signal });
}

export const treeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['trees', 'detail', id],
    queryFn: ({ signal }) => getTree(id, signal),
  });

/** One tree; pass null to wait (a product without a source tree). */
export function useTree(id: string | null) {
  return useQuery({ ...treeQueryOptions(id ?? ''), enabled: id !== null });
}
