import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartItems, carts, orders, orderUpdates, outboxEmails, payments, products, sandboxPayments, users } from '../db/schema';

/*
 * What the API tests read back from the database to check what a call changed, in one place so every
 * test reads a row the same way.
 */

/** A user's row, or undefined once the account is erased. */
export async function readUser(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function readOrder(db: Db, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

/** The payment attempt opened at the gateway as `gatewayOrderId`. */
export async function readPayment(db: Db, gatewayOrderId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.gatewayOrderId, gatewayOrderId));
  return row!;
}

/** What the sandbox gateway's ledger says of one of its payments (`pay_…`). */
export async function readSandboxPayment(db: Db, paymentId: string) {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
  return row!;
}

export async function stockOf(db: Db, productId: string): Promise<number> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row!.stock;
}

/** The messages of an order's Order Updates, oldest first. */
export async function orderUpdateMessages(db: Db, orderId: string): Promise<string[]> {
  const rows = await db
    .select({ message: orderUpdates.message })
    .from(orderUpdates)
    .where(eq(orderUpdates.orderId, orderId))
    .orderBy(asc(orderUpdates.createdAt));
  return rows.map((r) => r.message);
}

/** How many lines the user's cart holds. */
export async function cartLineCount(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId));
  return rows.length;
}

/** The subjects of the e-mails queued for `to`, oldest first. */
export async function mailSubjectsTo(db: Db, to: string): Promise<string[]> {
  const rows = await db
    .select({ subject: outboxEmails.subject })
    .from(outboxEmails)
    .where(eq(outboxEmails.to, to))
    .orderBy(asc(outboxEmails.createdAt));
  return rows.map((r) => r.subject);
}
