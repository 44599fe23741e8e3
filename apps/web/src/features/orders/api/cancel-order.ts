import type { Order } from '@durio/shared/schemas/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { ordersQueryKey } from './list-orders';

/** Checkout spec §7 Cancel order: PENDING or PAID only; a paid order is refunded (DECISIONS §5). */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => apiRequest<Order>(apiPaths.cancelOrder(orderId), { method: 'PATCH' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
