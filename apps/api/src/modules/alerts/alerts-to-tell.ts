import { and, asc, count, eq, gte, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AlertTarget } from '@durio/shared/schemas/alerts';
import type { Db, Tx } from '../../db/client';
import { stockAlerts } from './alerts.schema';

/** Never more shoppers told at once than this many for each unit there is (docs/product/the-season.md). */
export const TOLD_PER_UNIT = 3;
/** "At once": the shoppers told of one thing within this long count against its units. */
const AT_ONCE_MS = 24 * 60 * 60 * 1000;

export type AlertToTell = typeof stockAlerts.$inferSelect;
export interface WaitingTarget {
  target: AlertTarget;
  /** The key the target's alerts share, for the lock that tells one target's shoppers one copy at a time. */
  key: string;
}

/** What an alert waits for as one value: the product's or tree's id, or the variety in lower case. */
export const targetKey = sql<string>`coalesce(${stockAlerts.productId}::text, ${stockAlerts.treeId}::text, lower(${stockAlerts.variety}))`;

/** The alerts of `target`. */
export const forTarget = (target: AlertTarget): SQL =>
  'productId' in target
    ? eq(stockAlerts.productId, target.productId)
    : 'treeId' in target
      ? eq(stockAlerts.treeId, target.treeId)
      : sql`lower(${stockAlerts.variety}) = lower(${target.variety})`;

/** Every product, tree and variety some confirmed alert still waits for. */
export async function targetsWaiting(db: Db): Promise<WaitingTarget[]> {
  const rows = await db
    .selectDistinct({ productId: stockAlerts.productId, treeId: stockAlerts.treeId, variety: sql<string | null>`lower(${stockAlerts.variety})`, key: targetKey })
    .from(stockAlerts)
    .where(and(isNotNull(stockAlerts.confirmedAt), isNull(stockAlerts.notifiedAt)));
  return rows.map((r) => ({
    key: r.key,
    target: r.productId ? { productId: r.productId } : r.treeId ? { treeId: r.treeId } : { variety: r.variety! },
  }));
}

/**
 * Marks told, in the caller's transaction, the first-asked alerts of `target` that `units` leave room for: three
 * shoppers a unit, less those told of it in the last day. A lock on the target makes copies do this one at a
 * time, so together they never tell more; an alert is told once (its `notified_at`, set with its e-mail queued).
 */
export async function claimAlertsToTell(tx: Tx, waiting: WaitingTarget, units: number, now: Date): Promise<AlertToTell[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stock-alert:${waiting.key}`}))`);
  const [recent] = await tx
    .select({ told: count() })
    .from(stockAlerts)
    .where(and(forTarget(waiting.target), gte(stockAlerts.notifiedAt, new Date(now.getTime() - AT_ONCE_MS))));
  const room = TOLD_PER_UNIT * units - (recent?.told ?? 0);
  if (room <= 0) return [];
  const first = tx
    .select({ id: stockAlerts.id })
    .from(stockAlerts)
    .where(and(forTarget(waiting.target), isNotNull(stockAlerts.confirmedAt), isNull(stockAlerts.notifiedAt)))
    .orderBy(asc(stockAlerts.createdAt), asc(stockAlerts.id))
    .limit(room);
  return tx
    .update(stockAlerts)
    .set({ notifiedAt: now })
    .where(and(inArray(stockAlerts.id, first), isNull(stockAlerts.notifiedAt)))
    .returning();
}

/** What an erased account leaves: its alerts, and any an address of its asked for as a visitor. */
export async function forgetAlertsOf(tx: Tx, who: { userId: string; email: string }): Promise<void> {
  await tx.delete(stockAlerts).where(eq(stockAlerts.userId, who.userId));
  await tx.delete(stockAlerts).where(eq(stockAlerts.email, who.email.toLowerCase()));
}
