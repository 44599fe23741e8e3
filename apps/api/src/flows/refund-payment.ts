import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { orders, payments } from '../db/schema';
import { addOrderUpdate, SYSTEM_ACTOR } from '../modules/orders/order-lifecycle';
import { enqueueOrderRefundedMail } from '../modules/orders/order-mail';
import type { FlowDeps } from './flow-deps';

/** Marks a capture that arrived for an order some other payment had already paid; it is given back. */
export const DUPLICATE_PAYMENT = 'Duplicate payment: the order was already paid';

export type PaymentRow = typeof payments.$inferSelect;

/** True when the shop holds this payment's money but may not keep it: its order is cancelled, or was paid twice. */
export function isRefundOwed(payment: Pick<PaymentRow, 'status' | 'failureReason'>, orderStatus: string | undefined) {
  return payment.status === 'PAID' && (orderStatus === 'CANCELLED' || payment.failureReason === DUPLICATE_PAYMENT);
}

/**
 * Gives back the money of one payment attempt (DECISIONS §5: money is never kept for an order that cannot
 * have it). The caller holds the attempt's lease (`reconcile_at` moved ahead in its transaction), so no
 * other process refunds it at the same time; a failure leaves the attempt owed, and the reconciler tries
 * again once the lease runs out.
 */
export function createRefundPayment({ db, gateway, clock, mail }: FlowDeps) {
  /** Records the refund once: the payment, the order's payment status, an Order Update and the e-mail. */
  async function recordRefundTx(tx: Tx, payment: PaymentRow, refundId: string | null): Promise<boolean> {
    const now = clock.now();
    const [refunded] = await tx
      .update(payments)
      .set({ status: 'REFUNDED', refundId, reconcileAt: null, updatedAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'PAID')))
      .returning({ id: payments.id });
    if (!refunded) return false;
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, payment.orderId));
    const duplicate = payment.failureReason === DUPLICATE_PAYMENT;
    if (order?.status === 'CANCELLED') {
      // A cancelled order is REFUNDED once no payment of it is still held.
      const [stillHeld] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, payment.orderId), eq(payments.status, 'PAID')))
        .limit(1);
      if (!stillHeld) {
        await tx
          .update(orders)
          .set({ paymentStatus: 'REFUNDED', updatedAt: now })
          .where(and(eq(orders.id, payment.orderId), eq(orders.paymentStatus, 'PAID')));
      }
    }
    await addOrderUpdate(tx, {
      orderId: payment.orderId,
      status: order?.status ?? 'CANCELLED',
      message: duplicate ? 'Duplicate payment refunded' : 'Payment refunded',
      updatedBy: SYSTEM_ACTOR,
      at: now,
    });
    await enqueueOrderRefundedMail(tx, {
      orderId: payment.orderId,
      amountSen: payment.amountSen,
      duplicate,
      publicUrl: mail.publicUrl,
    });
    return true;
  }

  /**
   * Refunds the attempt `paymentRowId` if its money is still owed back. `retry`: an earlier try may have
   * reached the gateway before the process died, so the gateway is asked first and a refund it already
   * made is only recorded. Throws when the gateway fails.
   */
  async function refundPayment(paymentRowId: string, options: { retry?: boolean } = {}): Promise<void> {
    const [row] = await db
      .select({ payment: payments, orderStatus: orders.status })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.id, paymentRowId));
    if (!row || !isRefundOwed(row.payment, row.orderStatus) || !row.payment.gatewayPaymentId) return;
    const { payment } = row;

    const alreadyRefunded =
      options.retry &&
      (await gateway.fetchOrderPayments(payment.gatewayOrderId)).some(
        (p) => p.id === payment.gatewayPaymentId && p.status === 'refunded',
      );
    const refundId = alreadyRefunded ? null : (await gateway.refund(payment.gatewayPaymentId!, payment.amountSen)).refundId;

    const recorded = await db.transaction((tx) => recordRefundTx(tx, payment, refundId));
    if (recorded) mail.kick();
  }

  return { refundPayment };
}

export type RefundPayment = ReturnType<typeof createRefundPayment>;
