import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { dropRefusals } from '@durio/shared/schemas/preorders';
import type { Tx } from '../../db/client';
import { postgresConstraint, postgresErrorCode, UNIQUE_VIOLATION } from '../../db/postgres-errors';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { orders } from '../orders/orders.schema';
import { preorderDrops, preorderOffers, preorders } from './preorders.schema';

/** A paid pre-order of the offer with fruit still to come, as the drop fills it. */
export interface WaitingPreorder {
  orderId: string;
  fruits: number;
  fruitsFilled: number;
}

/**
 * Locks the offer for the drop's transaction (drops of one offer are recorded one at a time) and reads its paid
 * pre-orders still waiting, in the order they were placed.
 */
export async function waitingPreordersOf(tx: Tx, offerId: string): Promise<WaitingPreorder[]> {
  const [offer] = await tx.select({ id: preorderOffers.id }).from(preorderOffers).where(eq(preorderOffers.id, offerId)).for('update');
  if (!offer) throw new NotFoundError('Pre-order offer not found');
  return tx
    .select({ orderId: preorders.orderId, fruits: preorders.fruits, fruitsFilled: preorders.fruitsFilled })
    .from(preorders)
    .innerJoin(orders, eq(orders.id, preorders.orderId))
    .where(and(eq(preorders.offerId, offerId), eq(orders.status, 'PAID'), lt(preorders.fruitsFilled, preorders.fruits)))
    .orderBy(asc(preorders.placedOrder));
}

/** Records the drop (409 when the offer's drop of that day is already recorded). */
export async function recordDropRow(tx: Tx, drop: { offerId: string; fellOn: string; fruits: number }) {
  try {
    const [row] = await tx.insert(preorderDrops).values(drop).returning();
    return row!;
  } catch (err) {
    if (postgresErrorCode(err) === UNIQUE_VIOLATION && postgresConstraint(err) === 'preorder_drops_one_a_day_idx') {
      throw new ConflictError(dropRefusals.alreadyRecorded);
    }
    throw err;
  }
}

/** Adds `fruits` to what a pre-order has had filled. */
export async function fillPreorder(tx: Tx, orderId: string, fruits: number): Promise<void> {
  await tx
    .update(preorders)
    .set({ fruitsFilled: sql`${preorders.fruitsFilled} + ${fruits}` })
    .where(eq(preorders.orderId, orderId));
}
