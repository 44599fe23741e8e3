import type { FarmListReply, farmSortOptions } from '@durio/shared/schemas/catalogue';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { contentLanguage } from '@/lib/i18n';
import { apiPaths } from '@/lib/paths';

export type FarmSort = (typeof farmSortOptions)[number];

export interface FarmFilters {
  state?: string;
  /** Variety names; a farm matches when it grows any of them. */
  specialties?: string[];
  certified?: boolean;
  sort?: FarmSort;
}

/** Lists load 10 at a time (docs/product/catalogue.md). */
export const FARMS_PAGE_SIZE = 10;

/** One page of the farms page's list: its filters, from `skip`. */
export function listFarmsPage(filters: FarmFilters, skip: number, signal?: AbortSignal): Promise<FarmListReply> {
  return apiRequest<FarmListReply>(apiPaths.farms, {
    query: {
      skip,
      take: FARMS_PAGE_SIZE,
      state: filters.state,
      specialties: filters.specialties?.join(','),
      certified: filters.certified,
      sort: filters.sort,
      lang: contentLanguage,
    },
    signal,
  });
}

export const farmsInfiniteQueryOptions = (filters: FarmFilters) =>
  infiniteQueryOptions({
    queryKey: ['farms', 'infinite', filters],
    queryFn: ({ pageParam, signal }) => listFarmsPage(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.meta.totalCount ? loaded : undefined;
    },
  });

/** The farms list, page by page as the shopper scrolls. */
export function useInfiniteFarms(filters: FarmFilters) {
  return useInfiniteQuery(farmsInfiniteQueryOptions(filters));
}
