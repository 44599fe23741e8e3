/** Order and payment statuses and who may move an order where (DECISIONS §5). */
export const orderStatuses = ['PENDING', 'PAID', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentStatuses = ['PENDING', 'PAID', 'FAILED', 'REFUNDED'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * Moves an admin may make by hand. PENDING → PAID is never manual: only a captured payment makes it.
 * The admin may cancel any order that has not shipped.
 */
const adminMoves: Record<OrderStatus, readonly OrderStatus[]> = {
  PENDING: ['CANCELLED'],
  PAID: ['PROCESSING', 'CANCELLED'],
  PROCESSING: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED'],
  DELIVERED: [],
  CANCELLED: [],
};

export function allowedAdminMoves(from: OrderStatus): readonly OrderStatus[] {
  return adminMoves[from];
}

export function canAdminMove(from: OrderStatus, to: OrderStatus): boolean {
  return adminMoves[from].includes(to);
}

/** The statuses an admin may cancel an order from: any before it ships. */
export const adminCancellableStatuses: readonly OrderStatus[] = orderStatuses.filter((s) => canAdminMove(s, 'CANCELLED'));

/** The customer may cancel while the order is PENDING or PAID. */
export const customerCancellableStatuses: readonly OrderStatus[] = ['PENDING', 'PAID'];

export function canCustomerCancel(status: OrderStatus): boolean {
  return customerCancellableStatuses.includes(status);
}

/** Badge variants of checkout spec §4. */
export function orderStatusBadgeVariant(
  status: string,
): 'secondary' | 'success' | 'warning' | 'info' | 'destructive' {
  switch (status.toUpperCase()) {
    case 'PAID':
    case 'DELIVERED':
      return 'success';
    case 'PROCESSING':
      return 'warning';
    case 'SHIPPED':
      return 'info';
    case 'CANCELLED':
      return 'destructive';
    default:
      return 'secondary';
  }
}
