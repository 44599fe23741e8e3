import { createHmac, randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments, sandboxPayments } from '../db/schema';
import { BadGatewayError, ConflictError, NotFoundError } from '../lib/errors';
import { GATEWAY_CURRENCY, type PaymentGateway } from './gateway';
import { isValidPaymentSignature, isValidWebhookSignature } from './signatures';

export const SANDBOX_KEY_ID = 'rzp_test_durio_sandbox';
export const SANDBOX_CHECKOUT_SCRIPT_URL = '/api/v1/payments/sandbox/checkout.js';
export const SANDBOX_DECLINE = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Your card was declined by the test bank.',
  reason: 'payment_failed',
} as const;

export type SandboxOutcome = 'success' | 'failure';

/** What Razorpay's checkout hands to `handler`, or to the `payment.failed` callbacks. */
export type SandboxPayReply =
  | { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }
  | {
      error: {
        code: string;
        description: string;
        reason: string;
        metadata: { order_id: string; payment_id: string };
      };
    };

/** A webhook request as Razorpay would send it: the raw JSON body and its headers. */
export interface SandboxWebhook {
  headers: Record<string, string>;
  payload: string;
}
export type WebhookDeliverer = (webhook: SandboxWebhook) => Promise<void>;

export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  /** The test bank's answer to the card form: records the payment, then sends its webhook. */
  pay(gatewayOrderId: string, outcome: SandboxOutcome): Promise<SandboxPayReply>;
  /** Where webhooks go; the payments routes point this at the app's own webhook route. */
  setWebhookDeliverer(deliver: WebhookDeliverer): void;
  /** Drops webhooks not yet due and waits for those being delivered (on shutdown). */
  stopWebhooks(): Promise<void>;
}

export function isSandboxGateway(gateway: PaymentGateway): gateway is SandboxGateway {
  return gateway.name === 'sandbox' && 'pay' in gateway;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay-style ids: a prefix and 14 random characters (`order_Q2x…`). */
function gatewayId(prefix: string): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('')}`;
}

function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/**
 * The built-in gateway used when no Curlec keys are set: same ids, signatures and webhooks as
 * Razorpay, no real money. Its ledger is the `sandbox_payments` table, so it survives restarts and
 * serves several processes. It reads the amount of one of its orders from the shop's `payments` row
 * (created right after `createOrder`), which stands in for the order store a real gateway keeps.
 */
export function createSandboxGateway(options: { db: Db; secret: string; webhookDelayMs: number }): SandboxGateway {
  const { db, secret, webhookDelayMs } = options;
  let deliver: WebhookDeliverer | undefined;
  const timers = new Set<NodeJS.Timeout>();
  const deliveries = new Set<Promise<void>>();

  function sendLater(webhook: SandboxWebhook) {
    const send = deliver;
    if (!send) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      // The deliverer logs its own failures; a lost sandbox webhook is recovered by verify and the sweeper.
      const delivery: Promise<void> = send(webhook)
        .catch(() => undefined)
        .finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
    }, webhookDelayMs);
    timer.unref();
    timers.add(timer);
  }

  function webhookFor(payment: { id: string; gatewayOrderId: string; amountSen: number }, outcome: SandboxOutcome) {
    const captured = outcome === 'success';
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_durio_sandbox',
      event: captured ? 'payment.captured' : 'payment.failed',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: payment.id,
            entity: 'payment',
            amount: payment.amountSen,
            currency: GATEWAY_CURRENCY,
            status: captured ? 'captured' : 'failed',
            order_id: payment.gatewayOrderId,
            method: 'card',
            captured,
            error_code: captured ? null : SANDBOX_DECLINE.code,
            error_description: captured ? null : SANDBOX_DECLINE.description,
            error_reason: captured ? null : SANDBOX_DECLINE.reason,
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    return {
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex(secret, body),
        'x-razorpay-event-id': gatewayId('evt'),
      },
    };
  }

  return {
    name: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    checkoutScriptUrl: SANDBOX_CHECKOUT_SCRIPT_URL,
    testMode: true,

    async createOrder() {
      return { gatewayOrderId: gatewayId('order') };
    },

    verifyPaymentSignature: (input) => isValidPaymentSignature(input, secret),
    verifyWebhookSignature: (rawBody, signature) => isValidWebhookSignature(rawBody, signature, secret),

    async fetchOrderPayments(gatewayOrderId) {
      const rows = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.gatewayOrderId, gatewayOrderId))
        .orderBy(asc(sandboxPayments.createdAt));
      return rows.map((r) => ({ id: r.id, status: r.status, amountSen: r.amountSen }));
    },

    async refund(paymentId) {
      const [refunded] = await db
        .update(sandboxPayments)
        .set({ status: 'refunded' })
        .where(and(eq(sandboxPayments.id, paymentId), eq(sandboxPayments.status, 'captured')))
        .returning({ id: sandboxPayments.id });
      if (!refunded) throw new BadGatewayError('Payment gateway error: the payment is not captured or already refunded');
      return { refundId: gatewayId('rfnd') };
    },

    async pay(gatewayOrderId, outcome) {
      const [order] = await db
        .select({ amountSen: payments.amountSen })
        .from(payments)
        .where(and(eq(payments.gatewayOrderId, gatewayOrderId), eq(payments.gateway, 'sandbox')));
      if (!order) throw new NotFoundError('Payment not found');
      // Like Razorpay, an order that was paid takes no further payments.
      const [captured] = await db
        .select({ id: sandboxPayments.id })
        .from(sandboxPayments)
        .where(and(eq(sandboxPayments.gatewayOrderId, gatewayOrderId), eq(sandboxPayments.status, 'captured')));
      if (captured) throw new ConflictError('Order has already been paid');

      const payment = { id: gatewayId('pay'), gatewayOrderId, amountSen: order.amountSen };
      await db
        .insert(sandboxPayments)
        .values({ ...payment, status: outcome === 'success' ? 'captured' : 'failed' });
      sendLater(webhookFor(payment, outcome));

      if (outcome === 'failure') {
        return { error: { ...SANDBOX_DECLINE, metadata: { order_id: gatewayOrderId, payment_id: payment.id } } };
      }
      return {
        razorpay_payment_id: payment.id,
        razorpay_order_id: gatewayOrderId,
        razorpay_signature: hmacHex(secret, `${gatewayOrderId}|${payment.id}`),
      };
    },

    setWebhookDeliverer(next) {
      deliver = next;
    },

    async stopWebhooks() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(deliveries);
    },
  };
}
