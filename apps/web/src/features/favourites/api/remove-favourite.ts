import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { favouritesQueryKey } from './list-favourites';

export function removeFavourite(favouriteId: string): Promise<void> {
  return apiRequest<void>(apiPaths.favourite(favouriteId), { method: 'DELETE' });
}

export function useRemoveFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavourite,
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesQueryKey }),
  });
}
