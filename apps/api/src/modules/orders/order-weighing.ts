import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderNotFound } from './order-reads';
import { orderItems, orders } from './orders.schema';

/*
 * What the orders module keeps of a weighing (docs/product/selling-by-weight.md): each fruit's weight on its line,
 * each weighed line's price and the order's weighed figures, written once. The process around it (the refund, the
 * e-mail) is flows/weigh-order.ts.
 */

/**
 * True of an order that has weight-priced fruit not yet weighed: it may not ship, nor be ready for pickup, before
 * (`moveOrder` holds it to that).
 */
export const awaitingWeighingCondition = sql`(${orders.weighedAt} is null and exists (
  select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.pricePerKgSen} is not null))`;

/** The order and its lines, as the weighing reads them (404 when there is no such order). */
export async function findOrderToWeigh(db: Db, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw orderNotFound();
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  return { order, lines };
}

export interface Weighing {
  orderId: string;
  at: Date;
  /** Every weight-priced line, with its fruits' weights and its weighed price. */
  lines: readonly { id: string; fruitWeightsGrams: number[]; weighedTotalSen: number }[];
  subtotalSen: number;
  /** The discounts, shrunk with the lines' prices (docs/product/fees.md, "Discounts"). */
  discountSen: number;
  taxSen: number;
  totalSen: number;
}

/**
 * Writes the weighing, once: only while the order is PROCESSING and not yet weighed, so two admins saving at once,
 * or a request sent twice, write it one time; false for the one that came second (it changes nothing).
 */
export async function recordWeighing(tx: Tx, weighing: Weighing): Promise<boolean> {
  const [weighed] = await tx
    .update(orders)
    .set({
      weighedAt: weighing.at,
      weighedSubtotalSen: weighing.subtotalSen,
      weighedDiscountSen: weighing.discountSen,
      weighedTaxSen: weighing.taxSen,
      weighedTotalSen: weighing.totalSen,
      updatedAt: weighing.at,
    })
    .where(and(eq(orders.id, weighing.orderId), eq(orders.status, 'PROCESSING'), isNull(orders.weighedAt)))
    .returning({ id: orders.id });
  if (!weighed) return false;
  for (const line of weighing.lines) {
    await tx
      .update(orderItems)
      .set({ fruitWeightsGrams: line.fruitWeightsGrams, weighedTotalSen: line.weighedTotalSen })
      .where(and(eq(orderItems.id, line.id), eq(orderItems.orderId, weighing.orderId)));
  }
  return true;
}
