import type { Cart } from '@durio/shared/schemas/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { apiPaths } from '@/lib/paths';
import { cartQueryOptions } from './get-cart';

/* The cart's voucher code (docs/product/fees.md, "Discounts"): kept when it can be used, 409 with the reason when not. */

export function applyCartVoucher(code: string): Promise<Cart> {
  return apiRequest<Cart>(apiPaths.cartVoucher, { method: 'PUT', body: { code } });
}

export function removeCartVoucher(): Promise<Cart> {
  return apiRequest<Cart>(apiPaths.cartVoucher, { method: 'DELETE' });
}

/** The cart the reply brings is the cart: the summary prices with its code at once. */
function useCartWrite<T>(write: (variables: T) => Promise<Cart>) {
  const queryClient = useQueryClient();
  const { userId } = useAuth();
  return useMutation({
    mutationFn: write,
    onSuccess: (cart) => queryClient.setQueryData(cartQueryOptions(userId).queryKey, cart),
  });
}

export const useApplyCartVoucher = () => useCartWrite(applyCartVoucher);
export const useRemoveCartVoucher = () => useCartWrite(removeCartVoucher);
