import type { Cart } from '@durio/shared/schemas/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { apiPaths } from '@/lib/paths';
import { cartQueryOptions } from './get-cart';

/** Takes the cart's code off (docs/product/fees.md, "Discounts"); the reply is the cart without it. */
export function removeCartVoucher(): Promise<Cart> {
  return apiRequest<Cart>(apiPaths.cartVoucher, { method: 'DELETE' });
}

export function useRemoveCartVoucher() {
  const queryClient = useQueryClient();
  const { userId } = useAuth();
  return useMutation({
    mutationFn: removeCartVoucher,
    // The reply is the cart: the summary loses the discount at once, without a second read.
    onSuccess: (cart) => queryClient.setQueryData(cartQueryOptions(userId).queryKey, cart),
  });
}
