import { asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { orders, payments } from '../db/schema';
import type { FlowDeps } from './flow-deps';
import { PAYMENT_LEASE_MS } from './flow-deps';
import { isRefundOwed, type PaymentRow, type RefundPayment } from './refund-payment';
import type { SettlePayment } from './settle-payment';

/** Attempts worked on per pass; a pass keeps going until no due attempt is left. */
const BATCH = 50;
/** Checks of one attempt space out up to this. */
const MAX_CHECK_INTERVAL_MS = 60 * 60_000;
/**
 * How long the gateway is asked about an attempt after its order stopped waiting for it: a card form left
 * open may still take the money a while after the order expired or was replaced.
 */
export const RECONCILE_WINDOW_MS = 24 * 60 * 60_000;

interface OrderState {
  status: string;
  cancelledAt: Date | null;
  paidAt: Date | null;
}

export interface ReconcilePass {
  /** Attempts looked at. */
  checked: number;
  /** Captures found that nobody had reported. */
  settled: number;
  /** Refunds made (or found made) of money owed back. */
  refunded: number;
}

/**
 * Reconcile payments (DECISIONS §5): every payment attempt the shop has not settled is checked with the
 * gateway until it is. A capture nobody reported pays its order, or is given back if the order no longer
 * wants it; money owed back whose refund failed, or was cut short by a crash, is refunded. Works from
 * `payments.reconcile_at` alone, and claims its attempts with SKIP LOCKED and a lease, so it survives
 * restarts and several processes share the work without doing any of it twice.
 */
export function createReconcilePayments(
  { db, clock, log, reconcileSweepSeconds }: FlowDeps,
  { settlePayment, refundPayment }: { settlePayment: SettlePayment; refundPayment: RefundPayment['refundPayment'] },
) {
  /** One sweep period after it opened, then twice as long each time, up to an hour. */
  function nextCheckAt(now: Date, checks: number): Date {
    const wait = Math.min(reconcileSweepSeconds * 1000 * 2 ** checks, MAX_CHECK_INTERVAL_MS);
    return new Date(now.getTime() + wait);
  }

  /** Takes the lease on a batch of due attempts, skipping those another process holds. */
  async function claimDue(now: Date): Promise<PaymentRow[]> {
    return db.transaction(async (tx) => {
      const due = tx
        .select({ id: payments.id })
        .from(payments)
        .where(lte(payments.reconcileAt, now))
        .orderBy(asc(payments.reconcileAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      return tx
        .update(payments)
        .set({ reconcileAt: new Date(now.getTime() + PAYMENT_LEASE_MS) })
        .where(inArray(payments.id, due))
        .returning();
    });
  }

  /** The next check, or none once the order stopped waiting (cancelled or paid otherwise) long enough ago. */
  async function scheduleNextCheck(attempt: PaymentRow, now: Date, order: OrderState | undefined) {
    const stoppedWaitingAt = order && order.status !== 'PENDING' ? (order.cancelledAt ?? order.paidAt) : null;
    const givenUp = stoppedWaitingAt !== null && now.getTime() - stoppedWaitingAt.getTime() > RECONCILE_WINDOW_MS;
    await db
      .update(payments)
      .set({
        reconcileAt: givenUp ? null : nextCheckAt(now, attempt.reconcileChecks),
        reconcileChecks: sql`${payments.reconcileChecks} + 1`,
      })
      .where(eq(payments.id, attempt.id));
  }

  async function reconcileAttempt(attempt: PaymentRow, now: Date, pass: ReconcilePass): Promise<void> {
    const [order] = await db
      .select({ status: orders.status, cancelledAt: orders.cancelledAt, paidAt: orders.paidAt })
      .from(orders)
      .where(eq(orders.id, attempt.orderId));
    if (attempt.status === 'PAID' || attempt.status === 'REFUNDED') {
      // Money held that the order may not keep goes back; anything else is settled already.
      if (isRefundOwed(attempt, order?.status)) {
        await refundPayment(attempt.id, { retry: true });
        pass.refunded += 1;
      } else {
        await db.update(payments).set({ reconcileAt: null }).where(eq(payments.id, attempt.id));
      }
      return;
    }
    // Not settled: ask the gateway. A capture is applied (and given back if the order no longer wants it).
    if ((await settlePayment.settleFromGateway(attempt.gatewayOrderId)) === 'captured') {
      pass.settled += 1;
      return;
    }
    await scheduleNextCheck(attempt, now, order);
  }

  /** Works through every attempt due now. */
  async function reconcileOnce(): Promise<ReconcilePass> {
    const pass: ReconcilePass = { checked: 0, settled: 0, refunded: 0 };
    for (;;) {
      const now = clock.now();
      const claimed = await claimDue(now);
      for (const attempt of claimed) {
        pass.checked += 1;
        try {
          await reconcileAttempt(attempt, now, pass);
        } catch (err) {
          // The gateway could not be asked, or refused the refund: the lease runs out and it is tried again.
          log?.warn({ err, paymentId: attempt.id, orderId: attempt.orderId }, 'could not reconcile a payment; retrying later');
        }
      }
      if (claimed.length < BATCH) return pass;
    }
  }

  /** When a payment attempt opened now is first checked, should nobody report on it. */
  const firstCheckAt = (now: Date) => nextCheckAt(now, 0);

  return { reconcileOnce, firstCheckAt };
}

export type ReconcilePayments = ReturnType<typeof createReconcilePayments>;
