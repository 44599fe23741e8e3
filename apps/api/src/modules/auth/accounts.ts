import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from './auth.schema';

/*
 * The account rows other modules and flows change, and only through these: a profile's own fields and its
 * deletion request (the profile module), and the erasure of an account (flows/erase-account.ts).
 */

export type AccountRow = typeof users.$inferSelect;

/** What the customer may change of their own account, and when a deletion was asked for. */
export type AccountChanges = Partial<Pick<AccountRow, 'displayName' | 'phone' | 'language' | 'deletionRequestedAt'>>;

/** Writes `changes` to the account; undefined when there is no such account. */
export async function updateAccount(db: Db | Tx, userId: string, changes: AccountChanges, at: Date): Promise<AccountRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: at })
    .where(eq(users.id, userId))
    .returning();
  return user;
}

/** The account's display name, for what it signs (Order Updates, the console's history). */
export async function findDisplayName(db: Db | Tx, userId: string): Promise<string | undefined> {
  const [user] = await db.select({ displayName: users.displayName }).from(users).where(eq(users.id, userId));
  return user?.displayName;
}

/** Up to `limit` accounts whose deletion was asked for at or before `cutoff`. */
export async function listAccountsDueForErasure(db: Db, cutoff: Date, limit: number): Promise<string[]> {
  const due = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.deletionRequestedAt), lte(users.deletionRequestedAt, cutoff)))
    .limit(limit);
  return due.map((user) => user.id);
}

/** The account, locked, if its deletion is still due at `cutoff` (a cancel may have come in since it was listed). */
export async function lockAccountDueForErasure(tx: Tx, userId: string, cutoff: Date): Promise<{ id: string; email: string } | undefined> {
  const [user] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), lte(users.deletionRequestedAt, cutoff)))
    .for('update');
  return user;
}

/**
 * Deletes the account row; the foreign keys remove the rest of what is the person's alone (sessions, e-mail
 * links, cart, addresses, favourites, push installations).
 */
export async function deleteAccount(tx: Tx, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
