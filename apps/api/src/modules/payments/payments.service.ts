import { createHash } from 'node:crypto';
import type { Language } from '@durio/shared/languages';
import { eWallets, fpxBanks, type PaidWith } from '@durio/shared/payment-methods';
import type { PaymentStatus } from '@durio/shared/payment-status';
import { PAYMENT_AWAITED, type SandboxPayReply } from '@durio/shared/schemas/orders';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { orders } from '../orders/orders.schema';
import { payments, webhookEvents } from './payments.schema';
import type { Clock } from '../../lib/clock';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import type { PaymentGateway } from '../../gateway/gateway';
import { paidWithOf } from '../../gateway/paid-with';
import { isSandboxGateway, type SandboxOutcome, type SandboxPaidWith } from '../../gateway/sandbox';
import { sandboxCheckoutScript as renderSandboxCheckoutScript } from '../../gateway/sandbox-checkout-script';
import { translatorFor } from '../../i18n/server-messages';

export interface PaymentsServiceDeps {
  db: Db;
  gateway: PaymentGateway;
  clock: Clock;
}

export const INVALID_SIGNATURE = 'Bad request - Invalid signature or payload';
export const CANCELLED_BEING_REFUNDED = 'Order was cancelled; the payment is being refunded';

/** The part of a Razorpay webhook event the shop acts on; everything else in it is ignored. */
const webhookEventSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string(),
            order_id: z.string().nullable().optional(),
            method: z.string().nullable().optional(),
            bank: z.string().nullable().optional(),
            wallet: z.string().nullable().optional(),
            error_description: z.string().nullable().optional(),
            error_reason: z.string().nullable().optional(),
          }),
        })
        .optional(),
    })
    .optional(),
});

/** A signed gateway event, as the shop acts on it: a capture, a declined card, or something it only records. */
export type WebhookReport =
  | { kind: 'capture'; gatewayOrderId: string; paymentId: string; paidWith: PaidWith | null }
  | { kind: 'failure'; gatewayOrderId: string; paymentId: string; reason: string }
  | { kind: 'other' };

/**
 * What the payments module answers on its own: whether a report really comes from the gateway (signatures),
 * what the shopper is told, and the sandbox's card form. Settling what a report says is a flow's work
 * (flows/settle-payment.ts), which calls these.
 */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, gateway, clock } = deps;

  /**
   * The checkout's success report, checked. The signature is checked against the gateway order id stored
   * for this customer's order: the client's `razorpayOrderId` only selects among them, so a signature for
   * someone else's (or a cheaper) order can never pay this one. 400 for anything that does not check out.
   */
  async function verifyConfirmation(
    userId: string,
    input: { orderId: string; razorpayPaymentId: string; razorpayOrderId: string; razorpaySignature: string },
  ): Promise<{ paymentRowId: string; gatewayOrderId: string; paymentId: string }> {
    const [own] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.id, input.orderId), eq(orders.userId, userId)));
    if (!own) throw new NotFoundError('Order not found');
    const [payment] = await db
      .select({ id: payments.id, gatewayOrderId: payments.gatewayOrderId })
      .from(payments)
      .where(and(eq(payments.orderId, own.id), eq(payments.gatewayOrderId, input.razorpayOrderId)));
    const valid =
      payment !== undefined &&
      gateway.verifyPaymentSignature({
        gatewayOrderId: payment.gatewayOrderId,
        paymentId: input.razorpayPaymentId,
        signature: input.razorpaySignature,
      });
    if (!payment || !valid) throw new BadRequestError(INVALID_SIGNATURE);
    return { paymentRowId: payment.id, gatewayOrderId: payment.gatewayOrderId, paymentId: input.razorpayPaymentId };
  }

  /**
   * The payment status the shopper is told after a capture: the order's, or, for an order that was
   * cancelled before the money arrived, REFUNDED once it went back. Until then that capture is owed
   * back, which the shopper hears as a conflict rather than a success.
   */
  async function shopperPaymentStatus(paymentRowId: string): Promise<PaymentStatus> {
    const [row] = await db
      .select({ orderStatus: orders.status, orderPaymentStatus: orders.paymentStatus, paymentStatus: payments.status })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.id, paymentRowId));
    if (!row) return 'PENDING';
    if (row.orderStatus !== 'CANCELLED') return row.orderPaymentStatus;
    if (row.paymentStatus === 'PAID') throw new ConflictError(CANCELLED_BEING_REFUNDED);
    return row.paymentStatus;
  }

  /** The attempt `gatewayOrderId` of one of the customer's orders; another customer's is not found. */
  async function readOwnAttempt(userId: string, gatewayOrderId: string) {
    const [row] = await db
      .select({ status: payments.status, orderStatus: orders.status })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.gatewayOrderId, gatewayOrderId), eq(orders.userId, userId)));
    if (!row) throw new NotFoundError('Payment not found');
    return row;
  }

  /** What the confirmation page's check tells the shopper about an attempt, as the shop knows it now. */
  function describeAttempt(attempt: { status: PaymentStatus; orderStatus: string }): { success: boolean; message: string } {
    if (attempt.status === 'PAID' && attempt.orderStatus === 'CANCELLED') {
      return { success: false, message: CANCELLED_BEING_REFUNDED };
    }
    switch (attempt.status) {
      case 'PAID':
        return { success: true, message: 'Payment verified' };
      case 'FAILED':
        return { success: false, message: 'Payment failed' };
      case 'REFUNDED':
        return { success: false, message: 'Payment refunded' };
      default:
        return { success: false, message: PAYMENT_AWAITED };
    }
  }

  /**
   * A gateway event, checked and read. The signature covers the raw body; `eventId` is what `recordWebhookEvent`
   * records, so a replay (or a concurrent duplicate) changes nothing. A signed event of a shape the shop does
   * not act on is acknowledged (null): a refusal would only make the gateway send it again and again.
   */
  function readWebhook(input: { rawBody: string; signature: string | undefined; eventId: string | undefined }): {
    eventId: string;
    event: string;
    report: WebhookReport;
  } | null {
    if (!input.signature || !gateway.verifyWebhookSignature(input.rawBody, input.signature)) {
      throw new BadRequestError(INVALID_SIGNATURE);
    }
    const parsed = webhookEventSchema.safeParse(JSON.parse(input.rawBody));
    if (!parsed.success) return null;
    const { event, payload } = parsed.data;
    const payment = payload?.payment?.entity;
    const eventId = input.eventId || createHash('sha256').update(input.rawBody).digest('hex');
    const gatewayOrderId = payment?.order_id;
    let report: WebhookReport = { kind: 'other' };
    if (payment && gatewayOrderId && (event === 'payment.captured' || event === 'order.paid')) {
      report = { kind: 'capture', gatewayOrderId, paymentId: payment.id, paidWith: paidWithOf(payment) };
    } else if (payment && gatewayOrderId && event === 'payment.failed') {
      report = { kind: 'failure', gatewayOrderId, paymentId: payment.id, reason: payment.error_description || payment.error_reason || 'Payment failed' };
    }
    return { eventId, event, report };
  }

  /** Records a webhook event as applied; false when it was applied before (a replay). Runs in the transaction that applies it. */
  async function recordWebhookEvent(tx: Tx, eventId: string, event: string): Promise<boolean> {
    const [fresh] = await tx
      .insert(webhookEvents)
      .values({ id: eventId, gateway: gateway.name, eventType: event, receivedAt: clock.now() })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    return Boolean(fresh);
  }

  /** The sandbox's card form (docs/product/orders-and-payments.md); there is none when a real gateway is configured. */
  async function payInSandbox(gatewayOrderId: string, outcome: SandboxOutcome, paidWith?: SandboxPaidWith): Promise<SandboxPayReply> {
    if (!isSandboxGateway(gateway)) throw new NotFoundError('Payment not found');
    return gateway.pay(gatewayOrderId, outcome, paidWith);
  }

  /**
   * The sandbox's Standard Checkout look-alike, its window in `language`, that of the page opening it
   * (docs/product/languages.md); absent when a real gateway is configured.
   */
  function sandboxCheckoutScript(language: Language): string {
    if (!isSandboxGateway(gateway)) throw new NotFoundError('Not Found');
    const t = translatorFor(language, 'sandbox');
    return renderSandboxCheckoutScript({
      testMode: t('testMode'),
      checkout: t('checkout'),
      // Filled in by the script, which knows the amount and the outcome.
      pay: t('pay', { amount: '{amount}' }),
      fail: t('fail'),
      cancel: t('cancel'),
      processing: t('processing'),
      askingBank: t('askingBank'),
      failed: t('failed', { reason: '{reason}' }),
      declined: t('declined'),
      refused: t('refused'),
      unreachable: t('unreachable'),
      payWith: t('payWith'),
      methodCard: t('methodCard'),
      methodFpx: t('methodFpx'),
      methodWallet: t('methodWallet'),
      methodDuitnow: t('methodDuitnow'),
      bank: t('bank'),
      wallet: t('wallet'),
      fpxNote: t('fpxNote'),
      walletNote: t('walletNote'),
      duitnowNote: t('duitnowNote'),
      payLater: t('payLater'),
      declinedBank: t('declinedBank'),
    }, { banks: fpxBanks, wallets: eWallets });
  }

  return {
    verifyConfirmation,
    shopperPaymentStatus,
    readOwnAttempt,
    describeAttempt,
    readWebhook,
    recordWebhookEvent,
    payInSandbox,
    sandboxCheckoutScript,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
