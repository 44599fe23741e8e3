import { findOrder } from '../modules/orders/public';
import { claimDueAttempts, isRefundOwed, openRefundsOf, scheduleNextCheck, stopChecking, type PaymentRow } from '../modules/payments/public';
import { isDatabaseUnreachable } from '../db/unreachable';
import type { FlowDeps } from './flow-deps';
import type { RefundPayment } from './refund-payment';
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

export interface ReconcilePass {
  /** Attempts looked at. */
  checked: number;
  /** Captures found that nobody had reported. */
  settled: number;
  /** Refunds made (or found made) of money owed back. */
  refunded: number;
}

/**
 * Reconcile payments (docs/product/orders-and-payments.md): every payment attempt the shop has not settled is
 * checked with the gateway until it is. A capture nobody reported pays its order, or is given back if the
 * order no longer wants it; money owed back whose refund failed, or was cut short by a crash, is refunded, and
 * a weighing's refund left open is finished.
 * Works from `payments.reconcile_at` alone, and claims its attempts with SKIP LOCKED and a lease, so it
 * survives restarts and several processes share the work without doing any of it twice (decision record 014).
 */
export function createReconcilePayments(
  { db, clock, log, reconcileSweepSeconds, paymentLeaseMs, onGatewayFault }: FlowDeps,
  { settlePayment, refundPayment, settleOpenRefunds }: { settlePayment: SettlePayment } & RefundPayment,
) {
  /** One sweep period after it opened, then twice as long each time, up to an hour. */
  function nextCheckAt(now: Date, checks: number): Date {
    const wait = Math.min(reconcileSweepSeconds * 1000 * 2 ** checks, MAX_CHECK_INTERVAL_MS);
    return new Date(now.getTime() + wait);
  }

  /** The next check, or none once the order stopped waiting (cancelled or paid otherwise) long enough ago. */
  async function scheduleNext(attempt: PaymentRow, now: Date, order: { status: string; cancelledAt: Date | null; paidAt: Date | null }) {
    const stoppedWaitingAt = order.status !== 'PENDING' ? (order.cancelledAt ?? order.paidAt) : null;
    const givenUp = stoppedWaitingAt !== null && now.getTime() - stoppedWaitingAt.getTime() > RECONCILE_WINDOW_MS;
    await scheduleNextCheck(db, attempt.id, givenUp ? null : nextCheckAt(now, attempt.reconcileChecks));
  }

  async function reconcileAttempt(attempt: PaymentRow, now: Date, pass: ReconcilePass): Promise<void> {
    const order = await findOrder(db, attempt.orderId);
    // 1. Money held that the order may not keep goes back; anything else already settled is left alone.
    if (attempt.status === 'PAID' || attempt.status === 'REFUNDED') {
      if (isRefundOwed(attempt, order.status)) {
        await refundPayment(attempt.id, { retry: true });
        pass.refunded += 1;
      } else if ((await openRefundsOf(db, attempt.id)).length > 0) {
        // A weighing's refund cut short (a crash, the gateway down): finished once, by its receipt.
        await settleOpenRefunds(attempt.id);
        pass.refunded += 1;
      } else {
        await stopChecking(db, attempt.id);
      }
      return;
    }
    // 2. Not settled: ask the gateway. A capture is applied (and given back if the order no longer wants it).
    if ((await settlePayment.settleFromGateway(attempt.gatewayOrderId)) === 'captured') {
      pass.settled += 1;
      return;
    }
    // 3. Nothing taken yet: ask again later, less and less often.
    await scheduleNext(attempt, now, order);
  }

  /** Works through every attempt due now. */
  async function reconcileOnce(): Promise<ReconcilePass> {
    const pass: ReconcilePass = { checked: 0, settled: 0, refunded: 0 };
    for (;;) {
      const now = clock.now();
      const claimed = await claimDueAttempts(db, now, BATCH, paymentLeaseMs);
      for (const attempt of claimed) {
        pass.checked += 1;
        try {
          await reconcileAttempt(attempt, now, pass);
        } catch (err) {
          // The gateway could not be asked, or refused the refund: the lease runs out and it is tried again.
          log?.warn({ err, paymentId: attempt.id, orderId: attempt.orderId }, 'could not reconcile a payment; retrying later');
          if (!isDatabaseUnreachable(err)) onGatewayFault?.(err);
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
