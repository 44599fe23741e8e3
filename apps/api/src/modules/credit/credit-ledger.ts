import { senToRm, type Sen } from '@durio/shared/money';
import type { CreditEntryKind, StoreCredit } from '@durio/shared/schemas/credit';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { storeCreditBalances, storeCreditEntries } from './credit.schema';

/*
 * The ledger's writes (docs/product/store-credit.md): an entry and the balance move together, in the caller's
 * transaction, and a movement that would take the balance below zero is refused by the update, not by a read before it.
 */

/** A movement that adds to the customer's credit: issued by the shop, or given back from a cancelled order. */
export async function addCredit(
  tx: Tx,
  entry: { userId: string; kind: Extract<CreditEntryKind, 'issued' | 'returned'>; amountSen: Sen; reason?: string | null; orderId?: string | null; by?: string | null; at: Date },
): Promise<void> {
  await tx.insert(storeCreditEntries).values({
    userId: entry.userId,
    kind: entry.kind,
    amountSen: entry.amountSen,
    reason: entry.reason ?? null,
    orderId: entry.orderId ?? null,
    createdBy: entry.by ?? null,
    createdAt: entry.at,
  });
  await tx
    .insert(storeCreditBalances)
    .values({ userId: entry.userId, balanceSen: entry.amountSen, updatedAt: entry.at })
    .onConflictDoUpdate({
      target: storeCreditBalances.userId,
      set: { balanceSen: sql`${storeCreditBalances.balanceSen} + ${entry.amountSen}`, updatedAt: entry.at },
    });
}

/** The customer's balance and entries, the newest first. */
export async function readCredit(db: Db | Tx, userId: string): Promise<StoreCredit> {
  const [[balance], entries] = await Promise.all([
    db.select({ balanceSen: storeCreditBalances.balanceSen }).from(storeCreditBalances).where(eq(storeCreditBalances.userId, userId)),
    db
      .select()
      .from(storeCreditEntries)
      .where(eq(storeCreditEntries.userId, userId))
      .orderBy(desc(storeCreditEntries.createdAt), desc(storeCreditEntries.id)),
  ]);
  return {
    balance: senToRm(balance?.balanceSen ?? 0),
    entries: entries.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      amount: senToRm(entry.amountSen),
      reason: entry.reason,
      orderId: entry.orderId,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
