import { senToRm } from '@durio/shared/money';
import { orderNumber } from '@durio/shared/order-number';
import type { AdminOrder, AdminOrderExportQuery, AdminOrderListQuery } from '@durio/shared/schemas/orders';
import { stringify } from 'csv-stringify/sync';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../auth/auth.schema';
import { orderItems, orders } from './orders.schema';
import { BadRequestError } from '../../lib/errors';
import type { FileStorage } from '../../storage/file-storage';
import { abandonedCheckoutCondition, orderSearchCondition, placedOrderCondition } from './order-lists';
import { dateConditions } from './order-dates';
import { toAdminOrderViews } from './order-view';

const sortOrders: Record<AdminOrderListQuery['sort'], SQL[]> = {
  newest: [desc(orders.createdAt), desc(orders.id)],
  oldest: [asc(orders.createdAt), asc(orders.id)],
  'total-desc': [desc(orders.totalSen), desc(orders.createdAt)],
  'total-asc': [asc(orders.totalSen), desc(orders.createdAt)],
};

function whereOf(query: AdminOrderExportQuery): SQL {
  return and(
    query.view === 'abandoned' ? abandonedCheckoutCondition : placedOrderCondition,
    query.status ? eq(orders.status, query.status) : undefined,
    query.paymentStatus ? eq(orders.paymentStatus, query.paymentStatus) : undefined,
    query.fulfilment ? eq(orders.isPickup, query.fulfilment === 'pickup') : undefined,
    orderSearchCondition(query.search),
    query.customerId ? eq(orders.userId, query.customerId) : undefined,
    ...dateConditions(query),
  )!;
}

/** More than a season of orders; an export past this is refused rather than left to exhaust the server. */
const EXPORT_LIMIT = 50_000;

/** The console's orders table and its CSV export, with the same filters (docs/product/admin-console.md). */
export function createAdminOrderList({ db, storage }: { db: Db; storage: FileStorage }) {
  return {
    async list(query: AdminOrderListQuery): Promise<{ orders: AdminOrder[]; total: number }> {
      const where = whereOf(query);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(...sortOrders[query.sort])
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(orders).where(where),
      ]);
      return { orders: await toAdminOrderViews(db, storage, rows), total: counted?.total ?? 0 };
    },

    /** One row per order, amounts in RM, dates in ISO 8601: opens as it is in a spreadsheet. */
    async exportCsv(query: AdminOrderExportQuery): Promise<string> {
      const [counted] = await db.select({ total: count() }).from(orders).where(whereOf(query));
      if ((counted?.total ?? 0) > EXPORT_LIMIT) {
        throw new BadRequestError(`An export holds at most ${EXPORT_LIMIT.toLocaleString('en-MY')} orders; narrow the dates`);
      }
      const rows = await db
        .select({ order: orders, customerName: users.displayName, customerEmail: users.email })
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .where(whereOf(query))
        .orderBy(...sortOrders[query.sort]);
      const ids = rows.map((r) => r.order.id);
      const items = ids.length === 0 ? [] : await db.select().from(orderItems).where(inArray(orderItems.orderId, ids));
      const itemsByOrder = new Map<string, string[]>();
      for (const item of items) {
        itemsByOrder.set(item.orderId, [...(itemsByOrder.get(item.orderId) ?? []), `${item.quantity} x ${item.productName}`]);
      }
      return stringify(
        rows.map(({ order, customerName, customerEmail }) => ({
          order: orderNumber(order.id),
          orderId: order.id,
          placedAt: order.createdAt.toISOString(),
          status: order.status,
          paymentStatus: order.paymentStatus,
          fulfilment: order.isPickup ? 'Pickup' : 'Delivery',
          customer: customerName ?? '',
          email: customerEmail ?? '',
          items: (itemsByOrder.get(order.id) ?? []).join('; '),
          subtotal: senToRm(order.subtotalSen).toFixed(2),
          delivery: senToRm(order.deliveryFeeSen).toFixed(2),
          handling: senToRm(order.handlingFeeSen).toFixed(2),
          tax: senToRm(order.taxSen).toFixed(2),
          total: senToRm(order.totalSen).toFixed(2),
          carrier: order.shippingCarrier ?? '',
          trackingNumber: order.trackingNumber ?? '',
        })),
        {
          header: true,
          // A cell a spreadsheet would run as a formula (a customer named '=HYPERLINK(…)') is kept as text.
          cast: { string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) },
          columns: [
            { key: 'order', header: 'Order' },
            { key: 'orderId', header: 'Order ID' },
            { key: 'placedAt', header: 'Placed at' },
            { key: 'status', header: 'Status' },
            { key: 'paymentStatus', header: 'Payment' },
            { key: 'fulfilment', header: 'Delivery or pickup' },
            { key: 'customer', header: 'Customer' },
            { key: 'email', header: 'E-mail' },
            { key: 'items', header: 'Items' },
            { key: 'subtotal', header: 'Subtotal (RM)' },
            { key: 'delivery', header: 'Delivery fee (RM)' },
            { key: 'handling', header: 'Handling fee (RM)' },
            { key: 'tax', header: 'Tax (RM)' },
            { key: 'total', header: 'Total (RM)' },
            { key: 'carrier', header: 'Carrier' },
            { key: 'trackingNumber', header: 'Tracking number' },
          ],
        },
      );
    },
  };
}
