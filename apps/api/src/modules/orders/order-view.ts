import { awaitsFirstDrop } from '@durio/shared/preorder-filling';
import { senToRm } from '@durio/shared/money';
import { allowedOrderMoves, canChangeDeliveryAddress, canCorrectTracking, canCustomerCancel, isReviewable, needsTracking } from '@durio/shared/order-status';
import { refundReasons } from '@durio/shared/payment-status';
import { weighedFruitPriceSen } from '@durio/shared/pricing';
import type { AdminOrder, MoneyMovement, Order, OrderPreorder } from '@durio/shared/schemas/orders';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../auth/auth.schema';
import { orderItems, orderNotes, orderUpdates } from './orders.schema';
import { payments } from '../payments/payments.schema';
import { capturesOfOrders, moneyOf, orderPaidWith, refundsOfOrders, type PaymentRow, type RefundRow } from '../payments/public';
import { preordersOfOrders } from '../preorders/public';
import { reviews } from '../reviews/reviews.schema';
import { shopReplyOf } from '../reviews/public';
import { loadClaimsOfOrders } from '../claims/public';
import type { Claim } from '@durio/shared/schemas/claims';
import type { FileStorage } from '../../storage/file-storage';
import type { MediaFile } from '@durio/shared/schemas/media';
import { loadMediaByOwner, mediaLinks } from '../files/public';
import type { OrderRow } from './order-moves';
import { groupBy } from '../../lib/group-by';

type OrderItemRow = typeof orderItems.$inferSelect;
type OrderUpdateRow = typeof orderUpdates.$inferSelect;
type ReviewRow = typeof reviews.$inferSelect;

/** What an order's reply shows besides the order's own row: its lines, history, reviews and their pictures. */
export interface OrderRelations {
  items: readonly OrderItemRow[];
  updates: readonly OrderUpdateRow[];
  reviews: readonly ReviewRow[];
  /** The payments the gateway took and the refunds made of them (the money ledger). */
  captures: readonly PaymentRow[];
  refunds: readonly RefundRow[];
  /** What the orders that are pre-orders say of it, by order id. */
  preorders: ReadonlyMap<string, OrderPreorder>;
  /** The fruit-guarantee claims, by order line id (docs/product/fruit-guarantee.md); none unless given. */
  claims?: ReadonlyMap<string, Claim>;
  /** By product id, by update id, by review id. */
  productMedia: ReadonlyMap<string, MediaFile[]>;
  updateMedia: ReadonlyMap<string, MediaFile[]>;
  reviewMedia: ReadonlyMap<string, MediaFile[]>;
}

/**
 * Order replies for many orders with a fixed number of queries (items, product pictures, reviews,
 * updates, update pictures), whatever the number of orders. Keeps the order of `rows`.
 */
export async function toOrderViews(db: Db, storage: FileStorage, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  return composeOrderViews(rows, await loadOrderRelations(db, storage, rows.map((o) => o.id)));
}

async function loadOrderRelations(db: Db, storage: FileStorage, orderIds: readonly string[]): Promise<OrderRelations> {
  const [items, updates, orderReviews, captures, refunds, preorders, claims] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, [...orderIds])),
    db.select().from(orderUpdates).where(inArray(orderUpdates.orderId, [...orderIds])).orderBy(asc(orderUpdates.createdAt), asc(orderUpdates.id)),
    db.select().from(reviews).where(inArray(reviews.orderId, [...orderIds])),
    capturesOfOrders(db, orderIds),
    refundsOfOrders(db, orderIds),
    preordersOfOrders(db, orderIds),
    loadClaimsOfOrders(db, storage, orderIds),
  ]);
  const [productMedia, updateMedia, reviewMedia] = await Promise.all([
    loadMediaByOwner(db, storage, mediaLinks.product, items.map((i) => i.productId)),
    loadMediaByOwner(db, storage, mediaLinks.orderUpdate, updates.map((u) => u.id)),
    loadMediaByOwner(db, storage, mediaLinks.review, orderReviews.map((r) => r.id)),
  ]);
  return { items, updates, reviews: orderReviews, captures, refunds, preorders, claims, productMedia, updateMedia, reviewMedia };
}

/** A weight-priced line's weighing as the replies show it (docs/product/selling-by-weight.md); null for a unit-priced line. */
function lineWeighing(item: OrderItemRow): Order['items'][number]['weighing'] {
  if (item.pricePerKgSen === null) return null;
  const perKg = item.pricePerKgSen;
  const weights = item.fruitWeightsGrams;
  return {
    pricePerKg: senToRm(perKg),
    minWeight: (item.minWeightGrams ?? 0) / 1000,
    maxWeight: (item.maxWeightGrams ?? 0) / 1000,
    fruitWeights: weights ? weights.map((grams) => grams / 1000) : null,
    fruitPrices: weights ? weights.map((grams) => senToRm(weighedFruitPriceSen(perKg, grams, item.unitPriceSen))) : null,
    total: item.weighedTotalSen === null ? null : senToRm(item.weighedTotalSen),
  };
}

/** The order's weighing, null when it has no weight-priced line. */
function orderWeighing(order: OrderRow, items: readonly OrderItemRow[]): Order['weighing'] {
  if (!items.some((item) => item.pricePerKgSen !== null)) return null;
  const weighed = order.weighedTotalSen !== null;
  return {
    awaiting: !weighed,
    weighedAt: order.weighedAt?.toISOString() ?? null,
    subtotal: order.weighedSubtotalSen === null ? null : senToRm(order.weighedSubtotalSen),
    discount: order.weighedDiscountSen === null ? null : senToRm(order.weighedDiscountSen),
    tax: order.weighedTaxSen === null ? null : senToRm(order.weighedTaxSen),
    total: weighed ? senToRm(order.weighedTotalSen!) : null,
    refund: weighed ? senToRm(order.totalSen - order.weighedTotalSen!) : null,
    taxRateBps: order.taxRateBps,
  };
}

/** Every capture and refund of one order, oldest first. */
function ledgerOf(captures: readonly PaymentRow[], refunds: readonly RefundRow[]): MoneyMovement[] {
  const movements: MoneyMovement[] = [
    ...captures.map((p) => ({
      id: p.id,
      kind: 'capture' as const,
      reason: 'payment' as const,
      amount: senToRm(p.amountSen),
      gatewayId: p.gatewayPaymentId,
      status: 'DONE' as const,
      at: p.createdAt.toISOString(),
    })),
    ...refunds.map((r) => ({
      id: r.id,
      kind: 'refund' as const,
      reason: r.reason,
      amount: senToRm(r.amountSen),
      gatewayId: r.gatewayRefundId,
      status: r.status,
      at: r.createdAt.toISOString(),
    })),
  ];
  // Moves made in one instant read in the order they happen: the capture, then a weighing's refund, then a cancel's.
  const rank = (m: MoneyMovement) => ['payment', ...refundReasons].indexOf(m.reason);
  return movements.sort((a, b) => a.at.localeCompare(b.at) || rank(a) - rank(b));
}

/** A line's place in the order's reply: by product name, then id, whichever database holds it. */
function byProductName(a: OrderItemRow, b: OrderItemRow): number {
  return a.productName.localeCompare(b.productName, 'en') || a.id.localeCompare(b.id);
}

/** The replies from rows already read; `relations.updates` must come oldest first. */
export function composeOrderViews(rows: readonly OrderRow[], relations: OrderRelations): Order[] {
  const { productMedia, updateMedia, reviewMedia } = relations;
  const itemsByOrder = groupBy([...relations.items].sort(byProductName), (i) => i.orderId);
  const updatesByOrder = groupBy(relations.updates, (u) => u.orderId);
  const capturesByOrder = groupBy(relations.captures, (p) => p.orderId);
  const refundsByOrder = groupBy(relations.refunds, (r) => r.orderId);
  const reviewByLine = new Map(relations.reviews.map((r) => [`${r.orderId}:${r.productId}`, r]));

  return rows.map((order) => ({
    id: order.id,
    orderId: order.id,
    userId: order.userId,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    isPickup: order.isPickup,
    items: (itemsByOrder.get(order.id) ?? []).map((item) => {
      const review = reviewByLine.get(`${order.id}:${item.productId}`);
      // The list shows one picture per line: the product's first image.
      const image = (productMedia.get(item.productId) ?? []).find((m) => m.type.startsWith('image/'));
      return {
        id: item.id,
        quantity: item.quantity,
        price: senToRm(item.unitPriceSen),
        total: senToRm(item.unitPriceSen * item.quantity),
        discount: senToRm(item.discountSen),
        claim: relations.claims?.get(item.id) ?? null,
        pricedBy: item.pricePerKgSen === null ? ('unit' as const) : ('kg' as const),
        weighing: lineWeighing(item),
        product: {
          id: item.productId,
          name: item.productName,
          media: image ? [image] : [],
          farm: { name: item.farmName },
        },
        review: review
          ? {
              id: review.id,
              rating: review.rating,
              review: review.review,
              media: reviewMedia.get(review.id) ?? [],
              shopReply: shopReplyOf(review),
              createdAt: review.createdAt.toISOString(),
            }
          : null,
      };
    }),
    subtotal: senToRm(order.subtotalSen),
    discount: senToRm(order.discountSen),
    voucherCode: order.voucherCode,
    discounts: order.discounts.map((discount) => ({ name: discount.name, amount: senToRm(discount.amountSen) })),
    shippingFee: senToRm(order.deliveryFeeSen),
    handlingFee: senToRm(order.handlingFeeSen),
    tax: senToRm(order.taxSen),
    total: senToRm(order.totalSen),
    credit: senToRm(order.creditSen),
    paidWith: orderPaidWith(capturesByOrder.get(order.id) ?? []),
    shippingAddress: order.isPickup ? null : (order.shippingAddress ?? null),
    drop_off_point: order.isPickup && order.dropoffPoint ? { ...order.dropoffPoint, id: order.dropoffPointId } : null,
    delivery: order.deliveryZone ? { zone: order.deliveryZone, date: order.deliveryDate, window: order.deliveryWindow } : null,
    pickupDate: order.isPickup ? order.deliveryDate : null,
    notes: order.notes,
    specialInstructions: order.specialInstructions,
    trackingNumber: order.trackingNumber,
    shippingCarrier: order.shippingCarrier,
    expiresAt: order.expiresAt.toISOString(),
    updates: (updatesByOrder.get(order.id) ?? []).map((u) => ({
      id: u.id,
      date: u.createdAt.toISOString(),
      status: u.status,
      message: u.message,
      updatedBy: u.updatedBy,
      media: (updateMedia.get(u.id) ?? []).map((m) => m.url.original),
    })),
    // A pre-order stops being the customer's to cancel once its fruit starts to drop (docs/product/the-season.md).
    cancellable: canCustomerCancel(order.status) && (relations.preorders.get(order.id)?.fruitsFilled ?? 0) === 0,
    reviewable: isReviewable(order.status),
    weighing: orderWeighing(order, itemsByOrder.get(order.id) ?? []),
    money: moneyReply(capturesByOrder.get(order.id) ?? [], refundsByOrder.get(order.id) ?? []),
    preorder: relations.preorders.get(order.id) ?? null,
  }));
}

function moneyReply(captures: readonly PaymentRow[], refunds: readonly RefundRow[]): Order['money'] {
  const { capturedSen, refundedSen, netSen } = moneyOf(captures, refunds);
  return { captured: senToRm(capturedSen), refunded: senToRm(refundedSen), net: senToRm(netSen) };
}

/** Order replies for the admin: each with the customer who placed it. */
export async function toAdminOrderViews(
  db: Db,
  storage: FileStorage,
  rows: readonly OrderRow[],
): Promise<AdminOrder[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.flatMap((o) => (o.userId ? [o.userId] : [])))];
  const orderIds = rows.map((o) => o.id);
  const [relations, customers, attempts, notes] = await Promise.all([
    loadOrderRelations(db, storage, orderIds),
    userIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: users.id, email: users.email, displayName: users.displayName, phone: users.phone })
          .from(users)
          .where(inArray(users.id, userIds)),
    orderIds.length === 0
      ? Promise.resolve([])
      : db.select().from(payments).where(inArray(payments.orderId, orderIds)).orderBy(asc(payments.createdAt), asc(payments.id)),
    orderIds.length === 0
      ? Promise.resolve([])
      : db.select().from(orderNotes).where(inArray(orderNotes.orderId, orderIds)).orderBy(asc(orderNotes.createdAt), asc(orderNotes.id)),
  ]);
  const views = composeOrderViews(rows, relations);
  const capturesByOrder = groupBy(relations.captures, (p) => p.orderId);
  const refundsByOrder = groupBy(relations.refunds, (r) => r.orderId);
  const notesByOrder = groupBy(notes, (n) => n.orderId);
  const customerById = new Map(customers.map((c) => [c.id, c]));
  const paymentsByOrder = groupBy(attempts, (p) => p.orderId);
  const rowById = new Map(rows.map((r) => [r.id, r]));
  return views.map((view) => ({
    ...view,
    customer: view.userId ? (customerById.get(view.userId) ?? null) : null,
    paidAt: rowById.get(view.id)?.paidAt?.toISOString() ?? null,
    payments: (paymentsByOrder.get(view.id) ?? []).map((p) => ({
      id: p.id,
      gateway: p.gateway,
      gatewayOrderId: p.gatewayOrderId,
      gatewayPaymentId: p.gatewayPaymentId,
      amount: senToRm(p.amountSen),
      status: p.status,
      paidWith: p.method ? { method: p.method, provider: p.provider } : null,
      failureReason: p.failureReason,
      refundId: p.refundId,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    })),
    allowedMoves: allowedOrderMoves(view.status, 'admin', {
      awaitingWeighing: view.weighing?.awaiting ?? false,
      awaitingDrop: view.preorder !== null && awaitsFirstDrop(view.preorder),
    }),
    ledger: ledgerOf(capturesByOrder.get(view.id) ?? [], refundsByOrder.get(view.id) ?? []),
    weighable: view.status === 'PROCESSING' && (view.weighing?.awaiting ?? false),
    needsTracking: needsTracking('SHIPPED', view.isPickup),
    addressEditable: canChangeDeliveryAddress(view.status, view.isPickup),
    trackingEditable: canCorrectTracking(view.status, view.isPickup),
    internalNotes: (notesByOrder.get(view.id) ?? []).map((n) => ({ id: n.id, text: n.text, author: n.authorName, createdAt: n.createdAt.toISOString() })),
  }));
}
