import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { cartQueryKey } from './get-cart';

export interface AddCartItemInput {
  productId: string;
  quantity: number;
  notes?: string | null;
}

export function addCartItem(input: AddCartItemInput): Promise<unknown> {
  return apiRequest<unknown>(apiPaths.cartItems, { method: 'POST', body: { notes: null, ...input } });
}

export function useAddCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCartItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
