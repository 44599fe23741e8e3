/*
 * What other code may use of the orders module (docs/decisions/032): its routes, the one function that moves
 * an order or its payment status, and the steps the flows of placing, paying, cancelling and erasing take.
 * The tables are in orders.schema.ts.
 */
export { createCheckoutReads, refuseFormsNotDelivered, type Checkout, type CheckoutLine, type CheckoutPlacement, type Placement } from './checkout-reads';
export { anonymiseOrdersOf } from './order-erasure';
export {
  enqueueOrderNoticeMail,
  enqueueOrderPaidMail,
  enqueueOrderRefundedMail,
  enqueueOrderStepMail,
  enqueueOrderWeighedMail,
  enqueueShopNewOrderMail,
} from './order-mail';
export { addOrderUpdate, CUSTOMER_ACTOR, moveOrder, moveOrderPayment, SYSTEM_ACTOR, type OrderMove, type OrderRow } from './order-moves';
export {
  explainRefusal,
  insertOrderReservingStock,
  refusalOf,
  insertOrderRows,
  newPendingOrder,
  PRICES_CHANGED,
  replacePendingOrders,
  type NewOrderLine,
  type NewOrderUpdate,
} from './order-placement';
export { countOrdersWaitingToBePacked, findOrder, findOrderStatus, findOwnOrder, listOrdersDueToExpire } from './order-reads';
export { composeOrderViews } from './order-view';
export { findOrderToWeigh, recordWeighing } from './order-weighing';
export { removeUnfilledFruits } from './order-preorder-line';
export { ordersRoutes } from './orders.routes';
export { adminMoveChange, adminMoveMessage, createOrdersService, moveRefused } from './orders.service';
