import { formatRm } from '@durio/shared/money';
import { confirmationNumber } from '@durio/shared/order-number';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderItems, orders, users } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { orderPaidMail, orderRefundedMail } from '../../mail/templates';

/*
 * The customer's e-mails about an order, queued inside the transaction that makes the change they report,
 * so each goes out exactly once however many times that change is attempted (DESIGN: Payments).
 */

async function readRecipient(tx: Tx, orderId: string) {
  const [order] = await tx
    .select({ isPickup: orders.isPickup, totalSen: orders.totalSen, email: users.email, name: users.displayName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return order;
}

export async function enqueueOrderPaidMail(tx: Tx, orderId: string, publicUrl: string): Promise<void> {
  const order = await readRecipient(tx, orderId);
  // An erased customer has no address left to write to.
  if (!order) return;
  const lines = await tx
    .select({ name: orderItems.productName, quantity: orderItems.quantity, unitPriceSen: orderItems.unitPriceSen })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  await enqueueMail(
    tx,
    orderPaidMail(order.email, {
      name: order.name,
      orderNumber: confirmationNumber(orderId),
      lines: lines.map((l) => ({ name: l.name, quantity: l.quantity, lineTotal: formatRm((l.unitPriceSen * l.quantity) / 100) })),
      total: formatRm(order.totalSen / 100),
      isPickup: order.isPickup,
      orderLink: `${publicUrl}/order/${orderId}`,
    }),
  );
}

export async function enqueueOrderRefundedMail(
  tx: Tx,
  input: { orderId: string; amountSen: number; duplicate: boolean; publicUrl: string },
): Promise<void> {
  const order = await readRecipient(tx, input.orderId);
  if (!order) return;
  await enqueueMail(
    tx,
    orderRefundedMail(order.email, {
      name: order.name,
      orderNumber: confirmationNumber(input.orderId),
      amount: formatRm(input.amountSen / 100),
      duplicate: input.duplicate,
      orderLink: `${input.publicUrl}/order/${input.orderId}`,
    }),
  );
}
