import { randomUUID } from 'node:crypto';
import { bookingKey, malaysianNow, openDeliveryDays, openPickupDays } from '@durio/shared/delivery-days';
import { zoneOfPostcode } from '@durio/shared/delivery-zones';
import { formatRm, senToRm } from '@durio/shared/money';
import {
  defaultPricingSettings,
  priceOrder,
  pricingFor,
  priceWeighedOrder,
  unitPriceSen,
  weighingRange,
  type OrderPrice,
  type PricedLine,
} from '@durio/shared/pricing';
import { gatewayId, SANDBOX_DECLINE } from '../../gateway/sandbox';
import type * as schema from '../schema';
import type { ZoneRow } from '../../modules/delivery/delivery-zones.service';
import type { DemoRows } from './build-demo-rows';
import type { FarmKey } from './demo-farms';
import { flagshipReviews, FLAGSHIP_PRODUCT } from './demo-flagship-reviews';
import { reviewTexts, stallReviewers, users as demoUsers, type DemoUser } from './demo-people';
import type { products as demoProducts } from './demo-products';

type ProductRow = { demo: (typeof demoProducts)[number]; row: typeof schema.products.$inferInsert & { id: string } };

interface OrderContext {
  userIds: Map<DemoUser['key'], string>;
  farmNames: Map<FarmKey, string>;
  daysAgo: (days: number, minutes?: number) => Date;
  /** The shop's delivery zones as the migrations made them, with their runs' ids. */
  zones: readonly ZoneRow[];
}

const REVIEWERS = ['aisyah', 'weijie', 'kumar'] as const;
/** Mostly fours and fives, with the odd three, as real reviews go. */
const RATINGS = [5, 4, 5, 3, 5, 4, 5, 5, 4] as const;

type OrderRow = typeof schema.orders.$inferInsert;

/**
 * One demo order of `by` with its lines, priced by the shop's default fees, and its Order Updates (status,
 * message, who, when). Answers its id.
 */
function addDemoOrder(
  rows: DemoRows,
  context: OrderContext,
  order: {
    by: DemoUser['key'];
    lines: { product: ProductRow; quantity: number }[];
    placedAt: Date;
    values: Omit<Partial<OrderRow>, 'id' | 'userId'>;
    pickupAt?: NonNullable<DemoRows['dropoffPoints'][number]>;
    /** Booked in a run (or a pickup day) still to come: an order the shop has yet to take out. */
    booksRun?: boolean;
    updates: { status: string; message: string; by: string; at: Date }[];
  },
): string {
  const user = demoUsers.find((u) => u.key === order.by)!;
  const orderId = randomUUID();
  const lines = order.lines.map(({ product: { row }, quantity }) => ({
    unitPriceSen: unitPriceSen(pricedProduct(row)),
    quantity,
    weightGrams: row.weightGrams ?? null,
    ...weighingRange(pricedProduct(row)),
  }));
  const isPickup = order.pickupAt !== undefined;
  // A delivery is priced and named by its address's zone, as a checkout would (docs/product/delivery.md).
  const zone = isPickup ? null : zoneOfPostcode(context.zones, user.address!.postalCode);
  const price = priceOrder(lines, { isPickup }, pricingFor(defaultPricingSettings, zone));
  const point = order.pickupAt;
  const when = order.booksRun ? (zone ? bookDemoRun(rows, zone, context.daysAgo(0)) : point && { deliveryDate: demoPickupDay(point, order.placedAt) }) : {};
  rows.orders.push({
    id: orderId,
    userId: context.userIds.get(order.by)!,
    status: 'PAID',
    paymentStatus: 'PAID',
    isPickup,
    shippingAddress: isPickup ? null : user.address!,
    dropoffPointId: point?.id ?? null,
    dropoffPoint: point ? { name: point.name, addressLine1: point.addressLine1, addressLine2: point.addressLine2 ?? null, city: point.city, state: point.state, postalCode: point.postalCode, country: 'Malaysia' } : null,
    subtotalSen: price.subtotalSen,
    deliveryFeeSen: price.deliveryFeeSen,
    handlingFeeSen: price.handlingFeeSen,
    taxSen: price.taxSen,
    totalSen: price.totalSen,
    taxRateBps: defaultPricingSettings.taxRateBps,
    deliveryZone: zone?.name ?? null,
    ...when,
    expiresAt: new Date(order.placedAt.getTime() + 30 * 60_000),
    paidAt: new Date(order.placedAt.getTime() + 3 * 60_000),
    createdAt: order.placedAt,
    updatedAt: order.updates.at(-1)?.at ?? order.placedAt,
    ...order.values,
  });
  // An order that has left the farm had its fruit weighed at packing (docs/product/selling-by-weight.md).
  const shippedAt = order.updates.find((u) => u.status === 'SHIPPED')?.at;
  const weighing = shippedAt && lines.some((l) => l.pricePerKgSen !== null) ? weighDemoLines(lines, price, rows.orders.length) : null;
  const placed = rows.orders.at(-1)!;
  if (weighing) {
    Object.assign(placed, {
      weighedAt: new Date(shippedAt!.getTime() - 60 * 60_000),
      weighedSubtotalSen: weighing.price.subtotalSen,
      weighedDiscountSen: weighing.price.discountSen,
      weighedTaxSen: weighing.price.taxSen,
      weighedTotalSen: weighing.price.totalSen,
    });
    order.updates.push({
      status: 'PROCESSING',
      message: `Your fruit was weighed: ${formatRm(senToRm(weighing.price.totalSen))} in all, ${formatRm(senToRm(weighing.price.refundSen))} goes back to your card`,
      by: 'Durio Admin',
      at: placed.weighedAt!,
    });
  }
  order.lines.forEach(({ product: { row, demo } }, i) =>
    rows.orderItems.push({
      orderId,
      productId: row.id,
      productName: row.name,
      farmName: context.farmNames.get(demo.farm)!,
      unitPriceSen: lines[i]!.unitPriceSen,
      quantity: lines[i]!.quantity,
      pricePerKgSen: lines[i]!.pricePerKgSen,
      minWeightGrams: lines[i]!.minWeightGrams,
      maxWeightGrams: lines[i]!.maxWeightGrams,
      fruitWeightsGrams: weighing?.weights[i] ?? null,
      weighedTotalSen: weighing && lines[i]!.pricePerKgSen !== null ? weighing.price.lineTotalsSen[i]! : null,
    }),
  );
  for (const update of order.updates) {
    rows.orderUpdates.push({ orderId, status: update.status, message: update.message, updatedBy: update.by, createdAt: update.at });
  }
  addDemoPayment(rows, { ...placed, id: orderId, createdAt: order.placedAt }, weighing && { amountSen: weighing.price.refundSen, at: placed.weighedAt! });
  return orderId;
}

/**
 * The first run of the zone still open now, as the shop's next checkout would get it, counted in the run's bookings so
 * the owner's calendar and run sheet show the demo's orders waiting to go out (docs/product/delivery.md).
 */
function bookDemoRun(rows: DemoRows, zone: ZoneRow, now: Date): Pick<OrderRow, 'deliveryDate' | 'deliverySlotId' | 'deliveryWindow'> {
  const booked = new Map(rows.deliverySlotBookings.map((row) => [bookingKey(row.slotId, row.day), row.booked]));
  const day = openDeliveryDays(zone, zone.slots, { booked, closedDates: new Set() }, now)[0];
  const run = day?.slots[0];
  if (!day || !run) return {};
  const row = rows.deliverySlotBookings.find((candidate) => candidate.slotId === run.id && candidate.day === day.date);
  if (row) row.booked += 1;
  else rows.deliverySlotBookings.push({ slotId: run.id, day: day.date, booked: 1 });
  return { deliveryDate: day.date, deliverySlotId: run.id, deliveryWindow: `${run.startsAt}–${run.endsAt}` };
}

/** The first day the point is open once a pickup placed at `placedAt` is ready (the promise's 24 hours). */
function demoPickupDay(point: NonNullable<DemoRows['dropoffPoints'][number]>, placedAt: Date): string | null {
  return openPickupDays({ openWeekdays: point.openWeekdays ?? [1, 2, 3, 4, 5, 6] }, 24, new Set(), placedAt)[0] ?? malaysianNow(placedAt).date;
}

/**
 * What the scale said of each weight-priced fruit of a demo order: around its range, now and then a little over
 * (which costs the shop), always the same for the same order so the demo reads the same each time; and the
 * order's weighed price.
 */
type DemoLine = PricedLine & ReturnType<typeof weighingRange>;

function weighDemoLines(lines: readonly DemoLine[], charged: OrderPrice, seed: number) {
  const weights = lines.map((line, i) =>
    line.pricePerKgSen === null
      ? null
      : Array.from({ length: line.quantity }, (_, j) => {
          const spread = line.maxWeightGrams! - line.minWeightGrams! + 200;
          return line.minWeightGrams! + Math.round((((seed * 37 + i * 11 + j * 7) % 10) / 10) * spread / 10) * 10;
        }),
  );
  const price = priceWeighedOrder(
    { ...charged, taxRateBps: defaultPricingSettings.taxRateBps },
    lines.map((line, i) => ({ ...line, fruitWeightsGrams: weights[i] ?? null })),
  );
  return { weights, price };
}

/** A demo product row's price as the pricing rule reads it. */
function pricedProduct(row: ProductRow['row']) {
  return {
    priceSen: row.priceSen,
    discountPriceSen: row.discountPriceSen ?? null,
    pricedBy: row.pricedBy ?? 'unit',
    weightGrams: row.weightGrams ?? null,
    minWeightGrams: row.minWeightGrams ?? null,
  };
}

/**
 * The order's payment attempt at the built-in sandbox gateway, in the shop's table and in the gateway's own
 * ledger, as a real checkout leaves them: so cancelling a paid demo order gives its money back as any other
 * (flows/refund-payment.ts) instead of finding nothing to refund. An order whose time to pay ran out has no
 * attempt the gateway saw through.
 */
function addDemoPayment(
  rows: DemoRows,
  order: OrderRow & { id: string; createdAt: Date },
  weighingRefund: { amountSen: number; at: Date } | null = null,
) {
  const status = order.paymentStatus ?? 'PAID';
  if (status === 'PENDING') return;
  const gatewayOrderId = gatewayId('order');
  const gatewayPaymentId = gatewayId('pay');
  const at = order.paidAt ?? new Date(order.createdAt.getTime() + 3 * 60_000);
  const paymentRowId = randomUUID();
  rows.payments.push({
    id: paymentRowId,
    orderId: order.id,
    gateway: 'sandbox',
    gatewayOrderId,
    gatewayPaymentId,
    amountSen: order.totalSen,
    status,
    failureReason: status === 'FAILED' ? SANDBOX_DECLINE.description : null,
    refundId: status === 'REFUNDED' ? gatewayId('rfnd') : null,
    createdAt: order.createdAt,
    updatedAt: at,
  });
  // The ledger's refunds, in the shop's table and the gateway's: a weighing's difference, or a cancel's whole payment.
  const refunds =
    status === 'REFUNDED'
      ? [{ reason: 'cancel' as const, amountSen: order.totalSen, at: order.cancelledAt ?? at }]
      : weighingRefund && weighingRefund.amountSen > 0
        ? [{ reason: 'weighing' as const, ...weighingRefund }]
        : [];
  rows.sandboxPayments.push({
    id: gatewayPaymentId,
    gatewayOrderId,
    amountSen: order.totalSen,
    amountRefundedSen: refunds.reduce((sum, r) => sum + r.amountSen, 0),
    status: ({ PAID: 'captured', FAILED: 'failed', REFUNDED: 'refunded' } as const)[status],
    createdAt: at,
  });
  for (const refund of refunds) {
    const gatewayRefundId = status === 'REFUNDED' ? rows.payments.at(-1)!.refundId! : gatewayId('rfnd');
    rows.refunds.push({
      paymentId: paymentRowId,
      orderId: order.id,
      reason: refund.reason,
      amountSen: refund.amountSen,
      status: 'DONE',
      gatewayRefundId,
      createdAt: refund.at,
      doneAt: refund.at,
    });
    rows.sandboxRefunds.push({ id: gatewayRefundId, paymentId: gatewayPaymentId, amountSen: refund.amountSen, receipt: null, createdAt: refund.at });
  }
}

/**
 * A paid order that went through every status to DELIVERED: placed `orderedDaysAgo` days before the seed
 * date (`minute` minutes into that day), shipped a day later, delivered two days later. Answers its id.
 */
function addDeliveredOrder(
  rows: DemoRows,
  context: OrderContext,
  order: { by: DemoUser['key']; lines: { product: ProductRow; quantity: number }[]; orderedDaysAgo: number; minute: number },
): string {
  const { daysAgo } = context;
  const tracking = `EP${String(560_000_000 + rows.orders.length * 7919).padStart(9, '0')}MY`;
  const at = (after: number) => daysAgo(order.orderedDaysAgo - after, order.minute + 5);
  return addDemoOrder(rows, context, {
    by: order.by,
    lines: order.lines,
    placedAt: daysAgo(order.orderedDaysAgo, order.minute),
    values: { status: 'DELIVERED', trackingNumber: tracking, shippingCarrier: 'Pos Laju', updatedAt: daysAgo(order.orderedDaysAgo - 2) },
    updates: [
      { status: 'PAID', message: 'Payment received. Thank you for your order!', by: 'System', at: at(0) },
      { status: 'PROCESSING', message: 'Your durians are being picked and packed at the farm.', by: 'Durio Admin', at: at(0.3) },
      { status: 'SHIPPED', message: `Shipped with Pos Laju in a cool box. Tracking number ${tracking}.`, by: 'Durio Admin', at: at(1) },
      { status: 'DELIVERED', message: 'Delivered. Enjoy your durians!', by: 'Durio Admin', at: at(2) },
    ],
  });
}

/**
 * The orders an owner finds at work in a new shop (docs/product/admin-console.md): three paid yesterday and
 * waiting to be packed, one ready for pickup, one cancelled and refunded, and two checkouts never paid.
 */
export function addOrdersInProgress(rows: DemoRows, productRows: ProductRow[], context: OrderContext) {
  const { daysAgo } = context;
  const product = (n: number) => productRows[n % productRows.length]!;
  const paid = (at: Date) => ({ status: 'PAID', message: 'Payment received. Thank you for your order!', by: 'System', at });
  const waiting: [DemoUser['key'], number, number, string | null][] = [
    ['hafiz', 1, 540, 'Please call before delivery; the guard house keeps parcels after 6 pm.'],
    ['priya', 4, 600, null],
    ['meiyee', 7, 660, null],
  ];
  for (const [by, n, minute, instructions] of waiting) {
    addDemoOrder(rows, context, {
      by,
      lines: [{ product: product(n), quantity: 1 }, { product: product(n + 10), quantity: 2 }],
      placedAt: daysAgo(1, minute),
      booksRun: true,
      values: { specialInstructions: instructions },
      updates: [paid(daysAgo(1, minute + 3))],
    });
  }
  const point = rows.dropoffPoints[0]!;
  addDemoOrder(rows, context, {
    by: 'gary',
    lines: [{ product: product(12), quantity: 1 }],
    placedAt: daysAgo(2, 700),
    pickupAt: point,
    booksRun: true,
    values: { status: 'SHIPPED' },
    updates: [
      paid(daysAgo(2, 703)),
      { status: 'PROCESSING', message: 'Your durians are being picked and packed at the farm.', by: 'Durio Admin', at: daysAgo(1, 480) },
      { status: 'SHIPPED', message: 'Your order is ready for pickup', by: 'Durio Admin', at: daysAgo(1, 900) },
    ],
  });
  addDemoOrder(rows, context, {
    by: 'nurul',
    lines: [{ product: product(15), quantity: 1 }],
    placedAt: daysAgo(3, 620),
    values: { status: 'CANCELLED', paymentStatus: 'REFUNDED', cancelledAt: daysAgo(3, 700) },
    updates: [
      paid(daysAgo(3, 623)),
      { status: 'CANCELLED', message: 'Order cancelled by customer', by: 'Customer', at: daysAgo(3, 700) },
      { status: 'CANCELLED', message: 'Payment refunded', by: 'System', at: daysAgo(3, 701) },
    ],
  });
  // Checkouts never paid: one whose time to pay ran out, one whose card was declined and then left.
  const abandoned: [DemoUser['key'], number, number, 'PENDING' | 'FAILED'][] = [
    ['siti', 20, 400, 'PENDING'],
    ['kumar', 22, 820, 'FAILED'],
  ];
  for (const [by, n, minute, paymentStatus] of abandoned) {
    addDemoOrder(rows, context, {
      by,
      lines: [{ product: product(n), quantity: 1 }],
      placedAt: daysAgo(2, minute),
      values: { status: 'CANCELLED', paymentStatus, paidAt: null, cancelledAt: daysAgo(2, minute + 30) },
      updates: [{ status: 'CANCELLED', message: 'Order expired: payment not received within 30 minutes', by: 'System', at: daysAgo(2, minute + 30) }],
    });
  }
}

/**
 * Verified reviews need a delivered order: each reviewing customer gets past orders (up to three
 * products each) of the products they review, then one review per product and order. The flagship
 * durian gets its own season of single-product orders and reviews from its regular buyers. A few more
 * reviews are carried over from market stalls, without an order.
 */
export function addReviewsAndOrders(rows: DemoRows, productRows: ProductRow[], context: OrderContext) {
  const { userIds, daysAgo } = context;
  const textTurn = { 3: 0, 4: 0, 5: 0 };
  const nextText = (rating: 3 | 4 | 5) => reviewTexts[rating][textTurn[rating]++ % reviewTexts[rating].length]!;
  const reviewersOf = (index: number): (typeof REVIEWERS)[number][] =>
    [[], ['aisyah'], ['weijie', 'kumar'], ['aisyah', 'weijie', 'kumar']][index % 4] as (typeof REVIEWERS)[number][];

  REVIEWERS.forEach((reviewer, reviewerIndex) => {
    const user = demoUsers.find((u) => u.key === reviewer)!;
    const reviewed = productRows
      .map((p, index) => ({ ...p, index }))
      .filter(({ index }) => reviewersOf(index).includes(reviewer))
      .sort((a, b) => b.demo.daysAgo - a.demo.daysAgo);

    for (let start = 0; start < reviewed.length; start += 3) {
      const chunk = reviewed.slice(start, start + 3);
      // Ordered the day after the newest of its products was listed, delivered two days later.
      const orderedDaysAgo = Math.min(...chunk.map((p) => p.demo.daysAgo)) - 1;
      const orderId = addDeliveredOrder(rows, context, {
        by: reviewer,
        lines: chunk.map((product) => ({ product, quantity: 1 })),
        orderedDaysAgo,
        minute: reviewerIndex * 7,
      });
      for (const { row, index } of chunk) {
        const rating = RATINGS[(index + reviewerIndex) % RATINGS.length]!;
        rows.reviews.push({
          productId: row.id,
          orderId,
          userId: userIds.get(reviewer)!,
          authorName: user.displayName,
          rating,
          review: nextText(rating),
          createdAt: daysAgo(orderedDaysAgo - 3, reviewerIndex * 13 + index),
          updatedAt: daysAgo(orderedDaysAgo - 3, reviewerIndex * 13 + index),
        });
      }
    }
  });

  const flagship = productRows.find(({ row }) => row.name === FLAGSHIP_PRODUCT);
  if (!flagship) throw new Error(`Demo data has no product named ${FLAGSHIP_PRODUCT}`);
  flagshipReviews.forEach((review, i) => {
    const orderId = addDeliveredOrder(rows, context, {
      by: review.by,
      lines: [{ product: flagship, quantity: review.quantity }],
      orderedDaysAgo: review.orderedDaysAgo,
      minute: 480 + i * 17,
    });
    const writtenAt = daysAgo(review.orderedDaysAgo - 3, 600 + i * 13);
    rows.reviews.push({
      productId: flagship.row.id,
      orderId,
      userId: userIds.get(review.by)!,
      authorName: demoUsers.find((u) => u.key === review.by)!.displayName,
      rating: review.rating,
      review: review.text,
      createdAt: writtenAt,
      updatedAt: writtenAt,
    });
  });

  productRows.forEach(({ row, demo }, index) => {
    if (index % 5 !== 0) return;
    const rating = index % 2 === 0 ? 5 : 4;
    rows.reviews.push({
      productId: row.id,
      orderId: null,
      userId: null,
      authorName: stallReviewers[(index / 5) % stallReviewers.length]!,
      rating,
      review: nextText(rating),
      createdAt: daysAgo(Math.max(demo.daysAgo - 2, 1), index),
      updatedAt: daysAgo(Math.max(demo.daysAgo - 2, 1), index),
    });
  });
}
