import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { refreshTokens } from '../../db/schema';

export const REFRESH_TOKEN_TTL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Only this hash is stored: a database leak must not hand out working sessions. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Stores a new opaque token for a sign-in (family) and returns the token itself. */
export async function issueRefreshToken(
  db: Db | Tx,
  opts: { userId: string; familyId?: string; now: Date },
): Promise<{ token: string; familyId: string }> {
  const token = randomBytes(32).toString('base64url');
  const familyId = opts.familyId ?? randomUUID();
  await db.insert(refreshTokens).values({
    userId: opts.userId,
    familyId,
    tokenHash: hashRefreshToken(token),
    expiresAt: new Date(opts.now.getTime() + REFRESH_TOKEN_TTL_DAYS * DAY_MS),
  });
  return { token, familyId };
}

export type SpendResult =
  | { ok: true; userId: string; familyId: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Marks a presented token as used so its successor can be issued. A token that was already spent
 * revokes its whole family: either the client or a thief holds a stale copy, and we cannot tell which.
 * Returns rather than throws so the family revocation is committed with the caller's transaction.
 */
export async function spendRefreshToken(tx: Tx, token: string, now: Date): Promise<SpendResult> {
  const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.usedAt) {
    await revokeFamily(tx, row.familyId, now);
    return { ok: false, reason: 'reused' };
  }
  if (row.expiresAt <= now) return { ok: false, reason: 'expired' };
  // The conditional update is what stops two concurrent refreshes with one token: on PostgreSQL the
  // second waits for the first's row lock, then finds used_at set and matches no row.
  const spent = await tx
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  if (spent.length === 0) {
    await revokeFamily(tx, row.familyId, now);
    return { ok: false, reason: 'reused' };
  }
  return { ok: true, userId: row.userId, familyId: row.familyId };
}

export async function revokeFamily(db: Db | Tx, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** The family a presented token belongs to, whatever its state; null when it is unknown. */
export async function findFamilyOfToken(db: Db | Tx, token: string): Promise<string | null> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  return row?.familyId ?? null;
}

/** Signs the user out everywhere except the family `keepFamilyId` (the session asking). */
export async function revokeOtherFamilies(
  db: Db | Tx,
  userId: string,
  keepFamilyId: string | undefined,
  now: Date,
): Promise<void> {
  const mine = and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(keepFamilyId ? and(mine, ne(refreshTokens.familyId, keepFamilyId)) : mine);
}
