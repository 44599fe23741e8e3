import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { orders, payments } from '../db/schema';
import { clearCart } from '../modules/cart/cart.service';
import { addOrderUpdate, SYSTEM_ACTOR } from '../modules/orders/order-lifecycle';
import { enqueueOrderPaidMail } from '../modules/orders/order-mail';
import { PAYMENT_LEASE_MS, type FlowDeps } from './flow-deps';
import { DUPLICATE_PAYMENT, isRefundOwed, type RefundPayment } from './refund-payment';

export interface SettledCapture {
  orderId: string;
  /** The payment attempt (row of `payments`) the capture belongs to. */
  paymentRowId: string;
}

/** What the gateway says about an attempt: money taken, a card approved but not yet charged, or neither. */
export type GatewayState = 'captured' | 'authorized' | 'none';

/**
 * A step run first inside the settlement's transaction; false means the report was applied before (a
 * replayed webhook event) and nothing happens.
 */
export type ClaimReport = (tx: Tx) => Promise<boolean>;

/**
 * Takes the attempt's lease so this process alone gives its money back; false when another process
 * holds it (and will do the refund itself).
 */
export async function claimPaymentLeaseTx(tx: Tx, paymentRowId: string, now: Date): Promise<boolean> {
  const [claimed] = await tx
    .update(payments)
    .set({ reconcileAt: new Date(now.getTime() + PAYMENT_LEASE_MS) })
    .where(and(eq(payments.id, paymentRowId), or(isNull(payments.reconcileAt), lte(payments.reconcileAt, now))))
    .returning({ id: payments.id });
  return Boolean(claimed);
}

/**
 * Settle a payment (DECISIONS §5): the one path by which a captured payment pays its order, whoever
 * reports it first (confirm, webhook, verify, a cancel's check, the reconciler) and however often. A
 * capture that cannot pay its order is recorded and given back, never kept.
 */
export function createSettlePayment({ db, gateway, clock, log, mail }: FlowDeps, { refundPayment }: RefundPayment) {
  /**
   * Applies a capture inside the caller's transaction and answers whether this caller must now refund it.
   * The attempt's row is locked first, so concurrent reports of one capture queue up; the order moves only
   * while it is still PENDING. Null when the gateway order is not one of ours.
   */
  async function applyCaptureTx(
    tx: Tx,
    gatewayOrderId: string,
    paymentId: string,
  ): Promise<(SettledCapture & { refundDue: boolean }) | null> {
    const [payment] = await tx.select().from(payments).where(eq(payments.gatewayOrderId, gatewayOrderId)).for('update');
    if (!payment) return null;
    const settled = { orderId: payment.orderId, paymentRowId: payment.id };
    const now = clock.now();
    if (payment.status === 'REFUNDED') return { ...settled, refundDue: false };
    if (payment.status === 'PAID') {
      // Reported before. A refund still owed whose first try failed is tried again, unless another process is on it.
      const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, payment.orderId));
      const owed = isRefundOwed(payment, order?.status);
      return { ...settled, refundDue: owed && (await claimPaymentLeaseTx(tx, payment.id, now)) };
    }

    // The order still waits for its money: this capture pays it.
    const [paid] = await tx
      .update(orders)
      .set({ status: 'PAID', paymentStatus: 'PAID', paidAt: now, updatedAt: now })
      .where(and(eq(orders.id, payment.orderId), eq(orders.status, 'PENDING')))
      .returning({ userId: orders.userId });
    if (paid) {
      await tx
        .update(payments)
        .set({ status: 'PAID', gatewayPaymentId: paymentId, failureReason: null, reconcileAt: null, updatedAt: now })
        .where(eq(payments.id, payment.id));
      await addOrderUpdate(tx, {
        orderId: payment.orderId,
        status: 'PAID',
        message: 'Payment received',
        updatedBy: SYSTEM_ACTOR,
        at: now,
      });
      // The cart is emptied only now, so a failed payment leaves it for Try Again (DECISIONS §5).
      if (paid.userId) await clearCart(tx, paid.userId);
      await enqueueOrderPaidMail(tx, payment.orderId, mail.publicUrl);
      return { ...settled, refundDue: false };
    }

    // The order stopped waiting (expired, replaced, cancelled, or paid by another attempt): record the money
    // as held and owed back, with this process's lease on it, and give it back after the commit.
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, payment.orderId));
    const cancelled = order?.status === 'CANCELLED';
    await tx
      .update(payments)
      .set({
        status: 'PAID',
        gatewayPaymentId: paymentId,
        failureReason: cancelled ? null : DUPLICATE_PAYMENT,
        reconcileAt: new Date(now.getTime() + PAYMENT_LEASE_MS),
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id));
    if (cancelled) {
      await tx.update(orders).set({ paymentStatus: 'PAID', updatedAt: now }).where(eq(orders.id, payment.orderId));
    }
    return { ...settled, refundDue: true };
  }

  /**
   * A captured payment, reported by anyone: pays its order once, or is given back. A refund the gateway
   * refuses now stays owed and is retried by the reconciler; it does not fail the report.
   */
  async function settleCapture(
    capture: { gatewayOrderId: string; paymentId: string },
    options: { claim?: ClaimReport } = {},
  ): Promise<SettledCapture | null> {
    // 1. In one transaction: the report is new (webhook events), the order is paid or the money held as owed.
    const outcome = await db.transaction(async (tx) => {
      if (options.claim && !(await options.claim(tx))) return null;
      return applyCaptureTx(tx, capture.gatewayOrderId, capture.paymentId);
    });
    if (!outcome) return null;
    // 2. After the commit: send the confirmation e-mail it queued.
    mail.kick();
    // 3. Money the order cannot keep goes back now.
    if (outcome.refundDue) {
      await refundPayment(outcome.paymentRowId).catch((err: unknown) => {
        log?.warn({ err, orderId: outcome.orderId }, 'refund of a capture failed; the reconciler retries it');
      });
    }
    return { orderId: outcome.orderId, paymentRowId: outcome.paymentRowId };
  }

  /** A declined card: the attempt is marked FAILED and the order keeps waiting (its cart stays) for another try. */
  async function settleFailure(
    failure: { gatewayOrderId: string; paymentId: string; reason: string },
    options: { claim?: ClaimReport } = {},
  ): Promise<void> {
    await db.transaction(async (tx) => {
      if (options.claim && !(await options.claim(tx))) return;
      const now = clock.now();
      const [failed] = await tx
        .update(payments)
        .set({ status: 'FAILED', gatewayPaymentId: failure.paymentId, failureReason: failure.reason, updatedAt: now })
        .where(and(eq(payments.gatewayOrderId, failure.gatewayOrderId), eq(payments.status, 'PENDING')))
        .returning({ orderId: payments.orderId });
      if (!failed) return;
      await tx
        .update(orders)
        .set({ paymentStatus: 'FAILED', updatedAt: now })
        .where(and(eq(orders.id, failed.orderId), eq(orders.status, 'PENDING'), eq(orders.paymentStatus, 'PENDING')));
    });
  }

  /** Asks the gateway about one attempt and settles the capture it reports. Throws when the gateway cannot be asked. */
  async function settleFromGateway(gatewayOrderId: string): Promise<GatewayState> {
    const found = await gateway.fetchOrderPayments(gatewayOrderId);
    const captured = found.find((p) => p.status === 'captured');
    if (captured) {
      await settleCapture({ gatewayOrderId, paymentId: captured.id });
      return 'captured';
    }
    return found.some((p) => p.status === 'authorized') ? 'authorized' : 'none';
  }

  return { settleCapture, settleFailure, settleFromGateway };
}

export type SettlePayment = ReturnType<typeof createSettlePayment>;
