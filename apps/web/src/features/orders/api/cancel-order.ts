import type { Order } from '@durio/shared/schemas/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { apiPaths } from '@/lib/paths';
import { ordersQueryKey, storeOrder } from './list-orders';

/**
 * Cancel order: PENDING or PAID only; a paid order is refunded (docs/product/orders-and-payments.md). Whatever the
 * answer, the shopper's orders are fetched again: after a refusal (409, the order moved on meanwhile) the page shows
 * the status that refused it, and the button goes.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  const { userId } = useAuth();
  return useMutation({
    mutationFn: (orderId: string) => apiRequest<Order>(apiPaths.cancelOrder(orderId), { method: 'PATCH' }),
    onSuccess: (order) => storeOrder(queryClient, userId, order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
