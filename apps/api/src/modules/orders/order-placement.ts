import { randomUUID } from 'node:crypto';
import type { OrderPrice } from '@durio/shared/pricing';
import type { CreateOrderBody } from '@durio/shared/schemas/orders';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { postgresErrorCode, RAISE_EXCEPTION } from '../../db/postgres-errors';
import { farms, products } from '../catalogue/catalogue.schema';
import { isBuyableColumn, reserveWantedStock } from '../catalogue/public';
import { CUSTOMER_ACTOR, moveOrder, type OrderRow } from './order-moves';
import type { CheckoutPlacement, Placement } from './checkout-reads';
import { bookSlotStatement, type SlotBooking } from '../delivery/public';
import { takeVoucherUseStatement } from '../vouchers/public';
import { spendCreditStatement } from '../credit/public';
import { orderItems, orders, orderUpdates } from './orders.schema';

/** A line of a new order, at the unit price the shopper was shown. */
export interface NewOrderLine {
  id: string;
  productId: string;
  productName: string;
  farmName: string;
  /** What one unit is charged (a weight-priced fruit at the top of its range). */
  unitPriceSen: number;
  quantity: number;
  /** The line's share of the order's discounts (docs/product/fees.md, "Discounts"). */
  discountSen: number;
  /** A weight-priced line's price per kg and one fruit's range; null otherwise. */
  pricePerKgSen: number | null;
  minWeightGrams: number | null;
  maxWeightGrams: number | null;
}

/** The first entry of a new order's history. */
export interface NewOrderUpdate {
  id: string;
  status: 'PENDING';
  message: string;
  updatedBy: string;
}

const NOT_RESERVED = 'order lines not reserved';
const SLOT_NOT_BOOKED = 'delivery slot not booked';
const VOUCHER_NOT_TAKEN = 'voucher use not taken';
const CREDIT_NOT_SPENT = 'store credit not spent';

/** The voucher code an order uses, whose use its statement takes. */
export interface VoucherUsed {
  id: string;
  code: string;
}

/**
 * A new order's row, PENDING until it is paid, at the server's price, to `placement`'s destination, expiring
 * `expiryMinutes` from `now` (docs/product/orders-and-payments.md): the same for a checkout and a pre-order.
 */
export function newPendingOrder(input: {
  userId: string;
  body: Pick<CreateOrderBody, 'isPickup' | 'notes' | 'specialInstructions'>;
  placement: Placement & Partial<Pick<CheckoutPlacement, 'booking' | 'pickupDate'>>;
  price: OrderPrice;
  voucher?: VoucherUsed | null;
  /** What gave `price`'s discounts, in their order: the promotions, then the code. */
  discountSources?: readonly { id: string; name: string }[];
  /** Store credit it is paid with (docs/product/store-credit.md); none unless given. */
  creditSen?: number;
  now: Date;
  expiryMinutes: number;
}): OrderRow {
  const { userId, body, placement, price, now } = input;
  return {
    id: randomUUID(),
    userId,
    status: 'PENDING',
    paymentStatus: 'PENDING',
    isPickup: body.isPickup,
    ...placement.destination,
    deliveryZone: placement.zone?.name ?? null,
    // The day it leaves the shop: the delivery run's day, or the day a pickup is collected.
    deliveryDate: placement.booking?.date ?? placement.pickupDate ?? null,
    deliverySlotId: placement.booking?.slotId ?? null,
    deliveryWindow: placement.booking?.window ?? null,
    subtotalSen: price.subtotalSen,
    discountSen: price.discountSen,
    voucherId: input.voucher?.id ?? null,
    voucherCode: input.voucher?.code ?? null,
    discounts: (input.discountSources ?? []).map((source, index) => ({ ...source, amountSen: price.discountsSen[index] ?? 0 })),
    deliveryFeeSen: price.deliveryFeeSen,
    handlingFeeSen: price.handlingFeeSen,
    taxSen: price.taxSen,
    totalSen: price.totalSen,
    creditSen: input.creditSen ?? 0,
    taxRateBps: placement.settings.taxRateBps,
    weighedAt: null,
    weighedSubtotalSen: null,
    weighedDiscountSen: null,
    weighedTaxSen: null,
    weighedTotalSen: null,
    notes: body.notes || null,
    specialInstructions: body.specialInstructions || null,
    trackingNumber: null,
    shippingCarrier: null,
    expiresAt: new Date(now.getTime() + input.expiryMinutes * 60_000),
    paidAt: null,
    cancelledAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** The customer's older unpaid orders give way to the new one (one unpaid order each), in its transaction. */
export async function replacePendingOrders(tx: Tx, orderIds: readonly string[], now: Date): Promise<void> {
  for (const orderId of orderIds) {
    // Still unpaid a moment ago; a capture that lands after this is given back by the reconciler.
    await moveOrder(tx, {
      orderId,
      to: 'CANCELLED',
      by: 'customer',
      from: ['PENDING'],
      message: 'Order cancelled: replaced by a new checkout',
      updatedBy: CUSTOMER_ACTOR,
      at: now,
    });
  }
}

/** Writes a new order whose lines take nothing off the shelf (a pre-order's fruit is reserved from its offer). */
export async function insertOrderRows(tx: Tx, order: OrderRow, lines: readonly NewOrderLine[], update: NewOrderUpdate): Promise<void> {
  await tx.insert(orders).values(order);
  await tx.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: order.id })));
  await tx.insert(orderUpdates).values({ ...update, orderId: order.id, createdAt: order.createdAt });
}

/**
 * Writes a new order in one statement (docs/decisions/022): takes every line's quantity off the shelf through
 * the catalogue's `reserveWantedStock`, books its delivery run's day through the delivery module's
 * `bookSlotStatement` (docs/product/delivery.md), takes a use of its voucher code through the vouchers module's
 * `takeVoucherUseStatement` (docs/product/fees.md, "Discounts"), spends its store credit through the credit module's
 * `spendCreditStatement` (docs/product/store-credit.md), and writes the order, its lines and its first update. When a
 * line cannot be taken, the run is full, the code used up or the credit short, `refuse_unless` (migration 0009) raises
 * and the whole statement is undone, so it needs no transaction of its own: a hot product's row is locked only while
 * this one statement runs.
 *
 * Throws an error `refusalOf` recognises when a line could not be taken (`explainRefusal` says why), the run was full,
 * the code's use could not be taken or the credit not spent.
 */
export async function insertOrderReservingStock(
  db: Db | Tx,
  order: OrderRow,
  lines: readonly NewOrderLine[],
  update: NewOrderUpdate,
  booking: SlotBooking | null,
): Promise<void> {
  // One parameter for all lines, read back as rows: the same on node-postgres and PGlite.
  const wanted = JSON.stringify(
    lines.map((line) => ({
      id: line.id,
      product_id: line.productId,
      product_name: line.productName,
      farm_name: line.farmName,
      unit_price_sen: line.unitPriceSen,
      quantity: line.quantity,
      discount_sen: line.discountSen,
      price_per_kg_sen: line.pricePerKgSen,
      min_weight_grams: line.minWeightGrams,
      max_weight_grams: line.maxWeightGrams,
    })),
  );
  const voucherTaken =
    order.voucherId && order.userId
      ? takeVoucherUseStatement({ voucherId: order.voucherId, userId: order.userId })
      : sql`voucher_taken as (select 1), voucher_customer_taken as (select 1)`;
  const creditSpent =
    order.creditSen > 0 && order.userId
      ? spendCreditStatement({ userId: order.userId, orderId: order.id, amountSen: order.creditSen, at: order.createdAt })
      : sql`credit_spent as (select 1)`;
  await db.execute(sql`
    with wanted as (
      select * from jsonb_to_recordset(${wanted}::jsonb) as line (
        id uuid, product_id uuid, product_name text, farm_name text, unit_price_sen integer, quantity integer, discount_sen integer,
        price_per_kg_sen integer, min_weight_grams integer, max_weight_grams integer)
    ), ${reserveWantedStock}, ${booking ? bookSlotStatement(booking) : sql`slot_booked as (select 1)`}, ${voucherTaken}, ${creditSpent}, placed as (
      insert into ${orders} (
        id, user_id, status, payment_status, is_pickup, shipping_address, dropoff_point_id, dropoff_point,
        delivery_zone, delivery_date, delivery_slot_id, delivery_window, subtotal_sen, discount_sen, voucher_id, voucher_code, discounts,
        delivery_fee_sen, handling_fee_sen, tax_sen, total_sen, credit_sen, tax_rate_bps, notes, special_instructions,
        expires_at, created_at, updated_at)
      select ${order.id}::uuid, ${order.userId}::uuid, ${order.status}, ${order.paymentStatus}, ${order.isPickup},
        ${jsonOrNull(order.shippingAddress)}::jsonb, ${order.dropoffPointId}::uuid, ${jsonOrNull(order.dropoffPoint)}::jsonb,
        ${order.deliveryZone}, ${order.deliveryDate}::date, ${order.deliverySlotId}::uuid, ${order.deliveryWindow}, ${order.subtotalSen}, ${order.discountSen},
        ${order.voucherId}::uuid, ${order.voucherCode}, ${JSON.stringify(order.discounts)}::jsonb, ${order.deliveryFeeSen}, ${order.handlingFeeSen}, ${order.taxSen}, ${order.totalSen}, ${order.creditSen}, ${order.taxRateBps},
        ${order.notes}, ${order.specialInstructions},
        ${order.expiresAt.toISOString()}::timestamptz, ${order.createdAt.toISOString()}::timestamptz,
        ${order.updatedAt.toISOString()}::timestamptz
      where refuse_unless((select count(*) from reserved) = ${lines.length}, ${NOT_RESERVED})
        and refuse_unless((select count(*) from slot_booked) = 1, ${SLOT_NOT_BOOKED})
        and refuse_unless((select count(*) from voucher_taken) = 1 and (select count(*) from voucher_customer_taken) = 1, ${VOUCHER_NOT_TAKEN})
        and refuse_unless((select count(*) from credit_spent) = 1, ${CREDIT_NOT_SPENT})
      returning id
    ), lines as (
      insert into ${orderItems} (id, order_id, product_id, product_name, farm_name, unit_price_sen, quantity, discount_sen,
        price_per_kg_sen, min_weight_grams, max_weight_grams)
      select wanted.id, placed.id, wanted.product_id, wanted.product_name, wanted.farm_name, wanted.unit_price_sen, wanted.quantity,
        wanted.discount_sen, wanted.price_per_kg_sen, wanted.min_weight_grams, wanted.max_weight_grams
      from placed, wanted
    )
    insert into ${orderUpdates} (id, order_id, status, message, updated_by, created_at)
    select ${update.id}::uuid, placed.id, ${update.status}, ${update.message}, ${update.updatedBy}, ${order.createdAt.toISOString()}::timestamptz
    from placed`);
}

function jsonOrNull(value: unknown): string | null {
  return value == null ? null : JSON.stringify(value);
}

/**
 * Why `insertOrderReservingStock` refused: a line could not be taken ('stock'), the run was full ('slot'), the code's
 * use could not be taken ('voucher'), the customer's credit no longer held what it spends ('credit'), or not it (null).
 */
export function refusalOf(err: unknown): 'stock' | 'slot' | 'voucher' | 'credit' | null {
  if (postgresErrorCode(err) !== RAISE_EXCEPTION) return null;
  const e = err as { message?: string; cause?: { message?: string } };
  const message = e.cause?.message ?? e.message;
  const refusals = { [NOT_RESERVED]: 'stock', [SLOT_NOT_BOOKED]: 'slot', [VOUCHER_NOT_TAKEN]: 'voucher', [CREDIT_NOT_SPENT]: 'credit' } as const;
  return (message && refusals[message as keyof typeof refusals]) || null;
}

/**
 * Why an order's lines could not be taken, read after the refusal: the first line short of stock or no
 * longer buyable, in the spec's words, else a price that changed. Only the refusal's explanation: a line
 * that has become possible again since is not a reason, and then the prices are said to have changed, so
 * the shopper reviews the order and tries again.
 */
export async function explainRefusal(db: Db, lines: readonly NewOrderLine[]): Promise<string> {
  const rows = await db
    .select({ id: products.id, stock: products.stock, buyable: isBuyableColumn })
    .from(products)
    .innerJoin(farms, eq(farms.id, products.farmId))
    .where(inArray(products.id, lines.map((line) => line.productId)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const line of lines) {
    const product = byId.get(line.productId);
    if (!product?.buyable || product.stock <= 0) return `${line.productName} is out of stock`;
    if (product.stock < line.quantity) return `${line.productName} has only ${product.stock} left in stock`;
  }
  return PRICES_CHANGED;
}

export const PRICES_CHANGED = 'Prices have changed. Please review your order.';
