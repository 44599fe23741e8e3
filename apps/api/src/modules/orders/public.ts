/*
 * What other code may use of the orders module (docs/decisions/032): its routes, the one function that moves
 * an order or its payment status, and the steps the flows of placing, paying, cancelling and erasing take.
 * The tables are in orders.schema.ts.
 */
export { createCheckoutReads, type Checkout, type CheckoutLine } from './checkout-reads';
export { anonymiseOrdersOf } from './order-erasure';
export { enqueueOrderPaidMail, enqueueOrderRefundedMail, enqueueOrderStepMail, enqueueOrderWeighedMail, enqueueShopNewOrderMail } from './order-mail';
export { addOrderUpdate, CUSTOMER_ACTOR, moveOrder, moveOrderPayment, SYSTEM_ACTOR, type OrderMove, type OrderRow } from './order-moves';
export { explainRefusal, insertOrderReservingStock, isNotReserved, PRICES_CHANGED, type NewOrderLine } from './order-placement';
export { countOrdersWaitingToBePacked, findOrder, findOrderStatus, findOwnOrder, listOrdersDueToExpire } from './order-reads';
export { composeOrderViews } from './order-view';
export { findOrderToWeigh, recordWeighing } from './order-weighing';
export { ordersRoutes } from './orders.routes';
export { adminMoveChange, adminMoveMessage, createOrdersService, moveRefused } from './orders.service';
