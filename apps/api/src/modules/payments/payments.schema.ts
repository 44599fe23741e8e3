import { paymentStatuses } from '@durio/shared/payment-status';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/** Webhook event ids already applied, so a replayed event changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  gateway: text('gateway').notNull(),
  eventType: text('event_type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
