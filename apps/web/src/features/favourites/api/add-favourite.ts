import type { AddFavouriteBody, Favourite } from '@durio/shared/schemas/favourites';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { favouritesQueryKey } from './list-favourites';

export function addFavourite(body: AddFavouriteBody): Promise<Favourite> {
  return apiRequest<Favourite>(apiPaths.favourites, { method: 'POST', body });
}

export function useAddFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavourite,
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesQueryKey }),
  });
}
