import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { signAccessToken, type Role } from '../../lib/access-token';
import type { Clock } from '../../lib/clock';
import { BadRequestError, ConflictError, UnauthorizedError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { SigningKeys } from '../../lib/signing-keys';
import {
  findFamilyOfToken,
  issueRefreshToken,
  revokeFamily,
  revokeOtherFamilies,
  spendRefreshToken,
} from './refresh-tokens';

export interface AuthServiceDeps {
  db: Db;
  clock: Clock;
  keys: SigningKeys;
}

export interface Session {
  user_id: string;
  access_token: string;
  refresh_token: string;
}

/**
 * Verified against when the e-mail is unknown, so a login takes as long as for a real account and
 * its timing does not tell which e-mails are registered. Made once per process.
 */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

export function createAuthService({ db, clock, keys }: AuthServiceDeps) {
  // Made now, so the first login with an unknown e-mail is not the slow one that gives it away.
  void getDummyHash();
  // Access tokens are checked against real time by jose, so they are signed with real time too, not the
  // service clock (tests may move that clock days away).
  const accessToken = (userId: string, role: Role, sessionId: string) =>
    signAccessToken(keys, { userId, role, sessionId });

  async function startSession(userId: string, role: Role): Promise<Session> {
    const { token, familyId } = await issueRefreshToken(db, { userId, now: clock.now() });
    return { user_id: userId, access_token: await accessToken(userId, role, familyId), refresh_token: token };
  }

  /** Creates a customer account and signs it in (DECISIONS §2). `email` comes trimmed and lower-cased. */
  async function register(input: { email: string; password: string; displayName: string }): Promise<Session> {
    const taken = () => new ConflictError('An account with this email already exists');
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    if (existing) throw taken();
    const passwordHash = await hashPassword(input.password);
    // A concurrent registration of the same e-mail can get past the check above; the unique index decides.
    const [user] = await db
      .insert(users)
      .values({ email: input.email, passwordHash, displayName: input.displayName })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, role: users.role });
    if (!user) throw taken();
    return startSession(user.id, user.role);
  }

  /** `email` comes trimmed and lower-cased, as stored. */
  async function login(input: { email: string; password: string }): Promise<Session> {
    const [user] = await db
      .select({ id: users.id, role: users.role, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, input.email));
    const valid = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
    if (!user || !valid) throw new UnauthorizedError('Invalid credentials');
    return startSession(user.id, user.role);
  }

  /** Spends the presented refresh token and issues the next one of the same sign-in. */
  async function refresh(token: string | undefined): Promise<{ access_token: string; refresh_token: string }> {
    if (!token) throw new UnauthorizedError();
    const now = clock.now();
    const result = await db.transaction(async (tx) => {
      const spent = await spendRefreshToken(tx, token, now);
      if (!spent.ok) return spent;
      const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, spent.userId));
      if (!user) return { ok: false as const, reason: 'unknown' as const };
      const next = await issueRefreshToken(tx, { userId: spent.userId, familyId: spent.familyId, now });
      return { ...spent, role: user.role, token: next.token };
    });
    if (!result.ok) throw new UnauthorizedError();
    return {
      access_token: await accessToken(result.userId, result.role, result.familyId),
      refresh_token: result.token,
    };
  }

  /** Ends the sign-in the refresh token belongs to; an unknown token has nothing left to end. */
  async function logout(token: string | undefined): Promise<void> {
    if (!token) throw new UnauthorizedError();
    const familyId = await findFamilyOfToken(db, token);
    if (familyId) await revokeFamily(db, familyId, clock.now());
  }

  /** Changes the password and signs out every other session (DECISIONS §2); the asking one stays. */
  async function changePassword(
    auth: { userId: string; sessionId?: string },
    input: { currentPassword: string; newPassword: string },
  ): Promise<{ success: true; message: string }> {
    const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, auth.userId));
    if (!user) throw new UnauthorizedError();
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw new BadRequestError('Current password is incorrect');
    }
    const passwordHash = await hashPassword(input.newPassword);
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, auth.userId));
      await revokeOtherFamilies(tx, auth.userId, auth.sessionId, now);
    });
    return { success: true, message: 'Password changed successfully' };
  }

  return { register, login, refresh, logout, changePassword };
}

export type AuthService = ReturnType<typeof createAuthService>;
