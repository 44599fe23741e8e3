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
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { MailDispatcher } from '../../mail/mail-dispatcher';
import type { Db, Tx } from '../../db/client';
import {
  cartItems,
  carts,
  dropoffPoints,
  farms,
  orderItems,
  orders,
  products,
  shippingAddresses,
  users,
  type AddressSnapshot,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import type { Flows } from '../../flows/flows';
import type { FileStorage } from '../../storage/file-storage';
import { recordAdminChange } from '../admin/admin-changes';
import { buyableProductCondition, isBuyableColumn } from '../catalogue/buyable-product';
import { getPricingSettings } from '../settings/settings.service';
import { requireFiles } from '../files/media-files';
import { addOrderUpdate, cancelOrderTx, CUSTOMER_ACTOR, type OrderRow } from './order-lifecycle';
import { dateConditions } from './order-dates';
import { enqueueOrderStepMail, type StepStatus } from './order-mail';
import { placedOrderCondition } from './order-lists';
import { toAdminOrderViews, toOrderViews } from './order-view';

export interface OrdersServiceDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'orderExpiryMinutes' | 'publicUrl'>;
  storage: FileStorage;
  mailer: Pick<MailDispatcher, 'kick'>;
  flows: Pick<Flows, 'cancelOrder' | 'settleIfPaid'>;
}

const PRICES_CHANGED = 'Prices have changed. Please review your order.';
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

type CartLine = Awaited<ReturnType<typeof readCartLines>>[number];

/** The cart with what pricing and reserving need, by product id. */
async function readCartLines(db: Db | Tx, userId: string) {
  return db
    .select({
      quantity: cartItems.quantity,
      productId: products.id,
      name: products.name,
      priceSen: products.priceSen,
      discountPriceSen: products.discountPriceSen,
      weightGrams: products.weightGrams,
      farmName: farms.name,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(farms, eq(farms.id, products.farmId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(products.id));
}

/**
 * Takes every line's quantity off the shelf in one statement. The stock test is part of the update, so
 * concurrent orders can never take it below zero; the prices are read back, so a change since the cart was
 * read is refused too. The lines come in product id order, and so do the row locks, so two orders for the
 * same products wait for each other instead of deadlocking.
 */
async function reserveStock(tx: Tx, lines: readonly CartLine[]): Promise<void> {
  const wanted = sql.join(
    lines.map((line) => sql`(${line.productId}::uuid, ${line.quantity}::integer)`),
    sql`, `,
  );
  const reserved = (await tx.execute(sql`
    update ${products} set stock = ${products.stock} - wanted.quantity
    from (values ${wanted}) as wanted (product_id, quantity), ${farms}
    where ${products.id} = wanted.product_id and ${farms.id} = ${products.farmId}
      and ${buyableProductCondition} and ${products.stock} >= wanted.quantity
    returning ${products.id} as id, ${products.priceSen} as price_sen, ${products.discountPriceSen} as discount_price_sen`)) as unknown as {
    rows: { id: string; price_sen: number; discount_price_sen: number | null }[];
  };
  const byId = new Map(reserved.rows.map((row) => [row.id, row]));
  const short = lines.find((line) => !byId.has(line.productId));
  if (short) throw await shortOfStock(tx, short);
  for (const line of lines) {
    const row = byId.get(line.productId)!;
    if (unitPriceSen({ priceSen: row.price_sen, discountPriceSen: row.discount_price_sen }) !== unitPriceSen(line)) {
      throw new ConflictError(PRICES_CHANGED);
    }
  }
}

/** Why `line` could not be reserved, in the spec's words. */
async function shortOfStock(tx: Tx, line: CartLine): Promise<ConflictError> {
  const [product] = await tx
    .select({ stock: products.stock, buyable: isBuyableColumn })
    .from(products)
    .innerJoin(farms, eq(farms.id, products.farmId))
    .where(eq(products.id, line.productId));
  return new ConflictError(
    product?.buyable && product.stock > 0 ? `${line.name} has only ${product.stock} left in stock` : `${line.name} is out of stock`,
  );
}

/** The address the order ships to, or the pickup point, copied so later edits do not change the order. */
type Destination = Pick<typeof orders.$inferInsert, 'shippingAddress' | 'dropoffPointId' | 'dropoffPoint'>;

/** A result of `Promise.allSettled`, or its error: reads run together, and are reported in the order the spec checks them. */
function valueOrThrow<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

async function resolveDestination(tx: Db | Tx, userId: string, body: CreateOrderBody): Promise<Destination> {
  const id = body.shippingAddressOrDropoffPointId;
  if (body.isPickup) {
    const [point] = await tx
      .select()
      .from(dropoffPoints)
      .where(and(eq(dropoffPoints.id, id), eq(dropoffPoints.active, true)));
    if (!point) throw new NotFoundError('Pickup location not found');
    const snapshot: AddressSnapshot = {
      name: point.name,
      addressLine1: point.addressLine1,
      addressLine2: point.addressLine2,
      city: point.city,
      state: point.state,
      postalCode: point.postalCode,
      country: 'Malaysia',
    };
    return { shippingAddress: null, dropoffPointId: point.id, dropoffPoint: snapshot };
  }
  // Another customer's address is answered exactly as a missing one.
  const [address] = await tx
    .select()
    .from(shippingAddresses)
    .where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.userId, userId)));
  if (!address) throw new NotFoundError('Shipping address not found');
  const snapshot: AddressSnapshot = {
    name: address.name,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    city: address.city,
    state: address.state,
    postalCode: address.postalCode,
    country: address.country,
    phone: address.phone,
  };
  return { shippingAddress: snapshot, dropoffPointId: null, dropoffPoint: null };
}

export function createOrdersService(deps: OrdersServiceDeps) {
  const { db, clock, config, storage, flows, mailer } = deps;

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
   * the order's transaction, which must not wait on the network.
   */
  async function settleOlderUnpaidOrders(userId: string): Promise<void> {
    const older = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'PENDING')));
    for (const { id } of older) {
      if ((await flows.settleIfPaid(id)) === 'paid') throw new ConflictError(EARLIER_ORDER_PAID);
    }
  }

  /**
   * Turns the cart into a PENDING order: prices the cart on the server and refuses a total the shopper did
   * not see, then in one transaction releases the customer's older unpaid orders, writes the order and
   * reserves the stock (any shortfall rolls everything back). The reads come before the transaction and the
   * stock last in it, so the products' rows stay locked for one round trip (issue 11: a hot product's
   * buyers queue on its row). The cart stays until the payment is confirmed.
   */
  async function createOrder(userId: string, body: CreateOrderBody): Promise<Order> {
    await settleOlderUnpaidOrders(userId);
    const [cart, pricing, destinationRead] = await Promise.allSettled([
      readCartLines(db, userId),
      getPricingSettings(db),
      resolveDestination(db, userId, body),
    ]);
    const lines = valueOrThrow(cart);
    if (lines.length === 0) throw new BadRequestError('Your cart is empty');
    const settings = valueOrThrow(pricing);
    const destination = valueOrThrow(destinationRead);
    const price = priceOrder(
      lines.map((line) => ({ unitPriceSen: unitPriceSen(line), quantity: line.quantity, weightGrams: line.weightGrams })),
      { isPickup: body.isPickup },
      settings,
    );
    if (rmToSen(body.total) !== price.totalSen) throw new ConflictError(PRICES_CHANGED);

    const order = await db.transaction(async (tx) => {
      const now = clock.now();
      // Still unpaid a moment ago; a capture that lands after this is given back by the reconciler.
      const older = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.status, 'PENDING')));
      for (const { id } of older) {
        await cancelOrderTx(tx, {
          orderId: id,
          from: ['PENDING'],
          message: 'Order cancelled: replaced by a new checkout',
          updatedBy: CUSTOMER_ACTOR,
          now,
        });
      }

      const [created] = await tx
        .insert(orders)
        .values({
          userId,
          status: 'PENDING',
          paymentStatus: 'PENDING',
          isPickup: body.isPickup,
          ...destination,
          subtotalSen: price.subtotalSen,
          deliveryFeeSen: price.deliveryFeeSen,
          handlingFeeSen: price.handlingFeeSen,
          taxSen: price.taxSen,
          totalSen: price.totalSen,
          notes: body.notes || null,
          specialInstructions: body.specialInstructions || null,
          expiresAt: new Date(now.getTime() + config.orderExpiryMinutes * 60_000),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await Promise.all([
        tx.insert(orderItems).values(
          lines.map((line) => ({
            orderId: created!.id,
            productId: line.productId,
            productName: line.name,
            farmName: line.farmName,
            unitPriceSen: unitPriceSen(line),
            quantity: line.quantity,
          })),
        ),
        addOrderUpdate(tx, { orderId: created!.id, status: 'PENDING', message: 'Order placed', updatedBy: CUSTOMER_ACTOR, at: now }),
      ]);
      await reserveStock(tx, lines);
      return created!;
    });
    return view(order);
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
