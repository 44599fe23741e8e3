import { listOrdersDueToExpire, SYSTEM_ACTOR } from '../modules/orders/public';
import type { CancelOrder } from './cancel-order';
import type { FlowDeps } from './flow-deps';

/** Orders looked at per sweep; the rest wait for the next one. */
const SWEEP_BATCH = 100;

export interface ExpirySweep {
  expired: number;
  paid: number;
}

/**
 * Expire unpaid orders (docs/product/orders-and-payments.md: 30 minutes, then the stock goes back). Works only
 * from the database, so it picks up after a restart, and only through conditional updates, so several
 * processes may sweep at once. A payment the gateway took after all pays the order instead.
 */
export function createExpireOrders({ db, clock, log, orderExpiryMinutes }: FlowDeps, { cancelOrder }: Pick<CancelOrder, 'cancelOrder'>) {
  const message = `Order expired: payment not received within ${orderExpiryMinutes} minutes`;

  async function expireOnce(): Promise<ExpirySweep> {
    const now = clock.now();
    const result: ExpirySweep = { expired: 0, paid: 0 };
    // 1. The orders whose time to pay is up.
    for (const orderId of await listOrdersDueToExpire(db, now, SWEEP_BATCH)) {
      try {
        // 2. Each is cancelled with its stock given back, unless the gateway says it was paid.
        // Only while still unpaid: a payment that lands meanwhile wins.
        const outcome = await cancelOrder({ orderId, by: 'system', from: ['PENDING'], message, updatedBy: SYSTEM_ACTOR, expiredBy: now });
        if (outcome.kind === 'cancelled') result.expired += 1;
        if (outcome.kind === 'paid-instead') result.paid += 1;
      } catch (err) {
        // The gateway could not be asked: leave the order for the next sweep rather than guess.
        log?.warn({ err, orderId }, 'could not expire the order; retrying on the next sweep');
      }
    }
    return result;
  }

  return { expireOnce };
}

export type ExpireOrders = ReturnType<typeof createExpireOrders>;
