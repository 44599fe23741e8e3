import { weighingRefusals, type AdminOrder, type weighOrderBodySchema } from '@durio/shared/schemas/orders';
import type { z } from 'zod';
import { ApiError, apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminHistoryKeys, adminOrdersKeys } from '../../api/admin-query-keys';

export interface OrderWeighing {
  orderId: string;
  body: z.infer<typeof weighOrderBodySchema>;
}

/**
 * The server's answer when a fruit is lighter than its range and the weights were not confirmed
 * (docs/product/selling-by-weight.md): the console asks the admin, then sends them again with `confirmUnderweight`.
 */
export const isUnderweightAnswer = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && error.serverMessage === weighingRefusals.underweight;

/** Enters each fruit's weight of an order being processed; the server sets the final price and refunds the difference. */
export function weighOrder({ orderId, body }: OrderWeighing): Promise<AdminOrder> {
  return apiRequest<AdminOrder>(adminApiPaths.orderWeights(orderId), { method: 'PUT', body });
}

/**
 * A weighing changes the order (its lines, totals, money and moves), its history and the orders list's totals; the
 * underweight question is the caller's to ask, not a toast.
 */
export function useWeighOrder(toasts: AdminToasts<AdminOrder>) {
  return useAdminWrite({
    write: weighOrder,
    toasts,
    answeredByCaller: isUnderweightAnswer,
    invalidates: (order) => [adminOrdersKeys.detail(order.id), adminHistoryKeys.of('order', order.id), adminOrdersKeys.lists()],
  });
}
