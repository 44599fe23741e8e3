import { localizePath, type Language } from '@durio/shared/languages';
import {
  INVALID_PHONE_MESSAGE,
  normaliseMalaysianPhone,
  RECENT_SIGN_IN_MINUTES,
  RECENT_SIGN_IN_NEEDED,
  type UserProfile,
} from '@durio/shared/schemas/auth';
import type { MarketingConsentState } from '@durio/shared/schemas/marketing-consent';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../auth/auth.schema';
import type { Clock } from '../../lib/clock';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import type { MailDispatcher } from '../../mail/mail-dispatcher';
import { enqueueMail } from '../../mail/outbox';
import { deletionRequestedMail } from '../../mail/emails/deletion-requested';
import { findLinkedGoogleAccount, signInStartedAt, updateAccount, type AccountChanges } from '../auth/public';
import { readMarketingConsent } from '../consent/public';
import { getShopContact } from '../settings/public';
import { erasureDate } from './account-deletion';

export interface ProfileServiceDeps {
  db: Db;
  clock: Clock;
  mailer: Pick<MailDispatcher, 'kick'>;
  config: Pick<Config, 'publicUrl'>;
}

type UserRow = typeof users.$inferSelect;

function toProfile(user: UserRow, marketingConsent: MarketingConsentState, google: { email: string; linkedAt: Date } | null): UserProfile {
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    phone: user.phone,
    role: user.role,
    language: user.language,
    emailVerified: user.emailVerifiedAt !== null,
    deletionScheduledFor: user.deletionRequestedAt ? erasureDate(user.deletionRequestedAt).toISOString() : null,
    marketingConsent,
    // '' is the hash of no password: it verifies nothing (docs/decisions/043).
    signInMethods: { password: user.passwordHash !== '', google: google && { email: google.email, linkedAt: google.linkedAt.toISOString() } },
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

export function createProfileService({ db, clock, mailer, config }: ProfileServiceDeps) {
  /** The reply of every profile call: the account, its current marketing consent and how it signs in. */
  const replyOf = async (user: UserRow): Promise<UserProfile> => {
    const [consent, google] = await Promise.all([readMarketingConsent(db, user.id), findLinkedGoogleAccount(db, user.id)]);
    return toProfile(user, consent, google);
  };

  async function findUser(userId: string): Promise<UserRow> {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new NotFoundError('User not found');
    return user;
  }

  async function getProfile(userId: string): Promise<UserProfile> {
    return replyOf(await findUser(userId));
  }

  /** The calls with a user id in the path answer for the signed-in user only: any other id does not exist. */
  function requireSelf(userId: string, pathUserId: string): void {
    if (userId !== pathUserId) throw new NotFoundError('User not found');
  }

  /**
   * Writes the display name, phone and language only: the fields are picked one by one so that nothing else a
   * client sends (role, email…) can ever reach the row. The phone is stored as +60… .
   */
  async function updateProfile(
    userId: string,
    input: { displayName?: string | undefined; phone?: string | null | undefined; language?: Language | undefined },
  ): Promise<UserProfile> {
    const changes: AccountChanges = {};
    if (input.displayName !== undefined) changes.displayName = input.displayName;
    if (input.language !== undefined) changes.language = input.language;
    if (input.phone !== undefined) {
      const phone = input.phone ? normaliseMalaysianPhone(input.phone) : null;
      if (input.phone && !phone) throw new BadRequestError(INVALID_PHONE_MESSAGE);
      changes.phone = phone;
    }
    const user = await updateAccount(db, userId, changes, clock.now());
    if (!user) throw new NotFoundError('User not found');
    return replyOf(user);
  }

  /**
   * Schedules the account's erasure 30 days from now, after checking the password, or for an account without one a
   * sign-in of the last 10 minutes (a stolen access token alone must not delete an account). The user may still sign
   * in and cancel until then.
   */
  async function requestDeletion(
    auth: { userId: string; sessionId?: string | undefined },
    pathUserId: string,
    password: string | undefined,
  ): Promise<UserProfile> {
    const { userId } = auth;
    requireSelf(userId, pathUserId);
    const user = await findUser(userId);
    const now = clock.now();
    if (user.passwordHash !== '') {
      if (!password) throw new BadRequestError('Password is required');
      if (!(await verifyPassword(user.passwordHash, password))) throw new BadRequestError('Password is incorrect');
    } else {
      // No password to ask for (an account made with Google): a sign-in made in the last minutes proves it instead.
      const startedAt = auth.sessionId ? await signInStartedAt(db, userId, auth.sessionId) : null;
      if (!startedAt || now.getTime() - startedAt.getTime() > RECENT_SIGN_IN_MINUTES * 60_000) {
        throw new BadRequestError(RECENT_SIGN_IN_NEEDED);
      }
    }
    const updated = await db.transaction(async (tx) => {
      // A second request keeps the first date: asking again must not postpone the erasure.
      const requestedAt = user.deletionRequestedAt ?? now;
      const row = await updateAccount(tx, userId, { deletionRequestedAt: requestedAt }, now);
      if (!row) throw new NotFoundError('User not found');
      if (!user.deletionRequestedAt) {
        await enqueueMail(
          tx,
          await deletionRequestedMail({ to: row.email, language: row.language, shop: await getShopContact(tx) }, {
            name: row.displayName,
            erasedOn: erasureDate(requestedAt),
            profileLink: `${config.publicUrl}${localizePath(row.language, '/profile')}`,
          }),
        );
      }
      return row;
    });
    mailer.kick();
    return replyOf(updated);
  }

  async function cancelDeletion(userId: string, pathUserId: string): Promise<UserProfile> {
    requireSelf(userId, pathUserId);
    const user = await updateAccount(db, userId, { deletionRequestedAt: null }, clock.now());
    if (!user) throw new NotFoundError('User not found');
    return replyOf(user);
  }

  async function getOwnProfile(userId: string, pathUserId: string): Promise<UserProfile> {
    requireSelf(userId, pathUserId);
    return getProfile(userId);
  }

  return { getProfile, getOwnProfile, updateProfile, requestDeletion, cancelDeletion };
}
