import type { AdminOrder, adminUpdateOrderBodySchema } from '@durio/shared/schemas/orders';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import {
  adminCustomersKeys,
  adminDashboardKeys,
  adminDropoffPointsKeys,
  adminHistoryKeys,
  adminOrdersKeys,
  adminProductsKeys,
  storefrontCatalogueKeys,
  storefrontKeys,
} from '../../api/admin-query-keys';

export interface OrderMove {
  orderId: string;
  body: z.input<typeof adminUpdateOrderBodySchema>;
}

/** Moves an order to its next status (cancelling included, which refunds a paid order); the server checks the move. */
export function moveOrder({ orderId, body }: OrderMove): Promise<AdminOrder> {
  return apiRequest<AdminOrder>(adminApiPaths.order(orderId), { method: 'PATCH', body });
}

/**
 * A move changes the order, its lists (the customer's too), its history, the dashboard's figures and counts to
 * pack and ship, the sidebar's count of orders waiting to be packed, the customer's totals and the pickup point's orders to collect; a cancel also gives its stock back.
 */
export function useMoveOrder(toasts: AdminToasts<AdminOrder>) {
  return useAdminWrite({
    write: moveOrder,
    toasts,
    invalidates: (order, { body }) => [
      adminOrdersKeys.detail(order.id),
      adminOrdersKeys.lists(),
      adminHistoryKeys.of('order', order.id),
      adminDashboardKeys.all,
      adminOrdersKeys.waitingCount(),
      adminCustomersKeys.all,
      adminDropoffPointsKeys.all,
      storefrontKeys.orders,
      ...(body.status === 'CANCELLED' ? [adminProductsKeys.all, ...storefrontCatalogueKeys] : []),
    ],
  });
}
