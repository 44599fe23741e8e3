import { cardToPaySen } from '@durio/shared/credit';
import { rmToSen } from '@durio/shared/money';
import { priceOrder, unitPriceSen, weighingRange, type PricedLine } from '@durio/shared/pricing';
import { voucherRefusals } from '@durio/shared/vouchers';
import type { MediaFile } from '@durio/shared/schemas/media';
import type { CreateOrderBody, Order, OrderPreorder } from '@durio/shared/schemas/orders';
import { preorderRefusals, type CreatePreorderBody } from '@durio/shared/schemas/preorders';
import { creditRefusals } from '@durio/shared/schemas/credit';
import { randomUUID } from 'node:crypto';
import { DEADLOCK_DETECTED, postgresConstraint, postgresErrorCode, UNIQUE_VIOLATION } from '../db/postgres-errors';
import { ConflictError } from '../lib/errors';
import { ONE_PENDING_ORDER_INDEX } from '../modules/orders/orders.schema';
import {
  composeOrderViews,
  createCheckoutReads,
  createOrdersService,
  CUSTOMER_ACTOR,
  explainRefusal,
  insertOrderReservingStock,
  refusalOf,
  insertOrderRows,
  newPendingOrder,
  PRICES_CHANGED,
  refuseFormsNotDelivered,
  replacePendingOrders,
  type Checkout,
  type NewOrderLine,
  type NewOrderUpdate,
  type OrderRow,
} from '../modules/orders/public';
import { loadMediaByOwner, mediaLinks } from '../modules/files/public';
import { decideVoucher, readTermLines } from '../modules/vouchers/public';
import { applyPromotions } from '@durio/shared/promotions';
import { findOfferToPreorder, recordPreorder, reservePreorderFruits } from '../modules/preorders/public';
import { malaysianDate } from '../lib/malaysia-dates';
import { slotRefusals } from '@durio/shared/delivery-days';
import type { CancelOrder } from './cancel-order';
import type { SettlePayment } from './settle-payment';
import type { FlowDeps } from './flow-deps';

const EARLIER_ORDER_PAID = 'Your earlier order was paid after all. You can find it in My Orders.';

/** The earliest run, booked for a shopper who picked none, filled between reading and booking: the next try takes the next. */
class EarliestSlotTakenMeanwhile extends ConflictError {
  constructor() {
    super(slotRefusals.full);
  }
}

/**
 * Place an order (POST /durian/orders, docs/product/orders-and-payments.md): the cart becomes a PENDING order
 * at the price the server computes, with its stock reserved, replacing the customer's older unpaid orders.
 * The cart stays until the payment is confirmed. A pre-order (POST /durian/preorders) is placed by the same steps,
 * its fruits taken from a tree's offer instead of the cart and the shelf.
 */
export function createPlaceOrder(
  { db, clock, storage, orderExpiryMinutes, mail }: FlowDeps,
  { settleIfPaid, payOrderTx }: Pick<CancelOrder, 'settleIfPaid'> & Pick<SettlePayment, 'payOrderTx'>,
) {
  const { readCheckout, readPlacement } = createCheckoutReads(db, storage);
  const orders = createOrdersService({ db, clock, storage, config: { publicUrl: mail.publicUrl }, mailer: mail });

  async function placeOrderOnce(userId: string, body: CreateOrderBody): Promise<Order> {
    // 1. Everything the checkout needs, read at once before anything is written: the cart (400 when
    //    empty), the address or pickup point (404), its delivery zone and the fees (409 when the shop does not
    //    deliver there, or not a line's form of fruit), the delivery run it books (409 when past, closed or full),
    //    the customer's unpaid orders.
    const checkout = await readCheckout(userId, body, clock.now());

    // 2. An older unpaid order the gateway says was paid after all is kept and paid, and the customer hears
    //    of it instead of paying twice. Asked now, as nothing may wait on the network while rows are locked.
    await refuseIfAnOlderOrderWasPaid(checkout.pendingOrderIds);

    // 3. The server prices the cart by the one fee rule, with the automatic promotions that apply and then the cart's
    //    voucher code when it can be used (409 saying why when it cannot); a total the shopper did not see is refused.
    const now = clock.now();
    const priced = checkout.lines.map((line) => ({ unitPriceSen: unitPriceSen(line), quantity: line.quantity, weightGrams: line.weightGrams }));
    const { promotions, voucher } = await discountsOf(userId, checkout, priced, body.isPickup, now);
    const price = priceOrder(
      priced,
      { isPickup: body.isPickup, discounts: [...promotions.map(({ discount }) => discount), ...(voucher ? [voucher.discount] : [])] },
      checkout.settings,
    );
    if (rmToSen(body.total) !== price.totalSen) throw new ConflictError(PRICES_CHANGED);
    // Store credit pays what the shopper chose of it, never more than the order (docs/product/store-credit.md).
    const creditSen = rmToSen(body.credit ?? 0);
    if (creditSen > price.totalSen) throw new ConflictError(creditRefusals.changed);

    const discountSources = [
      ...promotions.map(({ promotion }) => ({ id: promotion.id, name: promotion.name })),
      ...(voucher ? [{ id: voucher.voucher.id, name: voucher.voucher.code }] : []),
    ];
    const order = newPendingOrder({ userId, body, placement: checkout, price, discountSources, voucher: voucher?.voucher, creditSen, now, expiryMinutes: orderExpiryMinutes });
    const lines: NewOrderLine[] = checkout.lines.map((line, index) => ({
      id: randomUUID(),
      productId: line.productId,
      productName: line.name,
      farmName: line.farmName,
      unitPriceSen: unitPriceSen(line),
      quantity: line.quantity,
      discountSen: price.lineDiscountsSen[index]!,
      ...weighingRange(line),
    }));
    const update = { id: randomUUID(), status: 'PENDING', message: 'Order placed', updatedBy: CUSTOMER_ACTOR } as const;

    // 4. The order is written, its stock taken, its delivery run booked, its code's use taken and its credit spent
    //    in one statement; older unpaid orders are released in the same transaction when there are any. A line that
    //    cannot be taken, a run filled, a code used up or credit spent meanwhile undoes everything (409 saying why).
    //    An order with nothing left to pay (credit pays it all) is paid in the same transaction: no gateway is asked.
    const nothingToPay = cardToPaySen(order) === 0;
    try {
      if (checkout.pendingOrderIds.length === 0 && !nothingToPay) {
        await insertOrderReservingStock(db, order, lines, update, checkout.booking);
      } else {
        await db.transaction(async (tx) => {
          await replacePendingOrders(tx, checkout.pendingOrderIds, now);
          await insertOrderReservingStock(tx, order, lines, update, checkout.booking);
          if (nothingToPay) await payOrderTx(tx, order.id, now);
        });
      }
    } catch (err) {
      const refusal = refusalOf(err);
      if (refusal === 'stock') throw new ConflictError(await explainRefusal(db, lines));
      if (refusal === 'slot') throw body.delivery ? new ConflictError(slotRefusals.full) : new EarliestSlotTakenMeanwhile();
      if (refusal === 'voucher') {
        // The code's limit was reached meanwhile: judged again, it says why (used up, or used by this customer).
        await discountsOf(userId, checkout, priced, body.isPickup, now);
        throw new ConflictError(voucherRefusals.usedUp);
      }
      if (refusal === 'credit') throw new ConflictError(creditRefusals.changed);
      throw err;
    }
    if (nothingToPay) {
      mail.kick();
      return orders.getOwnOrder(userId, order.id);
    }

    // 5. The reply is built from what was written, without reading it back.
    return replyOf(order, lines, update, { productMedia: checkout.productMedia });
  }

  /**
   * The order's discounts in their fixed order (docs/product/fees.md, "Discounts"): the automatic promotions that apply,
   * then the cart's code, judged on the lines and the delivery fee they would pay with the promotions; a code that
   * cannot be used is refused with the shopper's reason (409).
   */
  async function discountsOf(userId: string, checkout: Checkout, priced: readonly PricedLine[], isPickup: boolean, now: Date) {
    const today = malaysianDate(now);
    const wanted = checkout.promotions.length > 0 || checkout.voucherCode !== null;
    const lines = wanted
      ? await readTermLines(
          db,
          checkout.lines.map((line, index) => ({ productId: line.productId, quantity: line.quantity, totalSen: priced[index]!.unitPriceSen * priced[index]!.quantity })),
        )
      : [];
    const promotions = applyPromotions(checkout.promotions, lines, today);
    if (!checkout.voucherCode) return { promotions, voucher: null };
    const withPromotions = priceOrder(priced, { isPickup, discounts: promotions.map(({ discount }) => discount) }, checkout.settings);
    const decision = await decideVoucher(db, { code: checkout.voucherCode, userId, lines, deliveryFeeSen: withPromotions.deliveryFeeSen, today });
    if (decision.refusal !== null) throw new ConflictError(decision.refusal);
    return { promotions, voucher: decision };
  }

  async function refuseIfAnOlderOrderWasPaid(pendingOrderIds: readonly string[]) {
    for (const orderId of pendingOrderIds) {
      if ((await settleIfPaid(orderId)) === 'paid') throw new ConflictError(EARLIER_ORDER_PAID);
    }
  }

  /** A new order's reply from what was written. */
  function replyOf(
    order: OrderRow,
    lines: readonly NewOrderLine[],
    update: NewOrderUpdate,
    extra: { productMedia: ReadonlyMap<string, MediaFile[]>; preorder?: OrderPreorder },
  ): Order {
    return composeOrderViews([order], {
      items: lines.map((line) => ({ ...line, orderId: order.id, fruitWeightsGrams: null, weighedTotalSen: null })),
      updates: [{ ...update, orderId: order.id, createdAt: order.createdAt }],
      captures: [],
      refunds: [],
      preorders: extra.preorder ? new Map([[order.id, extra.preorder]]) : new Map(),
      reviews: [],
      productMedia: extra.productMedia,
      updateMedia: new Map(),
      reviewMedia: new Map(),
    })[0]!;
  }

  /**
   * Place a pre-order (POST /durian/preorders, docs/product/the-season.md): fruits of a tree's next drop, reserved
   * from its offer and paid now as any order, at the price of the offer's whole fruit (a fruit priced by weight at
   * the top of its range, weighed when it has dropped). The cart is not touched.
   */
  async function placePreorderOnce(userId: string, body: CreatePreorderBody): Promise<Order> {
    // 1. The offer, still open (404, 409), the address or pickup point (404), its zone, which must receive whole
    //    fresh fruit (409), the fees, the unpaid orders.
    const today = malaysianDate(clock.now());
    const [found, placement] = await Promise.all([findOfferToPreorder(db, body.offerId, today), readPlacement(userId, body)]);
    const { offer, window, treeName, farmName, product } = found;
    refuseFormsNotDelivered(placement.zone, [product]);
    // Fewer left than asked already when read: refused before any row is locked (at the season's peak most of a
    // popular tree's shoppers come too late). The reservation below is what guarantees it.
    if (offer.fruitsOffered - offer.fruitsReserved < body.fruits) throw new ConflictError(preorderRefusals.notEnoughLeft);

    // 2. As a checkout: an older unpaid order paid after all is kept, and this one refused.
    await refuseIfAnOlderOrderWasPaid(placement.pendingOrderIds);

    // 3. The fruits priced by the one fee rule as a line of the offer's whole fruit; a total not seen is refused.
    const line: NewOrderLine = {
      id: randomUUID(),
      productId: product.id,
      productName: product.name,
      farmName,
      unitPriceSen: unitPriceSen(product),
      quantity: body.fruits,
      // A pre-order is paid at its offer's price: voucher codes are for the cart (docs/product/fees.md, "Discounts").
      discountSen: 0,
      ...weighingRange(product),
    };
    const price = priceOrder(
      [{ unitPriceSen: line.unitPriceSen, quantity: line.quantity, weightGrams: product.weightGrams }],
      { isPickup: body.isPickup },
      placement.settings,
    );
    if (rmToSen(body.total) !== price.totalSen) throw new ConflictError(PRICES_CHANGED);

    // 4. In one transaction: older unpaid orders released, the order written and marked a pre-order, and last the
    //    fruits taken from the offer (409 when fewer are left, and nothing written). Last, because every shopper of
    //    a tree's launch queues on the offer's row: it stays locked for this one statement and the commit, not for
    //    the order's writes too (bench:launch).
    const now = clock.now();
    const order = newPendingOrder({ userId, body, placement, price, now, expiryMinutes: orderExpiryMinutes });
    const update = { id: randomUUID(), status: 'PENDING', message: 'Pre-order placed', updatedBy: CUSTOMER_ACTOR } as const;
    await db.transaction(async (tx) => {
      await replacePendingOrders(tx, placement.pendingOrderIds, now);
      await insertOrderRows(tx, order, [line], update);
      await recordPreorder(tx, { orderId: order.id, offerId: offer.id, fruits: body.fruits });
      await reservePreorderFruits(tx, offer.id, body.fruits, today);
    });

    // 5. The reply, from what was written.
    const preorder = {
      offerId: offer.id,
      treeName,
      variety: window.variety,
      window: { startsOn: window.startsOn, endsOn: window.endsOn },
      fruits: body.fruits,
      fruitsFilled: 0,
      fruitsRefunded: 0,
      choice: null,
    };
    return replyOf(order, [line], update, { productMedia: await loadMediaByOwner(db, storage, mediaLinks.product, [product.id]), preorder });
  }

  /**
   * Another checkout of this customer's placed its order first (one unpaid order each): this one replaces
   * it. Or releasing an older order's stock crossed another order's taking it: PostgreSQL ended this one. Or the
   * earliest run filled meanwhile for a shopper who left the choice to the shop.
   */
  function worthAnotherTry(err: unknown): boolean {
    if (err instanceof EarliestSlotTakenMeanwhile) return true;
    const code = postgresErrorCode(err);
    if (code === DEADLOCK_DETECTED) return true;
    return code === UNIQUE_VIOLATION && postgresConstraint(err) === ONE_PENDING_ORDER_INDEX;
  }

  /**
   * Runs the placement again when it is worth another try, up to five times, each after a short pause of a random
   * length: two checkouts that crossed (a deadlock PostgreSQL ended) then do not cross again at once. Under the fault
   * drill's load three tries in a row were not enough.
   */
  async function withRetries<T>(place: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await place();
      } catch (err) {
        if (attempt === 5 || !worthAnotherTry(err)) throw err;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
      }
    }
  }

  return {
    placeOrder: (userId: string, body: CreateOrderBody) => withRetries(() => placeOrderOnce(userId, body)),
    placePreorder: (userId: string, body: CreatePreorderBody) => withRetries(() => placePreorderOnce(userId, body)),
  };
}
