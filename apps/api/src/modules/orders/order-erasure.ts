import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderNotes, orders } from './orders.schema';

/**
 * Keeps an erased customer's orders for the shop's books without the person: no link to the account, and
 * `name` instead of the name on the address, with no phone, and none of the shop's internal notes about them
 * (docs/product/accounts-and-tokens.md).
 */
export async function anonymiseOrdersOf(tx: Tx, userId: string, { name, at }: { name: string; at: Date }): Promise<void> {
  await tx.delete(orderNotes).where(inArray(orderNotes.orderId, tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))));
  await tx
    .update(orders)
    .set({
      userId: null,
      // NULL stays NULL (pickup orders have no address); jsonb || replaces just these two keys.
      shippingAddress: sql`${orders.shippingAddress} || jsonb_build_object('name', ${name}::text, 'phone', null)`,
      updatedAt: at,
    })
    .where(eq(orders.userId, userId));
}
