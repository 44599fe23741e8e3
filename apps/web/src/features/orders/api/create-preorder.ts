import type { Order } from '@durio/shared/schemas/orders';
import type { CreatePreorderBody } from '@durio/shared/schemas/preorders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { ordersQueryKey } from './list-orders';

/**
 * Reserves fruits of a tree's next drop as an order, PENDING until paid (docs/product/the-season.md, Pre-orders); the
 * server answers 409 when fewer fruits are left, the offer closed or `total` is not what it computes.
 */
export function createPreorder(body: CreatePreorderBody): Promise<Order> {
  return apiRequest<Order>(apiPaths.preorders, { method: 'POST', body });
}

export function useCreatePreorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPreorder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
