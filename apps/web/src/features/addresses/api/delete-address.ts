import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { addressesQueryKey } from './list-addresses';

/** Deleting the default makes the newest remaining address the default (server rule). */
export function deleteAddress(id: string): Promise<void> {
  return apiRequest<void>(apiPaths.address(id), { method: 'DELETE' });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
