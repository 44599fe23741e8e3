import { createHash } from 'node:crypto';
import type { PaymentStatus } from '@durio/shared/order-status';
import type { InitiatePaymentReply } from '@durio/shared/schemas/orders';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { orders, payments, webhookEvents } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { GATEWAY_CURRENCY, type PaymentGateway } from '../../gateway/gateway';
import { isSandboxGateway, type SandboxOutcome, type SandboxPayReply } from '../../gateway/sandbox';
import { SANDBOX_CHECKOUT_SCRIPT } from '../../gateway/sandbox-checkout-script';
import type { Flows } from '../../flows/flows';

export interface PaymentsServiceDeps {
  db: Db;
  gateway: PaymentGateway;
  clock: Clock;
  flows: Pick<Flows, 'settlePayment' | 'firstReconcileCheckAt'>;
}

export const INVALID_SIGNATURE = 'Bad request - Invalid signature or payload';
const CANCELLED_BEING_REFUNDED = 'Order was cancelled; the payment is being refunded';

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
            error_description: z.string().nullable().optional(),
            error_reason: z.string().nullable().optional(),
          }),
        })
        .optional(),
    })
    .optional(),
});

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, gateway, clock, flows } = deps;
  const { settlePayment } = flows;

  async function findOwnOrder(userId: string, orderId: string) {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!order) throw new NotFoundError('Order not found');
    return order;
  }

  /**
   * Opens a payment attempt at the gateway for an order awaiting payment. The gateway call happens
   * before, and outside, the one insert that records it.
   */
  async function initiatePayment(
    userId: string,
    input: { orderId: string; description?: string },
  ): Promise<InitiatePaymentReply> {
    const order = await findOwnOrder(userId, input.orderId);
    if (order.status !== 'PENDING' || order.expiresAt <= clock.now()) {
      throw new ConflictError('Order is not awaiting payment');
    }
    const notes: Record<string, string> = { orderId: order.id };
    if (input.description) notes.description = input.description;
    const { gatewayOrderId } = await gateway.createOrder({ amountSen: order.totalSen, receipt: order.id, notes });
    const now = clock.now();
    // From now on the reconciler asks the gateway about this attempt until it is settled, whatever is lost.
    await db.insert(payments).values({
      orderId: order.id,
      gateway: gateway.name,
      gatewayOrderId,
      amountSen: order.totalSen,
      currency: GATEWAY_CURRENCY,
      status: 'PENDING',
      reconcileAt: flows.firstReconcileCheckAt(now),
      createdAt: now,
      updatedAt: now,
    });
    return {
      paymentIntentId: gatewayOrderId,
      amount: String(order.totalSen),
      currency: GATEWAY_CURRENCY,
      keyId: gateway.keyId,
      checkoutScriptUrl: gateway.checkoutScriptUrl,
      testMode: gateway.testMode,
    };
  }

  /**
   * The checkout's success report. The signature is checked against the gateway order id stored for
   * this customer's order: the client's `razorpayOrderId` only selects among them, so a signature
   * for someone else's (or a cheaper) order can never pay this one.
   */
  async function confirmPayment(
    userId: string,
    input: { orderId: string; razorpayPaymentId: string; razorpayOrderId: string; razorpaySignature: string },
  ): Promise<{ paymentStatus: PaymentStatus }> {
    const order = await findOwnOrder(userId, input.orderId);
    const [payment] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.gatewayOrderId, input.razorpayOrderId)));
    const valid =
      payment !== undefined &&
      gateway.verifyPaymentSignature({
        gatewayOrderId: payment.gatewayOrderId,
        paymentId: input.razorpayPaymentId,
        signature: input.razorpaySignature,
      });
    if (!payment || !valid) throw new BadRequestError(INVALID_SIGNATURE);
    await settlePayment.settleCapture({ gatewayOrderId: payment.gatewayOrderId, paymentId: input.razorpayPaymentId });
    return { paymentStatus: await shopperPaymentStatus(payment.id) };
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

  /** The confirmation page's check: asks the gateway when the shop has not heard of the capture yet. */
  async function verifyPayment(userId: string, gatewayOrderId: string): Promise<{ success: boolean; message: string }> {
    let attempt = await readOwnAttempt(userId, gatewayOrderId);
    if (attempt.status === 'PENDING' || attempt.status === 'FAILED') {
      if ((await settlePayment.settleFromGateway(gatewayOrderId)) === 'captured') {
        attempt = await readOwnAttempt(userId, gatewayOrderId);
      }
    }
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
        return { success: false, message: 'Payment not received yet' };
    }
  }

  /**
   * A gateway event. The signature covers the raw body; the event id is recorded in the same
   * transaction that applies the event, so a replay (or a concurrent duplicate) changes nothing.
   */
  async function handleWebhook(input: {
    rawBody: string;
    signature: string | undefined;
    eventId: string | undefined;
  }): Promise<{ status: 'ok' }> {
    if (!input.signature || !gateway.verifyWebhookSignature(input.rawBody, input.signature)) {
      throw new BadRequestError(INVALID_SIGNATURE);
    }
    // Signed, so it came from the gateway: an event of a shape the shop does not act on is acknowledged
    // (a refusal would only make the gateway send it again and again).
    const parsed = webhookEventSchema.safeParse(JSON.parse(input.rawBody));
    if (!parsed.success) return { status: 'ok' };
    const { event, payload } = parsed.data;
    const payment = payload?.payment?.entity;
    const eventId = input.eventId || createHash('sha256').update(input.rawBody).digest('hex');

    const claim = async (tx: Tx) => {
      const [fresh] = await tx
        .insert(webhookEvents)
        .values({ id: eventId, gateway: gateway.name, eventType: event, receivedAt: clock.now() })
        .onConflictDoNothing()
        .returning({ id: webhookEvents.id });
      return Boolean(fresh);
    };
    const gatewayOrderId = payment?.order_id;
    if (payment && gatewayOrderId && (event === 'payment.captured' || event === 'order.paid')) {
      await settlePayment.settleCapture({ gatewayOrderId, paymentId: payment.id }, { claim });
    } else if (payment && gatewayOrderId && event === 'payment.failed') {
      const reason = payment.error_description || payment.error_reason || 'Payment failed';
      await settlePayment.settleFailure({ gatewayOrderId, paymentId: payment.id, reason }, { claim });
    } else {
      await db.transaction(claim);
    }
    return { status: 'ok' };
  }

  /** The sandbox's card form (DECISIONS §5); there is none when a real gateway is configured. */
  async function payInSandbox(gatewayOrderId: string, outcome: SandboxOutcome): Promise<SandboxPayReply> {
    if (!isSandboxGateway(gateway)) throw new NotFoundError('Payment not found');
    return gateway.pay(gatewayOrderId, outcome);
  }

  /** The sandbox's Standard Checkout look-alike; absent when a real gateway is configured. */
  function sandboxCheckoutScript(): string {
    if (!isSandboxGateway(gateway)) throw new NotFoundError('Not Found');
    return SANDBOX_CHECKOUT_SCRIPT;
  }

  return { initiatePayment, confirmPayment, verifyPayment, handleWebhook, payInSandbox, sandboxCheckoutScript };
}
