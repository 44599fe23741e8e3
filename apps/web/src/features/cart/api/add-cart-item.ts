import type { AddCartItemBody } from '@durio/shared/schemas/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { cartQueryKey } from './get-cart';

export function addCartItem(input: AddCartItemBody): Promise<unknown> {
  return apiRequest<unknown>(apiPaths.cartItems, { method: 'POST', body: { notes: null, ...input } });
}

export function useAddCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCartItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
