import { randomBytes } from 'node:crypto';
import { defaultLanguage, localizePath, type Language } from '@durio/shared/languages';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { users } from './auth.schema';
import { recordMarketingConsent } from '../consent/public';
import { getShopContact } from '../settings/public';
import { signAccessToken, type Role } from '../../lib/access-token';
import type { Clock } from '../../lib/clock';
import { BadRequestError, ConflictError, UnauthorizedError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { SigningKeys } from '../../lib/signing-keys';
import type { MailDispatcher } from '../../mail/mail-dispatcher';
import { enqueueMail, enqueueMailIfAccountExists } from '../../mail/outbox';
import { passwordChangedMail } from '../../mail/emails/password-changed';
import { resetPasswordMail } from '../../mail/emails/reset-password';
import {
  findUsableEmailToken,
  newEmailToken,
  spendAllEmailTokens,
  spendEmailToken,
  storeEmailTokenIfAccountExists,
} from './email-tokens';
import { signPowersyncToken } from './powersync-token';
import { queueEmailVerification } from './verification-mail';
import {
  findFamilyOfToken,
  issueRefreshToken,
  revokeFamily,
  revokeOtherFamilies,
  rotateRefreshToken,
} from './refresh-tokens';

export interface AuthServiceDeps {
  db: Db;
  clock: Clock;
  keys: SigningKeys;
  mailer: Pick<MailDispatcher, 'kick'>;
  config: Pick<Config, 'publicUrl' | 'shopEmail' | 'powersyncAudience'>;
}

export const RESET_EMAIL_SENT = 'Password reset email sent. Please check your inbox.';
export const INVALID_RESET_TOKEN = 'Invalid or expired token. Please request a new password reset.';

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

export function createAuthService({ db, clock, keys, mailer, config }: AuthServiceDeps) {
  // Made now, so the first login with an unknown e-mail is not the slow one that gives it away.
  void getDummyHash();
  // Access tokens are checked against real time by jose, so they are signed with real time too, not the
  // service clock (tests may move that clock days away).
  const accessToken = (userId: string, role: Role, sessionId: string) =>
    signAccessToken(keys, { userId, role, sessionId });

  // Reset links open the web app; verification links open this API (verification-mail.ts).
  const resetLink = (language: Language, token: string) =>
    `${config.publicUrl}${localizePath(language, `/reset-password?token=${token}`)}`;

  async function startSession(userId: string, role: Role): Promise<Session> {
    const { token, familyId } = await issueRefreshToken(db, { userId, now: clock.now() });
    return { user_id: userId, access_token: await accessToken(userId, role, familyId), refresh_token: token };
  }

  /**
   * Creates a customer account, e-mails its verification link and signs it in (docs/product/accounts-and-tokens.md). `email`
   * comes trimmed and lower-cased.
   */
  async function register(input: {
    email: string;
    password: string;
    displayName: string;
    language?: Language | undefined;
    marketingConsent?: boolean | undefined;
  }): Promise<Session> {
    const language = input.language ?? defaultLanguage;
    const taken = () => new ConflictError('An account with this email already exists');
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    if (existing) throw taken();
    const passwordHash = await hashPassword(input.password);
    const now = clock.now();
    const user = await db.transaction(async (tx) => {
      // A concurrent registration of the same e-mail can get past the check above; the unique index decides.
      const [row] = await tx
        .insert(users)
        .values({ email: input.email, passwordHash, displayName: input.displayName, language })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id, role: users.role });
      if (!row) return null;
      // Only a ticked box is recorded (docs/product/your-data.md): no row is a no, as an unticked box is.
      if (input.marketingConsent) {
        await recordMarketingConsent(tx, { userId: row.id, given: true, language, source: 'registration', at: now });
      }
      await queueEmailVerification(tx, { userId: row.id, email: input.email, name: input.displayName, language }, { publicUrl: config.publicUrl, now });
      return row;
    });
    if (!user) throw taken();
    mailer.kick();
    return startSession(user.id, user.role);
  }

  /**
   * Marks the e-mail of a verification link's user as verified; `verified` is false for a bad, expired or
   * used link. `language` is the user's, for the page the link leads to.
   */
  async function verifyEmail(token: string | undefined): Promise<{ verified: boolean; language: Language }> {
    const refused = { verified: false, language: defaultLanguage };
    if (!token) return refused;
    const now = clock.now();
    return db.transaction(async (tx) => {
      const userId = await spendEmailToken(tx, token, 'verify-email', now);
      if (!userId) return refused;
      await tx
        .update(users)
        .set({ emailVerifiedAt: now, updatedAt: now })
        .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
      const [user] = await tx.select({ language: users.language }).from(users).where(eq(users.id, userId));
      return { verified: true, language: user?.language ?? defaultLanguage };
    });
  }

  /**
   * E-mails a reset link when the account exists. No enumeration: the answer is the same either way, and
   * so is the work (a token is made, and the same two statements run, writing nothing without an
   * account); the mail itself is sent after the reply, outside the request's time.
   */
  async function forgotPassword(input: {
    email: string;
    language?: Language | undefined;
  }): Promise<{ success: true; message: string }> {
    const { email } = input;
    const language = input.language ?? defaultLanguage;
    const { token, tokenHash } = newEmailToken();
    const now = clock.now();
    await db.transaction(async (tx) => {
      await storeEmailTokenIfAccountExists(tx, { email, purpose: 'reset-password', tokenHash, now });
      await enqueueMailIfAccountExists(
        tx,
        await resetPasswordMail({ to: email, language, shop: await getShopContact(tx) }, { link: resetLink(language, token) }),
      );
    });
    mailer.kick();
    return { success: true, message: RESET_EMAIL_SENT };
  }

  /** Lets the reset screen tell a dead link before the user types a new password. */
  async function checkResetToken(token: string | undefined): Promise<{ success: true; message: string }> {
    if (!token || !(await findUsableEmailToken(db, token, 'reset-password', clock.now()))) {
      throw new BadRequestError(INVALID_RESET_TOKEN);
    }
    return { success: true, message: 'Token is valid' };
  }

  /**
   * Sets a new password through a reset link: spends the link (and every other open reset link of the
   * user), signs out every session, and e-mails the 'password changed' notice.
   */
  async function resetPassword(input: { token: string; newPassword: string }): Promise<{ success: true; message: string }> {
    // Checked first so a dead link does not cost a password hash; spent below under the conditional update.
    if (!(await findUsableEmailToken(db, input.token, 'reset-password', clock.now()))) {
      throw new BadRequestError(INVALID_RESET_TOKEN);
    }
    const passwordHash = await hashPassword(input.newPassword);
    const now = clock.now();
    const done = await db.transaction(async (tx) => {
      const userId = await spendEmailToken(tx, input.token, 'reset-password', now);
      if (!userId) return false;
      const [user] = await tx
        .update(users)
        // The link arrived in the mailbox, which proves the address as well as a verification link would.
        .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`, updatedAt: now })
        .where(eq(users.id, userId))
        .returning({ email: users.email, displayName: users.displayName, language: users.language });
      if (!user) return false;
      await spendAllEmailTokens(tx, userId, 'reset-password', now);
      await revokeOtherFamilies(tx, userId, undefined, now);
      await enqueueMail(tx, await passwordChangedNotice(tx, user, now));
      return true;
    });
    if (!done) throw new BadRequestError(INVALID_RESET_TOKEN);
    mailer.kick();
    return { success: true, message: 'Password reset successful' };
  }

  async function passwordChangedNotice(tx: Tx, user: { email: string; displayName: string; language: Language }, changedAt: Date) {
    return passwordChangedMail({ to: user.email, language: user.language, shop: await getShopContact(tx) }, {
      name: user.displayName,
      changedAt,
      forgotPasswordLink: `${config.publicUrl}${localizePath(user.language, '/forgot-password')}`,
      shopEmail: config.shopEmail,
    });
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
      const rotated = await rotateRefreshToken(tx, token, now, keys.refreshTokenKey);
      if (!rotated.ok) return rotated;
      const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, rotated.userId));
      if (!user) return { ok: false as const, reason: 'unknown' as const };
      return { ...rotated, role: user.role };
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

  /** Changes the password and signs out every other session (docs/product/accounts-and-tokens.md); the asking one stays. */
  async function changePassword(
    auth: { userId: string; sessionId?: string },
    input: { currentPassword: string; newPassword: string },
  ): Promise<{ success: true; message: string }> {
    const [user] = await db
      .select({ passwordHash: users.passwordHash, email: users.email, displayName: users.displayName, language: users.language })
      .from(users)
      .where(eq(users.id, auth.userId));
    if (!user) throw new UnauthorizedError();
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw new BadRequestError('Current password is incorrect');
    }
    const passwordHash = await hashPassword(input.newPassword);
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, auth.userId));
      await revokeOtherFamilies(tx, auth.userId, auth.sessionId, now);
      await enqueueMail(tx, await passwordChangedNotice(tx, user, now));
    });
    mailer.kick();
    return { success: true, message: 'Password changed successfully' };
  }

  /** A 5-minute PowerSync token for a signed-in user that still exists. */
  async function powersyncToken(userId: string): Promise<{ token: string; expiresAt: string }> {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw new UnauthorizedError();
    // Real time, like access tokens: PowerSync checks it against its own clock.
    return signPowersyncToken(keys, { userId, audience: config.powersyncAudience });
  }

  return {
    register,
    verifyEmail,
    login,
    refresh,
    logout,
    forgotPassword,
    checkResetToken,
    resetPassword,
    changePassword,
    powersyncToken,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
