import { orderStatuses } from '@durio/shared/order-status';
import { paymentStatuses } from '@durio/shared/payment-status';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from '../../db/columns';
import { users } from '../auth/auth.schema';
import { products } from '../catalogue/catalogue.schema';
import { deliverySlots } from '../delivery/delivery.schema';
import { dropoffPoints } from '../dropoff-points/dropoff-points.schema';
import { files } from '../files/files.schema';
import { vouchers } from '../vouchers/vouchers.schema';

/** The address an order ships to or is picked up from, copied at checkout so later edits don't change it. */
export interface AddressSnapshot {
  name: string;
  addressLine1: string;
  addressLine2?: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phone?: string | null;
}

export const ONE_PENDING_ORDER_INDEX = 'orders_one_pending_per_user_idx';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Null once the customer's personal data has been erased; the order stays for the books. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: orderStatuses }).notNull().default('PENDING'),
    paymentStatus: text('payment_status', { enum: paymentStatuses })
      .notNull()
      .default('PENDING'),
    isPickup: boolean('is_pickup').notNull(),
    shippingAddress: jsonb('shipping_address').$type<AddressSnapshot>(),
    dropoffPointId: uuid('dropoff_point_id').references(() => dropoffPoints.id, { onDelete: 'set null' }),
    dropoffPoint: jsonb('dropoff_point').$type<AddressSnapshot>(),
    /** The delivery booked (docs/product/delivery.md): the zone's name, the day and the slot's times, kept as booked. */
    deliveryZone: text('delivery_zone'),
    deliveryDate: date('delivery_date'),
    deliverySlotId: uuid('delivery_slot_id').references(() => deliverySlots.id, { onDelete: 'set null' }),
    deliveryWindow: text('delivery_window'),
    subtotalSen: integer('subtotal_sen').notNull(),
    /**
     * What discounts took off the goods (docs/product/fees.md, "Discounts"): the sum of the lines' shares. Tax is on
     * the subtotal less this; the total is after it.
     */
    discountSen: integer('discount_sen').notNull().default(0),
    /** The voucher code the order used, as typed into the cart and kept as it was; its use is given back if the order is cancelled. */
    voucherId: uuid('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
    voucherCode: text('voucher_code'),
    /**
     * What each discount took off, in the order they came off: the promotions, then the code, each with the id of the
     * promotion or voucher that gave it (its report counts the orders it brought) and its name as it was.
     */
    discounts: jsonb('discounts').$type<{ id?: string; name: string; amountSen: number }[]>().notNull().default([]),
    deliveryFeeSen: integer('delivery_fee_sen').notNull(),
    handlingFeeSen: integer('handling_fee_sen').notNull(),
    taxSen: integer('tax_sen').notNull(),
    totalSen: integer('total_sen').notNull(),
    /**
     * What the customer paid of the total with store credit (docs/product/store-credit.md); the gateway is asked for
     * the rest. The whole total for an order paid wholly by credit, which is paid when it is placed.
     */
    creditSen: integer('credit_sen').notNull().default(0),
    /** The tax rate the order was charged at, which its weighing applies again to the lower subtotal. */
    taxRateBps: integer('tax_rate_bps').notNull(),
    /**
     * When every weight-priced fruit was weighed and the order's final price set (docs/product/selling-by-weight.md);
     * null before, and for an order with no weight-priced line.
     */
    weighedAt: timestamp('weighed_at', { withTimezone: true }),
    /** The weighed subtotal, discount, tax and total (fees stay as charged), set with `weighedAt`; the charged ones stay above. */
    weighedSubtotalSen: integer('weighed_subtotal_sen'),
    weighedDiscountSen: integer('weighed_discount_sen'),
    weighedTaxSen: integer('weighed_tax_sen'),
    weighedTotalSen: integer('weighed_total_sen'),
    notes: text('notes'),
    specialInstructions: text('special_instructions'),
    trackingNumber: text('tracking_number'),
    shippingCarrier: text('shipping_carrier'),
    /** An unpaid order expires (and gives its stock back) at this time. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    // The console's orders list (docs/product/admin-console.md): its sorts, each ending with the id as the export's
    // batches do, and its date ranges, walked in order at a million orders instead of sorted.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_total_idx').on(t.totalSen, t.createdAt, t.id),
    // The dashboard's sales and chart: orders paid since a day.
    index('orders_paid_at_idx').on(t.paidAt),
    index('orders_status_expires_idx').on(t.status, t.expiresAt),
    // The console's calendar and run sheet read a day's orders by slot.
    index('orders_delivery_date_idx').on(t.deliveryDate, t.deliverySlotId),
    // A customer has at most one unpaid order: a new checkout replaces the older (docs/product/orders-and-payments.md), and two
    // checkouts at once cannot both stay.
    uniqueIndex(ONE_PENDING_ORDER_INDEX).on(t.userId).where(sql`${t.status} = 'PENDING'`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'restrict' }),
    productName: text('product_name').notNull(),
    farmName: text('farm_name').notNull(),
    /** What one unit was charged at checkout: for a weight-priced line, the top of its range (pricing.ts). */
    unitPriceSen: integer('unit_price_sen').notNull(),
    quantity: integer('quantity').notNull(),
    /** The line's share of the order's discounts at checkout (docs/product/fees.md, "Discounts"). */
    discountSen: integer('discount_sen').notNull().default(0),
    /** Set for a weight-priced line (docs/product/selling-by-weight.md): its price per kg and one fruit's range. */
    pricePerKgSen: integer('price_per_kg_sen'),
    minWeightGrams: integer('min_weight_grams'),
    maxWeightGrams: integer('max_weight_grams'),
    /** What the scale said of each fruit at packing, in grams; null until weighed. */
    fruitWeightsGrams: jsonb('fruit_weights_grams').$type<number[]>(),
    /** The line's final price once weighed (never above unit price × quantity); null until then. */
    weighedTotalSen: integer('weighed_total_sen'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** The customer-visible history of an order ("Order Updates"). */
export const orderUpdates = pgTable(
  'order_updates',
  {
    id: id(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    message: text('message').notNull(),
    updatedBy: text('updated_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_updates_order_idx').on(t.orderId)],
);

export const orderUpdateFiles = pgTable(
  'order_update_files',
  {
    updateId: uuid('update_id').notNull().references(() => orderUpdates.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').notNull().references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.updateId, t.fileId] })],
);

/** Notes the shop's people keep on an order (docs/product/orders-and-payments.md); never shown to the customer. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: id(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name at the time of writing, kept when the account is gone. */
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);
