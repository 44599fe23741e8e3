import type { Order } from '@durio/shared/schemas/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { apiPaths } from '@/lib/paths';

export const ordersQueryKey = ['orders'] as const;

/** The orders page asks for page 1 with 100 per page (docs/product/orders-and-payments.md). */
export function listOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiRequest<Order[]>(apiPaths.orders, { query: { page: 1, limit: 100 }, signal });
}

export const ordersQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: [...ordersQueryKey, userId, 'list'],
    queryFn: ({ signal }) => listOrders(signal),
    enabled: userId !== null,
    select: (orders) => [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)),
  });

export function useOrders() {
  const { userId } = useAuth();
  return useQuery(ordersQueryOptions(userId));
}
