import type { PaidWith } from '@durio/shared/payment-methods';
import { paymentStatusesMovableTo, type PaymentStatus } from '@durio/shared/payment-status';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { payments, refunds } from './payments.schema';

/*
 * The payment attempts (one gateway order each) and every change to them. The flows that settle, refund,
 * cancel and reconcile (apps/api/src/flows) change an attempt only through these functions.
 */

export type PaymentRow = typeof payments.$inferSelect;

/** Marks a capture that arrived for an order some other payment had already paid; it is given back. */
export const DUPLICATE_PAYMENT = 'Duplicate payment: the order was already paid';

/** The end of a lease of `leaseMs` (PAYMENT_LEASE_SECONDS, config.ts) taken at `now`. */
export const leaseUntil = (now: Date, leaseMs: number) => new Date(now.getTime() + leaseMs);

/** True when the shop holds this payment's money but may not keep it: its order is cancelled, or was paid twice. */
export function isRefundOwed(payment: Pick<PaymentRow, 'status' | 'failureReason'>, orderStatus: string | undefined) {
  return payment.status === 'PAID' && (orderStatus === 'CANCELLED' || payment.failureReason === DUPLICATE_PAYMENT);
}

/** Records a new attempt, which the reconciler first checks at `firstCheckAt` unless someone settles it before. */
export async function recordPaymentAttempt(
  db: Db,
  attempt: { orderId: string; gateway: PaymentRow['gateway']; gatewayOrderId: string; amountSen: number; currency: string; firstCheckAt: Date; at: Date },
): Promise<void> {
  await db.insert(payments).values({
    orderId: attempt.orderId,
    gateway: attempt.gateway,
    gatewayOrderId: attempt.gatewayOrderId,
    amountSen: attempt.amountSen,
    currency: attempt.currency,
    status: 'PENDING',
    reconcileAt: attempt.firstCheckAt,
    createdAt: attempt.at,
    updatedAt: attempt.at,
  });
}

/** The attempt of a gateway order, its row locked so concurrent reports of one capture queue up. */
export async function lockAttempt(tx: Tx, gatewayOrderId: string): Promise<PaymentRow | undefined> {
  const [payment] = await tx.select().from(payments).where(eq(payments.gatewayOrderId, gatewayOrderId)).for('update');
  return payment;
}

/** One attempt, by its row. */
export async function findAttempt(db: Db, paymentRowId: string): Promise<PaymentRow | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentRowId));
  return payment;
}

/** The gateway orders of an order's attempts not known to be paid: those the gateway may still have taken money for. */
export async function unsettledAttemptsOf(db: Db, orderId: string): Promise<string[]> {
  const attempts = await db
    .select({ gatewayOrderId: payments.gatewayOrderId })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['PENDING', 'FAILED'])));
  return attempts.map((attempt) => attempt.gatewayOrderId);
}

/** The attempts of an order whose money the shop holds. */
export async function heldPaymentsOf(tx: Tx | Db, orderId: string): Promise<string[]> {
  const held = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'PAID')));
  return held.map((payment) => payment.id);
}

export interface PaymentMove {
  /** The attempt, by its row or by its gateway order. */
  attempt: { id: string } | { gatewayOrderId: string };
  to: PaymentStatus;
  at: Date;
  gatewayPaymentId?: string;
  /** How a capture was made, when the report said (docs/product/payment-methods.md). */
  paidWith?: PaidWith | null;
  failureReason?: string | null;
  refundId?: string | null;
  /** When the reconciler next looks at it (a lease for this process), or null when nothing is left to settle. */
  reconcileAt?: Date | null;
}

/**
 * Makes one move of the payment's state machine (`@durio/shared/payment-status`) on an attempt, the only way
 * its status changes; null when the attempt was not in a status it may move from (someone got there first).
 */
export async function movePayment(tx: Tx, move: PaymentMove): Promise<PaymentRow | null> {
  const which = 'id' in move.attempt ? eq(payments.id, move.attempt.id) : eq(payments.gatewayOrderId, move.attempt.gatewayOrderId);
  const [moved] = await tx
    .update(payments)
    .set({
      status: move.to,
      updatedAt: move.at,
      ...(move.gatewayPaymentId !== undefined && { gatewayPaymentId: move.gatewayPaymentId }),
      ...(move.paidWith && { method: move.paidWith.method, provider: move.paidWith.provider }),
      ...(move.failureReason !== undefined && { failureReason: move.failureReason }),
      ...(move.refundId !== undefined && { refundId: move.refundId }),
      ...(move.reconcileAt !== undefined && { reconcileAt: move.reconcileAt }),
    })
    .where(and(which, inArray(payments.status, paymentStatusesMovableTo(move.to))))
    .returning();
  return moved ?? null;
}

/**
 * Takes the attempt's lease so this process alone gives its money back; false when another process
 * holds it (and will do the refund itself).
 */
export async function claimPaymentLease(tx: Tx, paymentRowId: string, now: Date, leaseMs: number): Promise<boolean> {
  const [claimed] = await tx
    .update(payments)
    .set({ reconcileAt: leaseUntil(now, leaseMs) })
    .where(and(eq(payments.id, paymentRowId), or(isNull(payments.reconcileAt), lte(payments.reconcileAt, now))))
    .returning({ id: payments.id });
  return Boolean(claimed);
}

/** Takes the lease on up to `limit` attempts due for a check at `now`, skipping those another process holds. */
export async function claimDueAttempts(db: Db, now: Date, limit: number, leaseMs: number): Promise<PaymentRow[]> {
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: payments.id })
      .from(payments)
      .where(lte(payments.reconcileAt, now))
      .orderBy(asc(payments.reconcileAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return tx
      .update(payments)
      .set({ reconcileAt: leaseUntil(now, leaseMs) })
      .where(inArray(payments.id, due))
      .returning();
  });
}

/** Sets when the reconciler next looks at an attempt (null: never again), counting the check just made. */
export async function scheduleNextCheck(db: Db, paymentRowId: string, nextCheckAt: Date | null): Promise<void> {
  await db
    .update(payments)
    .set({ reconcileAt: nextCheckAt, reconcileChecks: sql`${payments.reconcileChecks} + 1` })
    .where(eq(payments.id, paymentRowId));
}

/** Lets the lease go: the reconciler looks at the attempt at `nextCheckAt`, or never (null). */
export async function releaseLease(db: Db, paymentRowId: string, nextCheckAt: Date | null): Promise<void> {
  await db.update(payments).set({ reconcileAt: nextCheckAt }).where(eq(payments.id, paymentRowId));
}

/**
 * Nothing is left to settle on the attempt: the reconciler stops looking at it, unless a refund was opened on it
 * meanwhile (a weighing saved while the reconciler held the attempt), which it then finishes when its lease runs out.
 */
export async function stopChecking(db: Db, paymentRowId: string): Promise<void> {
  await db
    .update(payments)
    .set({ reconcileAt: null })
    .where(
      and(
        eq(payments.id, paymentRowId),
        sql`not exists (select 1 from ${refunds} where ${refunds.paymentId} = ${payments.id} and ${refunds.status} = 'PENDING')`,
      ),
    );
}

