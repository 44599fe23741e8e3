import type { PaidWith } from '@durio/shared/payment-methods';
import type { PaymentStatus } from '@durio/shared/payment-status';
import type { Tx } from '../db/client';
import { clearCart } from '../modules/cart/public';
import { isPreorder } from '../modules/preorders/public';
import {
  enqueueOrderPaidMail,
  enqueueShopNewOrderMail,
  findOrderStatus,
  moveOrder,
  moveOrderPayment,
  SYSTEM_ACTOR,
} from '../modules/orders/public';
import {
  claimPaymentLease,
  createPaymentsService,
  DUPLICATE_PAYMENT,
  isRefundOwed,
  leaseUntil,
  lockAttempt,
  movePayment,
} from '../modules/payments/public';
import type { FlowDeps } from './flow-deps';
import type { RefundPayment } from './refund-payment';

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
 * Settle a payment (docs/product/orders-and-payments.md): the one path by which a captured payment pays its
 * order, whoever reports it first (the checkout's confirm, a webhook, the confirmation page's check, a
 * cancel's check, the reconciler) and however often. A capture that cannot pay its order is recorded and
 * given back, never kept.
 */
export function createSettlePayment(deps: FlowDeps, { refundPayment }: RefundPayment) {
  const { db, gateway, clock, log, mail, paymentLeaseMs } = deps;
  const payments = createPaymentsService(deps);

  /**
   * Pays an order waiting for its money, in the caller's transaction: the order and its payment status become PAID,
   * the cart is emptied (only now, so a failed payment leaves it for Try Again) and the confirmation e-mail and the
   * shop's new-order e-mail are queued (docs/product/admin-console.md, Notices). Null, changing nothing, when the order
   * no longer waits. A capture pays it (`paidWith`: how, for the e-mail), or store credit that covers the whole total
   * (docs/product/store-credit.md).
   */
  async function payOrderTx(tx: Tx, orderId: string, now: Date, paidWith: PaidWith | null = null) {
    const paid = await moveOrder(tx, { orderId, to: 'PAID', by: 'system', message: 'Payment received', updatedBy: SYSTEM_ACTOR, at: now });
    if (!paid) return null;
    await moveOrderPayment(tx, { orderId: paid.id, to: 'PAID', at: now });
    // A pre-order was not checked out from the cart, which stays as it is (docs/product/the-season.md).
    if (paid.userId && !(await isPreorder(tx, paid.id))) await clearCart(tx, paid.userId);
    await enqueueOrderPaidMail(tx, paid.id, { publicUrl: mail.publicUrl, storage: deps.storage }, paidWith);
    await enqueueShopNewOrderMail(tx, paid.id, { publicUrl: mail.publicUrl, storage: deps.storage, shopEmail: mail.shopEmail });
    return paid;
  }

  /**
   * Applies a capture inside the caller's transaction and answers whether this caller must now refund it.
   * Null when the gateway order is not one of ours.
   */
  async function applyCaptureTx(
    tx: Tx,
    gatewayOrderId: string,
    paymentId: string,
    paidWith: PaidWith | null,
  ): Promise<(SettledCapture & { refundDue: boolean }) | null> {
    // 1. The attempt's row is locked, so concurrent reports of one capture queue up here.
    const payment = await lockAttempt(tx, gatewayOrderId);
    if (!payment) return null;
    const settled = { orderId: payment.orderId, paymentRowId: payment.id };
    const now = clock.now();
    if (payment.status === 'REFUNDED') return { ...settled, refundDue: false };
    if (payment.status === 'PAID') {
      // 2. Reported before. A refund still owed whose first try failed is tried again, unless another process is on it.
      const owed = isRefundOwed(payment, await findOrderStatus(tx, payment.orderId));
      return { ...settled, refundDue: owed && (await claimPaymentLease(tx, payment.id, now, paymentLeaseMs)) };
    }

    // 3. The order still waits for its money: this capture pays it (only the report that makes the move sends
    //    its e-mails).
    if (await payOrderTx(tx, payment.orderId, now, paidWith)) {
      await movePayment(tx, { attempt: payment, to: 'PAID', at: now, gatewayPaymentId: paymentId, paidWith, failureReason: null, reconcileAt: null });
      return { ...settled, refundDue: false };
    }

    // 4. The order stopped waiting (expired, replaced, cancelled, or paid by another attempt): the money is
    //    recorded as held and owed back, with this process's lease on it, and given back after the commit.
    const cancelled = (await findOrderStatus(tx, payment.orderId)) === 'CANCELLED';
    await movePayment(tx, {
      attempt: payment,
      to: 'PAID',
      at: now,
      gatewayPaymentId: paymentId,
      paidWith,
      failureReason: cancelled ? null : DUPLICATE_PAYMENT,
      reconcileAt: leaseUntil(now, paymentLeaseMs),
    });
    if (cancelled) await moveOrderPayment(tx, { orderId: payment.orderId, to: 'PAID', at: now });
    return { ...settled, refundDue: true };
  }

  /**
   * A captured payment, reported by anyone: pays its order once, or is given back. A refund the gateway
   * refuses now stays owed and is retried by the reconciler; it does not fail the report.
   */
  async function settleCapture(
    capture: { gatewayOrderId: string; paymentId: string; paidWith?: PaidWith | null },
    options: { claim?: ClaimReport } = {},
  ): Promise<SettledCapture | null> {
    // 1. In one transaction: the report is new (webhook events), the order is paid or the money held as owed.
    const outcome = await db.transaction(async (tx) => {
      if (options.claim && !(await options.claim(tx))) return null;
      return applyCaptureTx(tx, capture.gatewayOrderId, capture.paymentId, capture.paidWith ?? null);
    });
    if (!outcome) return null;
    // 2. After the commit: send the e-mails it queued.
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
      const failed = await movePayment(tx, {
        attempt: { gatewayOrderId: failure.gatewayOrderId },
        to: 'FAILED',
        at: now,
        gatewayPaymentId: failure.paymentId,
        failureReason: failure.reason,
      });
      if (failed) await moveOrderPayment(tx, { orderId: failed.orderId, to: 'FAILED', at: now, whileOrderIs: ['PENDING'] });
    });
  }

  /** Asks the gateway about one attempt and settles the capture it reports. Throws when the gateway cannot be asked. */
  async function settleFromGateway(gatewayOrderId: string): Promise<GatewayState> {
    const found = await gateway.fetchOrderPayments(gatewayOrderId);
    const captured = found.find((p) => p.status === 'captured');
    if (captured) {
      await settleCapture({ gatewayOrderId, paymentId: captured.id, paidWith: captured.paidWith });
      return 'captured';
    }
    return found.some((p) => p.status === 'authorized') ? 'authorized' : 'none';
  }

  /** The checkout's success report (POST /payments/confirm). */
  async function confirmPayment(
    userId: string,
    input: { orderId: string; razorpayPaymentId: string; razorpayOrderId: string; razorpaySignature: string },
  ): Promise<{ paymentStatus: PaymentStatus }> {
    // 1. The report is the customer's, signed by the gateway for an attempt of this order (else 400).
    const capture = await payments.verifyConfirmation(userId, input);
    // 2. The gateway says whether the money is taken and how it was paid: a bank may approve now and be captured
    //    minutes later (FPX, DuitNow QR: docs/product/payment-methods.md), and the order then waits for the capture,
    //    which a webhook or the reconciler settles. A gateway that cannot be asked leaves the signature to speak.
    const reported = await gateway
      .fetchOrderPayments(capture.gatewayOrderId)
      .then((found) => found.find((payment) => payment.id === capture.paymentId) ?? null)
      .catch((err: unknown) => {
        log?.warn({ err, orderId: input.orderId }, 'the gateway could not be asked about a confirmed payment; the signature settles it');
        return undefined;
      });
    // 3. Settled like any other report of the capture, unless the gateway has yet to take the money; a payment the
    //    gateway lists as failed (the bank refused it after approving) fails the attempt, so the shopper is not left
    //    waiting for money that will not come, and the cart stays as it was.
    if (reported === undefined || reported?.status === 'captured') await settleCapture({ ...capture, paidWith: reported?.paidWith ?? null });
    else if (reported?.status === 'failed') {
      await settleFailure({ gatewayOrderId: capture.gatewayOrderId, paymentId: capture.paymentId, reason: 'The bank refused the payment' });
    }
    // 4. The shopper hears what became of it.
    return { paymentStatus: await payments.shopperPaymentStatus(capture.paymentRowId) };
  }

  /** The confirmation page's check (GET /payments/verify/…): asks the gateway when the shop has not heard of the capture yet. */
  async function verifyPayment(userId: string, gatewayOrderId: string): Promise<{ success: boolean; message: string }> {
    // 1. The customer's own attempt (another customer's is not found).
    let attempt = await payments.readOwnAttempt(userId, gatewayOrderId);
    // 2. Not known to be paid: the gateway is asked, and a capture it reports is settled.
    if (attempt.status === 'PENDING' || attempt.status === 'FAILED') {
      if ((await settleFromGateway(gatewayOrderId)) === 'captured') attempt = await payments.readOwnAttempt(userId, gatewayOrderId);
    }
    // 3. The shopper hears what the shop knows now.
    return payments.describeAttempt(attempt);
  }

  /** A gateway event (POST /payments/webhook), applied once per event id. */
  async function receiveWebhook(input: { rawBody: string; signature: string | undefined; eventId: string | undefined }): Promise<{ status: 'ok' }> {
    // 1. Signed by the gateway (else 400), and of a shape the shop acts on.
    const received = payments.readWebhook(input);
    if (!received) return { status: 'ok' };
    // 2. The event id is recorded in the transaction that applies it, so a replay changes nothing.
    const claim: ClaimReport = (tx) => payments.recordWebhookEvent(tx, received.eventId, received.event);
    const { report } = received;
    if (report.kind === 'capture') await settleCapture(report, { claim });
    else if (report.kind === 'failure') await settleFailure(report, { claim });
    else await db.transaction(claim);
    return { status: 'ok' };
  }

  return { payOrderTx, settleCapture, settleFailure, settleFromGateway, confirmPayment, verifyPayment, receiveWebhook };
}

export type SettlePayment = ReturnType<typeof createSettlePayment>;
