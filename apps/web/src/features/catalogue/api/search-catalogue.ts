import type { SearchReply } from '@durio/shared/schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { contentLanguage } from '@/lib/i18n';
import { apiPaths } from '@/lib/paths';

/** The search page asks for up to 100 results. */
const SEARCH_LIMIT = 100;

/** Products, farms and trees matching `q`, found by the server's full-text search. */
export function searchCatalogue(q: string, signal?: AbortSignal): Promise<SearchReply> {
  return apiRequest<SearchReply>(apiPaths.search, { query: { q, take: SEARCH_LIMIT, lang: contentLanguage }, signal });
}

export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', q],
    queryFn: ({ signal }) => searchCatalogue(q, signal),
    enabled: q.length > 0,
  });

export function useCatalogueSearch(q: string) {
  return useQuery(searchQueryOptions(q));
}
