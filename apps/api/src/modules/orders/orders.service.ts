import { rmToSen } from '@durio/shared/money';
import {
  adminCancellableStatuses,
  allowedAdminMoves,
  canAdminMove,
  canCustomerCancel,
  customerCancellableStatuses,
  type OrderStatus,
} from '@durio/shared/order-status';
import { priceOrder, unitPriceSen } from '@durio/shared/pricing';
import type { AdminOrder, CreateOrderBody, Order } from '@durio/shared/schemas/orders';
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { MailDispatcher } from '../../mail/mail-dispatcher';
import type { Db } from '../../db/client';
import { DEADLOCK_DETECTED, postgresConstraint, postgresErrorCode, UNIQUE_VIOLATION } from '../../db/postgres-errors';
import { ONE_PENDING_ORDER_INDEX, orders, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import type { Flows } from '../../flows/flows';
import type { FileStorage } from '../../storage/file-storage';
import { recordAdminChange } from '../admin/admin-changes';
import { requireFiles } from '../files/media-files';
import { createCheckoutReads } from './checkout-reads';
import { addOrderUpdate, cancelOrderTx, CUSTOMER_ACTOR, type OrderRow } from './order-lifecycle';
import { dateConditions } from './order-dates';
import { enqueueOrderStepMail, type StepStatus } from './order-mail';
import { placedOrderCondition } from './order-lists';
import { explainRefusal, insertOrderReservingStock, isNotReserved, PRICES_CHANGED, type NewOrderLine } from './order-placement';
import { composeOrderViews, toAdminOrderViews, toOrderViews } from './order-view';

export interface OrdersServiceDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'orderExpiryMinutes' | 'publicUrl'>;
  storage: FileStorage;
  mailer: Pick<MailDispatcher, 'kick'>;
  flows: Pick<Flows, 'cancelOrder' | 'settleIfPaid'>;
}

const EARLIER_ORDER_PAID = 'Your earlier order was paid after all. You can find it in My Orders.';
const orderNotFound = () => new NotFoundError('Order not found');

/** What an admin move writes in the Order Updates when the admin gives no message. */
const defaultAdminMessages: Partial<Record<OrderStatus, string>> = {
  PROCESSING: 'Your order is being prepared',
  SHIPPED: 'Your order has been shipped',
  DELIVERED: 'Your order has been delivered',
  CANCELLED: 'Order cancelled by the shop',
};

const READY_FOR_PICKUP = 'Your order is ready for pickup';

/** 409 naming the moves the admin may make from `from` (DECISIONS §5). */
function moveRefused(from: OrderStatus, to: OrderStatus): ConflictError {
  const allowed = allowedAdminMoves(from);
  return new ConflictError(`Cannot move order from ${from} to ${to}. Allowed: ${allowed.length ? allowed.join(', ') : 'none'}`);
}

export function createOrdersService(deps: OrdersServiceDeps) {
  const { db, clock, config, storage, flows, mailer } = deps;
  const { readCheckout } = createCheckoutReads(db, storage);

  async function findOwnOrder(userId: string, orderId: string): Promise<OrderRow> {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!order) throw orderNotFound();
    return order;
  }

  async function view(order: OrderRow): Promise<Order> {
    return (await toOrderViews(db, storage, [order]))[0]!;
  }

  async function adminView(order: OrderRow): Promise<AdminOrder> {
    return (await toAdminOrderViews(db, storage, [order]))[0]!;
  }

  /**
   * A new checkout replaces the customer's older unpaid orders (DECISIONS §5), but one the gateway says
   * was paid after all is kept and paid: the customer hears of it instead of paying twice. Asked before
   * anything is written, as nothing must wait on the network while rows are locked.
   */
  async function settleOlderUnpaidOrders(orderIds: readonly string[]): Promise<void> {
    for (const id of orderIds) {
      if ((await flows.settleIfPaid(id)) === 'paid') throw new ConflictError(EARLIER_ORDER_PAID);
    }
  }

  /**
   * Turns the cart into a PENDING order: prices the cart on the server and refuses a total the shopper did
   * not see, then writes the order and reserves its stock in one statement (order-placement.ts), after
   * cancelling the customer's older unpaid orders in the same transaction when there are any. The reply is
   * built from what was written, without reading it back. The cart stays until the payment is confirmed.
   */
  async function createOrder(userId: string, body: CreateOrderBody): Promise<Order> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await placeOrder(userId, body);
      } catch (err) {
        if (attempt === 3 || !worthAnotherTry(err)) throw err;
      }
    }
  }

  /**
   * Another checkout of this customer's placed its order first (one unpaid order each): this one replaces
   * it. Or releasing an older order's stock crossed another order's taking it: PostgreSQL ended this one.
   */
  function worthAnotherTry(err: unknown): boolean {
    const code = postgresErrorCode(err);
    if (code === DEADLOCK_DETECTED) return true;
    return code === UNIQUE_VIOLATION && postgresConstraint(err) === ONE_PENDING_ORDER_INDEX;
  }

  async function placeOrder(userId: string, body: CreateOrderBody): Promise<Order> {
    const checkout = await readCheckout(userId, body);
    await settleOlderUnpaidOrders(checkout.pendingOrderIds);
    const price = priceOrder(
      checkout.lines.map((line) => ({ unitPriceSen: unitPriceSen(line), quantity: line.quantity, weightGrams: line.weightGrams })),
      { isPickup: body.isPickup },
      checkout.settings,
    );
    if (rmToSen(body.total) !== price.totalSen) throw new ConflictError(PRICES_CHANGED);

    const now = clock.now();
    const order: OrderRow = {
      id: randomUUID(),
      userId,
      status: 'PENDING',
      paymentStatus: 'PENDING',
      isPickup: body.isPickup,
      ...checkout.destination,
      subtotalSen: price.subtotalSen,
      deliveryFeeSen: price.deliveryFeeSen,
      handlingFeeSen: price.handlingFeeSen,
      taxSen: price.taxSen,
      totalSen: price.totalSen,
      notes: body.notes || null,
      specialInstructions: body.specialInstructions || null,
      trackingNumber: null,
      shippingCarrier: null,
      expiresAt: new Date(now.getTime() + config.orderExpiryMinutes * 60_000),
      paidAt: null,
      cancelledAt: null,
      createdAt: now,
      updatedAt: now,
    };
    const lines: NewOrderLine[] = checkout.lines.map((line) => ({
      id: randomUUID(),
      productId: line.productId,
      productName: line.name,
      farmName: line.farmName,
      unitPriceSen: unitPriceSen(line),
      quantity: line.quantity,
    }));
    const update = { id: randomUUID(), status: 'PENDING', message: 'Order placed', updatedBy: CUSTOMER_ACTOR } as const;

    try {
      if (checkout.pendingOrderIds.length === 0) {
        await insertOrderReservingStock(db, order, lines, update);
      } else {
        await db.transaction(async (tx) => {
          for (const orderId of checkout.pendingOrderIds) {
            // Still unpaid a moment ago; a capture that lands after this is given back by the reconciler.
            await cancelOrderTx(tx, { orderId, from: ['PENDING'], message: 'Order cancelled: replaced by a new checkout', updatedBy: CUSTOMER_ACTOR, now });
          }
          await insertOrderReservingStock(tx, order, lines, update);
        });
      }
    } catch (err) {
      if (isNotReserved(err)) throw new ConflictError(await explainRefusal(db, lines));
      throw err;
    }
    return composeOrderViews([order], {
      items: lines.map((line) => ({ ...line, orderId: order.id })),
      updates: [{ ...update, orderId: order.id, createdAt: now }],
      reviews: [],
      productMedia: checkout.productMedia,
      updateMedia: new Map(),
      reviewMedia: new Map(),
    })[0]!;
  }

  /** The customer's own orders, newest first; empty date bounds mean none. */
  async function listOwnOrders(
    userId: string,
    query: { startDate?: string; endDate?: string; page: number; limit: number },
  ): Promise<Order[]> {
    const rows = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), placedOrderCondition, ...dateConditions(query)))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return toOrderViews(db, storage, rows);
  }

  async function getOwnOrder(userId: string, orderId: string): Promise<Order> {
    return view(await findOwnOrder(userId, orderId));
  }

  /** The customer may cancel while PENDING or PAID (DECISIONS §5); the stock goes back and a payment is refunded. */
  async function cancelOwnOrder(userId: string, orderId: string): Promise<Order> {
    const order = await findOwnOrder(userId, orderId);
    const notCancellable = () => new ConflictError('Order cannot be cancelled in current status');
    if (!canCustomerCancel(order.status)) throw notCancellable();
    const outcome = await flows.cancelOrder({
      orderId,
      from: customerCancellableStatuses,
      message: 'Order cancelled by customer',
      updatedBy: CUSTOMER_ACTOR,
    });
    // Someone (the admin) moved it between the read and the update.
    if (outcome.kind !== 'cancelled') throw notCancellable();
    return getOwnOrder(userId, orderId);
  }

  async function getOrderForAdmin(orderId: string): Promise<AdminOrder> {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw orderNotFound();
    return adminView(order);
  }

  /**
   * Moves an order along the admin's allowed moves (order-status.ts), with an Order Update signed by the
   * admin. SHIPPED needs the tracking number and carrier; a cancel gives the stock back and refunds.
   */
  async function updateOrderAsAdmin(
    adminId: string,
    orderId: string,
    body: { status: OrderStatus; message?: string; trackingNumber?: string; shippingCarrier?: string; mediaIds?: string[] },
  ): Promise<AdminOrder> {
    const mediaIds = [...new Set(body.mediaIds ?? [])];
    const [found] = await db
      .select({ status: orders.status, trackingNumber: orders.trackingNumber, shippingCarrier: orders.shippingCarrier, isPickup: orders.isPickup })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!found) throw orderNotFound();
    const { isPickup, ...order } = found;
    if (!canAdminMove(order.status, body.status)) throw moveRefused(order.status, body.status);
    // A pickup order's SHIPPED means 'ready for pickup' at its drop-off point: there is no parcel to track.
    if (body.status === 'SHIPPED' && !isPickup && (!body.trackingNumber || !body.shippingCarrier)) {
      throw new BadRequestError('Tracking number and shipping carrier are required to ship an order');
    }
    await requireFiles(db, mediaIds);
    const [admin] = await db.select({ displayName: users.displayName }).from(users).where(eq(users.id, adminId));
    const update = {
      orderId,
      status: body.status,
      message:
        body.message ||
        (isPickup && body.status === 'SHIPPED' ? READY_FOR_PICKUP : defaultAdminMessages[body.status]) ||
        `Order ${body.status.toLowerCase()}`,
      updatedBy: admin?.displayName ?? 'Admin',
      fileIds: mediaIds,
    };

    const change = (after: typeof order) => ({
      actorId: adminId,
      entity: 'order',
      entityId: orderId,
      action: `moved to ${body.status}`,
      before: order,
      after: { ...after, message: update.message, mediaIds },
    });
    if (body.status === 'CANCELLED') {
      const outcome = await flows.cancelOrder({ ...update, from: adminCancellableStatuses, note: body.message || null });
      if (outcome.kind !== 'cancelled') throw moveRefused(await currentStatus(orderId), body.status);
      // The cancel (with its stock and refund) is the flow's own transaction; the history follows it.
      await recordAdminChange(db, change({ ...order, status: 'CANCELLED' }));
    } else {
      await db.transaction(async (tx) => {
        const now = clock.now();
        // Only from the status the checks above saw: a payment, a cancel or another admin may have moved it since.
        const [moved] = await tx
          .update(orders)
          .set({
            status: body.status,
            updatedAt: now,
            ...(body.trackingNumber ? { trackingNumber: body.trackingNumber } : {}),
            ...(body.shippingCarrier ? { shippingCarrier: body.shippingCarrier } : {}),
          })
          .where(and(eq(orders.id, orderId), eq(orders.status, order.status)))
          .returning({ status: orders.status, trackingNumber: orders.trackingNumber, shippingCarrier: orders.shippingCarrier });
        if (!moved) throw moveRefused(await currentStatus(orderId), body.status);
        await addOrderUpdate(tx, { ...update, at: now });
        await enqueueOrderStepMail(tx, { orderId, status: body.status as StepStatus, message: body.message || null, publicUrl: config.publicUrl });
        await recordAdminChange(tx, change(moved));
      });
      mailer.kick();
    }
    return getOrderForAdmin(orderId);
  }

  async function currentStatus(orderId: string): Promise<OrderStatus> {
    const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    return order!.status;
  }

  return {
    createOrder,
    listOwnOrders,
    getOwnOrder,
    cancelOwnOrder,
    getOrderForAdmin,
    updateOrderAsAdmin,
  };
}
