import type { Order } from '@durio/shared/schemas/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { apiPaths } from '@/lib/paths';
import { orderFreshness, orderKeys, storeOrder } from './list-orders';

export function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return apiRequest<Order>(apiPaths.order(id), { signal });
}

export const orderQueryOptions = (userId: string | null, id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(userId, id),
    queryFn: async ({ signal, client }) => {
      const order = await getOrder(id, signal);
      storeOrder(client, userId, order);
      return order;
    },
    enabled: userId !== null && id !== '',
    ...orderFreshness,
  });

export function useOrder(id: string) {
  const { userId } = useAuth();
  return useQuery(orderQueryOptions(userId, id));
}
