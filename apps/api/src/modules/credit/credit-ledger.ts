import { senToRm, type Sen } from '@durio/shared/money';
import type { CreditEntryKind, StoreCredit } from '@durio/shared/schemas/credit';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
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

/**
 * When a balance last moved this long ago expires (docs/product/store-credit.md, Expiry): `updated_at`, which every
 * movement sets, plus the shop's months. Months are added on the UTC calendar, whatever the session's time zone, so
 * the reply's date and the sweep agree on every server.
 */
function expiresAtOf(creditMonths: number): SQL<Date> {
  return sql<Date>`((${storeCreditBalances.updatedAt} at time zone 'UTC') + make_interval(months => ${creditMonths}::integer)) at time zone 'UTC'`.mapWith(
    (value: string | Date) => new Date(value),
  );
}

/** The customer's balance, when it expires unless it moves (`creditMonths`, the shop's setting) and the entries, the newest first. */
export async function readCredit(db: Db | Tx, userId: string, creditMonths: number): Promise<StoreCredit> {
  // One query after the other: a transaction's connection takes one at a time (pg refuses to queue them itself).
  const [balance] = await db
    .select({ balanceSen: storeCreditBalances.balanceSen, expiresAt: expiresAtOf(creditMonths) })
    .from(storeCreditBalances)
    .where(eq(storeCreditBalances.userId, userId));
  const entries = await db.select().from(storeCreditEntries).where(eq(storeCreditEntries.userId, userId)).orderBy(desc(storeCreditEntries.position));
  return {
    balance: senToRm(balance?.balanceSen ?? 0),
    expiresAt: balance && balance.balanceSen > 0 ? balance.expiresAt.toISOString() : null,
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

/** What the customer may spend now. */
export async function creditBalanceOf(db: Db | Tx, userId: string): Promise<Sen> {
  const [balance] = await db.select({ balanceSen: storeCreditBalances.balanceSen }).from(storeCreditBalances).where(eq(storeCreditBalances.userId, userId));
  return balance?.balanceSen ?? 0;
}

/**
 * Spending credit on an order, as part of the `with` statement that writes it (`credit_spent`): the balance goes down
 * only while it holds the amount, and the entry is written from that update's row, so no row means nothing was spent
 * and the statement refuses the order. Concurrent checkouts of one customer wait on their balance's row.
 */
export function spendCreditStatement(spend: { userId: string; orderId: string; amountSen: Sen; at: Date }): SQL {
  return sql`credit_spent as (
      update ${storeCreditBalances} set balance_sen = ${storeCreditBalances.balanceSen} - ${spend.amountSen}::integer, updated_at = ${spend.at.toISOString()}::timestamptz
      where ${storeCreditBalances.userId} = ${spend.userId}::uuid and ${storeCreditBalances.balanceSen} >= ${spend.amountSen}::integer
      returning user_id
    ), credit_entry as (
      insert into ${storeCreditEntries} (user_id, kind, amount_sen, order_id, created_at)
      select user_id, 'spent', ${-spend.amountSen}::integer, ${spend.orderId}::uuid, ${spend.at.toISOString()}::timestamptz from credit_spent
      returning id
    )`;
}

/**
 * Gives back what is still spent on the order: what was spent on it less what came back already (a weighing's
 * difference), so a second call gives nothing. In the caller's transaction (the one that cancels the order).
 */
export async function returnOrderCredit(tx: Tx, order: { orderId: string; userId: string | null; at: Date }): Promise<void> {
  if (!order.userId) return;
  const [spent] = await tx
    .select({ netSen: sql<number>`coalesce(sum(${storeCreditEntries.amountSen}), 0)`.mapWith(Number) })
    .from(storeCreditEntries)
    .where(and(eq(storeCreditEntries.orderId, order.orderId), eq(storeCreditEntries.userId, order.userId)));
  const stillSpent = -(spent?.netSen ?? 0);
  if (stillSpent > 0) await addCredit(tx, { userId: order.userId, kind: 'returned', amountSen: stillSpent, orderId: order.orderId, at: order.at });
}

/**
 * Expires the balances that have not moved for `creditMonths` (docs/product/store-credit.md, Expiry), at most `limit`
 * of them, the oldest first: the whole balance goes, as one 'expired' entry of minus what it was, in one statement.
 * The update takes a balance only while it still holds what was read and its last movement is still that old, so a
 * checkout spending meanwhile, or another copy of the server sweeping at once, leaves it alone (that copy's update
 * waits on the row, then finds it changed): no balance expires twice, and none below zero. Returns the customers
 * whose credit expired.
 */
export async function expireDueCredit(db: Db | Tx, sweep: { creditMonths: number; now: Date; limit: number }): Promise<string[]> {
  const now = sql`${sweep.now.toISOString()}::timestamptz`;
  const result = (await db.execute(sql`
    with due as (
      select ${storeCreditBalances.userId} as user_id, ${storeCreditBalances.balanceSen} as balance_sen from ${storeCreditBalances}
      where ${storeCreditBalances.balanceSen} > 0 and ${expiresAtOf(sweep.creditMonths)} <= ${now}
      order by ${storeCreditBalances.updatedAt}
      limit ${sweep.limit}
    ), expired as (
      update ${storeCreditBalances} set balance_sen = 0, updated_at = ${now}
      from due
      where ${storeCreditBalances.userId} = due.user_id and ${storeCreditBalances.balanceSen} = due.balance_sen
        and ${expiresAtOf(sweep.creditMonths)} <= ${now}
      returning due.user_id, due.balance_sen
    )
    insert into ${storeCreditEntries} (user_id, kind, amount_sen, created_at)
    select user_id, 'expired', -balance_sen, ${now} from expired
    returning user_id`)) as unknown as { rows: { user_id: string }[] };
  return result.rows.map((row) => row.user_id);
}
