import { and, asc, count, eq, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import type { OrderRow } from './order-moves';
import { orders } from './orders.schema';

export const orderNotFound = () => new NotFoundError('Order not found');

/** The customer's own order; another customer's is answered exactly as a missing one (docs/product/promises.md). */
export async function findOwnOrder(db: Db, userId: string, orderId: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw orderNotFound();
  return order;
}

/** Any customer's order, for the console and the shop's own processes. */
export async function findOrder(db: Db | Tx, orderId: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw orderNotFound();
  return order;
}

/** An order's status now, or undefined when there is no such order. */
export async function findOrderStatus(db: Db | Tx, orderId: string) {
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return order?.status;
}

/**
 * How many orders wait to be packed: paid and not yet moved on (docs/product/admin-console.md). One count along
 * the index that leads with the status (`orders_status_expires_idx`), cheap enough for every console tab to ask
 * twice a minute.
 */
export async function countOrdersWaitingToBePacked(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.status, 'PAID'));
  return row?.n ?? 0;
}

/** Unpaid orders whose time to pay is up at `now`, the longest overdue first. */
export async function listOrdersDueToExpire(db: Db, now: Date, limit: number): Promise<string[]> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'PENDING'), lte(orders.expiresAt, now)))
    .orderBy(asc(orders.expiresAt))
    .limit(limit);
  return due.map((order) => order.id);
}
