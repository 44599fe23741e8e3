import type { AdminOrder, OrderDeliveryBody } from '@durio/shared/schemas/orders';
import { ApiError, apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminDeliveriesKeys, adminHistoryKeys, adminOrdersKeys, storefrontKeys } from '../../api/admin-query-keys';

/**
 * Another day and run of its zone for an order not yet shipped (docs/product/delivery.md, "The owner's day"): the new
 * place is booked and the old one given back at once, and the customer is told in the order's updates and by e-mail.
 */
export function moveOrderDelivery({ orderId, body }: { orderId: string; body: OrderDeliveryBody }): Promise<AdminOrder> {
  return apiRequest<AdminOrder>(adminApiPaths.orderDelivery(orderId), { method: 'PUT', body });
}

/** A refusal of the day or run ('This delivery slot is full. Choose another.'): the dialog says it beside the choice. */
export const isDeliveryRefusal = (error: unknown) => error instanceof ApiError && error.status === 409;

export function useMoveOrderDelivery(toasts: AdminToasts<AdminOrder>) {
  return useAdminWrite({
    write: moveOrderDelivery,
    toasts,
    answeredByCaller: isDeliveryRefusal,
    invalidates: (order) => [adminOrdersKeys.detail(order.id), adminOrdersKeys.lists(), adminHistoryKeys.of('order', order.id), adminDeliveriesKeys.all, storefrontKeys.orders],
  });
}
