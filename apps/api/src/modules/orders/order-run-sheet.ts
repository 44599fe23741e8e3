import { orderNumber } from '@durio/shared/order-number';
import type { OrderStatus } from '@durio/shared/order-status';
import type { RunSheet } from '@durio/shared/schemas/orders';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../auth/auth.schema';
import { recipientPhone } from './admin-order-list';
import { orderItems, orders } from './orders.schema';

/** Orders paid for and not cancelled: the ones a driver takes out (an unpaid one only holds its place). */
const toDeliver: OrderStatus[] = ['PAID', 'PROCESSING', 'SHIPPED', 'DELIVERED'];

/**
 * The day's run sheet (docs/product/delivery.md, "The owner's day"): every order to deliver on `date`, grouped by zone
 * and run as they were booked, each run's orders by postcode, with the address, the phone to call, the items and the
 * customer's notes.
 */
export async function readRunSheet(db: Db, date: string): Promise<RunSheet> {
  const rows = await db
    .select({ order: orders, customer: users.displayName, customerPhone: users.phone })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.deliveryDate, date), inArray(orders.status, toDeliver), eq(orders.isPickup, false)))
    .orderBy(asc(orders.deliveryZone), asc(orders.deliveryWindow), asc(sql`${orders.shippingAddress} ->> 'postalCode'`), asc(orders.createdAt));
  const ids = rows.map((row) => row.order.id);
  const items = ids.length === 0 ? [] : await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.productName));

  const runs: RunSheet['runs'] = [];
  for (const { order, customer, customerPhone } of rows) {
    const zone = order.deliveryZone ?? '';
    let run = runs.at(-1);
    if (!run || run.zone !== zone || run.window !== order.deliveryWindow) {
      run = { zone, window: order.deliveryWindow, orders: [] };
      runs.push(run);
    }
    run.orders.push({
      id: order.id,
      number: orderNumber(order.id),
      status: order.status,
      customer,
      address: order.shippingAddress!,
      phone: recipientPhone(order, customerPhone),
      items: items.filter((item) => item.orderId === order.id).map((item) => ({ name: item.productName, quantity: item.quantity })),
      notes: order.notes,
      specialInstructions: order.specialInstructions,
    });
  }
  return { date, runs };
}
