import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { OrderStatus } from '@durio/shared/order-status';
import type { UnfilledChoice } from '@durio/shared/schemas/orders';
import { CHOICE_DAYS } from '@durio/shared/schemas/preorders';
import type { Db, Tx } from '../../db/client';
import { harvestWindows } from '../catalogue/catalogue.schema';
import { orders } from '../orders/orders.schema';
import { preorderOffers, preorders } from './preorders.schema';

/*
 * A pre-order at its window's end (docs/product/the-season.md, When the window ends): the fruit still on the tree is
 * offered as a choice once, and answered once, each by a conditional update in the transaction that carries it out,
 * so several processes sweeping at once, or a customer and the sweeper together, do it exactly once.
 */

/** Until when the customer may answer a choice offered at `offeredAt`; the shop refunds after. */
export const choiceDeadline = (offeredAt: Date): Date => new Date(offeredAt.getTime() + CHOICE_MS);

const CHOICE_MS = CHOICE_DAYS * 24 * 60 * 60 * 1000;

/**
 * The statuses of a pre-order whose fruit still on the tree can be answered for: paid, and maybe packed, shipped or
 * delivered with the fruit that did drop.
 */
const ANSWERABLE: OrderStatus[] = ['PAID', 'PROCESSING', 'SHIPPED', 'DELIVERED'];

/** Fruit of a paid pre-order that neither dropped nor was refunded (SQL over `preorders`). */
const unfilledFruits = sql<number>`${preorders.fruits} - ${preorders.fruitsFilled} - ${preorders.fruitsRefunded}`;

/** Paid pre-orders whose window ended before `today` (a Malaysian day) with fruit unfilled and no choice offered yet. */
export async function preordersToOfferChoice(db: Db, today: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ orderId: preorders.orderId })
    .from(preorders)
    .innerJoin(orders, eq(orders.id, preorders.orderId))
    .innerJoin(preorderOffers, eq(preorderOffers.id, preorders.offerId))
    .innerJoin(harvestWindows, eq(harvestWindows.id, preorderOffers.windowId))
    .where(and(isNull(preorders.choiceOfferedAt), inArray(orders.status, ANSWERABLE), lt(harvestWindows.endsOn, today), sql`${unfilledFruits} > 0`))
    .orderBy(asc(preorders.placedOrder))
    .limit(limit);
  return rows.map((row) => row.orderId);
}

/** Marks the choice offered at `at`, once: false when another process did, or the pre-order has nothing left to choose for. */
export async function markChoiceOffered(tx: Tx, orderId: string, at: Date): Promise<boolean> {
  const [marked] = await tx
    .update(preorders)
    .set({ choiceOfferedAt: at })
    .where(and(eq(preorders.orderId, orderId), isNull(preorders.choiceOfferedAt), sql`${unfilledFruits} > 0`))
    .returning({ orderId: preorders.orderId });
  return Boolean(marked);
}

/** Paid pre-orders whose choice is still unanswered at its deadline (`now` or before): the shop refunds them. */
export async function choicesPastDue(db: Db, now: Date, limit: number): Promise<string[]> {
  const offeredBy = new Date(now.getTime() - CHOICE_MS);
  const rows = await db
    .select({ orderId: preorders.orderId })
    .from(preorders)
    .innerJoin(orders, eq(orders.id, preorders.orderId))
    .where(and(isNotNull(preorders.choiceOfferedAt), lte(preorders.choiceOfferedAt, offeredBy), isNull(preorders.choice), inArray(orders.status, ANSWERABLE)))
    .orderBy(asc(preorders.placedOrder))
    .limit(limit);
  return rows.map((row) => row.orderId);
}

/** A pre-order waiting for its customer's answer, as the answer needs it. */
export interface OpenChoice {
  orderId: string;
  status: OrderStatus;
  /** The fruit that dropped was weighed already. */
  weighed: boolean;
  productId: string;
  fruits: number;
  fruitsFilled: number;
  /** The fruits the answer is for. */
  unfilled: number;
}

/**
 * The pre-order if it waits for an answer now (offered, unanswered, paid and not cancelled, fruit unfilled), else undefined. With `tx`
 * the offer's row is locked first, as a drop locks it, so a drop and an answer for the same fruit take turns.
 */
export async function findOpenChoice(db: Db | Tx, orderId: string, lock?: 'lock'): Promise<OpenChoice | undefined> {
  if (lock) {
    await db
      .select({ id: preorderOffers.id })
      .from(preorderOffers)
      .where(eq(preorderOffers.id, db.select({ offerId: preorders.offerId }).from(preorders).where(eq(preorders.orderId, orderId))))
      .for('update');
  }
  const [row] = await db
    .select({
      orderId: preorders.orderId,
      status: orders.status,
      weighed: sql<boolean>`${orders.weighedAt} is not null`,
      productId: preorderOffers.productId,
      fruits: preorders.fruits,
      fruitsFilled: preorders.fruitsFilled,
      unfilled: unfilledFruits,
    })
    .from(preorders)
    .innerJoin(orders, eq(orders.id, preorders.orderId))
    .innerJoin(preorderOffers, eq(preorderOffers.id, preorders.offerId))
    .where(
      and(
        eq(preorders.orderId, orderId),
        isNotNull(preorders.choiceOfferedAt),
        isNull(preorders.choice),
        inArray(orders.status, ANSWERABLE),
        sql`${unfilledFruits} > 0`,
      ),
    );
  return row ? { ...row, unfilled: Number(row.unfilled), weighed: Boolean(row.weighed) } : undefined;
}

/**
 * Records the answer, once (false when it was answered already): a substitute fills the unfilled fruit from the
 * product's stock, a refund counts it refunded.
 */
export async function recordChoice(tx: Tx, orderId: string, choice: UnfilledChoice, unfilled: number): Promise<boolean> {
  const [recorded] = await tx
    .update(preorders)
    .set(
      choice === 'substitute'
        ? {
            choice,
            fruitsFilled: sql`${preorders.fruitsFilled} + ${unfilled}`,
            fruitsSubstituted: sql`${preorders.fruitsSubstituted} + ${unfilled}`,
          }
        : { choice, fruitsRefunded: sql`${preorders.fruitsRefunded} + ${unfilled}` },
    )
    .where(and(eq(preorders.orderId, orderId), isNull(preorders.choice), sql`${unfilledFruits} = ${unfilled}`))
    .returning({ orderId: preorders.orderId });
  return Boolean(recorded);
}
