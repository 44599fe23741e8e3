import type { Tx } from '../db/client';
import { addOrderUpdate, enqueueOrderRefundedMail, findOrderStatus, moveOrderPayment, SYSTEM_ACTOR } from '../modules/orders/public';
import { DUPLICATE_PAYMENT, findAttempt, heldPaymentsOf, isRefundOwed, movePayment, type PaymentRow } from '../modules/payments/public';
import type { FlowDeps } from './flow-deps';

/**
 * Refund a payment (docs/product/orders-and-payments.md: money is never kept for an order that cannot have
 * it). The caller holds the attempt's lease (`reconcile_at` moved ahead in its transaction), so no other
 * process refunds it at the same time; a failure leaves the attempt owed, and the reconciler tries again
 * once the lease runs out.
 */
export function createRefundPayment({ db, gateway, clock, mail, storage }: FlowDeps) {
  /** Records the refund once: the payment, the order's payment status, an Order Update and the e-mail. */
  async function recordRefundTx(tx: Tx, payment: PaymentRow, refundId: string | null): Promise<boolean> {
    const now = clock.now();
    // 1. The attempt is REFUNDED, once: a second process recording the same refund finds it moved.
    const refunded = await movePayment(tx, { attempt: payment, to: 'REFUNDED', at: now, refundId, reconcileAt: null });
    if (!refunded) return false;
    // 2. A cancelled order is REFUNDED once no payment of it is still held.
    const orderStatus = await findOrderStatus(tx, payment.orderId);
    if (orderStatus === 'CANCELLED' && (await heldPaymentsOf(tx, payment.orderId)).length === 0) {
      await moveOrderPayment(tx, { orderId: payment.orderId, to: 'REFUNDED', at: now });
    }
    // 3. The customer reads it in the Order Updates and by e-mail.
    const duplicate = payment.failureReason === DUPLICATE_PAYMENT;
    await addOrderUpdate(tx, {
      orderId: payment.orderId,
      status: orderStatus ?? 'CANCELLED',
      message: duplicate ? 'Duplicate payment refunded' : 'Payment refunded',
      updatedBy: SYSTEM_ACTOR,
      at: now,
    });
    await enqueueOrderRefundedMail(tx, { orderId: payment.orderId, amountSen: payment.amountSen, duplicate }, { publicUrl: mail.publicUrl, storage });
    return true;
  }

  /**
   * Refunds the attempt `paymentRowId` if its money is still owed back. `retry`: an earlier try may have
   * reached the gateway before the process died, so the gateway is asked first and a refund it already
   * made is only recorded. Throws when the gateway fails.
   */
  async function refundPayment(paymentRowId: string, options: { retry?: boolean } = {}): Promise<void> {
    // 1. Only money still owed back, of an attempt the gateway took.
    const payment = await findAttempt(db, paymentRowId);
    if (!payment || !isRefundOwed(payment, await findOrderStatus(db, payment.orderId)) || !payment.gatewayPaymentId) return;
    // 2. The gateway gives it back (unless a try cut short by a crash already did), outside any transaction.
    const alreadyRefunded =
      options.retry &&
      (await gateway.fetchOrderPayments(payment.gatewayOrderId)).some(
        (p) => p.id === payment.gatewayPaymentId && p.status === 'refunded',
      );
    const refundId = alreadyRefunded ? null : (await gateway.refund(payment.gatewayPaymentId, payment.amountSen)).refundId;
    // 3. Recorded, and the e-mail sent after the commit.
    const recorded = await db.transaction((tx) => recordRefundTx(tx, payment, refundId));
    if (recorded) mail.kick();
  }

  return { refundPayment };
}

export type RefundPayment = ReturnType<typeof createRefundPayment>;
