import type { Address } from '@durio/shared/schemas/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { addressesQueryKey } from './list-addresses';

export function setDefaultAddress(id: string): Promise<Address> {
  return apiRequest<Address>(apiPaths.defaultAddress(id), { method: 'PATCH' });
}

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
