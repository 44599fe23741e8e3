import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { cartQueryKey } from './get-cart';

export function removeCartItem(itemId: string): Promise<void> {
  return apiRequest<void>(apiPaths.cartItem(itemId), { method: 'DELETE' });
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
