import type { Cart } from '@durio/shared/schemas/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { apiPaths } from '@/lib/paths';
import { cartQueryOptions } from './get-cart';

/**
 * Puts a code on the cart (docs/product/fees.md, "Discounts"): the cart keeps one, in place of any it held. A code that
 * cannot be used is refused with 409 and the shopper's reason ('This code has expired'), and the cart is unchanged.
 */
export function applyCartVoucher(code: string): Promise<Cart> {
  return apiRequest<Cart>(apiPaths.cartVoucher, { method: 'PUT', body: { code } });
}

export function useApplyCartVoucher() {
  const queryClient = useQueryClient();
  const { userId } = useAuth();
  return useMutation({
    mutationFn: applyCartVoucher,
    // The reply is the cart with its code: the summary prices with the discount at once, without a second read.
    onSuccess: (cart) => queryClient.setQueryData(cartQueryOptions(userId).queryKey, cart),
  });
}
