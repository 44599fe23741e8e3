import type { Order } from '@durio/shared/schemas/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { apiPaths } from '@/lib/paths';
import { ordersQueryKey } from './list-orders';

export function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return apiRequest<Order>(apiPaths.order(id), { signal });
}

export const orderQueryOptions = (userId: string | null, id: string) =>
  queryOptions({
    queryKey: [...ordersQueryKey, userId, 'detail', id],
    queryFn: ({ signal }) => getOrder(id, signal),
    enabled: userId !== null && id !== '',
  });

export function useOrder(id: string) {
  const { userId } = useAuth();
  return useQuery(orderQueryOptions(userId, id));
}
