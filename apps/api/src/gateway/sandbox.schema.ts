import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { paymentMethods } from '@durio/shared/payment-methods';
import { createdAt } from '../db/columns';

/** The built-in sandbox gateway's own ledger: what a real gateway would remember about payments. */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    gatewayOrderId: text('gateway_order_id').notNull(),
    amountSen: integer('amount_sen').notNull(),
    /**
     * 'refunded' once every sen went back; partial refunds leave it 'captured', as Razorpay does. 'authorized' while
     * the bank has approved it and the money is not yet taken (an FPX or DuitNow payment captured later).
     */
    status: text('status', { enum: ['authorized', 'captured', 'failed', 'refunded'] }).notNull(),
    amountRefundedSen: integer('amount_refunded_sen').notNull().default(0),
    /** How it was paid: Curlec's method code, and the FPX bank's or the e-wallet's code. */
    method: text('method', { enum: paymentMethods }).notNull().default('card'),
    provider: text('provider'),
    /** When an authorized payment is captured (docs/product/payment-methods.md); null for one settled at once. */
    capturesAt: timestamp('captures_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_payments_order_idx').on(t.gatewayOrderId),
    // Every call to the sandbox first captures what is due: only the few payments still awaiting their bank are read.
    index('sandbox_payments_awaiting_capture_idx').on(t.capturesAt).where(sql`${t.status} = 'authorized'`),
    check('sandbox_payments_refunds_within_capture', sql`${t.amountRefundedSen} between 0 and ${t.amountSen}`),
  ],
);

/** The sandbox's refunds, several per payment as Curlec allows, each with its id and the shop's receipt. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id').notNull().references(() => sandboxPayments.id, { onDelete: 'cascade' }),
    amountSen: integer('amount_sen').notNull(),
    receipt: text('receipt'),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_refunds_payment_idx').on(t.paymentId)],
);

/**
 * The sandbox gateway's webhooks waiting to be sent, written with the payment they report, so a restart
 * (or another process) sends them; a real gateway keeps such a queue on its side. Deleted once delivered.
 */
export const sandboxWebhooks = pgTable(
  'sandbox_webhooks',
  {
    /** The event id (`X-Razorpay-Event-Id`): every resend of one event carries the same id. */
    id: text('id').primaryKey(),
    payload: text('payload').notNull(),
    signature: text('signature').notNull(),
    /** When it is next sent; also the lease of the process sending it. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_webhooks_due_idx').on(t.dueAt)],
);

/**
 * An outage of the sandbox gateway, as a real one has them (docs/product/running.md, "When a part fails"): while
 * 'unresponsive' it does what it is asked and never answers, so the shop's gateway time-out is what the shopper
 * meets; while 'webhooks-dropped' the webhooks it should send are lost. The fault drill (cluster/faults.test.ts)
 * starts and ends them; nothing in the shop writes here.
 */
export const sandboxOutages = pgTable('sandbox_outages', {
  kind: text('kind', { enum: ['unresponsive', 'webhooks-dropped'] }).primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});
