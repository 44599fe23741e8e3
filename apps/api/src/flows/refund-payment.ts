import { formatRm, senToRm } from '@durio/shared/money';
import type { Tx } from '../db/client';
import { addOrderUpdate, enqueueOrderRefundedMail, findOrderStatus, moveOrderPayment, SYSTEM_ACTOR } from '../modules/orders/public';
import {
  closeRefund,
  DUPLICATE_PAYMENT,
  findAttempt,
  heldPaymentsOf,
  isRefundOwed,
  movePayment,
  openRefundsOf,
  recordClosedRefund,
  refundedOf,
  releaseLease,
  type PaymentRow,
  type RefundRow,
} from '../modules/payments/public';
import type { FlowDeps } from './flow-deps';

/**
 * Give money back (docs/product/orders-and-payments.md: money is never kept for an order that cannot have it, and
 * the weighing's difference goes back once). The caller holds the attempt's lease (`reconcile_at` moved ahead in
 * its transaction), so no other process refunds it at the same time; a failure leaves the refund owed, and the
 * reconciler tries again once the lease runs out.
 */
export function createRefundPayment({ db, gateway, clock, mail, storage }: FlowDeps) {
  /** Records the whole remaining refund once: the payment, the ledger, the order's payment status, an Order Update and the e-mail. */
  async function recordRefundTx(tx: Tx, payment: PaymentRow, refund: { gatewayRefundId: string | null; amountSen: number }): Promise<boolean> {
    const now = clock.now();
    // 1. The attempt is REFUNDED, once: a second process recording the same refund finds it moved.
    const refunded = await movePayment(tx, { attempt: payment, to: 'REFUNDED', at: now, refundId: refund.gatewayRefundId, reconcileAt: null });
    if (!refunded) return false;
    const duplicate = payment.failureReason === DUPLICATE_PAYMENT;
    if (refund.amountSen > 0) {
      await recordClosedRefund(tx, {
        paymentId: payment.id,
        orderId: payment.orderId,
        reason: duplicate ? 'duplicate' : 'cancel',
        amountSen: refund.amountSen,
        gatewayRefundId: refund.gatewayRefundId,
        at: now,
      });
    }
    // 2. A cancelled order is REFUNDED once no payment of it is still held.
    const orderStatus = await findOrderStatus(tx, payment.orderId);
    if (orderStatus === 'CANCELLED' && (await heldPaymentsOf(tx, payment.orderId)).length === 0) {
      await moveOrderPayment(tx, { orderId: payment.orderId, to: 'REFUNDED', at: now });
    }
    // 3. The customer reads it in the Order Updates and by e-mail.
    await addOrderUpdate(tx, {
      orderId: payment.orderId,
      status: orderStatus ?? 'CANCELLED',
      message: duplicate ? 'Duplicate payment refunded' : 'Payment refunded',
      updatedBy: SYSTEM_ACTOR,
      at: now,
    });
    await enqueueOrderRefundedMail(tx, { orderId: payment.orderId, amountSen: refund.amountSen, duplicate }, { publicUrl: mail.publicUrl, storage });
    return true;
  }

  /**
   * Finishes a refund opened in the ledger (the weighing's, a pre-order's unfilled fruit, a guarantee claim's): the gateway gives the amount back, unless a try cut
   * short by a crash already did (found by its receipt), and the refund is closed once. Throws when the gateway fails.
   */
  async function finishRefund(payment: PaymentRow, refund: RefundRow): Promise<void> {
    // 1. The gateway gives it back once: a refund carrying this one's receipt was made by an earlier try.
    const made = (await gateway.fetchRefunds(payment.gatewayPaymentId!)).find((r) => r.receipt === refund.id);
    const gatewayRefundId = made?.id ?? (await gateway.refund(payment.gatewayPaymentId!, refund.amountSen, refund.id)).refundId;
    // 2. Closed once, and the customer reads it in the Order Updates (the e-mail that opened it already said it).
    const closed = await db.transaction(async (tx) => {
      const now = clock.now();
      if (!(await closeRefund(tx, { id: refund.id, gatewayRefundId, at: now }))) return false;
      const orderStatus = await findOrderStatus(tx, payment.orderId);
      await addOrderUpdate(tx, {
        orderId: payment.orderId,
        status: orderStatus ?? 'PROCESSING',
        message: refundedMessage(refund.reason, formatRm(senToRm(refund.amountSen))),
        updatedBy: SYSTEM_ACTOR,
        at: now,
      });
      return true;
    });
    if (closed) mail.kick();
  }

  /** Finishes every refund of the attempt still open in the ledger, oldest first. */
  async function finishOpenRefunds(payment: PaymentRow): Promise<void> {
    if (!payment.gatewayPaymentId) return;
    for (const refund of await openRefundsOf(db, payment.id)) await finishRefund(payment, refund);
  }

  /**
   * Refunds what is left of the attempt `paymentRowId` if its money is still owed back (a cancelled order, a
   * second payment), after finishing any refund already open on it. `retry`: an earlier try may have reached the
   * gateway before the process died, so the gateway is asked first and a refund it already made is only recorded.
   * Throws when the gateway fails.
   */
  async function refundPayment(paymentRowId: string, options: { retry?: boolean } = {}): Promise<void> {
    // 1. Only money still owed back, of an attempt the gateway took.
    const payment = await findAttempt(db, paymentRowId);
    if (!payment || !isRefundOwed(payment, await findOrderStatus(db, payment.orderId)) || !payment.gatewayPaymentId) return;
    // 2. A weighing's refund still open goes first, so what is left is known.
    await finishOpenRefunds(payment);
    const leftSen = payment.amountSen - (await refundedOf(db, payment.id));
    // 3. The gateway gives back what is left (unless a try cut short by a crash already did), outside any transaction.
    const alreadyRefunded =
      leftSen === 0 ||
      (options.retry &&
        (await gateway.fetchOrderPayments(payment.gatewayOrderId)).some((p) => p.id === payment.gatewayPaymentId && p.status === 'refunded'));
    const gatewayRefundId = alreadyRefunded ? null : (await gateway.refund(payment.gatewayPaymentId, leftSen)).refundId;
    // 4. Recorded, and the e-mail sent after the commit.
    const recorded = await db.transaction((tx) => recordRefundTx(tx, payment, { gatewayRefundId, amountSen: leftSen }));
    if (recorded) mail.kick();
  }

  /**
   * Finishes the refunds opened on a held payment whose order keeps it (the weighing's), then lets the lease go:
   * the reconciler looks at the payment again at once if its money is owed back meanwhile (a cancel that found
   * the lease held), else never. Throws when the gateway fails; the lease then runs out and the reconciler retries.
   */
  async function settleOpenRefunds(paymentRowId: string): Promise<void> {
    const payment = await findAttempt(db, paymentRowId);
    if (!payment) return;
    await finishOpenRefunds(payment);
    const owed = isRefundOwed(payment, await findOrderStatus(db, payment.orderId));
    await releaseLease(db, payment.id, owed ? clock.now() : null);
  }

  return { refundPayment, settleOpenRefunds };
}

export type RefundPayment = ReturnType<typeof createRefundPayment>;

/** The Order Update of a refund the gateway finished, by why it was opened. */
function refundedMessage(reason: RefundRow['reason'], amount: string): string {
  switch (reason) {
    case 'unfilled':
      return `Fruit that did not drop: ${amount} refunded`;
    case 'guarantee':
      return `Fruit guarantee: ${amount} refunded to your card`;
    default:
      return `Weighing difference of ${amount} refunded`;
  }
}
