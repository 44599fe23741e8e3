import { intlLocale, localizePath, type Language } from '@durio/shared/languages';
import { formatRm } from '@durio/shared/money';
import { orderNumber } from '@durio/shared/order-number';
import { trackingLink } from '@durio/shared/shipping-carriers';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../auth/auth.schema';
import { dropoffPoints } from '../dropoff-points/dropoff-points.schema';
import { orderItems, orders } from './orders.schema';
import { enqueueMail } from '../../mail/outbox';
import { orderPaidMail, orderRefundedMail, orderStepMail, type OrderStep } from '../../mail/templates';

/*
 * The customer's e-mails about an order, queued inside the transaction that makes the change they report,
 * so each goes out exactly once however many times that change is attempted (docs/product/orders-and-payments.md, decision record 007).
 */

async function readRecipient(tx: Tx, orderId: string) {
  const [order] = await tx
    .select({
      isPickup: orders.isPickup,
      totalSen: orders.totalSen,
      email: users.email,
      name: users.displayName,
      language: users.language,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return order;
}

/** An amount as the customer's language writes it: 'RM 1,234.50'. */
const formatRmIn = (language: Language, rm: number) => formatRm(rm, intlLocale[language]);

/** The customer's page at `path` of the web app, in the customer's language. */
const pageLink = (publicUrl: string, language: Language, path: string) => `${publicUrl}${localizePath(language, path)}`;

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
    orderPaidMail(order.email, order.language, {
      name: order.name,
      orderNumber: orderNumber(orderId),
      lines: lines.map((l) => ({ name: l.name, quantity: l.quantity, lineTotal: formatRmIn(order.language, (l.unitPriceSen * l.quantity) / 100) })),
      total: formatRmIn(order.language, order.totalSen / 100),
      isPickup: order.isPickup,
      orderLink: pageLink(publicUrl, order.language, `/order/${orderId}`),
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
    orderRefundedMail(order.email, order.language, {
      name: order.name,
      orderNumber: orderNumber(input.orderId),
      amount: formatRmIn(order.language, input.amountSen / 100),
      duplicate: input.duplicate,
      orderLink: pageLink(input.publicUrl, order.language, `/order/${input.orderId}`),
    }),
  );
}

/** The moves after 'Order Confirmed' that the customer hears about by e-mail. */
export type StepStatus = 'PROCESSING' | 'SHIPPED' | 'DELIVERED' | 'CANCELLED';

/** The step an order just took, as its e-mail tells it; a pickup order's SHIPPED is 'ready for pickup'. */
async function describeStep(tx: Tx, orderId: string, status: StepStatus, links: (path: string) => string): Promise<OrderStep> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  switch (status) {
    case 'PROCESSING':
      return { kind: 'processing' };
    case 'SHIPPED': {
      if (!order!.isPickup) {
        const carrier = order!.shippingCarrier ?? '';
        const trackingNumber = order!.trackingNumber ?? '';
        return { kind: 'shipped', carrier, trackingNumber, trackingLink: trackingLink(carrier, trackingNumber) };
      }
      const snapshot = order!.dropoffPoint;
      const [point] = order!.dropoffPointId
        ? await tx.select().from(dropoffPoints).where(eq(dropoffPoints.id, order!.dropoffPointId))
        : [];
      return {
        kind: 'ready-for-pickup',
        point: {
          name: snapshot?.name ?? point?.name ?? '',
          address: [snapshot?.addressLine1, snapshot?.addressLine2, `${snapshot?.postalCode ?? ''} ${snapshot?.city ?? ''}`.trim(), snapshot?.state]
            .filter(Boolean)
            .join(', '),
          openingHours: point?.openingHours ?? null,
          phone: point?.phone ?? snapshot?.phone ?? null,
        },
      };
    }
    case 'DELIVERED': {
      const items = await tx
        .select({ productId: orderItems.productId, name: orderItems.productName })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId));
      const unique = [...new Map(items.map((i) => [i.productId, i])).values()];
      return {
        kind: 'delivered',
        reviewLinks: unique.map((i) => ({ name: i.name, link: links(`/order/${orderId}?review=${i.productId}`) })),
      };
    }
    case 'CANCELLED':
      return { kind: 'cancelled', refundFollows: order!.paymentStatus === 'PAID' };
  }
}

/**
 * The e-mail for a move after 'Order Confirmed' (processing, shipped or ready for pickup, delivered,
 * cancelled), queued in the move's own transaction so it goes out exactly once. `message` is the admin's
 * own note, when they wrote one.
 */
export async function enqueueOrderStepMail(
  tx: Tx,
  input: { orderId: string; status: StepStatus; message: string | null; publicUrl: string },
): Promise<void> {
  const recipient = await readRecipient(tx, input.orderId);
  if (!recipient) return;
  await enqueueMail(
    tx,
    orderStepMail(recipient.email, recipient.language, {
      name: recipient.name,
      orderNumber: orderNumber(input.orderId),
      step: await describeStep(tx, input.orderId, input.status, (path) => pageLink(input.publicUrl, recipient.language, path)),
      message: input.message,
      orderLink: pageLink(input.publicUrl, recipient.language, `/order/${input.orderId}`),
    }),
  );
}
