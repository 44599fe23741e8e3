import type { Favourite, FavouriteType } from '@durio/shared/schemas/favourites';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { apiPaths } from '@/lib/paths';

export function listFavourites(signal?: AbortSignal): Promise<Favourite[]> {
  return apiRequest<Favourite[]>(apiPaths.favourites, { signal });
}

/** Every favourites query, whoever's: what mutations invalidate. */
export const favouritesQueryKey = ['favourites'] as const;

export const favouritesQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: [...favouritesQueryKey, userId],
    queryFn: ({ signal }) => listFavourites(signal),
    enabled: userId !== null,
  });

export function useFavourites() {
  const { userId } = useAuth();
  return useQuery(favouritesQueryOptions(userId));
}

export function findFavourite(favourites: Favourite[] | undefined, type: FavouriteType, targetId: string) {
  return favourites?.find((f) => f.type === type && f.targetId === targetId);
}
