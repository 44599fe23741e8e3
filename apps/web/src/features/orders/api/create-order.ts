import type { CreateOrderBody, Order } from '@durio/shared/schemas/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { ordersQueryKey } from './list-orders';

/** Creates the order; the server answers 409 when `total` is not what it computes (docs/product/fees.md). */
export function createOrder(body: CreateOrderBody): Promise<Order> {
  return apiRequest<Order>(apiPaths.orders, { method: 'POST', body });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
