import { orderStatusesMovableTo, waitsForDrop, type OrderActor, type OrderStatus } from '@durio/shared/order-status';
import { paymentStatusesMovableTo, type PaymentStatus } from '@durio/shared/payment-status';
import { and, eq, inArray, lte, not, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { returnStock } from '../catalogue/public';
import { releaseSlot } from '../delivery/public';
import { releaseVoucherUse } from '../vouchers/public';
import { returnOrderCredit } from '../credit/public';
import { awaitingDropCondition, droppedFruitCondition, returnPreorderFruits } from '../preorders/public';
import { awaitingWeighingCondition } from './order-weighing';
import { orderItems, orderUpdateFiles, orders, orderUpdates } from './orders.schema';

/** `updatedBy` of the Order Updates the shop writes by itself (payments, expiry, refunds). */
export const SYSTEM_ACTOR = 'Durio';
export const CUSTOMER_ACTOR = 'Customer';

export type OrderRow = typeof orders.$inferSelect;

/** Adds an entry to the customer-visible history of an order ("Order Updates"). */
export async function addOrderUpdate(
  tx: Tx | Db,
  update: { orderId: string; status: string; message: string; updatedBy: string; at: Date; fileIds?: readonly string[] },
): Promise<void> {
  const [row] = await tx
    .insert(orderUpdates)
    .values({
      orderId: update.orderId,
      status: update.status,
      message: update.message,
      updatedBy: update.updatedBy,
      // Never before the order's previous update, so the history keeps its order even when two steps
      // share a clock tick (e.g. a cancel and its refund).
      createdAt: sql`greatest(${update.at.toISOString()}::timestamptz, (
        select max(${orderUpdates.createdAt}) + interval '1 millisecond'
        from ${orderUpdates} where ${orderUpdates.orderId} = ${update.orderId}))`,
    })
    .returning({ id: orderUpdates.id });
  const fileIds = update.fileIds ?? [];
  if (fileIds.length > 0) {
    await tx
      .insert(orderUpdateFiles)
      .values(fileIds.map((fileId, position) => ({ updateId: row!.id, fileId, position })));
  }
}

export interface OrderMove {
  orderId: string;
  to: OrderStatus;
  by: OrderActor;
  /** The statuses the caller read the order in; a move made since wins, and this one does nothing. */
  from?: readonly OrderStatus[];
  /** The Order Update the customer sees, and who signs it. */
  message: string;
  updatedBy: string;
  at: Date;
  fileIds?: readonly string[];
  /** Expiry's move: only when the time to pay ran out by then. */
  expiredBy?: Date;
  /** A shipped parcel's tracking number and carrier. */
  tracking?: { trackingNumber?: string; shippingCarrier?: string };
}

/**
 * Makes one move of the order's state machine (`@durio/shared/order-status`, docs/product/orders-and-payments.md):
 * the only way an order's status changes. The move's own statuses are part of the update, so a payment, a
 * second sweeper or a second click that got there first wins and this returns null, changing nothing. A
 * cancelled order's stock goes back on the shelf, its delivery run's place to the run, its code's use to the code and
 * its store credit to the customer in the same transaction;
 * every move writes its Order Update.
 */
export async function moveOrder(tx: Tx, move: OrderMove): Promise<OrderRow | null> {
  const movable = orderStatusesMovableTo(move.to, move.by).filter((status) => !move.from || move.from.includes(status));
  if (movable.length === 0) return null;
  const [moved] = await tx
    .update(orders)
    .set({
      status: move.to,
      updatedAt: move.at,
      ...(move.to === 'PAID' && { paidAt: move.at }),
      ...(move.to === 'CANCELLED' && { cancelledAt: move.at }),
      ...(move.tracking?.trackingNumber && { trackingNumber: move.tracking.trackingNumber }),
      ...(move.tracking?.shippingCarrier && { shippingCarrier: move.tracking.shippingCarrier }),
    })
    .where(
      and(
        eq(orders.id, move.orderId),
        inArray(orders.status, movable),
        move.expiredBy ? lte(orders.expiresAt, move.expiredBy) : undefined,
        // Weight-priced fruit is weighed before the order ships or is ready for pickup (docs/product/selling-by-weight.md).
        move.to === 'SHIPPED' ? not(awaitingWeighingCondition) : undefined,
        // A pre-order is packed once its fruit has dropped (docs/product/the-season.md).
        waitsForDrop(move.to, true) ? not(awaitingDropCondition) : undefined,
        // Nor cancelled by its customer, or by the shop at its window's end, once some of its fruit has fallen for them.
        move.to === 'CANCELLED' && move.by !== 'admin' ? not(droppedFruitCondition) : undefined,
      ),
    )
    .returning();
  if (!moved) return null;
  // A cancelled pre-order's unfilled fruits go back to its offer (docs/product/the-season.md); any other order's lines to the shelf.
  if (move.to === 'CANCELLED' && !(await returnPreorderFruits(tx, moved.id))) {
    const lines = await tx
      .select({ productId: orderItems.productId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, moved.id));
    await returnStock(tx, lines);
  }
  // Its delivery run's place goes back too (docs/product/delivery.md), its code's use (docs/product/fees.md, "Discounts").
  if (move.to === 'CANCELLED') {
    await releaseSlot(tx, { slotId: moved.deliverySlotId, date: moved.deliveryDate });
    await releaseVoucherUse(tx, { voucherId: moved.voucherId, userId: moved.userId });
    // The store credit it spent goes back to the customer (docs/product/store-credit.md).
    await returnOrderCredit(tx, { orderId: moved.id, userId: moved.userId, at: move.at });
  }
  await addOrderUpdate(tx, {
    orderId: moved.id,
    status: move.to,
    message: move.message,
    updatedBy: move.updatedBy,
    at: move.at,
    fileIds: move.fileIds,
  });
  return moved;
}

/**
 * Moves the order's own payment status along the payment's state machine (`@durio/shared/payment-status`),
 * only while the order is in one of `whileOrderIs` when given. False when there was no such move to make.
 */
export async function moveOrderPayment(
  tx: Tx,
  move: { orderId: string; to: PaymentStatus; at: Date; whileOrderIs?: readonly OrderStatus[] },
): Promise<boolean> {
  const [moved] = await tx
    .update(orders)
    .set({ paymentStatus: move.to, updatedAt: move.at })
    .where(
      and(
        eq(orders.id, move.orderId),
        inArray(orders.paymentStatus, paymentStatusesMovableTo(move.to)),
        move.whileOrderIs ? inArray(orders.status, [...move.whileOrderIs]) : undefined,
      ),
    )
    .returning({ id: orders.id });
  return Boolean(moved);
}
