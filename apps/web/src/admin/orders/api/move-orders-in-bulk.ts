import type { AdminBulkMoveBody, AdminBulkMoveReply } from '@durio/shared/schemas/orders';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminCustomersKeys, adminDashboardKeys, adminDropoffPointsKeys, adminOrdersKeys, adminHistoryKeys, storefrontKeys } from '../../api/admin-query-keys';

/** Moves the chosen orders on together; the reply says which moved and why the others did not. */
export function moveOrdersInBulk(body: AdminBulkMoveBody): Promise<AdminBulkMoveReply> {
  return apiRequest<AdminBulkMoveReply>(adminApiPaths.ordersBulkMoves, { method: 'POST', body });
}

/** What a move changes (as move-order.ts says), for every order that moved; a bulk move never cancels. */
export function useMoveOrdersInBulk(toasts: AdminToasts<AdminBulkMoveReply>) {
  return useAdminWrite({
    write: moveOrdersInBulk,
    toasts,
    invalidates: (reply) => [
      adminOrdersKeys.lists(),
      ...reply.moved.flatMap((id) => [adminOrdersKeys.detail(id), adminHistoryKeys.of('order', id)]),
      adminDashboardKeys.all,
      adminOrdersKeys.waitingCount(),
      adminCustomersKeys.all,
      adminDropoffPointsKeys.all,
      storefrontKeys.orders,
    ],
  });
}
