import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { emailTokens } from './auth.schema';

export type EmailTokenPurpose = 'verify-email' | 'reset-password';

/** Reset links are short-lived (they hand over the account); verification links last a day. */
const TTL_MS: Record<EmailTokenPurpose, number> = {
  'verify-email': 24 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
};

/** Only this hash is stored: a database leak must not hand out working links. */
export const hashEmailToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new random token and its hash; made whether or not it is stored, so both paths cost the same. */
export function newEmailToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashEmailToken(token) };
}

export async function storeEmailToken(
  tx: Tx,
  opts: { userId: string; purpose: EmailTokenPurpose; tokenHash: string; now: Date },
): Promise<void> {
  await tx.insert(emailTokens).values({
    userId: opts.userId,
    purpose: opts.purpose,
    tokenHash: opts.tokenHash,
    expiresAt: new Date(opts.now.getTime() + TTL_MS[opts.purpose]),
  });
}

/** Like storeEmailToken, for the account with this e-mail if there is one; the same work either way. */
export async function storeEmailTokenIfAccountExists(
  tx: Tx,
  opts: { email: string; purpose: EmailTokenPurpose; tokenHash: string; now: Date },
): Promise<void> {
  const expiresAt = new Date(opts.now.getTime() + TTL_MS[opts.purpose]).toISOString();
  await tx.execute(sql`
    insert into email_tokens (user_id, purpose, token_hash, expires_at)
    select id, ${opts.purpose}, ${opts.tokenHash}, ${expiresAt}::timestamptz from users where email = ${opts.email}`);
}

const usable = (token: string, purpose: EmailTokenPurpose, now: Date) =>
  and(
    eq(emailTokens.tokenHash, hashEmailToken(token)),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, now),
  );

/** The user of a token that is unused and unexpired, without spending it; null otherwise. */
export async function findUsableEmailToken(
  db: Db | Tx,
  token: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<string | null> {
  const [row] = await db.select({ userId: emailTokens.userId }).from(emailTokens).where(usable(token, purpose, now));
  return row?.userId ?? null;
}

/**
 * Spends a token: the conditional update lets exactly one of two concurrent uses win. Returns its user,
 * or null when the token is unknown, of another purpose, expired or already used.
 */
export async function spendEmailToken(tx: Tx, token: string, purpose: EmailTokenPurpose, now: Date): Promise<string | null> {
  const [row] = await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(usable(token, purpose, now))
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}

/** Spends every other open token of the user for `purpose` (an older reset link must die with the reset). */
export async function spendAllEmailTokens(tx: Tx, userId: string, purpose: EmailTokenPurpose, now: Date): Promise<void> {
  await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}
