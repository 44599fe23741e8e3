import type { Order } from '@durio/shared/schemas/orders';
import type { PreorderChoiceBody } from '@durio/shared/schemas/preorders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { apiPaths } from '@/lib/paths';
import { ordersQueryKey, storeOrder } from './list-orders';

/**
 * The customer's answer for pre-ordered fruit that did not drop before its window ended (docs/product/the-season.md):
 * a fruit of another tree of the farm, or a refund. The server answers with the order as it now is.
 */
export function makePreorderChoice(orderId: string, body: PreorderChoiceBody): Promise<Order> {
  return apiRequest<Order>(apiPaths.preorderChoice(orderId), { method: 'POST', body });
}

/**
 * Whatever the answer, the shopper's orders are fetched again: after a refusal (409, the shop refunded by itself
 * meanwhile, or the last fruit of another tree was sold) the page shows where the order now stands.
 */
export function useMakePreorderChoice() {
  const queryClient = useQueryClient();
  const { userId } = useAuth();
  return useMutation({
    mutationFn: ({ orderId, choice }: { orderId: string } & PreorderChoiceBody) => makePreorderChoice(orderId, { choice }),
    onSuccess: (order) => storeOrder(queryClient, userId, order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
