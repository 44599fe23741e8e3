import type { OrderStatus } from '@durio/shared/order-status';
import { and, eq, inArray } from 'drizzle-orm';
import { orders, payments } from '../db/schema';
import { cancelOrderTx, type OrderRow } from '../modules/orders/order-lifecycle';
import { enqueueOrderStepMail } from '../modules/orders/order-mail';
import type { FlowDeps } from './flow-deps';
import type { RefundPayment } from './refund-payment';
import { claimPaymentLeaseTx, type SettlePayment } from './settle-payment';

export interface CancelOrderInput {
  orderId: string;
  /** The statuses the order may be cancelled from; a move since it was read wins, and nothing happens. */
  from: readonly OrderStatus[];
  message: string;
  updatedBy: string;
  fileIds?: readonly string[];
  /** The sweeper's cancel: only when the order expired by then, and a payment the gateway took pays it instead. */
  expiredBy?: Date;
  /** The admin's own reason, for the customer's e-mail. */
  note?: string | null;
}

/** What a cancel did: cancelled, found the order paid instead (expiry), found a card approved but not yet charged (expiry waits), or nothing. */
export type CancelOutcome =
  | { kind: 'cancelled'; order: OrderRow }
  | { kind: 'paid-instead' }
  | { kind: 'awaiting-capture' }
  | { kind: 'not-cancellable' };

/**
 * Cancel an order (DECISIONS §5), for any reason: the customer, the admin, or expiry. Money is never
 * dropped on the way: the gateway is asked first whether an unpaid order was paid after all, and a paid
 * order's money goes back.
 */
export function createCancelOrder(
  { db, clock, log, mail }: FlowDeps,
  { settlePayment, refundPayment }: { settlePayment: SettlePayment; refundPayment: RefundPayment['refundPayment'] },
) {
  /**
   * Asks the gateway about every attempt of the order not known to be paid, and settles a capture it
   * reports (the order becomes PAID, or the money is given back). Throws when the gateway cannot be asked.
   */
  async function settleIfPaid(orderId: string): Promise<'paid' | 'authorized' | 'unpaid'> {
    const attempts = await db
      .select({ gatewayOrderId: payments.gatewayOrderId })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['PENDING', 'FAILED'])));
    let authorized = false;
    for (const { gatewayOrderId } of attempts) {
      const state = await settlePayment.settleFromGateway(gatewayOrderId);
      if (state === 'captured') return 'paid';
      if (state === 'authorized') authorized = true;
    }
    return authorized ? 'authorized' : 'unpaid';
  }

  async function cancelOrder(input: CancelOrderInput): Promise<CancelOutcome> {
    // 1. An unpaid order: ask the gateway first. For expiry a payment it took pays the order instead; for
    //    the customer or the admin the order is then cancelled as a paid one, and refunded.
    const [current] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, input.orderId));
    if (current?.status === 'PENDING') {
      const payment = await settleIfPaid(input.orderId);
      if (input.expiredBy && payment === 'paid') return { kind: 'paid-instead' };
      if (input.expiredBy && payment === 'authorized') return { kind: 'awaiting-capture' };
    }

    // 2. One transaction: the order is cancelled (only from `from`), its stock goes back, and this process
    //    takes the lease on every payment of it to give back.
    const now = clock.now();
    const { order, refunds } = await db.transaction(async (tx) => {
      const cancelled = await cancelOrderTx(tx, { ...input, now });
      if (!cancelled) return { order: null, refunds: [] };
      // An expired checkout was never confirmed, so it gets no e-mail; every other cancel tells the customer.
      if (!input.expiredBy) {
        await enqueueOrderStepMail(tx, { orderId: cancelled.id, status: 'CANCELLED', message: input.note ?? null, publicUrl: mail.publicUrl });
      }
      const held = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, input.orderId), eq(payments.status, 'PAID')));
      const claimed: string[] = [];
      for (const { id } of held) if (await claimPaymentLeaseTx(tx, id, now)) claimed.push(id);
      return { order: cancelled, refunds: claimed };
    });
    if (!order) return { kind: 'not-cancellable' };
    mail.kick();

    // 3. After the commit: give the money back. A refund the gateway refuses now is retried by the reconciler.
    for (const paymentRowId of refunds) {
      await refundPayment(paymentRowId).catch((err: unknown) => {
        log?.warn({ err, orderId: order.id }, 'refund after a cancel failed; the reconciler retries it');
      });
    }
    return { kind: 'cancelled', order };
  }

  return { cancelOrder, settleIfPaid };
}

export type CancelOrder = ReturnType<typeof createCancelOrder>;
