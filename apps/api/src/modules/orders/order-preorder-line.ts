import { priceWithoutUnfilledFruits } from '@durio/shared/pricing';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderItems, orders } from './orders.schema';

/*
 * What the orders module keeps when a pre-order's window ends with fruit refunded (docs/product/the-season.md, When
 * the window ends): its one line then holds the fruits kept, and the order costs what they cost, as charged and, once
 * the fruit that dropped was weighed, as weighed. The process around it (the choice, the refund, the e-mail) is
 * flows/end-preorder-windows.ts.
 */

/**
 * Takes `unfilled` fruits off the pre-order's one line at the price each was charged, lowering its charged figures
 * and its weighed ones when it was weighed (fees unchanged), in the caller's transaction. Answers what goes back: the
 * difference of what the order costs now.
 */
export async function removeUnfilledFruits(tx: Tx, input: { orderId: string; unfilled: number; at: Date }): Promise<{ refundSen: number }> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId));
  const [line] = await tx.select().from(orderItems).where(eq(orderItems.orderId, input.orderId));
  if (!order || !line) throw new Error(`pre-order ${input.orderId} has no order line`);
  const unit = line.unitPriceSen;
  const charged = priceWithoutUnfilledFruits(order, { totalSen: unit * line.quantity, unitPriceSen: unit }, input.unfilled);
  const weighed =
    order.weighedTotalSen === null
      ? null
      : priceWithoutUnfilledFruits(
          { subtotalSen: order.weighedSubtotalSen!, taxSen: order.weighedTaxSen!, totalSen: order.weighedTotalSen, taxRateBps: order.taxRateBps },
          { totalSen: line.weighedTotalSen ?? unit * line.quantity, unitPriceSen: unit },
          input.unfilled,
        );
  await tx
    .update(orderItems)
    .set({ quantity: line.quantity - input.unfilled, ...(weighed && line.weighedTotalSen !== null && { weighedTotalSen: weighed.lineTotalsSen[0] }) })
    .where(eq(orderItems.id, line.id));
  await tx
    .update(orders)
    .set({
      subtotalSen: charged.subtotalSen,
      taxSen: charged.taxSen,
      totalSen: charged.totalSen,
      ...(weighed && { weighedSubtotalSen: weighed.subtotalSen, weighedTaxSen: weighed.taxSen, weighedTotalSen: weighed.totalSen }),
      updatedAt: input.at,
    })
    .where(eq(orders.id, input.orderId));
  return { refundSen: (weighed ?? charged).refundSen };
}
