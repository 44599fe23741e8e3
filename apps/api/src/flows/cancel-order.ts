import { allowedOrderMoves, canCustomerCancel, type OrderActor } from '@durio/shared/order-status';
import type { AdminOrder, AdminUpdateOrderBody, Order } from '@durio/shared/schemas/orders';
import { recordAdminChange } from '../audit/admin-changes';
import type { Tx } from '../db/client';
import { ConflictError } from '../lib/errors';
import { findDisplayName } from '../modules/auth/public';
import { requireFiles } from '../modules/files/public';
import {
  adminMoveChange,
  adminMoveMessage,
  createOrdersService,
  CUSTOMER_ACTOR,
  enqueueOrderStepMail,
  findOrder,
  findOrderStatus,
  findOwnOrder,
  moveOrder,
  moveRefused,
  type OrderRow,
} from '../modules/orders/public';
import { claimPaymentLease, heldPaymentsOf, unsettledAttemptsOf } from '../modules/payments/public';
import type { FlowDeps } from './flow-deps';
import { preorderRefusals } from '@durio/shared/schemas/preorders';
import { preordersOfOrders } from '../modules/preorders/public';
import type { RefundPayment } from './refund-payment';
import type { SettlePayment } from './settle-payment';

export interface CancelOrderInput {
  orderId: string;
  by: OrderActor;
  /** The statuses the caller accepts, narrower than the actor's own moves; a move made since wins. */
  from?: readonly OrderRow['status'][];
  message: string;
  updatedBy: string;
  fileIds?: readonly string[];
  /** The sweeper's cancel: only when the order expired by then, and a payment the gateway took pays it instead. */
  expiredBy?: Date;
  /** The admin's own reason, for the customer's e-mail. */
  note?: string | null;
  /** What else the cancel's transaction records (a pre-order's answer at its window's end), so both happen or neither. */
  alsoInTransaction?: (tx: Tx) => Promise<unknown>;
}

/** What a cancel did: cancelled, found the order paid instead (expiry), found a card approved but not yet charged (expiry waits), or nothing. */
export type CancelOutcome =
  | { kind: 'cancelled'; order: OrderRow }
  | { kind: 'paid-instead' }
  | { kind: 'awaiting-capture' }
  | { kind: 'not-cancellable' };

const NOT_CANCELLABLE = 'Order cannot be cancelled in current status';

/**
 * Cancel an order (docs/product/orders-and-payments.md), for any reason: the customer, the admin, expiry, or
 * a new checkout replacing it. Money is never dropped on the way: the gateway is asked first whether an
 * unpaid order was paid after all, and a paid order's money goes back.
 */
export function createCancelOrder(
  deps: FlowDeps,
  { settlePayment, refundPayment }: { settlePayment: SettlePayment; refundPayment: RefundPayment['refundPayment'] },
) {
  const { db, clock, log, mail, storage, paymentLeaseMs } = deps;
  const orders = createOrdersService({ db, clock, storage, config: { publicUrl: mail.publicUrl }, mailer: mail });

  /**
   * Asks the gateway about every attempt of the order not known to be paid, and settles a capture it
   * reports (the order becomes PAID, or the money is given back). Throws when the gateway cannot be asked.
   */
  async function settleIfPaid(orderId: string): Promise<'paid' | 'authorized' | 'unpaid'> {
    let authorized = false;
    for (const gatewayOrderId of await unsettledAttemptsOf(db, orderId)) {
      const state = await settlePayment.settleFromGateway(gatewayOrderId);
      if (state === 'captured') return 'paid';
      if (state === 'authorized') authorized = true;
    }
    return authorized ? 'authorized' : 'unpaid';
  }

  async function cancelOrder(input: CancelOrderInput): Promise<CancelOutcome> {
    // 1. An unpaid order: ask the gateway first. For expiry a payment it took pays the order instead; for
    //    the customer or the admin the order is then cancelled as a paid one, and refunded.
    if ((await findOrderStatus(db, input.orderId)) === 'PENDING') {
      const payment = await settleIfPaid(input.orderId);
      if (input.expiredBy && payment === 'paid') return { kind: 'paid-instead' };
      if (input.expiredBy && payment === 'authorized') return { kind: 'awaiting-capture' };
    }

    // 2. One transaction: the order is cancelled (only by a move its actor may make), its stock goes back,
    //    and this process takes the lease on every payment of it to give back.
    const now = clock.now();
    const { order, refunds } = await db.transaction(async (tx) => {
      const cancelled = await moveOrder(tx, {
        ...input,
        to: 'CANCELLED',
        at: now,
      });
      if (!cancelled) return { order: null, refunds: [] };
      await input.alsoInTransaction?.(tx);
      // An expired checkout was never confirmed, so it gets no e-mail; every other cancel tells the customer.
      if (!input.expiredBy) {
        await enqueueOrderStepMail(tx, { orderId: cancelled.id, status: 'CANCELLED', message: input.note ?? null }, { publicUrl: mail.publicUrl, storage });
      }
      const claimed: string[] = [];
      for (const id of await heldPaymentsOf(tx, input.orderId)) if (await claimPaymentLease(tx, id, now, paymentLeaseMs)) claimed.push(id);
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

  /** The customer cancels their own order (POST …/orders/{id}/cancel): while PENDING or PAID; a payment is refunded. */
  async function cancelOwnOrder(userId: string, orderId: string): Promise<Order> {
    // 1. The customer's own order, in a status they may cancel from (409 otherwise).
    const order = await findOwnOrder(db, userId, orderId);
    if (!canCustomerCancel(order.status)) throw new ConflictError(NOT_CANCELLABLE);
    // A pre-order is the customer's to cancel until its fruit starts to drop (docs/product/the-season.md).
    if (((await preordersOfOrders(db, [orderId])).get(orderId)?.fruitsFilled ?? 0) > 0) {
      throw new ConflictError(preorderRefusals.fruitHasDropped);
    }
    // 2. Cancelled, with its stock and money given back; a move someone made meanwhile (the admin) wins.
    const outcome = await cancelOrder({ orderId, by: 'customer', message: 'Order cancelled by customer', updatedBy: CUSTOMER_ACTOR });
    if (outcome.kind !== 'cancelled') throw new ConflictError(NOT_CANCELLABLE);
    // 3. The order as the customer now sees it.
    return orders.getOwnOrder(userId, orderId);
  }

  /** The admin cancels an order from the console (PATCH …/orders/admin/{id} with CANCELLED): any time before it ships. */
  async function cancelOrderAsAdmin(adminId: string, orderId: string, body: AdminUpdateOrderBody): Promise<AdminOrder> {
    // 1. The order, in a status the admin may cancel from (409 naming the moves there are), and the photos
    //    the admin attached (404 for either missing).
    const before = await findOrder(db, orderId);
    if (!allowedOrderMoves(before.status, 'admin').includes('CANCELLED')) throw moveRefused(before.status, 'CANCELLED');
    const mediaIds = [...new Set(body.mediaIds ?? [])];
    await requireFiles(db, mediaIds);
    // 2. Cancelled with stock and money given back, by a move the admin may make from the status it is in
    //    then (an unpaid order the gateway says was paid is cancelled as a paid one).
    const message = adminMoveMessage('CANCELLED', before.isPickup, body.message);
    const outcome = await cancelOrder({
      orderId,
      by: 'admin',
      message,
      updatedBy: (await findDisplayName(db, adminId)) ?? 'Admin',
      fileIds: mediaIds,
      note: body.message || null,
    });
    if (outcome.kind !== 'cancelled') throw moveRefused(await findOrderStatus(db, orderId), 'CANCELLED');
    // 3. The console's history records it after the cancel's own transaction.
    await recordAdminChange(db, adminMoveChange({ adminId, orderId, message, mediaIds }, before, outcome.order));
    return orders.getOrderForAdmin(orderId);
  }

  return { cancelOrder, settleIfPaid, cancelOwnOrder, cancelOrderAsAdmin };
}

export type CancelOrder = ReturnType<typeof createCancelOrder>;
