import type { Address, AddressBody } from '@durio/shared/schemas/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { addressesQueryKey } from './list-addresses';

/** Only the fields given change (`isDefault: true` also makes it the default; docs/product/accounts-and-tokens.md). */
export function updateAddress({ id, ...body }: Partial<AddressBody> & { id: string }): Promise<Address> {
  return apiRequest<Address>(apiPaths.address(id), { method: 'PATCH', body });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
