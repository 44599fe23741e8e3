import { intlLocale, localizePath, type Language } from '@durio/shared/languages';
import { formatRm } from '@durio/shared/money';
import { weighedFruitPriceSen } from '@durio/shared/pricing';
import { orderNumber } from '@durio/shared/order-number';
import { paidWithLabel, type PaidWith } from '@durio/shared/payment-methods';
import { pagePath, pageRoutes } from '@durio/shared/page-routes';
import type { OrderStatus } from '@durio/shared/order-status';
import { trackingLink } from '@durio/shared/shipping-carriers';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../auth/auth.schema';
import { productMedia } from '../catalogue/catalogue.schema';
import { dropoffPoints } from '../dropoff-points/dropoff-points.schema';
import { files } from '../files/files.schema';
import { deliveryPromiseValues } from '@durio/shared/delivery-promise';
import { capturesOfOrders, orderPaidWith } from '../payments/public';
import { getDeliveryPromise, getShopContact } from '../settings/public';
import { destinationLine, recipientPhone } from './admin-order-list';
import { orderItems, orders } from './orders.schema';
import { translatorFor } from '../../i18n/server-messages';
import { orderPaidMail } from '../../mail/emails/order-paid';
import { orderRefundedMail } from '../../mail/emails/order-refunded';
import { orderStepMail, type OrderStep } from '../../mail/emails/order-step';
import { orderWeighedMail } from '../../mail/emails/order-weighed';
import type { OrderSummary } from '../../mail/emails/order-summary';
import { enqueueMail } from '../../mail/outbox';
import { formatDeliveryDay, formatDeliveryWhen } from '../../mail/shop-time';
import { shopNewOrderMail } from '../../mail/emails/shop-new-order';
import { SHOP_LANGUAGE, type Envelope } from '../../mail/render-mail';
import type { FileStorage } from '../../storage/file-storage';

/*
 * The customer's e-mails about an order, queued inside the transaction that makes the change they report,
 * so each goes out exactly once however many times that change is attempted (docs/product/orders-and-payments.md, decision record 007).
 * Each shows the order as it stands: its lines with their pictures and the amounts it stored.
 */

/** Where an order e-mail's links and pictures point: the shop's public address and where its files are served. */
export interface OrderMailLinks {
  publicUrl: string;
  storage: Pick<FileStorage, 'url'>;
}

/** An amount as the customer's language writes it: 'RM 1,234.50'. */
const formatSenIn = (language: Language, sen: number) => formatRm(sen / 100, intlLocale[language]);

/** A scale's reading as the customer's language writes it: '1.900 kg'. */
const formatKgIn = (language: Language, grams: number) =>
  `${new Intl.NumberFormat(intlLocale[language], { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(grams / 1000)} kg`;

/** One end of a fruit's weight range, without the unit: '1.8'. */
const formatRangeKgIn = (language: Language, grams: number) =>
  new Intl.NumberFormat(intlLocale[language], { minimumFractionDigits: 1, maximumFractionDigits: 3 }).format(grams / 1000);

/** The customer's page at `path` of the web app, in the customer's language. */
const pageLink = (publicUrl: string, language: Language, path: string) => `${publicUrl}${localizePath(language, path)}`;

/** An order status's key in the `mail` catalogue: 'status.paid' for PAID (the glossary's status table). */
const statusKey = (status: OrderStatus) => `status.${status.toLowerCase() as Lowercase<OrderStatus>}` as const;

/**
 * The order, its customer and its lines with each product's first picture, written in `inLanguage` (the customer's
 * when not given), saying how it was paid when `paying` is given; undefined for an erased customer.
 */
async function readOrderForMail(
  tx: Tx,
  orderId: string,
  links: OrderMailLinks,
  { inLanguage, paying }: { inLanguage?: Language; paying?: PaidWith | null } = {},
) {
  const [order] = await tx
    .select({
      status: orders.status,
      isPickup: orders.isPickup,
      subtotalSen: orders.subtotalSen,
      discountSen: orders.discountSen,
      discounts: orders.discounts,
      deliveryFeeSen: orders.deliveryFeeSen,
      handlingFeeSen: orders.handlingFeeSen,
      taxSen: orders.taxSen,
      totalSen: orders.totalSen,
      weighedSubtotalSen: orders.weighedSubtotalSen,
      weighedDiscountSen: orders.weighedDiscountSen,
      weighedTaxSen: orders.weighedTaxSen,
      weighedTotalSen: orders.weighedTotalSen,
      shippingAddress: orders.shippingAddress,
      dropoffPoint: orders.dropoffPoint,
      deliveryDate: orders.deliveryDate,
      deliveryWindow: orders.deliveryWindow,
      specialInstructions: orders.specialInstructions,
      email: users.email,
      name: users.displayName,
      phone: users.phone,
      language: users.language,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  // An erased customer has no address left to write to.
  if (!order) return undefined;
  const lines = await tx
    .select({
      productId: orderItems.productId,
      name: orderItems.productName,
      quantity: orderItems.quantity,
      unitPriceSen: orderItems.unitPriceSen,
      pricePerKgSen: orderItems.pricePerKgSen,
      minWeightGrams: orderItems.minWeightGrams,
      maxWeightGrams: orderItems.maxWeightGrams,
      fruitWeightsGrams: orderItems.fruitWeightsGrams,
      weighedTotalSen: orderItems.weighedTotalSen,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
  // A product's first picture, as its card shows it (docs/decisions/025): the small square copy when there is one.
  const pictures = lines.length
    ? await tx
        .select({ productId: productMedia.productId, storageKey: files.storageKey, thumbnailKey: files.thumbnailKey })
        .from(productMedia)
        .innerJoin(files, eq(files.id, productMedia.fileId))
        .where(and(inArray(productMedia.productId, [...new Set(lines.map((l) => l.productId))]), like(files.mimeType, 'image/%')))
        .orderBy(asc(productMedia.position), asc(files.createdAt), asc(files.id))
    : [];
  const pictureOf = new Map<string, string>();
  for (const picture of pictures) {
    if (pictureOf.has(picture.productId)) continue;
    // A mail program has no page to resolve '/files/…' against: the address is made whole with the shop's.
    pictureOf.set(picture.productId, new URL(links.storage.url(picture.thumbnailKey ?? picture.storageKey), links.publicUrl).href);
  }
  // The capture that pays the order is recorded after its e-mails are queued: it says how it was paid itself.
  const paidWith = paying !== undefined ? paying : orderPaidWith(await capturesOfOrders(tx, [orderId]));
  const language = inLanguage ?? order.language;
  const t = translatorFor(language, 'mail');
  const status = order.status === 'SHIPPED' && order.isPickup ? t('status.readyForPickup') : t(statusKey(order.status));
  const summary: OrderSummary = {
    number: orderNumber(orderId),
    status,
    // A pickup order's day is the day it is collected (docs/product/delivery.md, "Pickup days"), said as such.
    deliveryWhen: order.deliveryDate && !order.isPickup ? formatDeliveryWhen({ date: order.deliveryDate, window: order.deliveryWindow }, language) : null,
    pickupDay: order.deliveryDate && order.isPickup ? formatDeliveryDay(order.deliveryDate, language) : null,
    paidWith: paidWith && paidWithLabel((key, values) => t(key, values), paidWith),
    lines: lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unitPrice: formatSenIn(language, line.unitPriceSen),
      lineTotal: formatSenIn(language, line.weighedTotalSen ?? line.unitPriceSen * line.quantity),
      pictureUrl: pictureOf.get(line.productId) ?? null,
      byWeight:
        line.pricePerKgSen !== null && !line.fruitWeightsGrams
          ? {
              perKg: formatSenIn(language, line.pricePerKgSen),
              minWeight: formatRangeKgIn(language, line.minWeightGrams ?? 0),
              maxWeight: formatRangeKgIn(language, line.maxWeightGrams ?? 0),
            }
          : null,
      fruits:
        line.pricePerKgSen !== null && line.fruitWeightsGrams
          ? line.fruitWeightsGrams.map(
              (grams) => `${formatKgIn(language, grams)} · ${formatSenIn(language, weighedFruitPriceSen(line.pricePerKgSen!, grams, line.unitPriceSen))}`,
            )
          : null,
    })),
    // A weighed order's e-mail shows what it costs now, and what was charged and goes back (docs/product/selling-by-weight.md).
    subtotal: formatSenIn(language, order.weighedSubtotalSen ?? order.subtotalSen),
    // Weighed, the order's discount shrank with its fruit: one line says what it came to.
    discounts:
      order.weighedDiscountSen !== null && order.weighedDiscountSen !== order.discountSen
        ? [{ name: order.discounts.map((discount) => discount.name).join(', '), amount: formatSenIn(language, order.weighedDiscountSen) }]
        : order.discounts.filter((discount) => discount.amountSen > 0).map((discount) => ({ name: discount.name, amount: formatSenIn(language, discount.amountSen) })),
    delivery: formatSenIn(language, order.deliveryFeeSen),
    handling: formatSenIn(language, order.handlingFeeSen),
    tax: order.taxSen === 0 ? null : formatSenIn(language, order.weighedTaxSen ?? order.taxSen),
    total: formatSenIn(language, order.weighedTotalSen ?? order.totalSen),
    weighing:
      order.weighedTotalSen === null
        ? null
        : { charged: formatSenIn(language, order.totalSen), refunded: formatSenIn(language, order.totalSen - order.weighedTotalSen) },
  };
  const envelope: Envelope = { to: order.email, language, shop: await getShopContact(tx) };
  return {
    envelope,
    name: order.name,
    isPickup: order.isPickup,
    phone: recipientPhone(order, order.phone),
    place: destinationLine(order.isPickup ? order.dropoffPoint : order.shippingAddress, order.isPickup),
    specialInstructions: order.specialInstructions,
    summary,
    orderLink: pageLink(links.publicUrl, language, `/order/${orderId}`),
  };
}

export async function enqueueOrderPaidMail(tx: Tx, orderId: string, links: OrderMailLinks, paidWith?: PaidWith | null): Promise<void> {
  const order = await readOrderForMail(tx, orderId, links, { paying: paidWith });
  if (!order) return;
  await enqueueMail(
    tx,
    await orderPaidMail(order.envelope, {
      name: order.name,
      order: order.summary,
      isPickup: order.isPickup,
      orderLink: order.orderLink,
      promise: deliveryPromiseValues(await getDeliveryPromise(tx)),
    }),
  );
}

/**
 * The shop's own e-mail about a newly paid order (docs/product/admin-console.md, Notices), to the shop's address
 * (`SHOP_EMAIL`, where Contact-page messages go) in the shop's language. Queued in the transaction that pays the
 * order, beside the customer's confirmation, so it goes out exactly once however many reports settle the payment.
 */
export async function enqueueShopNewOrderMail(tx: Tx, orderId: string, links: OrderMailLinks & { shopEmail: string }): Promise<void> {
  const order = await readOrderForMail(tx, orderId, links, { inLanguage: SHOP_LANGUAGE });
  if (!order) return;
  const envelope: Envelope = { to: links.shopEmail, language: SHOP_LANGUAGE, shop: order.envelope.shop };
  await enqueueMail(
    tx,
    await shopNewOrderMail(envelope, {
      customerName: order.name,
      phone: order.phone,
      destination: order.isPickup ? { kind: 'pickup', point: order.place } : { kind: 'delivery', address: order.place },
      instructions: order.specialInstructions,
      order: order.summary,
      consoleLink: pageLink(links.publicUrl, SHOP_LANGUAGE, pagePath(pageRoutes.adminOrder, { id: orderId })),
    }),
  );
}

export async function enqueueOrderRefundedMail(
  tx: Tx,
  input: { orderId: string; amountSen: number; duplicate: boolean },
  links: OrderMailLinks,
): Promise<void> {
  const order = await readOrderForMail(tx, input.orderId, links);
  if (!order) return;
  await enqueueMail(
    tx,
    await orderRefundedMail(order.envelope, {
      name: order.name,
      order: order.summary,
      amount: formatSenIn(order.envelope.language, input.amountSen),
      duplicate: input.duplicate,
      orderLink: order.orderLink,
    }),
  );
}

/** The weighed invoice (docs/product/selling-by-weight.md), queued in the transaction that saves the weights. */
export async function enqueueOrderWeighedMail(tx: Tx, orderId: string, links: OrderMailLinks): Promise<void> {
  const order = await readOrderForMail(tx, orderId, links);
  if (!order?.summary.weighing) return;
  const { charged, refunded } = order.summary.weighing;
  const [amounts] = await tx.select({ totalSen: orders.totalSen, weighedTotalSen: orders.weighedTotalSen }).from(orders).where(eq(orders.id, orderId));
  await enqueueMail(
    tx,
    await orderWeighedMail(order.envelope, {
      name: order.name,
      order: order.summary,
      charged,
      total: order.summary.total,
      refund: amounts!.totalSen > amounts!.weighedTotalSen! ? refunded : null,
      orderLink: order.orderLink,
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
          address: snapshot ? addressLine(snapshot) : '',
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
  input: { orderId: string; status: StepStatus; message: string | null },
  links: OrderMailLinks,
): Promise<void> {
  const order = await readOrderForMail(tx, input.orderId, links);
  if (!order) return;
  const language = order.envelope.language;
  await enqueueMail(
    tx,
    await orderStepMail(order.envelope, {
      name: order.name,
      order: order.summary,
      step: await describeStep(tx, input.orderId, input.status, (path) => pageLink(links.publicUrl, language, path)),
      message: input.message,
      orderLink: order.orderLink,
    }),
  );
}

/** One line of an address as the e-mail shows it: street, postcode and town, state. */
const addressLine = (place: { addressLine1: string; addressLine2?: string | null; postalCode: string; city: string; state: string }) =>
  [place.addressLine1, place.addressLine2, `${place.postalCode} ${place.city}`, place.state].filter(Boolean).join(', ');

/**
 * The e-mail for a correction the shop made to an order (order-corrections.ts): the parcel's new tracking number,
 * the address it now goes to, or the day and run it is now delivered in. Queued in the correction's transaction, like the moves' e-mails.
 */
export async function enqueueOrderChangedMail(tx: Tx, input: { orderId: string; change: 'tracking' | 'address' | 'delivery' }, links: OrderMailLinks): Promise<void> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, input.orderId));
  if (!row) return;
  if (input.change === 'delivery') {
    await enqueueOrderNoticeMail(tx, input.orderId, { kind: 'delivery-moved', date: row.deliveryDate!, window: row.deliveryWindow }, links);
    return;
  }
  const carrier = row.shippingCarrier ?? '';
  const trackingNumber = row.trackingNumber ?? '';
  const step: OrderStep =
    input.change === 'tracking'
      ? { kind: 'tracking-corrected', carrier, trackingNumber, trackingLink: trackingLink(carrier, trackingNumber) }
      : { kind: 'address-changed', address: [row.shippingAddress?.name, row.shippingAddress && addressLine(row.shippingAddress)].filter(Boolean).join('\n') };
  await enqueueOrderNoticeMail(tx, input.orderId, step, links);
}

/** The customer's e-mail of a step that is no move of the order's own (a correction, a pre-order's window end), in its transaction. */
export async function enqueueOrderNoticeMail(tx: Tx, orderId: string, step: OrderStep, links: OrderMailLinks): Promise<void> {
  const order = await readOrderForMail(tx, orderId, links);
  if (!order) return;
  await enqueueMail(tx, await orderStepMail(order.envelope, { name: order.name, order: order.summary, step, message: null, orderLink: order.orderLink }));
}
