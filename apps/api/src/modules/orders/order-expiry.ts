import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { orders, payments } from '../../db/schema';
import { settlementMail } from '../payments/order-paid-mail';
import { createPaymentSettlement, type ServiceLogger } from '../payments/payment-settlement';
import { cancelOrderTx, SYSTEM_ACTOR } from './order-lifecycle';

/** Orders looked at per sweep; the rest wait for the next one. */
const SWEEP_BATCH = 100;

export interface SweepResult {
  expired: number;
  paid: number;
}

/**
 * Expires unpaid orders (DECISIONS §5) and retries refunds that failed. Works only from the database,
 * so it picks up after a restart, and only through conditional updates, so two processes may sweep at
 * once. Before expiring an order it asks the gateway whether a payment was captured after all: a late
 * capture pays the order instead.
 */
export function createOrderExpiry(
  ctx: Pick<AppContext, 'db' | 'gateway' | 'clock' | 'config' | 'mailer'>,
  options: { log?: ServiceLogger } = {},
) {
  const { db, gateway, clock, config } = ctx;
  const log = options.log;
  const settlement = createPaymentSettlement({ db, gateway, clock, log, mail: settlementMail(ctx) });
  const message = `Order expired: payment not received within ${config.orderExpiryMinutes} minutes`;

  /** The captured payment of any of the order's gateway orders; 'waiting' while one is only authorized. */
  async function findCapture(orderId: string) {
    const attempts = await db
      .select({ gatewayOrderId: payments.gatewayOrderId })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['PENDING', 'FAILED'])));
    let waiting = false;
    for (const { gatewayOrderId } of attempts) {
      const found = await gateway.fetchOrderPayments(gatewayOrderId);
      const captured = found.find((p) => p.status === 'captured');
      if (captured) return { gatewayOrderId, paymentId: captured.id };
      if (found.some((p) => p.status === 'authorized')) waiting = true;
    }
    return waiting ? 'waiting' : null;
  }

  async function expireOrPay(orderId: string, now: Date): Promise<'expired' | 'paid' | 'skipped'> {
    const capture = await findCapture(orderId);
    if (capture === 'waiting') return 'skipped';
    if (capture) {
      return (await settlement.markPaid(capture.gatewayOrderId, capture.paymentId)) === 'PAID' ? 'paid' : 'skipped';
    }
    const cancelled = await db.transaction((tx) =>
      cancelOrderTx(tx, { orderId, from: ['PENDING'], message, updatedBy: SYSTEM_ACTOR, now, expiredBy: now }),
    );
    return cancelled ? 'expired' : 'skipped';
  }

  async function sweepOnce(): Promise<SweepResult> {
    const now = clock.now();
    const due = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'PENDING'), lte(orders.expiresAt, now)))
      .orderBy(asc(orders.expiresAt))
      .limit(SWEEP_BATCH);
    const result: SweepResult = { expired: 0, paid: 0 };
    for (const { id } of due) {
      try {
        const outcome = await expireOrPay(id, now);
        if (outcome !== 'skipped') result[outcome] += 1;
      } catch (err) {
        // The gateway could not be asked: leave the order for the next sweep rather than guess.
        log?.warn({ err, orderId: id }, 'could not expire the order; retrying on the next sweep');
      }
    }
    await settlement.refundDuePayments({ retry: true });
    return result;
  }

  /** Sweeps every EXPIRY_SWEEP_SECONDS until the returned function is called; never keeps the process alive. */
  function start(): () => void {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      sweepOnce()
        .catch((err: unknown) => log?.warn({ err }, 'order expiry sweep failed'))
        .finally(() => {
          running = false;
        });
    }, config.expirySweepSeconds * 1000);
    timer.unref();
    return () => clearInterval(timer);
  }

  return { sweepOnce, start };
}
