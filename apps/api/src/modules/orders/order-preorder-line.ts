import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderItems, orders } from './orders.schema';

/*
 * What the orders module keeps when a pre-order's window ends with fruit refunded (docs/product/the-season.md, When
 * the window ends): its one line then holds the fruits kept, and the order costs what they cost. The process around
 * it (the choice, the refund, the e-mail) is flows/end-preorder-windows.ts.
 */

/** A pre-order's charged figures and its one line, in the caller's transaction. */
export async function findPreorderLine(tx: Tx, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const [line] = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  if (!order || !line) throw new Error(`pre-order ${orderId} has no order line`);
  return { order, line };
}

/** The pre-order's line keeps `quantity` fruits, and the order its new figures (fees unchanged). */
export async function keepPreorderFruits(
  tx: Tx,
  kept: { orderId: string; lineId: string; quantity: number; subtotalSen: number; taxSen: number; totalSen: number; at: Date },
): Promise<void> {
  await tx.update(orderItems).set({ quantity: kept.quantity }).where(eq(orderItems.id, kept.lineId));
  await tx
    .update(orders)
    .set({ subtotalSen: kept.subtotalSen, taxSen: kept.taxSen, totalSen: kept.totalSen, updatedAt: kept.at })
    .where(eq(orders.id, kept.orderId));
}
