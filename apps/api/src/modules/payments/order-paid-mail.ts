import { formatRm } from '@durio/shared/money';
import { confirmationNumber } from '@durio/shared/order-number';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { orderItems, orders, users } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { orderPaidMail } from '../../mail/templates';

/**
 * Queues the payment confirmation inside the transaction that marked the order PAID, so it is sent
 * exactly once however many times the capture is reported (DESIGN: Payments).
 */
export async function enqueueOrderPaidMail(tx: Tx, orderId: string, publicUrl: string): Promise<void> {
  const [order] = await tx
    .select({ isPickup: orders.isPickup, totalSen: orders.totalSen, email: users.email, name: users.displayName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
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

/** The settlement's mail dependency, from the app's context. */
export function settlementMail(ctx: Pick<AppContext, 'mailer' | 'config'>) {
  return { kick: () => ctx.mailer.kick(), publicUrl: ctx.config.publicUrl };
}
