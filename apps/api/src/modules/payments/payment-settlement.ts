import type { PaymentStatus } from '@durio/shared/order-status';
import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, payments } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { PaymentGateway } from '../../payments/gateway';
import { clearCart } from '../cart/cart.service';
import { addOrderUpdate, SYSTEM_ACTOR } from '../orders/order-lifecycle';
import { enqueueOrderPaidMail } from './order-paid-mail';

/** The part of a pino logger the money paths use to report what they leave to a retry. */
export interface ServiceLogger {
  warn(obj: object, msg: string): void;
}

export interface SettlementDeps {
  db: Db;
  gateway: PaymentGateway;
  clock: Clock;
  log?: ServiceLogger;
  /** Where the payment confirmation e-mail goes out from, and the origin of its links. */
  mail: { kick(): void; publicUrl: string };
}

/** Marks a capture that arrived for an order some other payment had already paid; it is refunded. */
const DUPLICATE_PAYMENT = 'Duplicate payment: the order was already paid';

export interface CaptureOutcome {
  orderId: string;
  /** The payment row of this capture. */
  paymentRowId: string;
  /** True when the money must go back: the order was cancelled or already paid. */
  refundDue: boolean;
}

type PaymentRow = typeof payments.$inferSelect;

/**
 * The money state machine of DECISIONS §5. `markPaid` is the one path by which a capture pays an order,
 * whoever reports it first (confirm, webhook, verify, sweeper) and however often; a capture that cannot
 * pay its order is recorded and refunded, never kept.
 */
export function createPaymentSettlement({ db, gateway, clock, log, mail }: SettlementDeps) {
  /**
   * Applies a captured payment inside the caller's transaction. The payment row is locked first so
   * concurrent reports of the same capture queue up; the order moves only if it is still PENDING.
   * Null when the gateway order is not one of ours.
   */
  async function applyCaptureTx(tx: Tx, gatewayOrderId: string, paymentId: string): Promise<CaptureOutcome | null> {
    const [payment] = await tx.select().from(payments).where(eq(payments.gatewayOrderId, gatewayOrderId)).for('update');
    if (!payment) return null;
    const outcome = { orderId: payment.orderId, paymentRowId: payment.id };
    if (payment.status === 'REFUNDED') return { ...outcome, refundDue: false };
    if (payment.status === 'PAID') {
      // Already applied. A refund still owed (its first attempt failed) is tried again.
      const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, payment.orderId));
      return { ...outcome, refundDue: order?.status === 'CANCELLED' || payment.failureReason === DUPLICATE_PAYMENT };
    }

    const now = clock.now();
    const [paid] = await tx
      .update(orders)
      .set({ status: 'PAID', paymentStatus: 'PAID', paidAt: now, updatedAt: now })
      .where(and(eq(orders.id, payment.orderId), eq(orders.status, 'PENDING')))
      .returning({ userId: orders.userId });
    if (paid) {
      await tx
        .update(payments)
        .set({ status: 'PAID', gatewayPaymentId: paymentId, failureReason: null, updatedAt: now })
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
      return { ...outcome, refundDue: false };
    }

    // The order stopped waiting (expired, replaced, cancelled, or paid by another attempt): record the
    // money first so a failed refund is retried by the sweeper, then give it back after the commit.
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, payment.orderId));
    const cancelled = order?.status === 'CANCELLED';
    await tx
      .update(payments)
      .set({
        status: 'PAID',
        gatewayPaymentId: paymentId,
        failureReason: cancelled ? null : DUPLICATE_PAYMENT,
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id));
    if (cancelled) {
      await tx.update(orders).set({ paymentStatus: 'PAID', updatedAt: now }).where(eq(orders.id, payment.orderId));
    }
    return { ...outcome, refundDue: true };
  }

  /** Records a declined attempt; the order keeps waiting (and its cart stays) for another try. */
  async function applyFailureTx(tx: Tx, gatewayOrderId: string, paymentId: string, reason: string): Promise<void> {
    const now = clock.now();
    const [failed] = await tx
      .update(payments)
      .set({ status: 'FAILED', gatewayPaymentId: paymentId, failureReason: reason, updatedAt: now })
      .where(and(eq(payments.gatewayOrderId, gatewayOrderId), eq(payments.status, 'PENDING')))
      .returning({ orderId: payments.orderId });
    if (!failed) return;
    await tx
      .update(orders)
      .set({ paymentStatus: 'FAILED', updatedAt: now })
      .where(and(eq(orders.id, failed.orderId), eq(orders.status, 'PENDING'), eq(orders.paymentStatus, 'PENDING')));
  }

  /** Gives one recorded payment back through the gateway, then records the refund. Throws when the gateway fails. */
  async function refundPayment(payment: PaymentRow, options: { checkGatewayFirst?: boolean } = {}): Promise<void> {
    const gatewayPaymentId = payment.gatewayPaymentId!;
    let refundId: string | null = null;
    // A retry first asks whether an earlier attempt went through before our record of it was written.
    const alreadyRefunded =
      options.checkGatewayFirst &&
      (await gateway.fetchOrderPayments(payment.gatewayOrderId)).some(
        (p) => p.id === gatewayPaymentId && p.status === 'refunded',
      );
    if (!alreadyRefunded) refundId = (await gateway.refund(gatewayPaymentId, payment.amountSen)).refundId;

    await db.transaction(async (tx) => {
      const now = clock.now();
      const [refunded] = await tx
        .update(payments)
        .set({ status: 'REFUNDED', refundId, updatedAt: now })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'PAID')))
        .returning({ id: payments.id });
      if (!refunded) return;
      const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, payment.orderId));
      if (order?.status === 'CANCELLED') {
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
        message: payment.failureReason === DUPLICATE_PAYMENT ? 'Duplicate payment refunded' : 'Payment refunded',
        updatedBy: SYSTEM_ACTOR,
        at: now,
      });
    });
  }

  /**
   * Refunds every payment the shop holds but may not keep (its order is cancelled, or it paid an order
   * twice), for one order or all. A failure is logged and left PAID, so the expiry sweeper retries it.
   */
  async function refundDuePayments(filter: { orderId?: string; retry?: boolean } = {}): Promise<void> {
    const due = await db
      .select({ payment: payments })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          eq(payments.status, 'PAID'),
          isNotNull(payments.gatewayPaymentId),
          or(eq(orders.status, 'CANCELLED'), eq(payments.failureReason, DUPLICATE_PAYMENT)),
          filter.orderId ? eq(payments.orderId, filter.orderId) : undefined,
        ),
      )
      .limit(100);
    for (const { payment } of due) {
      try {
        await refundPayment(payment, { checkGatewayFirst: filter.retry });
      } catch (err) {
        log?.warn({ err, paymentId: payment.id, orderId: payment.orderId }, 'refund failed; the sweeper retries it');
      }
    }
  }

  /**
   * Pays the order of a captured payment, once (confirm, verify, sweeper). Answers the order's payment
   * status as the shopper should see it: PAID, or REFUNDED when the capture came too late.
   * Throws when that refund fails (the sweeper retries it).
   */
  async function markPaid(gatewayOrderId: string, paymentId: string): Promise<PaymentStatus | null> {
    const outcome = await db.transaction((tx) => applyCaptureTx(tx, gatewayOrderId, paymentId));
    if (!outcome) return null;
    mail.kick();
    if (outcome.refundDue) await refundCapture(outcome);
    return paymentStatusAfterCapture(outcome);
  }

  /** Refunds the payment of a capture that could not pay its order. */
  async function refundCapture(outcome: CaptureOutcome): Promise<void> {
    const [payment] = await db.select().from(payments).where(eq(payments.id, outcome.paymentRowId));
    if (payment?.status === 'PAID') await refundPayment(payment);
  }

  async function paymentStatusAfterCapture(outcome: CaptureOutcome): Promise<PaymentStatus> {
    const [row] = await db
      .select({ orderStatus: orders.status, orderPaymentStatus: orders.paymentStatus, paymentStatus: payments.status })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.id, outcome.paymentRowId));
    if (!row) return 'PENDING';
    return row.orderStatus === 'CANCELLED' ? row.paymentStatus : row.orderPaymentStatus;
  }

  return { applyCaptureTx, applyFailureTx, markPaid, refundCapture, refundDuePayments, paymentStatusAfterCapture };
}

export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>;
