/**
 * The order's state machine: every move an order can make, who may make it, and the questions both apps
 * ask of a status (docs/product/orders-and-payments.md). The API performs each move through one function
 * (the orders module's `moveOrder`) and sends the answers in its replies; the web reads them there.
 */
export const orderStatuses = ['PENDING', 'PAID', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * Who moves an order: the shop itself (a captured payment, expiry), the customer (cancel, a new checkout
 * replacing an unpaid one) or the admin (the console).
 */
export type OrderActor = 'system' | 'customer' | 'admin';

/**
 * Every move and who may make it. PENDING → PAID is never made by hand: only a captured payment makes it.
 * PAID → PROCESSING is the admin's, or the shop's when a pre-order's last fruit drops (docs/product/the-season.md).
 * The customer may cancel while the order is PENDING or PAID, the admin any time before it ships; the shop cancels
 * an unpaid order that expired, and a paid pre-order none of whose fruit dropped before its window ended.
 */
const orderMoves: Record<OrderStatus, Partial<Record<OrderStatus, readonly OrderActor[]>>> = {
  PENDING: { PAID: ['system'], CANCELLED: ['system', 'customer', 'admin'] },
  PAID: { PROCESSING: ['admin', 'system'], CANCELLED: ['system', 'customer', 'admin'] },
  PROCESSING: { SHIPPED: ['admin'], CANCELLED: ['admin'] },
  SHIPPED: { DELIVERED: ['admin'] },
  DELIVERED: {},
  CANCELLED: {},
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus, by: OrderActor): boolean {
  return orderMoves[from][to]?.includes(by) ?? false;
}

/**
 * An order with weight-priced fruit not yet weighed may not ship, nor be ready for pickup, until every fruit is
 * weighed (docs/product/selling-by-weight.md).
 */
export const waitsForWeighing = (to: OrderStatus, awaitingWeighing: boolean): boolean => to === 'SHIPPED' && awaitingWeighing;

/** Why such a move is refused (409). */
export const WEIGH_BEFORE_SHIPPING = 'Weigh every fruit of this order before it ships or is ready for pickup';

/**
 * A pre-order waits for its fruit to drop: it is packed, shipped or delivered only once some of the fruit it reserved
 * has fallen (docs/product/the-season.md); fruit still on the tree then waits for the window's end.
 */
export const waitsForDrop = (to: OrderStatus, awaitingDrop: boolean): boolean =>
  awaitingDrop && (to === 'PROCESSING' || to === 'SHIPPED' || to === 'DELIVERED');

/** Why such a move is refused (409). */
export const WAIT_FOR_THE_DROP = 'This pre-order waits for its fruit to drop';

/**
 * The statuses `by` may move an order to from `from`, in the machine's order; not SHIPPED while fruit waits for
 * weighing, nor onwards from PAID while a pre-order waits for its drop.
 */
export function allowedOrderMoves(
  from: OrderStatus,
  by: OrderActor,
  { awaitingWeighing = false, awaitingDrop = false } = {},
): OrderStatus[] {
  return orderStatuses.filter(
    (to) => canMoveOrder(from, to, by) && !waitsForWeighing(to, awaitingWeighing) && !waitsForDrop(to, awaitingDrop),
  );
}

/** The statuses from which `by` may move an order to `to`: the condition of the move's update. */
export function orderStatusesMovableTo(to: OrderStatus, by: OrderActor): OrderStatus[] {
  return orderStatuses.filter((from) => canMoveOrder(from, to, by));
}

/** Whether the customer may cancel an order in this status. */
export const canCustomerCancel = (status: OrderStatus): boolean => canMoveOrder(status, 'CANCELLED', 'customer');

/** A move to SHIPPED needs a tracking number and carrier, unless the order is picked up (SHIPPED then means ready for pickup). */
export const needsTracking = (to: OrderStatus, isPickup: boolean): boolean => to === 'SHIPPED' && !isPickup;

/**
 * The shop may change where a paid order is delivered until it ships (docs/product/orders-and-payments.md, 'Orders
 * the shop corrects'); a pickup order has no address of its own.
 */
export const canChangeDeliveryAddress = (status: OrderStatus, isPickup: boolean): boolean =>
  !isPickup && (status === 'PAID' || status === 'PROCESSING');

/** Once a parcel has left, the shop may correct its carrier and tracking number. */
export const canCorrectTracking = (status: OrderStatus, isPickup: boolean): boolean => !isPickup && (status === 'SHIPPED' || status === 'DELIVERED');

/** Its buyer may review the products of an order once it was delivered. */
export const isReviewable = (status: OrderStatus): boolean => status === 'DELIVERED';

/** The badge colour of each status, on the customer's orders and in the console. */
export function orderStatusBadgeVariant(
  status: string,
): 'secondary' | 'success' | 'warning' | 'info' | 'destructive' {
  switch (status.toUpperCase()) {
    case 'PAID':
    case 'DELIVERED':
      return 'success';
    case 'PROCESSING':
      return 'warning';
    case 'SHIPPED':
      return 'info';
    case 'CANCELLED':
      return 'destructive';
    default:
      return 'secondary';
  }
}
