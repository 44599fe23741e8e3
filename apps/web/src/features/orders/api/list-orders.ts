import type { Order } from '@durio/shared/schemas/orders';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { apiPaths } from '@/lib/paths';

export const ordersQueryKey = ['orders'] as const;

/**
 * One family of keys for the shopper's orders: My Orders' list and each order's own page. Whichever of them is
 * fetched writes what it learnt into the other (`storeOrder`), so a card and the order's page never show two
 * statuses of one order (docs/product/orders-and-payments.md).
 */
export const orderKeys = {
  all: ordersQueryKey,
  list: (userId: string | null) => [...ordersQueryKey, userId, 'list'] as const,
  detail: (userId: string | null, id: string) => [...ordersQueryKey, userId, 'detail', id] as const,
};

/**
 * An order moves behind the shopper's back (the shop packs and ships it, an unpaid one expires) and its buttons
 * follow its status: its data is stale at once, and a page showing it asks again whenever it opens or the window
 * comes back into focus, rather than offering 'Cancel order' on a status 30 seconds old.
 */
export const orderFreshness = { staleTime: 0, refetchOnMount: 'always', refetchOnWindowFocus: 'always' } as const;

/** Writes an order the server just answered into its own page's query and into the list that holds it. */
export function storeOrder(client: QueryClient, userId: string | null, order: Order): void {
  client.setQueryData<Order>(orderKeys.detail(userId, order.id), order);
  client.setQueryData<Order[]>(orderKeys.list(userId), (orders) => orders?.map((listed) => (listed.id === order.id ? order : listed)));
}

/** The orders page asks for page 1 with 100 per page (docs/product/orders-and-payments.md). */
export function listOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiRequest<Order[]>(apiPaths.orders, { query: { page: 1, limit: 100 }, signal });
}

export const ordersQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: orderKeys.list(userId),
    queryFn: async ({ signal, client }) => {
      const orders = await listOrders(signal);
      for (const order of orders) client.setQueryData<Order>(orderKeys.detail(userId, order.id), order);
      return orders;
    },
    enabled: userId !== null,
    select: (orders) => [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)),
    ...orderFreshness,
  });

export function useOrders() {
  const { userId } = useAuth();
  return useQuery(ordersQueryOptions(userId));
}
