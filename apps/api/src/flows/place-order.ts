import { rmToSen } from '@durio/shared/money';
import { priceOrder, unitPriceSen, weighingRange } from '@durio/shared/pricing';
import type { CreateOrderBody, Order } from '@durio/shared/schemas/orders';
import { randomUUID } from 'node:crypto';
import { DEADLOCK_DETECTED, postgresConstraint, postgresErrorCode, UNIQUE_VIOLATION } from '../db/postgres-errors';
import { ConflictError } from '../lib/errors';
import { ONE_PENDING_ORDER_INDEX } from '../modules/orders/orders.schema';
import {
  composeOrderViews,
  createCheckoutReads,
  CUSTOMER_ACTOR,
  explainRefusal,
  insertOrderReservingStock,
  isNotReserved,
  moveOrder,
  PRICES_CHANGED,
  type NewOrderLine,
  type OrderRow,
} from '../modules/orders/public';
import type { CancelOrder } from './cancel-order';
import type { FlowDeps } from './flow-deps';

const EARLIER_ORDER_PAID = 'Your earlier order was paid after all. You can find it in My Orders.';

/**
 * Place an order (POST /durian/orders, docs/product/orders-and-payments.md): the cart becomes a PENDING order
 * at the price the server computes, with its stock reserved, replacing the customer's older unpaid orders.
 * The cart stays until the payment is confirmed.
 */
export function createPlaceOrder(
  { db, clock, storage, orderExpiryMinutes }: FlowDeps,
  { settleIfPaid }: Pick<CancelOrder, 'settleIfPaid'>,
) {
  const { readCheckout } = createCheckoutReads(db, storage);

  async function placeOrderOnce(userId: string, body: CreateOrderBody): Promise<Order> {
    // 1. Everything the checkout needs, read at once before anything is written: the cart (400 when
    //    empty), the address or pickup point (404), the fees, the customer's unpaid orders.
    const checkout = await readCheckout(userId, body);

    // 2. An older unpaid order the gateway says was paid after all is kept and paid, and the customer hears
    //    of it instead of paying twice. Asked now, as nothing may wait on the network while rows are locked.
    for (const orderId of checkout.pendingOrderIds) {
      if ((await settleIfPaid(orderId)) === 'paid') throw new ConflictError(EARLIER_ORDER_PAID);
    }

    // 3. The server prices the cart by the one fee rule; a total the shopper did not see is refused.
    const price = priceOrder(
      checkout.lines.map((line) => ({ unitPriceSen: unitPriceSen(line), quantity: line.quantity, weightGrams: line.weightGrams })),
      { isPickup: body.isPickup },
      checkout.settings,
    );
    if (rmToSen(body.total) !== price.totalSen) throw new ConflictError(PRICES_CHANGED);

    const now = clock.now();
    const order: OrderRow = {
      id: randomUUID(),
      userId,
      status: 'PENDING',
      paymentStatus: 'PENDING',
      isPickup: body.isPickup,
      ...checkout.destination,
      subtotalSen: price.subtotalSen,
      deliveryFeeSen: price.deliveryFeeSen,
      handlingFeeSen: price.handlingFeeSen,
      taxSen: price.taxSen,
      totalSen: price.totalSen,
      taxRateBps: checkout.settings.taxRateBps,
      weighedAt: null,
      weighedSubtotalSen: null,
      weighedTaxSen: null,
      weighedTotalSen: null,
      notes: body.notes || null,
      specialInstructions: body.specialInstructions || null,
      trackingNumber: null,
      shippingCarrier: null,
      expiresAt: new Date(now.getTime() + orderExpiryMinutes * 60_000),
      paidAt: null,
      cancelledAt: null,
      createdAt: now,
      updatedAt: now,
    };
    const lines: NewOrderLine[] = checkout.lines.map((line) => ({
      id: randomUUID(),
      productId: line.productId,
      productName: line.name,
      farmName: line.farmName,
      unitPriceSen: unitPriceSen(line),
      quantity: line.quantity,
      ...weighingRange(line),
    }));
    const update = { id: randomUUID(), status: 'PENDING', message: 'Order placed', updatedBy: CUSTOMER_ACTOR } as const;

    // 4. The order is written and its stock taken in one statement; older unpaid orders are released in
    //    the same transaction when there are any. A line that cannot be taken undoes everything (409 saying why).
    try {
      if (checkout.pendingOrderIds.length === 0) {
        await insertOrderReservingStock(db, order, lines, update);
      } else {
        await db.transaction(async (tx) => {
          for (const orderId of checkout.pendingOrderIds) {
            // Still unpaid a moment ago; a capture that lands after this is given back by the reconciler.
            await moveOrder(tx, {
              orderId,
              to: 'CANCELLED',
              by: 'customer',
              from: ['PENDING'],
              message: 'Order cancelled: replaced by a new checkout',
              updatedBy: CUSTOMER_ACTOR,
              at: now,
            });
          }
          await insertOrderReservingStock(tx, order, lines, update);
        });
      }
    } catch (err) {
      if (isNotReserved(err)) throw new ConflictError(await explainRefusal(db, lines));
      throw err;
    }

    // 5. The reply is built from what was written, without reading it back.
    return composeOrderViews([order], {
      items: lines.map((line) => ({ ...line, orderId: order.id, fruitWeightsGrams: null, weighedTotalSen: null })),
      updates: [{ ...update, orderId: order.id, createdAt: now }],
      captures: [],
      refunds: [],
      reviews: [],
      productMedia: checkout.productMedia,
      updateMedia: new Map(),
      reviewMedia: new Map(),
    })[0]!;
  }

  /**
   * Another checkout of this customer's placed its order first (one unpaid order each): this one replaces
   * it. Or releasing an older order's stock crossed another order's taking it: PostgreSQL ended this one.
   */
  function worthAnotherTry(err: unknown): boolean {
    const code = postgresErrorCode(err);
    if (code === DEADLOCK_DETECTED) return true;
    return code === UNIQUE_VIOLATION && postgresConstraint(err) === ONE_PENDING_ORDER_INDEX;
  }

  async function placeOrder(userId: string, body: CreateOrderBody): Promise<Order> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await placeOrderOnce(userId, body);
      } catch (err) {
        if (attempt === 3 || !worthAnotherTry(err)) throw err;
      }
    }
  }

  return { placeOrder };
}
