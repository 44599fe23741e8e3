import type { AdminOrder, OrderAddressBody, OrderTrackingBody } from '@durio/shared/schemas/orders';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminDeliveriesKeys, adminHistoryKeys, adminOrdersKeys, storefrontKeys } from '../../api/admin-query-keys';

/*
 * What the shop corrects on an order besides moving it (docs/product/orders-and-payments.md, 'Orders the shop
 * corrects'). A note changes only the order's page; tracking and address change the order, its lists (the
 * customer's too, who is told) and its history.
 */

export function addOrderNote({ orderId, text }: { orderId: string; text: string }): Promise<AdminOrder> {
  return apiRequest<AdminOrder>(adminApiPaths.orderNotes(orderId), { method: 'POST', body: { text } });
}

export function correctOrderTracking({ orderId, body }: { orderId: string; body: OrderTrackingBody }): Promise<AdminOrder> {
  return apiRequest<AdminOrder>(adminApiPaths.orderTracking(orderId), { method: 'PUT', body });
}

export function changeOrderAddress({ orderId, body }: { orderId: string; body: OrderAddressBody }): Promise<AdminOrder> {
  return apiRequest<AdminOrder>(adminApiPaths.orderAddress(orderId), { method: 'PUT', body });
}

const keysChangedByCorrection = (order: AdminOrder) => [
  adminOrdersKeys.detail(order.id),
  adminOrdersKeys.lists(),
  adminHistoryKeys.of('order', order.id),
  storefrontKeys.orders,
];

export function useAddOrderNote(toasts: AdminToasts<AdminOrder>) {
  return useAdminWrite({ write: addOrderNote, toasts, invalidates: (order) => [adminOrdersKeys.detail(order.id)] });
}

export function useCorrectOrderTracking(toasts: AdminToasts<AdminOrder>) {
  return useAdminWrite({ write: correctOrderTracking, toasts, invalidates: keysChangedByCorrection });
}

/** An address in another zone gives its run back (docs/product/delivery.md, "The owner's day"): the calendar changes too. */
export function useChangeOrderAddress(toasts: AdminToasts<AdminOrder>) {
  return useAdminWrite({ write: changeOrderAddress, toasts, invalidates: (order) => [...keysChangedByCorrection(order), adminDeliveriesKeys.all] });
}
