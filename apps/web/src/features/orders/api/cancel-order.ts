import type { Order } from '@durio/shared/schemas/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { ordersQueryKey } from './list-orders';

/** Cancel order: PENDING or PAID only; a paid order is refunded (docs/product/orders-and-payments.md). */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => apiRequest<Order>(apiPaths.cancelOrder(orderId), { method: 'PATCH' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
