import { paymentMethodNames, providerName, type PaidWith } from '@durio/shared/payment-methods';
import { senToRm } from '@durio/shared/money';
import { orderNumber } from '@durio/shared/order-number';
import type { AdminOrder, AdminOrderExportQuery, AdminOrderListQuery } from '@durio/shared/schemas/orders';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../auth/auth.schema';
import { orderItems, orders, type AddressSnapshot } from './orders.schema';
import { malaysianDateTime } from '../../lib/malaysia-dates';
import { spreadsheetCsv } from '../../lib/spreadsheet-csv';
import type { FileStorage } from '../../storage/file-storage';
import { abandonedCheckoutCondition, orderSearchCondition, placedOrderCondition } from './order-lists';
import { dateConditions } from './order-dates';
import { groupBy } from '../../lib/group-by';
import { toAdminOrderViews } from './order-view';
import { capturesOfOrders, orderPaidWith, moneyOf, refundsOfOrders } from '../payments/public';

/** An order's money as the CSV writes it. */
function moneyColumns({ capturedSen, refundedSen, netSen }: ReturnType<typeof moneyOf>) {
  return { captured: senToRm(capturedSen).toFixed(2), refunded: senToRm(refundedSen).toFixed(2), net: senToRm(netSen).toFixed(2) };
}

/** Where the export's next batch starts: the sort keys of the last order written. */
interface ExportCursor {
  /** As PostgreSQL prints it, to the microsecond (a JavaScript date keeps milliseconds only). */
  createdAt: string;
  totalSen: number;
  id: string;
}

/**
 * Each sort's keys, ending with the id so that no two orders tie, all in one direction: the list's order, and the
 * export's batches, each starting after the last order of the one before (a row comparison over the keys).
 */
const sortKeys: Record<AdminOrderListQuery['sort'], { descending: boolean; keys: readonly (keyof ExportCursor)[] }> = {
  newest: { descending: true, keys: ['createdAt', 'id'] },
  oldest: { descending: false, keys: ['createdAt', 'id'] },
  'total-desc': { descending: true, keys: ['totalSen', 'createdAt', 'id'] },
  'total-asc': { descending: false, keys: ['totalSen', 'createdAt', 'id'] },
};
const keyColumns = { createdAt: orders.createdAt, totalSen: orders.totalSen, id: orders.id };

function orderByOf(sort: AdminOrderListQuery['sort']): SQL[] {
  const { descending, keys } = sortKeys[sort];
  return keys.map((key) => (descending ? desc(keyColumns[key]) : asc(keyColumns[key])));
}

function afterCursor(sort: AdminOrderListQuery['sort'], cursor: ExportCursor): SQL {
  const { descending, keys } = sortKeys[sort];
  const value = (key: keyof ExportCursor) =>
    key === 'createdAt' ? sql`${cursor.createdAt}::timestamptz` : key === 'id' ? sql`${cursor.id}::uuid` : sql`${cursor.totalSen}`;
  return sql`(${sql.join(keys.map((key) => sql`${keyColumns[key]}`), sql`, `)}) ${sql.raw(descending ? '<' : '>')} (${sql.join(keys.map(value), sql`, `)})`;
}

/** Orders per query of the export: each query short, and the server holds one batch's rows at a time. */
const EXPORT_BATCH = 1000;

function whereOf(query: AdminOrderExportQuery): SQL {
  return and(
    query.view === 'abandoned' ? abandonedCheckoutCondition : placedOrderCondition,
    query.status ? eq(orders.status, query.status) : undefined,
    query.paymentStatus ? eq(orders.paymentStatus, query.paymentStatus) : undefined,
    query.fulfilment ? eq(orders.isPickup, query.fulfilment === 'pickup') : undefined,
    orderSearchCondition(query.search),
    query.customerId ? eq(orders.userId, query.customerId) : undefined,
    query.deliveryDate ? eq(orders.deliveryDate, query.deliveryDate) : undefined,
    query.deliverySlotId ? eq(orders.deliverySlotId, query.deliverySlotId) : undefined,
    query.ids ? inArray(orders.id, query.ids) : undefined,
    ...dateConditions(query),
  )!;
}

/** An address on one line, as a courier's label has it; a pickup point starts with its name. */
export function destinationLine(place: AddressSnapshot | null, isPickup: boolean): string {
  if (!place) return '';
  const { name, addressLine1, addressLine2, city, state, postalCode, country } = place;
  return [isPickup ? name : null, addressLine1, addressLine2, `${postalCode} ${city}`, state, country].filter(Boolean).join(', ');
}

/** The number the courier or the shop calls: the delivery address's own, else the customer's. */
export function recipientPhone(order: { isPickup: boolean; shippingAddress: AddressSnapshot | null }, customerPhone: string | null): string | null {
  return (order.isPickup ? null : order.shippingAddress?.phone) || customerPhone || null;
}

/** How it was paid, by names a spreadsheet reader knows: 'FPX', 'Maybank2u' (docs/product/payment-methods.md). */
function paidWithColumns(paidWith: PaidWith | null) {
  return {
    paymentMethod: paidWith ? paymentMethodNames[paidWith.method] : '',
    paymentProvider: paidWith?.provider ? providerName(paidWith.provider) : '',
  };
}

/** The console's orders table and its CSV export, with the same filters (docs/product/admin-console.md). */
export function createAdminOrderList({ db, storage }: { db: Db; storage: FileStorage }) {
  /** The CSV rows of a batch of orders, with the header when it is the first. */
  async function csvOfOrders(
    rows: { order: typeof orders.$inferSelect; customerName: string | null; customerEmail: string | null; customerPhone: string | null }[],
    { continued }: { continued: boolean },
  ): Promise<string> {
    const ids = rows.map((r) => r.order.id);
    const [items, captures, refunds] = await Promise.all([
      ids.length === 0 ? [] : db.select().from(orderItems).where(inArray(orderItems.orderId, ids)),
      capturesOfOrders(db, ids),
      refundsOfOrders(db, ids),
    ]);
    const capturesOf = groupBy(captures, (p) => p.orderId);
    const refundsOf = groupBy(refunds, (r) => r.orderId);
    const moneyOfOrder = (orderId: string) => moneyOf(capturesOf.get(orderId) ?? [], refundsOf.get(orderId) ?? []);
    const itemsByOrder = new Map<string, string[]>();
    for (const item of items) {
      itemsByOrder.set(item.orderId, [...(itemsByOrder.get(item.orderId) ?? []), `${item.quantity} x ${item.productName}`]);
    }
    return spreadsheetCsv(
      rows.map(({ order, customerName, customerEmail, customerPhone }) => ({
        order: orderNumber(order.id),
        orderId: order.id,
        placedAt: malaysianDateTime(order.createdAt),
        status: order.status,
        paymentStatus: order.paymentStatus,
        fulfilment: order.isPickup ? 'Pickup' : 'Delivery',
        deliveryDate: order.deliveryDate ?? '',
        deliveryWindow: order.deliveryWindow ?? '',
        recipient: customerName ?? '',
        phone: recipientPhone(order, customerPhone) ?? '',
        destination: destinationLine(order.isPickup ? order.dropoffPoint : order.shippingAddress, order.isPickup),
        email: customerEmail ?? '',
        items: (itemsByOrder.get(order.id) ?? []).join('; '),
        instructions: order.specialInstructions ?? '',
        subtotal: senToRm(order.subtotalSen).toFixed(2),
        discount: senToRm(order.discountSen).toFixed(2),
        voucherCode: order.voucherCode ?? '',
        delivery: senToRm(order.deliveryFeeSen).toFixed(2),
        handling: senToRm(order.handlingFeeSen).toFixed(2),
        tax: senToRm(order.taxSen).toFixed(2),
        total: senToRm(order.totalSen).toFixed(2),
        credit: senToRm(order.creditSen).toFixed(2),
        ...paidWithColumns(orderPaidWith(capturesOf.get(order.id) ?? [])),
        ...moneyColumns(moneyOfOrder(order.id)),
        carrier: order.shippingCarrier ?? '',
        trackingNumber: order.trackingNumber ?? '',
      })),
      [
        { key: 'order', header: 'Order' },
        { key: 'orderId', header: 'Order ID' },
        { key: 'placedAt', header: 'Placed at (Malaysia time)' },
        { key: 'status', header: 'Status' },
        { key: 'paymentStatus', header: 'Payment' },
        { key: 'fulfilment', header: 'Delivery method' },
        { key: 'deliveryDate', header: 'Delivery day' },
        { key: 'deliveryWindow', header: 'Delivery slot' },
        { key: 'recipient', header: 'Recipient' },
        { key: 'phone', header: 'Phone' },
        { key: 'destination', header: 'Address or pickup point' },
        { key: 'email', header: 'E-mail' },
        { key: 'items', header: 'Items' },
        { key: 'instructions', header: 'Special instructions' },
        { key: 'subtotal', header: 'Subtotal (RM)' },
        { key: 'discount', header: 'Discount (RM)' },
        { key: 'voucherCode', header: 'Voucher code' },
        { key: 'delivery', header: 'Delivery fee (RM)' },
        { key: 'handling', header: 'Handling fee (RM)' },
        { key: 'tax', header: 'Tax (RM)' },
        { key: 'total', header: 'Total (RM)' },
        { key: 'credit', header: 'Paid with store credit (RM)' },
        { key: 'paymentMethod', header: 'Payment method' },
        { key: 'paymentProvider', header: 'Bank or e-wallet' },
        { key: 'captured', header: 'Captured (RM)' },
        { key: 'refunded', header: 'Refunded (RM)' },
        { key: 'net', header: 'Net (RM)' },
        { key: 'carrier', header: 'Carrier' },
        { key: 'trackingNumber', header: 'Tracking number' },
      ],
      { continued },
    );
  }

  return {
    async list(query: AdminOrderListQuery): Promise<{ orders: AdminOrder[]; total: number }> {
      const where = whereOf(query);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(...orderByOf(query.sort))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(orders).where(where),
      ]);
      return { orders: await toAdminOrderViews(db, storage, rows), total: counted?.total ?? 0 };
    },

    /**
     * The dispatch list (docs/product/admin-console.md): one row per order with what packing and delivering it
     * needs, amounts in RM, times on the Malaysian clock. It starts with a byte order mark, without which Excel
     * reads UTF-8 as its own code page and garbles 'Lover’s' or 猫山王. Written in batches as the download takes
     * them, so a season's orders cost the server one batch of memory at a time (and a crowded day's shoppers are
     * answered between two batches).
     */
    async *exportCsv(query: AdminOrderExportQuery): AsyncGenerator<string> {
      let cursor: ExportCursor | undefined;
      for (let continued = false; ; continued = true) {
        const rows = await db
          .select({
            order: orders,
            cursorCreatedAt: sql<string>`${orders.createdAt}::text`,
            customerName: users.displayName,
            customerEmail: users.email,
            customerPhone: users.phone,
          })
          .from(orders)
          .leftJoin(users, eq(users.id, orders.userId))
          .where(and(whereOf(query), cursor ? afterCursor(query.sort, cursor) : undefined))
          .orderBy(...orderByOf(query.sort))
          .limit(EXPORT_BATCH);
        yield await csvOfOrders(rows, { continued });
        const last = rows.at(-1);
        if (!last || rows.length < EXPORT_BATCH) return;
        cursor = { createdAt: last.cursorCreatedAt, totalSen: last.order.totalSen, id: last.order.id };
      }
    },
  };
}
