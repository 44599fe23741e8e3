import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { canTakeSubstitute, unfilledFruits } from '@durio/shared/preorder-filling';
import type { OrderPreorder } from '@durio/shared/schemas/orders';
import { preorderRefusals } from '@durio/shared/schemas/preorders';
import type { Db, Tx } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { farms, harvestWindows, products, trees } from '../catalogue/catalogue.schema';
import { isBuyableColumn, returnStock } from '../catalogue/public';
import { choiceDeadline } from './preorder-window-end';
import { orders } from '../orders/orders.schema';
import { openOn } from './offer-open';
import { preorderOffers, preorders } from './preorders.schema';

/**
 * An offer a shopper is pre-ordering from, with the whole fruit that prices it: 'Pre-order offer not found' unless
 * its farm is verified, 409 'This pre-order is closed' once the admin closed it or its window is over (`today`).
 */
export async function findOfferToPreorder(db: Db, offerId: string, today: string) {
  const [row] = await db
    .select({
      offer: preorderOffers,
      window: harvestWindows,
      treeName: trees.name,
      farmName: farms.name,
      product: products,
      open: sql<boolean>`${openOn(today)}`,
    })
    .from(preorderOffers)
    .innerJoin(harvestWindows, eq(harvestWindows.id, preorderOffers.windowId))
    .innerJoin(farms, eq(farms.id, harvestWindows.farmId))
    .innerJoin(products, eq(products.id, preorderOffers.productId))
    .leftJoin(trees, eq(trees.id, preorderOffers.treeId))
    .where(and(eq(preorderOffers.id, offerId), eq(farms.verificationStatus, 'VERIFIED')));
  if (!row) throw new NotFoundError('Pre-order offer not found');
  if (!row.open) throw new ConflictError(preorderRefusals.closed);
  return row;
}

/**
 * Takes `fruits` from the offer in the caller's transaction, as stock is taken: only while that many are left and
 * the offer is open on `today`, so it never passes what is offered. 409 when fewer are left.
 */
export async function reservePreorderFruits(tx: Tx, offerId: string, fruits: number, today: string): Promise<void> {
  const [taken] = await tx
    .update(preorderOffers)
    .set({ fruitsReserved: sql`${preorderOffers.fruitsReserved} + ${fruits}` })
    .where(
      and(
        eq(preorderOffers.id, offerId),
        isNull(preorderOffers.closedAt),
        sql`${preorderOffers.fruitsReserved} + ${fruits} <= ${preorderOffers.fruitsOffered}`,
        inArray(preorderOffers.windowId, tx.select({ id: harvestWindows.id }).from(harvestWindows).where(gte(harvestWindows.endsOn, today))),
      ),
    )
    .returning({ id: preorderOffers.id });
  if (!taken) throw new ConflictError(preorderRefusals.notEnoughLeft);
}

/** Records that `orderId` is a pre-order of `fruits` from the offer (in the transaction that reserved them). */
export async function recordPreorder(tx: Tx, preorder: { orderId: string; offerId: string; fruits: number }): Promise<void> {
  await tx.insert(preorders).values(preorder);
}

/**
 * Gives a cancelled pre-order's fruits back, in the cancel's transaction: those still on the tree to its offer, those
 * taken from another tree at the window's end to the product's shelf. False when the order is no pre-order (its
 * stock goes back to the shelf instead).
 */
export async function returnPreorderFruits(tx: Tx, orderId: string): Promise<boolean> {
  const [preorder] = await tx
    .select({ preorder: preorders, productId: preorderOffers.productId })
    .from(preorders)
    .innerJoin(preorderOffers, eq(preorderOffers.id, preorders.offerId))
    .where(eq(preorders.orderId, orderId));
  if (!preorder) return false;
  const { fruits, fruitsFilled, fruitsRefunded, fruitsSubstituted, offerId } = preorder.preorder;
  await tx
    .update(preorderOffers)
    .set({ fruitsReserved: sql`${preorderOffers.fruitsReserved} - ${fruits - fruitsFilled - fruitsRefunded}` })
    .where(eq(preorderOffers.id, offerId));
  if (fruitsSubstituted > 0) await returnStock(tx, [{ productId: preorder.productId, quantity: fruitsSubstituted }]);
  return true;
}

/** A pre-order's fruits still on the tree (neither dropped nor refunded); 0 for an order that is no pre-order. */
export async function fruitsStillOnTree(db: Db | Tx, orderId: string): Promise<number> {
  const [preorder] = await db.select().from(preorders).where(eq(preorders.orderId, orderId));
  return preorder ? unfilledFruits(preorder) : 0;
}

export async function isPreorder(tx: Tx | Db, orderId: string): Promise<boolean> {
  const [found] = await tx.select({ orderId: preorders.orderId }).from(preorders).where(eq(preorders.orderId, orderId));
  return Boolean(found);
}

/** What the orders' replies say of those that are pre-orders, by order id. */
export async function preordersOfOrders(db: Db, orderIds: readonly string[]): Promise<Map<string, OrderPreorder>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      preorder: preorders,
      window: harvestWindows,
      treeName: trees.name,
      stock: products.stock,
      buyable: isBuyableColumn,
      order: { status: orders.status, weighedAt: orders.weighedAt },
    })
    .from(preorders)
    .innerJoin(orders, eq(orders.id, preorders.orderId))
    .innerJoin(preorderOffers, eq(preorderOffers.id, preorders.offerId))
    .innerJoin(harvestWindows, eq(harvestWindows.id, preorderOffers.windowId))
    .innerJoin(products, eq(products.id, preorderOffers.productId))
    .innerJoin(farms, eq(farms.id, products.farmId))
    .leftJoin(trees, eq(trees.id, preorderOffers.treeId))
    .where(inArray(preorders.orderId, [...orderIds]));
  return new Map(
    rows.map(({ preorder: p, window: w, treeName, stock, buyable, order }) => [
      p.orderId,
      {
        offerId: p.offerId,
        treeName,
        variety: w.variety,
        window: { startsOn: w.startsOn, endsOn: w.endsOn },
        fruits: p.fruits,
        fruitsFilled: p.fruitsFilled,
        fruitsRefunded: p.fruitsRefunded,
        choice: p.choiceOfferedAt && {
          decideBy: choiceDeadline(p.choiceOfferedAt).toISOString(),
          substituteAvailable: p.choice === null && canTakeSubstitute({ status: order.status, weighed: order.weighedAt !== null }) && buyable && stock >= unfilledFruits(p),
          made: p.choice,
        },
      },
    ]),
  );
}

/**
 * An order that is a pre-order none of whose fruit has dropped yet (SQL over `orders`): it may not be packed yet (the
 * rule `awaitsFirstDrop` of the shared package).
 */
export const awaitingDropCondition = sql`exists (
  select 1 from ${preorders} where ${preorders.orderId} = ${orders.id} and ${preorders.fruitsFilled} = 0)`;

/** A pre-order some of whose fruit has dropped (SQL over `orders`): its customer can no longer cancel it. */
export const droppedFruitCondition = sql`exists (
  select 1 from ${preorders} where ${preorders.orderId} = ${orders.id} and ${preorders.fruitsFilled} > 0)`;
