import type { DataExport } from '@durio/shared/schemas/data-exports';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { dataExports } from './profile.schema';

/*
 * The rows of "Download my data" (docs/product/your-data.md). Every move is a conditional update on the status,
 * so two requests, two clicks or two copies of the server at once make it once.
 */

type DataExportRow = typeof dataExports.$inferSelect;

export function toDataExport(row: DataExportRow): DataExport {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    downloadedAt: row.downloadedAt?.toISOString() ?? null,
  };
}

/**
 * The customer's pending export: a new one, or the one already waiting. The partial unique index (one pending
 * per customer) decides between two requests at once; the loser's insert does nothing and it reads the winner's.
 */
export async function openDataExport(db: Db, userId: string, now: Date): Promise<DataExportRow> {
  const [created] = await db
    .insert(dataExports)
    .values({ userId, createdAt: now })
    .onConflictDoNothing({ target: dataExports.userId, where: eq(dataExports.status, 'pending') })
    .returning();
  if (created) return created;
  const [pending] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'pending')));
  if (!pending) throw new Error('A pending data export vanished between its insert and its read');
  return pending;
}

/** The export the customer asked for last, or null. */
export async function findLatestDataExport(db: Db, userId: string): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    // Within one instant, the one still being prepared is the newer.
    .orderBy(desc(dataExports.createdAt), desc(sql`${dataExports.status} = 'pending'`))
    .limit(1);
  return row ?? null;
}

/**
 * Takes up to `limit` pending exports for this process until `leaseUntil`: each by a conditional update, so
 * another copy never prepares the same one at the same time; one whose preparer crashed is taken again after.
 */
export async function claimPendingDataExports(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<{ id: string; userId: string }[]> {
  const candidates = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(eq(dataExports.status, 'pending'), or(isNull(dataExports.claimedUntil), lte(dataExports.claimedUntil, now))))
    .orderBy(asc(dataExports.createdAt))
    .limit(limit);
  const claimed: { id: string; userId: string }[] = [];
  for (const { id } of candidates) {
    const [row] = await db
      .update(dataExports)
      .set({ claimedUntil: leaseUntil })
      .where(
        and(
          eq(dataExports.id, id),
          eq(dataExports.status, 'pending'),
          or(isNull(dataExports.claimedUntil), lte(dataExports.claimedUntil, now)),
        ),
      )
      .returning({ id: dataExports.id, userId: dataExports.userId });
    if (row) claimed.push(row);
  }
  return claimed;
}

/**
 * Marks a claimed export ready with its file and the hash of its link's token; false when it is no longer
 * pending under this claim (another process took it over after the lease ran out and finished first).
 */
export async function markDataExportReady(
  tx: Tx,
  id: string,
  p: { leaseUntil: Date; fileKey: string; tokenHash: string; readyAt: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await tx
    .update(dataExports)
    .set({ status: 'ready', claimedUntil: null, fileKey: p.fileKey, tokenHash: p.tokenHash, readyAt: p.readyAt, expiresAt: p.expiresAt })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending'), eq(dataExports.claimedUntil, p.leaseUntil)))
    .returning({ id: dataExports.id });
  return rows.length === 1;
}

/**
 * Spends a download link: the one conditional update that finds it ready and unexpired also marks it downloaded,
 * so of two clicks at once exactly one gets the file. Null for an unknown, used or expired link alike.
 */
export async function spendDataExportLink(db: Db, tokenHash: string, now: Date): Promise<{ id: string; fileKey: string } | null> {
  const [row] = await db
    .update(dataExports)
    .set({ status: 'downloaded', downloadedAt: now })
    .where(
      and(eq(dataExports.tokenHash, tokenHash), eq(dataExports.status, 'ready'), gt(dataExports.expiresAt, now), isNotNull(dataExports.fileKey)),
    )
    .returning({ id: dataExports.id, fileKey: dataExports.fileKey });
  return row?.fileKey ? { id: row.id, fileKey: row.fileKey } : null;
}

/** Forgets the file of exports whose file was removed (after a download, or at expiry). */
export async function forgetDataExportFiles(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(dataExports).set({ fileKey: null }).where(inArray(dataExports.id, [...ids]));
}

/** Ready exports whose link has run out become expired; returns them with their files, for the caller to remove. */
export async function expireDataExports(db: Db, now: Date): Promise<{ id: string; fileKey: string | null }[]> {
  return db
    .update(dataExports)
    .set({ status: 'expired' })
    .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)))
    .returning({ id: dataExports.id, fileKey: dataExports.fileKey });
}

/** Files still kept of exports that are no longer ready (a removal that failed), to try again. */
export async function listLeftoverDataExportFiles(db: Db, limit: number): Promise<{ id: string; fileKey: string }[]> {
  const rows = await db
    .select({ id: dataExports.id, fileKey: dataExports.fileKey })
    .from(dataExports)
    .where(and(inArray(dataExports.status, ['downloaded', 'expired']), isNotNull(dataExports.fileKey)))
    .limit(limit);
  return rows.flatMap((row) => (row.fileKey ? [{ id: row.id, fileKey: row.fileKey }] : []));
}

/** The files of a customer's exports, for the account's erasure to remove (the rows go with the account). */
export async function listDataExportFilesOf(tx: Tx, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ fileKey: dataExports.fileKey })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.fileKey)));
  return rows.flatMap((row) => (row.fileKey ? [row.fileKey] : []));
}

