import type { PaidWith } from '@durio/shared/payment-methods';
import { and, asc, eq, inArray, isNotNull, ne, or, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { DUPLICATE_PAYMENT, type PaymentRow } from './payment-attempts';
import type { RefundReason } from '@durio/shared/payment-status';
import { payments, refunds } from './payments.schema';

/*
 * The order's money after the sale (docs/product/orders-and-payments.md, "Money after the sale"): the captures are
 * the payment attempts the gateway took, the refunds are rows here. A refund is opened (PENDING) in the transaction
 * that decides it, before the gateway is asked, and closed (DONE) with the gateway's id after; a refund still open
 * after a crash is finished by the reconciler, which finds it by the payment's lease.
 */

export type RefundRow = typeof refunds.$inferSelect;

/** The attempt that paid the order (not a second payment, which is owed back whole), while the shop holds its money. */
export async function orderPaymentOf(tx: Tx | Db, orderId: string): Promise<PaymentRow | undefined> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, 'PAID'),
        isNotNull(payments.gatewayPaymentId),
        or(isNull(payments.failureReason), ne(payments.failureReason, DUPLICATE_PAYMENT)),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(1);
  return payment;
}

/** What of a payment is already given back or being given back: the sum of its refunds, open ones included. */
export async function refundedOf(tx: Tx | Db, paymentRowId: string): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${refunds.amountSen}), 0)::integer` })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentRowId));
  return row?.sum ?? 0;
}

/**
 * Opens a refund of `amountSen` of a payment; null when the order already has one for that reason and the reason
 * allows one only (the weighing: a second save, or a second admin at once, refunds nothing more).
 */
export async function openRefund(
  tx: Tx,
  refund: { paymentId: string; orderId: string; reason: RefundReason; amountSen: number; at: Date },
): Promise<RefundRow | null> {
  const [opened] = await tx
    .insert(refunds)
    .values({ ...refund, status: 'PENDING', createdAt: refund.at })
    .onConflictDoNothing()
    .returning();
  return opened ?? null;
}

/** Records a refund the gateway has already made (a cancel's or a second payment's, which give back all that is left). */
export async function recordClosedRefund(
  tx: Tx,
  refund: { paymentId: string; orderId: string; reason: RefundReason; amountSen: number; gatewayRefundId: string | null; at: Date },
): Promise<void> {
  await tx.insert(refunds).values({ ...refund, status: 'DONE', createdAt: refund.at, doneAt: refund.at });
}

/** Closes an open refund with the gateway's id; false when it was closed already (another process got there first). */
export async function closeRefund(tx: Tx, refund: { id: string; gatewayRefundId: string; at: Date }): Promise<boolean> {
  const [closed] = await tx
    .update(refunds)
    .set({ status: 'DONE', gatewayRefundId: refund.gatewayRefundId, doneAt: refund.at })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'PENDING')))
    .returning({ id: refunds.id });
  return Boolean(closed);
}

/** The refunds of a payment not yet closed, oldest first. */
export async function openRefundsOf(db: Db | Tx, paymentRowId: string): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentRowId), eq(refunds.status, 'PENDING')))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/** Every refund of these orders, oldest first, for their ledgers. */
export async function refundsOfOrders(db: Db, orderIds: readonly string[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.orderId, [...orderIds]))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/** Every attempt of these orders that the gateway took money for, oldest first, for their ledgers. */
export async function capturesOfOrders(db: Db, orderIds: readonly string[]): Promise<PaymentRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(and(inArray(payments.orderId, [...orderIds]), inArray(payments.status, ['PAID', 'REFUNDED']), isNotNull(payments.gatewayPaymentId)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/** How an order was paid (docs/product/payment-methods.md): its first capture's way (a later one is a duplicate, given back). */
export function orderPaidWith(captures: readonly PaymentRow[]): PaidWith | null {
  const first = captures.find((capture) => capture.method !== null);
  return first?.method ? { method: first.method, provider: first.provider } : null;
}

/** What an order's money comes to, in sen: what the gateway took, what went (or is going) back, and what is kept. */
export function moneyOf(captures: readonly { amountSen: number }[], refunds: readonly { amountSen: number }[]) {
  const capturedSen = captures.reduce((sum, row) => sum + row.amountSen, 0);
  const refundedSen = refunds.reduce((sum, row) => sum + row.amountSen, 0);
  return { capturedSen, refundedSen, netSen: capturedSen - refundedSen };
}
