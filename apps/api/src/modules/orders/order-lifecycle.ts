import type { OrderStatus } from '@durio/shared/order-status';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderItems, orderUpdateFiles, orders, orderUpdates, products } from '../../db/schema';

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

/** Puts an order's reserved quantities back on the shelf, in one statement. */
async function restoreStock(tx: Tx, orderId: string): Promise<void> {
  await tx.execute(sql`
    update ${products} set stock = ${products.stock} + returned.quantity
    from (
      select ${orderItems.productId} as product_id, sum(${orderItems.quantity})::int as quantity
      from ${orderItems} where ${orderItems.orderId} = ${orderId} group by ${orderItems.productId}
    ) as returned
    where ${products.id} = returned.product_id`);
}

/**
 * Cancels an order only while it is still in one of `from` and gives its stock back. The status test
 * is part of the update, so a payment, a second sweeper or a second click that got there first wins
 * and this returns null without touching the stock.
 */
export async function cancelOrderTx(
  tx: Tx,
  input: {
    orderId: string;
    from: readonly OrderStatus[];
    message: string;
    updatedBy: string;
    now: Date;
    /** Only when it expired by then (the sweeper). */
    expiredBy?: Date;
    fileIds?: readonly string[];
  },
): Promise<OrderRow | null> {
  const conditions = [eq(orders.id, input.orderId), inArray(orders.status, [...input.from])];
  if (input.expiredBy) conditions.push(lte(orders.expiresAt, input.expiredBy));
  const [cancelled] = await tx
    .update(orders)
    .set({ status: 'CANCELLED', cancelledAt: input.now, updatedAt: input.now })
    .where(and(...conditions))
    .returning();
  if (!cancelled) return null;
  await restoreStock(tx, cancelled.id);
  await addOrderUpdate(tx, {
    orderId: cancelled.id,
    status: 'CANCELLED',
    message: input.message,
    updatedBy: input.updatedBy,
    at: input.now,
    fileIds: input.fileIds,
  });
  return cancelled;
}
