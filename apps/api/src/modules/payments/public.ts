/*
 * What other code may use of the payments module (docs/decisions/032): its routes, the checks of what the
 * gateway reports, and the one function that moves an attempt's status, with the leases and schedule the
 * flows settle, refund and reconcile by. Its tables are in payments.schema.ts.
 */
export {
  claimDueAttempts,
  claimPaymentLease,
  DUPLICATE_PAYMENT,
  findAttempt,
  heldPaymentsOf,
  isRefundOwed,
  leaseUntil,
  lockAttempt,
  movePayment,
  recordPaymentAttempt,
  releaseLease,
  scheduleNextCheck,
  stopChecking,
  unsettledAttemptsOf,
  type PaymentMove,
  type PaymentRow,
} from './payment-attempts';
export {
  capturesOfOrders,
  closeRefund,
  moneyOf,
  openRefund,
  openRefundsOf,
  orderPaidWith,
  orderPaymentOf,
  recordClosedRefund,
  refundedOf,
  refundsOfOrders,
  type RefundRow,
} from './refund-ledger';
export { paymentsRoutes } from './payments.routes';
export { createPaymentsService, type PaymentsService, type WebhookReport } from './payments.service';
