import type { Address, AddressBody } from '@durio/shared/schemas/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { addressesQueryKey } from './list-addresses';

export function createAddress(body: AddressBody): Promise<Address> {
  return apiRequest<Address>(apiPaths.addresses, { method: 'POST', body });
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
