import { paymentMethods } from '@durio/shared/payment-methods';
import { paymentStatuses, refundReasons } from '@durio/shared/payment-status';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from '../../db/columns';
import { orders } from '../orders/orders.schema';

/** One gateway order per payment attempt; `gatewayOrderId` is the paymentIntentId the web app holds. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    gateway: text('gateway', { enum: ['sandbox', 'curlec'] }).notNull(),
    gatewayOrderId: text('gateway_order_id').notNull().unique(),
    gatewayPaymentId: text('gateway_payment_id'),
    amountSen: integer('amount_sen').notNull(),
    currency: text('currency').notNull().default('MYR'),
    status: text('status', { enum: paymentStatuses }).notNull().default('PENDING'),
    failureReason: text('failure_reason'),
    /**
     * How the captured payment was made (docs/product/payment-methods.md): Curlec's method, and the FPX bank's or the
     * e-wallet's code; null until captured, or when the gateway did not say.
     */
    method: text('method', { enum: paymentMethods }),
    provider: text('provider'),
    refundId: text('refund_id'),
    /**
     * When the reconciler (flows/reconcile-payments.ts) next asks the gateway about this attempt, or
     * gives back its money; null once nothing is left to settle. Also a lease: a process working on the
     * attempt moves it ahead, so no other process touches the attempt meanwhile.
     */
    reconcileAt: timestamp('reconcile_at', { withTimezone: true }),
    /** Checks made so far, for the back-off between them. */
    reconcileChecks: integer('reconcile_checks').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_reconcile_idx').on(t.reconcileAt).where(sql`${t.reconcileAt} is not null`),
  ],
);

/**
 * Every refund of a payment (docs/product/orders-and-payments.md, "Money after the sale"): with the captures in
 * `payments`, the order's money ledger. A refund is written PENDING before the gateway is asked and DONE with the
 * gateway's id after, so a crash in between is found and finished by the reconciler, exactly once. Their sum never
 * exceeds the payment's capture.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    paymentId: uuid('payment_id').notNull().references(() => payments.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: refundReasons }).notNull(),
    amountSen: integer('amount_sen').notNull(),
    status: text('status', { enum: ['PENDING', 'DONE'] }).notNull().default('PENDING'),
    gatewayRefundId: text('gateway_refund_id'),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_pending_idx').on(t.createdAt).where(sql`${t.status} = 'PENDING'`),
    // An order's weighing refunds once, however many admins save its weights.
    uniqueIndex('refunds_one_weighing_per_order_idx').on(t.orderId).where(sql`${t.reason} = 'weighing'`),
    // A pre-order's fruit that never dropped is refunded once, however many times the choice is made.
    uniqueIndex('refunds_one_unfilled_per_order_idx').on(t.orderId).where(sql`${t.reason} = 'unfilled'`),
    check('refunds_amount_positive', sql`${t.amountSen} > 0`),
  ],
);

/** Webhook event ids already applied, so a replayed event changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  gateway: text('gateway').notNull(),
  eventType: text('event_type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
