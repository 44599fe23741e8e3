import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { cartQueryKey } from './get-cart';

export function updateCartItem(input: { itemId: string; quantity: number }): Promise<unknown> {
  return apiRequest<unknown>(apiPaths.cartItem(input.itemId), { method: 'PUT', body: { quantity: input.quantity } });
}

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
