import type { SandboxPayReply } from '@durio/shared/schemas/orders';
import { createHmac, randomBytes } from 'node:crypto';
import type { PaymentMethod } from '@durio/shared/payment-methods';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sandboxOutages, sandboxPayments, sandboxRefunds, sandboxWebhooks } from './sandbox.schema';
import { payments } from '../modules/payments/payments.schema';
import { AppError, BadGatewayError, ConflictError, NotFoundError } from '../lib/errors';
import { GATEWAY_CURRENCY, type PaymentGateway } from './gateway';
import { isValidPaymentSignature, isValidWebhookSignature } from './signatures';

export const SANDBOX_KEY_ID = 'rzp_test_durio_sandbox';
export const SANDBOX_CHECKOUT_SCRIPT_URL = '/api/v1/payments/sandbox/checkout.js';
export const SANDBOX_DECLINE = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Your card was declined by the test bank.',
  reason: 'payment_failed',
} as const;
/** What the test bank says when it refuses a payment made another way than by card (FPX, e-wallet, DuitNow QR). */
export const SANDBOX_BANK_REFUSAL = 'The test bank refused the payment.';

const declineOf = (method: PaymentMethod) =>
  method === 'card' ? SANDBOX_DECLINE : { ...SANDBOX_DECLINE, description: SANDBOX_BANK_REFUSAL };

/** What the test bank's window answers while the sandbox is unresponsive (an outage the fault drill starts). */
export const SANDBOX_NOT_ANSWERING = 'The test bank is not answering. Please try again in a moment.';

/** The test bank's answer: paid now, refused, or approved now and captured later (FPX, DuitNow QR). */
export type SandboxOutcome = 'success' | 'failure' | 'pending';

/** How the shopper pays in the sandbox's window: Curlec's method, and the FPX bank's or e-wallet's code. */
export interface SandboxPaidWith {
  method: PaymentMethod;
  provider: string | null;
}


/** A webhook request as Razorpay would send it: the raw JSON body and its headers. */
export interface SandboxWebhook {
  headers: Record<string, string>;
  payload: string;
}
export type WebhookDeliverer = (webhook: SandboxWebhook) => Promise<void>;

export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  /**
   * The test bank's answer to the window: records the payment, then sends its webhook; a pending one is approved now
   * and captured `lateCaptureMs` later, as an FPX bank may confirm minutes after the shopper came back.
   */
  pay(gatewayOrderId: string, outcome: SandboxOutcome, paidWith?: SandboxPaidWith): Promise<SandboxPayReply>;
  /** Where webhooks go; the payments routes point this at the app's own webhook route. */
  setWebhookDeliverer(deliver: WebhookDeliverer): void;
  /** Sends every webhook that is due (the background sweep; tests call it too). */
  deliverDueWebhooks(): Promise<number>;
  /** Stops the timers of webhooks not yet due and waits for those being delivered (on shutdown); they stay queued. */
  stopWebhooks(): Promise<void>;
}

/** Webhooks claimed per query. */
const WEBHOOK_BATCH = 20;

export function isSandboxGateway(gateway: PaymentGateway): gateway is SandboxGateway {
  return gateway.name === 'sandbox' && 'pay' in gateway;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay-style ids: a prefix and 14 random characters (`order_Q2x…`); the demo data's payments use them too. */
export function gatewayId(prefix: string): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('')}`;
}

function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/**
 * The built-in gateway used when no Curlec keys are set: same ids, signatures and webhooks as
 * Razorpay, no real money. Its ledger is the `sandbox_payments` table and its webhooks wait in
 * `sandbox_webhooks` until the shop takes them, so both survive restarts and serve several processes. It reads the amount of one of its orders from the shop's `payments` row
 * (created right after `createOrder`), which stands in for the order store a real gateway keeps.
 */
export function createSandboxGateway(options: {
  db: Db;
  secret: string;
  webhookDelayMs: number;
  refundDelayMs?: number;
  /** How long after the shopper came back a pending payment is captured. */
  lateCaptureMs?: number;
}): SandboxGateway {
  const { db, secret, webhookDelayMs, refundDelayMs = 0, lateCaptureMs = 120_000 } = options;
  let deliver: WebhookDeliverer | undefined;
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const deliveries = new Set<Promise<unknown>>();

  /** Claims the due webhooks (a claim moves each one's time ahead, so no other process sends it meanwhile). */
  async function claimDue(): Promise<(typeof sandboxWebhooks.$inferSelect)[]> {
    const now = new Date();
    return db.transaction(async (tx) => {
      const due = tx
        .select({ id: sandboxWebhooks.id })
        .from(sandboxWebhooks)
        .where(lte(sandboxWebhooks.dueAt, now))
        .orderBy(asc(sandboxWebhooks.dueAt))
        .limit(WEBHOOK_BATCH)
        .for('update', { skipLocked: true });
      return tx
        .update(sandboxWebhooks)
        .set({
          // Sent again, unless delivered and deleted before then, after 1, 2, 4 … seconds, up to 10 minutes.
          attempts: sql`${sandboxWebhooks.attempts} + 1`,
          dueAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => least(power(2, ${sandboxWebhooks.attempts}), 600))`,
        })
        .where(inArray(sandboxWebhooks.id, due))
        .returning();
    });
  }

  /** Sends one claimed webhook; it leaves the queue only once the shop answered 200. */
  async function send(webhook: typeof sandboxWebhooks.$inferSelect): Promise<void> {
    await deliver!({
      payload: webhook.payload,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhook.signature,
        'x-razorpay-event-id': webhook.id,
      },
    });
    await db.delete(sandboxWebhooks).where(eq(sandboxWebhooks.id, webhook.id));
  }

  async function deliverDueWebhooks(): Promise<number> {
    if (!deliver || stopped) return 0;
    let sent = 0;
    for (;;) {
      const claimed = await claimDue();
      // While webhooks are dropped they are lost, never sent: the shop learns of those payments by asking (the reconciler).
      if (claimed.length > 0 && (await outageEnd('webhooks-dropped'))) {
        await db.delete(sandboxWebhooks).where(inArray(sandboxWebhooks.id, claimed.map((webhook) => webhook.id)));
        if (claimed.length < WEBHOOK_BATCH) return sent;
        continue;
      }
      for (const webhook of claimed) {
        const delivery = send(webhook).then(
          () => (sent += 1),
          // Refused or unreachable: it is sent again when its claim runs out.
          () => undefined,
        );
        deliveries.add(delivery);
        await delivery;
        deliveries.delete(delivery);
      }
      if (claimed.length < WEBHOOK_BATCH || stopped) return sent;
    }
  }

  /** Sends the webhook of a payment just made when it is due, rather than at the next sweep. */
  function deliverWhenDue() {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void deliverDueWebhooks().catch(() => undefined);
    }, webhookDelayMs);
    timer.unref();
    timers.add(timer);
  }

  /** The event Razorpay would send about a payment, signed, with its event id. */
  function webhookFor(payment: { id: string; gatewayOrderId: string; amountSen: number } & SandboxPaidWith, outcome: SandboxOutcome) {
    // A pending payment's event is the capture it reports when it is sent.
    const captured = outcome !== 'failure';
    const payload = JSON.stringify({
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
            method: payment.method,
            bank: payment.method === 'fpx' ? payment.provider : null,
            wallet: payment.method === 'wallet' ? payment.provider : null,
            captured,
            error_code: captured ? null : SANDBOX_DECLINE.code,
            error_description: captured ? null : declineOf(payment.method).description,
            error_reason: captured ? null : SANDBOX_DECLINE.reason,
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    return { id: gatewayId('evt'), payload, signature: hmacHex(secret, payload) };
  }

  /** The `refund.processed` event Razorpay sends for a refund, signed, with its event id. */
  function refundWebhookFor(refund: { id: string; paymentId: string; amountSen: number; receipt: string | null }) {
    const payload = JSON.stringify({
      entity: 'event',
      account_id: 'acc_durio_sandbox',
      event: 'refund.processed',
      contains: ['refund'],
      payload: {
        refund: {
          entity: {
            id: refund.id,
            entity: 'refund',
            amount: refund.amountSen,
            currency: GATEWAY_CURRENCY,
            payment_id: refund.paymentId,
            receipt: refund.receipt,
            status: 'processed',
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    return { id: gatewayId('evt'), payload, signature: hmacHex(secret, payload) };
  }

  /** Captures the approved payments whose bank has confirmed by now (their webhook is queued for the same time). */
  async function captureDue(): Promise<void> {
    await db
      .update(sandboxPayments)
      .set({ status: 'captured' })
      .where(and(eq(sandboxPayments.status, 'authorized'), lte(sandboxPayments.capturesAt, new Date())));
  }

  /** When the outage of this kind ends, while one is on (docs/product/running.md, "When a part fails"). */
  async function outageEnd(kind: (typeof sandboxOutages.$inferSelect)['kind']): Promise<Date | null> {
    const [outage] = await db
      .select({ until: sandboxOutages.until })
      .from(sandboxOutages)
      .where(and(eq(sandboxOutages.kind, kind), gt(sandboxOutages.until, new Date())));
    return outage?.until ?? null;
  }

  /**
   * An unresponsive gateway still does what it was asked (an order opened, a refund made); only its answer never
   * comes in time. The shop's time-out (gateway/answer-within.ts) is what the caller meets, and a retry must find
   * the work done: a refund by its receipt, a payment by the order's payments.
   */
  async function answer<T>(work: () => Promise<T>): Promise<T> {
    const done = await work();
    const end = await outageEnd('unresponsive');
    if (end) await sleep(end.getTime() - Date.now(), undefined, { ref: false });
    return done;
  }

  return {
    name: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    checkoutScriptUrl: SANDBOX_CHECKOUT_SCRIPT_URL,
    testMode: true,

    createOrder: () => answer(async () => ({ gatewayOrderId: gatewayId('order') })),

    verifyPaymentSignature: (input) => isValidPaymentSignature(input, secret),
    verifyWebhookSignature: (rawBody, signature) => isValidWebhookSignature(rawBody, signature, secret),

    fetchOrderPayments: (gatewayOrderId) => answer(async () => {
      await captureDue();
      const rows = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.gatewayOrderId, gatewayOrderId))
        .orderBy(asc(sandboxPayments.createdAt));
      return rows.map((r) => ({ id: r.id, status: r.status, amountSen: r.amountSen, paidWith: { method: r.method, provider: r.provider } }));
    }),

    /**
     * Like Curlec: several refunds of one captured payment, their sum never above the capture; the payment reads
     * 'refunded' once all of it went back. Each refund has its own id and `refund.processed` webhook.
     */
    refund: (paymentId, amountSen, receipt) => answer(async () => {
      await captureDue();
      const refund = await db.transaction(async (tx) => {
        const [payment] = await tx
          .update(sandboxPayments)
          .set({
            amountRefundedSen: sql`${sandboxPayments.amountRefundedSen} + ${amountSen}`,
            status: sql`case when ${sandboxPayments.amountRefundedSen} + ${amountSen} = ${sandboxPayments.amountSen} then 'refunded' else 'captured' end`,
          })
          .where(
            and(
              eq(sandboxPayments.id, paymentId),
              eq(sandboxPayments.status, 'captured'),
              sql`${amountSen} > 0 and ${sandboxPayments.amountRefundedSen} + ${amountSen} <= ${sandboxPayments.amountSen}`,
            ),
          )
          .returning({ id: sandboxPayments.id, gatewayOrderId: sandboxPayments.gatewayOrderId });
        if (!payment) throw new BadGatewayError('Payment gateway error: the refund is more than is left of the captured payment');
        const made = { id: gatewayId('rfnd'), paymentId, amountSen, receipt: receipt ?? null };
        await tx.insert(sandboxRefunds).values(made);
        await tx.insert(sandboxWebhooks).values({ ...refundWebhookFor(made), dueAt: new Date(Date.now() + webhookDelayMs) });
        return made;
      });
      deliverWhenDue();
      // A slow answer (tests of a crash after the refund was made and before the shop recorded it).
      if (refundDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, refundDelayMs));
      return { refundId: refund.id };
    }),

    fetchRefunds: (paymentId) => answer(async () => {
      const rows = await db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.paymentId, paymentId))
        .orderBy(asc(sandboxRefunds.createdAt), asc(sandboxRefunds.id));
      return rows.map((r) => ({ id: r.id, amountSen: r.amountSen, receipt: r.receipt }));
    }),

    async pay(gatewayOrderId, outcome, paidWith = { method: 'card', provider: null }) {
      // The test bank's window cannot take a payment while the gateway is not answering.
      if (await outageEnd('unresponsive')) throw new AppError(503, SANDBOX_NOT_ANSWERING);
      await captureDue();
      const payment = await db.transaction(async (tx) => {
        // The shop's row of the order stands in for the gateway's own; locking it makes two payments of
        // one order take turns.
        const [order] = await tx
          .select({ amountSen: payments.amountSen })
          .from(payments)
          .where(and(eq(payments.gatewayOrderId, gatewayOrderId), eq(payments.gateway, 'sandbox')))
          .for('update');
        if (!order) throw new NotFoundError('Payment not found');
        // Like Razorpay, an order that was paid takes no further payments.
        const [captured] = await tx
          .select({ id: sandboxPayments.id })
          .from(sandboxPayments)
          .where(and(eq(sandboxPayments.gatewayOrderId, gatewayOrderId), eq(sandboxPayments.status, 'captured')));
        if (captured) throw new ConflictError('Order has already been paid');

        // Like Razorpay, an approved payment waiting for its capture takes no second one either.
        const [waiting] = await tx
          .select({ id: sandboxPayments.id })
          .from(sandboxPayments)
          .where(and(eq(sandboxPayments.gatewayOrderId, gatewayOrderId), eq(sandboxPayments.status, 'authorized')));
        if (waiting) throw new ConflictError('Your bank is still confirming a payment of this order');

        const made = { id: gatewayId('pay'), gatewayOrderId, amountSen: order.amountSen, ...paidWith };
        const capturesAt = outcome === 'pending' ? new Date(Date.now() + lateCaptureMs) : null;
        const status = outcome === 'success' ? 'captured' : outcome === 'failure' ? 'failed' : 'authorized';
        await tx.insert(sandboxPayments).values({ ...made, status, capturesAt });
        // The webhook is queued with the payment it reports: it is sent even if this process dies now; a pending
        // payment's capture is reported when it is captured.
        await tx
          .insert(sandboxWebhooks)
          .values({ ...webhookFor(made, outcome), dueAt: capturesAt ?? new Date(Date.now() + webhookDelayMs) });
        return made;
      });
      deliverWhenDue();

      if (outcome === 'failure') {
        return { error: { ...declineOf(payment.method), metadata: { order_id: gatewayOrderId, payment_id: payment.id } } };
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

    deliverDueWebhooks,

    async stopWebhooks() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(deliveries);
    },
  };
}
