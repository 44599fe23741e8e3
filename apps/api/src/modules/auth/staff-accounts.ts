import type { Language } from '@durio/shared/languages';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { signAccessToken, type Role } from '../../lib/access-token';
import type { SigningKeys } from '../../lib/signing-keys';
import { users } from './auth.schema';
import { issueRefreshToken, revokeOtherFamilies } from './refresh-tokens';

/*
 * The account changes an invitation to the console makes (docs/product/staff.md): the staff module asks for
 * them here, as only the auth module writes the accounts.
 */

export interface ConsoleAccount {
  id: string;
  email: string;
  displayName: string;
  role: Role;
  createdAt: Date;
}

/** The account with this e-mail (trimmed and lower-cased, as stored). */
export async function findAccountByEmail(db: Db | Tx, email: string): Promise<ConsoleAccount | undefined> {
  const [user] = await db
    .select({ id: users.id, email: users.email, displayName: users.displayName, role: users.role, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.email, email));
  return user;
}

export async function findAccount(db: Db | Tx, userId: string): Promise<ConsoleAccount | undefined> {
  const [user] = await db
    .select({ id: users.id, email: users.email, displayName: users.displayName, role: users.role, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return user;
}

/** Every ADMIN and STAFF account, the owners first. */
export async function listConsoleAccounts(db: Db): Promise<ConsoleAccount[]> {
  return db
    .select({ id: users.id, email: users.email, displayName: users.displayName, role: users.role, createdAt: users.createdAt })
    .from(users)
    .where(inArray(users.role, ['ADMIN', 'STAFF']))
    .orderBy(asc(users.role), asc(users.createdAt), asc(users.id));
}

/**
 * A new STAFF account for an invited e-mail; its address counts as verified, since the invitation's link
 * reached it. Undefined when an account with the e-mail appeared meanwhile.
 */
export async function createStaffAccount(
  tx: Tx,
  input: { email: string; displayName: string; passwordHash: string; language: Language; now: Date },
): Promise<string | undefined> {
  const [row] = await tx
    .insert(users)
    .values({
      email: input.email,
      displayName: input.displayName,
      passwordHash: input.passwordHash,
      language: input.language,
      role: 'STAFF',
      emailVerifiedAt: input.now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return row?.id;
}

/** Changes an account's role; a STAFF account turned back into a CUSTOMER is signed out everywhere. */
export async function setAccountRole(tx: Tx, userId: string, role: Role, now: Date): Promise<void> {
  await tx.update(users).set({ role, updatedAt: now }).where(eq(users.id, userId));
  // Its refresh tokens go; an access token already out lapses within its 15 minutes (docs/product/staff.md).
  if (role === 'CUSTOMER') await revokeOtherFamilies(tx, userId, undefined, now);
}

/** A new sign-in for the account, as registering or signing in answers it. */
export async function startAccountSession(
  deps: { db: Db; keys: SigningKeys; now: Date },
  userId: string,
  role: Role,
): Promise<{ user_id: string; access_token: string; refresh_token: string }> {
  const { token, familyId } = await issueRefreshToken(deps.db, { userId, now: deps.now });
  // Signed with real time, as jose checks it against real time (auth.service.ts does the same).
  return { user_id: userId, access_token: await signAccessToken(deps.keys, { userId, role, sessionId: familyId }), refresh_token: token };
}
