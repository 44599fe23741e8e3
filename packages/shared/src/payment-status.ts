/**
 * The payment's state machine (docs/product/orders-and-payments.md). It is the status of each attempt to pay
 * at the gateway and the order's own payment status alike; every move follows something the gateway
 * reported (a capture, a declined card, a refund), so none is made by hand. The API performs each move
 * through one function per table (the payments module's `movePayment`, the orders module's
 * `moveOrderPayment`).
 */
export const paymentStatuses = ['PENDING', 'PAID', 'FAILED', 'REFUNDED'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * A declined card leaves the order waiting for another try, so FAILED may still become PAID; money taken is
 * only ever given back in full (REFUNDED), and nothing leaves REFUNDED.
 */
const paymentMoves: Record<PaymentStatus, readonly PaymentStatus[]> = {
  PENDING: ['PAID', 'FAILED'],
  FAILED: ['PAID'],
  PAID: ['REFUNDED'],
  REFUNDED: [],
};

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return paymentMoves[from].includes(to);
}

/** The statuses a payment may move to `to` from: the condition of the move's update. */
export function paymentStatusesMovableTo(to: PaymentStatus): PaymentStatus[] {
  return paymentStatuses.filter((from) => canMovePayment(from, to));
}

/** Why money went back to the shopper: the weighing's difference, a cancelled order, a second payment of one order, or pre-ordered fruit that never dropped. */
export const refundReasons = ['weighing', 'cancel', 'duplicate', 'unfilled', 'guarantee'] as const;
export type RefundReason = (typeof refundReasons)[number];
