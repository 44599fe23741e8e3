import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, min, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { refreshTokens } from './auth.schema';

export const REFRESH_TOKEN_TTL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Only this hash is stored: a database leak must not hand out working sessions. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Stores a new opaque token for a sign-in (family) and returns the token itself. */
export async function issueRefreshToken(
  db: Db | Tx,
  opts: { userId: string; familyId?: string; now: Date; token?: string },
): Promise<{ token: string; familyId: string }> {
  const token = opts.token ?? randomBytes(32).toString('base64url');
  const familyId = opts.familyId ?? randomUUID();
  await db.insert(refreshTokens).values({
    userId: opts.userId,
    familyId,
    tokenHash: hashRefreshToken(token),
    expiresAt: new Date(opts.now.getTime() + REFRESH_TOKEN_TTL_DAYS * DAY_MS),
  });
  return { token, familyId };
}

/**
 * How long a token just rotated still answers with its successor (docs/product/accounts-and-tokens.md): two tabs, or a
 * duplicated tab, refreshing with one token at the same moment must not sign the user out. Auth0 calls
 * this the reuse interval.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/**
 * The successor of a token, derived from it with a server key: a second request within the grace period
 * is given the very same successor, although only hashes of tokens are ever stored. Without the key, the
 * successor cannot be worked out from the token.
 */
function successorOf(token: string, key: Uint8Array): string {
  return createHmac('sha256', key).update(token).digest('base64url');
}

export type RotateResult =
  | { ok: true; userId: string; familyId: string; token: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Spends a presented refresh token and issues its successor in the same sign-in (family). A token spent
 * within the grace period answers the successor it was given; spent before that, it revokes its whole
 * family: either the client or a thief holds a stale copy, and we cannot tell which. Returns rather than
 * throws so the family revocation is committed with the caller's transaction.
 */
export async function rotateRefreshToken(tx: Tx, token: string, now: Date, key: Uint8Array): Promise<RotateResult> {
  const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.expiresAt <= now) return { ok: false, reason: 'expired' };
  const successor = successorOf(token, key);
  // The conditional update is what orders two concurrent refreshes with one token: on PostgreSQL the
  // second waits for the first's row lock, then finds used_at set and matches no row.
  const spent =
    row.usedAt === null &&
    (await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id })).length > 0;
  if (spent) {
    await issueRefreshToken(tx, { userId: row.userId, familyId: row.familyId, now, token: successor });
    return { ok: true, userId: row.userId, familyId: row.familyId, token: successor };
  }

  // Spent already: the same successor while the grace period lasts and the successor still stands.
  const [used] = await tx
    .select({ usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, row.id));
  const [next] = await tx
    .select({ revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(successor)));
  const withinGrace = used?.usedAt && now.getTime() - used.usedAt.getTime() <= REFRESH_REUSE_GRACE_MS;
  if (withinGrace && next && !next.revokedAt) {
    return { ok: true, userId: row.userId, familyId: row.familyId, token: successor };
  }
  await revokeFamily(tx, row.familyId, now);
  return { ok: false, reason: 'reused' };
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

/**
 * When this sign-in (its refresh-token family) began, or null when it is not the user's. A step that must be proven
 * now, not by a session left open (linking Google, erasing an account without a password), asks for a recent one.
 */
export async function signInStartedAt(db: Db | Tx, userId: string, sessionId: string): Promise<Date | null> {
  const [signIn] = await db
    .select({ startedAt: min(refreshTokens.createdAt) })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, sessionId), eq(refreshTokens.userId, userId)));
  return signIn?.startedAt ?? null;
}
