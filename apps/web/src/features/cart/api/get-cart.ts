import type { Cart } from '@durio/shared/schemas/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { apiPaths } from '@/lib/paths';

export function getCart(signal?: AbortSignal): Promise<Cart> {
  return apiRequest<Cart>(apiPaths.cart, { signal });
}

/** Keyed by user, so a sign-in as someone else never shows the previous cart (docs/product/cart-and-checkout.md). */
export const cartQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ['cart', userId],
    queryFn: ({ signal }) => getCart(signal),
    enabled: userId !== null,
  });

/** Every cart query, whoever's: what mutations invalidate. */
export const cartQueryKey = ['cart'] as const;

export function useCart() {
  const { userId } = useAuth();
  return useQuery(cartQueryOptions(userId));
}

/** The header badge: the sum of quantities (docs/product/cart-and-checkout.md). */
export function countCartItems(cart: Cart | undefined): number {
  return cart?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
}
