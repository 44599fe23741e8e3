import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { orders, outboxEmails, reviews, users } from '../../db/schema';

/** How long a deletion request waits before the account is erased; the user may cancel until then. */
export const ERASURE_AFTER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Accounts erased per sweep; the rest wait for the next one. */
const BATCH = 50;
/** How often due accounts are looked for. */
export const ERASURE_SWEEP_MS = 60 * 60 * 1000;

/** What erased customers are called on the orders and reviews the shop keeps. */
export const FORMER_CUSTOMER = 'Former customer';

export const erasureDate = (requestedAt: Date) => new Date(requestedAt.getTime() + ERASURE_AFTER_DAYS * DAY_MS);

/**
 * Erases the accounts whose deletion was asked for more than 30 days ago. Orders stay for the shop's books
 * but lose the link to the person and the name and phone on their address; reviews keep their text under
 * 'Former customer'; the mail sent to the person goes; deleting the user row removes the rest (sessions,
 * e-mail links, cart, addresses, favourites, push installations) through the foreign keys.
 */
export function createAccountErasure(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  /** Erases one account if it is still due (a cancel may have come in since it was listed). */
  async function eraseAccount(tx: Tx, userId: string, cutoff: Date): Promise<boolean> {
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), lte(users.deletionRequestedAt, cutoff)))
      .for('update');
    if (!user) return false;
    await tx
      .update(orders)
      .set({
        userId: null,
        // NULL stays NULL (pickup orders have no address); jsonb || replaces just these two keys.
        shippingAddress: sql`${orders.shippingAddress} || jsonb_build_object('name', ${FORMER_CUSTOMER}::text, 'phone', null)`,
        updatedAt: clock.now(),
      })
      .where(eq(orders.userId, user.id));
    await tx.update(reviews).set({ userId: null, authorName: FORMER_CUSTOMER }).where(eq(reviews.userId, user.id));
    await tx.delete(outboxEmails).where(eq(outboxEmails.to, user.email));
    await tx.delete(users).where(eq(users.id, user.id));
    return true;
  }

  /** Erases every account that is due now; returns how many. */
  async function eraseDueAccounts(): Promise<number> {
    const cutoff = new Date(clock.now().getTime() - ERASURE_AFTER_DAYS * DAY_MS);
    const due = await db
      .select({ id: users.id })
      .from(users)
      .where(and(isNotNull(users.deletionRequestedAt), lte(users.deletionRequestedAt, cutoff)))
      .limit(BATCH);
    let erased = 0;
    for (const { id } of due) {
      if (await db.transaction((tx) => eraseAccount(tx, id, cutoff))) erased += 1;
    }
    return erased;
  }

  return { eraseDueAccounts };
}
