import {
  allowedOrderMoves,
  needsTracking,
  WAIT_FOR_THE_DROP,
  waitsForDrop,
  waitsForWeighing,
  WEIGH_BEFORE_SHIPPING,
  type OrderStatus,
} from '@durio/shared/order-status';
import type { AdminBulkMoveBody, AdminBulkMoveReply, AdminOrder, AdminUpdateOrderBody, Order } from '@durio/shared/schemas/orders';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { MailDispatcher } from '../../mail/mail-dispatcher';
import type { Db } from '../../db/client';
import { users } from '../auth/auth.schema';
import { orders } from './orders.schema';
import type { Clock } from '../../lib/clock';
import { AppError, BadRequestError, ConflictError } from '../../lib/errors';
import type { FileStorage } from '../../storage/file-storage';
import { recordAdminChange, type AdminChangeInput } from '../../audit/admin-changes';
import { requireFiles } from '../files/public';
import { moveOrder, type OrderRow } from './order-moves';
import { awaitingWeighingCondition } from './order-weighing';
import { awaitingDropCondition } from '../preorders/public';
import { dateConditions } from './order-dates';
import { enqueueOrderStepMail, type StepStatus } from './order-mail';
import { placedOrderCondition } from './order-lists';
import { findOrder, findOrderStatus, findOwnOrder, orderNotFound } from './order-reads';
import { toAdminOrderViews, toOrderViews } from './order-view';

export interface OrdersServiceDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'publicUrl'>;
  storage: FileStorage;
  mailer: Pick<MailDispatcher, 'kick'>;
}

/** What an admin move writes in the Order Updates when the admin gives no message. */
export const defaultAdminMessages: Partial<Record<OrderStatus, string>> = {
  PROCESSING: 'Your order is being prepared',
  SHIPPED: 'Your order has been shipped',
  DELIVERED: 'Your order has been delivered',
  CANCELLED: 'Order cancelled by the shop',
};

const READY_FOR_PICKUP = 'Your order is ready for pickup';

/** 409 naming the moves the admin may make from `from` (docs/product/orders-and-payments.md). */
export function moveRefused(from: OrderStatus | undefined, to: OrderStatus): ConflictError {
  const allowed = from ? allowedOrderMoves(from, 'admin') : [];
  return new ConflictError(`Cannot move order from ${from} to ${to}. Allowed: ${allowed.length ? allowed.join(', ') : 'none'}`);
}

/** The Order Update an admin's move writes: the admin's own words, else the shop's for that move. */
export function adminMoveMessage(to: OrderStatus, isPickup: boolean, message: string | undefined): string {
  return message || (isPickup && to === 'SHIPPED' ? READY_FOR_PICKUP : defaultAdminMessages[to]) || `Order ${to.toLowerCase()}`;
}

type TrackedOrder = Pick<OrderRow, 'status' | 'trackingNumber' | 'shippingCarrier'>;

/** The console's history entry of an admin's move: the order's status and parcel before and after, and what the customer was told. */
export function adminMoveChange(
  move: { adminId: string; orderId: string; message: string; mediaIds: readonly string[] },
  before: TrackedOrder,
  after: TrackedOrder,
): AdminChangeInput {
  const tracked = ({ status, trackingNumber, shippingCarrier }: TrackedOrder) => ({ status, trackingNumber, shippingCarrier });
  return {
    actorId: move.adminId,
    entity: 'order',
    entityId: move.orderId,
    action: `moved to ${after.status}`,
    before: tracked(before),
    after: { ...tracked(after), message: move.message, mediaIds: move.mediaIds },
  };
}

export function createOrdersService(deps: OrdersServiceDeps) {
  const { db, clock, config, storage, mailer } = deps;

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
    const [view] = await toOrderViews(db, storage, [await findOwnOrder(db, userId, orderId)]);
    return view!;
  }

  async function getOrderForAdmin(orderId: string): Promise<AdminOrder> {
    return (await toAdminOrderViews(db, storage, [await findOrder(db, orderId)]))[0]!;
  }

  /**
   * Moves an order along the admin's allowed moves, with an Order Update signed by the admin and the
   * customer's e-mail. SHIPPED needs the tracking number and carrier, unless the order is picked up. A
   * cancel is not made here: it gives stock and money back (flows/cancel-order.ts).
   */
  async function moveOrderAsAdmin(adminId: string, orderId: string, body: AdminUpdateOrderBody): Promise<AdminOrder> {
    const mediaIds = [...new Set(body.mediaIds ?? [])];
    const [found] = await db
      .select({
        status: orders.status,
        trackingNumber: orders.trackingNumber,
        shippingCarrier: orders.shippingCarrier,
        isPickup: orders.isPickup,
        awaitingWeighing: sql<boolean>`${awaitingWeighingCondition}`,
        awaitingDrop: sql<boolean>`${awaitingDropCondition}`,
      })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!found) throw orderNotFound();
    const { isPickup, awaitingWeighing, awaitingDrop, ...order } = found;
    if (body.status === 'CANCELLED' || !allowedOrderMoves(order.status, 'admin').includes(body.status)) {
      throw moveRefused(order.status, body.status);
    }
    if (waitsForWeighing(body.status, awaitingWeighing)) throw new ConflictError(WEIGH_BEFORE_SHIPPING);
    if (waitsForDrop(body.status, awaitingDrop)) throw new ConflictError(WAIT_FOR_THE_DROP);
    if (needsTracking(body.status, isPickup) && (!body.trackingNumber || !body.shippingCarrier)) {
      throw new BadRequestError('Tracking number and shipping carrier are required to ship an order');
    }
    await requireFiles(db, mediaIds);
    const [admin] = await db.select({ displayName: users.displayName }).from(users).where(eq(users.id, adminId));
    const message = adminMoveMessage(body.status, isPickup, body.message);

    await db.transaction(async (tx) => {
      // Only from the status the checks above saw: a payment, a cancel or another admin may have moved it since.
      const moved = await moveOrder(tx, {
        orderId,
        to: body.status,
        by: 'admin',
        from: [order.status],
        message,
        updatedBy: admin?.displayName ?? 'Admin',
        at: clock.now(),
        fileIds: mediaIds,
        tracking: { trackingNumber: body.trackingNumber, shippingCarrier: body.shippingCarrier },
      });
      if (!moved) throw moveRefused(await findOrderStatus(db, orderId), body.status);
      await enqueueOrderStepMail(tx, { orderId, status: body.status as StepStatus, message: body.message || null }, { publicUrl: config.publicUrl, storage });
      await recordAdminChange(tx, adminMoveChange({ adminId, orderId, message, mediaIds }, order, moved));
    });
    mailer.kick();
    return getOrderForAdmin(orderId);
  }

  /**
   * Moves each order as `moveOrderAsAdmin` does, one after the other and each in its own transaction: an order
   * that may not take the move (another status by now, a delivery order's SHIPPED without tracking) is reported
   * with the reason and leaves the others moved.
   */
  async function moveOrdersAsAdmin(actorId: string, body: AdminBulkMoveBody): Promise<AdminBulkMoveReply> {
    const reply: AdminBulkMoveReply = { moved: [], refused: [] };
    for (const orderId of body.orderIds) {
      try {
        await moveOrderAsAdmin(actorId, orderId, { status: body.status });
        reply.moved.push(orderId);
      } catch (err) {
        if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
        reply.refused.push({ orderId, message: err.message });
      }
    }
    return reply;
  }

  return { listOwnOrders, getOwnOrder, getOrderForAdmin, moveOrderAsAdmin, moveOrdersAsAdmin };
}
