import { randomUUID } from 'node:crypto';
import { defaultPricingSettings, priceOrder, unitPriceSen } from '@durio/shared/pricing';
import type * as schema from '../schema';
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
}

const REVIEWERS = ['aisyah', 'weijie', 'kumar'] as const;
/** Mostly fours and fives, with the odd three, as real reviews go. */
const RATINGS = [5, 4, 5, 3, 5, 4, 5, 5, 4] as const;

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
  const user = demoUsers.find((u) => u.key === order.by)!;
  const placedAt = daysAgo(order.orderedDaysAgo, order.minute);
  const orderId = randomUUID();
  const lines = order.lines.map(({ product: { row }, quantity }) => ({
    unitPriceSen: unitPriceSen({ priceSen: row.priceSen, discountPriceSen: row.discountPriceSen ?? null }),
    quantity,
    weightGrams: row.weightGrams ?? null,
  }));
  const price = priceOrder(lines, { isPickup: false }, defaultPricingSettings);
  const tracking = `EP${String(560_000_000 + rows.orders.length * 7919).padStart(9, '0')}MY`;
  rows.orders.push({
    id: orderId,
    userId: context.userIds.get(order.by)!,
    status: 'DELIVERED',
    paymentStatus: 'PAID',
    isPickup: false,
    shippingAddress: user.address!,
    subtotalSen: price.subtotalSen,
    deliveryFeeSen: price.deliveryFeeSen,
    handlingFeeSen: price.handlingFeeSen,
    taxSen: price.taxSen,
    totalSen: price.totalSen,
    trackingNumber: tracking,
    shippingCarrier: 'Pos Laju',
    expiresAt: new Date(placedAt.getTime() + 30 * 60_000),
    paidAt: new Date(placedAt.getTime() + 3 * 60_000),
    createdAt: placedAt,
    updatedAt: daysAgo(order.orderedDaysAgo - 2),
  });
  order.lines.forEach(({ product: { row, demo } }, i) =>
    rows.orderItems.push({
      orderId,
      productId: row.id,
      productName: row.name,
      farmName: context.farmNames.get(demo.farm)!,
      unitPriceSen: lines[i]!.unitPriceSen,
      quantity: lines[i]!.quantity,
    }),
  );
  const updates: [string, string, string, number][] = [
    ['PAID', 'Payment received. Thank you for your order!', 'System', 0],
    ['PROCESSING', 'Your durians are being picked and packed at the farm.', 'Durio Admin', 0.3],
    ['SHIPPED', `Shipped with Pos Laju in a cool box. Tracking number ${tracking}.`, 'Durio Admin', 1],
    ['DELIVERED', 'Delivered. Enjoy your durians!', 'Durio Admin', 2],
  ];
  for (const [status, message, updatedBy, after] of updates) {
    rows.orderUpdates.push({ orderId, status, message, updatedBy, createdAt: daysAgo(order.orderedDaysAgo - after, order.minute + 5) });
  }
  return orderId;
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
