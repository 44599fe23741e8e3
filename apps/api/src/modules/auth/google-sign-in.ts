import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { splitLanguage } from '@durio/shared/languages';
import * as oidc from 'openid-client';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, BadRequestError, ConflictError, NotFoundError, UnauthorizedError } from '../../lib/errors';
import type { SigningKeys } from '../../lib/signing-keys';
import type { MailDispatcher } from '../../mail/mail-dispatcher';
import { externalIdentities, googleSignInStarts, googleSignInTickets, users } from './auth.schema';
import { signInStartedAt } from './refresh-tokens';
import { startAccountSession } from './staff-accounts';
import { queueEmailVerification } from './verification-mail';

/*
 * Sign in with Google through OpenID Connect (docs/product/accounts-and-tokens.md, docs/decisions/043). openid-client
 * does the protocol: PKCE, state and nonce are checked and the ID token verified by the library, never here.
 */

export const GOOGLE_UNAVAILABLE = 'Google sign-in is not available right now; sign in with your password';
export const GOOGLE_FAILED = 'Google sign-in failed. Please try again.';
export const UNLINK_NEEDS_PASSWORD = 'Set a password before you unlink Google';
export const LINK_EXPIRED = 'This Google link has expired. Sign in with Google again.';

const START_MS = 10 * 60_000;
const LINK_MS = 10 * 60_000;
/** The web app redeems its ticket at once; a minute allows a slow page load. */
const SESSION_TICKET_MS = 60_000;

export type GoogleSignInSettings = NonNullable<Config['google']>;

/**
 * What a callback came to; `refused` writes nothing. `returnTo` is the path the sign-in began from (its language is
 * the sign-in page's), unknown when the start itself could not be found.
 */
export type GoogleCallbackOutcome =
  | { kind: 'signed-in'; returnTo: string; sessionTicket: string }
  | { kind: 'link-needed'; returnTo: string; linkToken: string }
  | { kind: 'refused'; reason: 'failed' | 'unverified'; detail: string; returnTo?: string };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** A path of this shop to come back to; anything else (another origin, `//host`, `/\host`) becomes '/'. */
export function safeReturnTo(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || value.length > 500) return '/';
  // A line break could split the Location header (the request guard lets tabs and line breaks through).
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return '/';
  // The fragment is the hand-over's own.
  return value.split('#')[0]!;
}

/** The Google account linked to this one, if any: what the profile shows and the data export lists. */
export async function findLinkedGoogleAccount(db: Db, userId: string): Promise<{ email: string; linkedAt: Date } | null> {
  const [linked] = await db
    .select({ email: externalIdentities.email, linkedAt: externalIdentities.linkedAt })
    .from(externalIdentities)
    .where(and(eq(externalIdentities.userId, userId), eq(externalIdentities.provider, 'google')));
  return linked ?? null;
}

/** Takes a ticket out by its token, once: a second spend of the same token, or one past its time, finds nothing. */
async function spendTicket(db: Db | Tx, token: string, purpose: 'session' | 'link', now: Date) {
  const [spent] = await db
    .delete(googleSignInTickets)
    .where(and(eq(googleSignInTickets.tokenHash, hashToken(token)), eq(googleSignInTickets.purpose, purpose), gt(googleSignInTickets.expiresAt, now)))
    .returning();
  return spent;
}

export function createGoogleSignIn(deps: {
  db: Db;
  clock: Clock;
  keys: SigningKeys;
  mailer: Pick<MailDispatcher, 'kick'>;
  settings: GoogleSignInSettings;
  publicUrl: string;
}) {
  const { db, clock, keys, settings } = deps;
  const redirectUri = `${deps.publicUrl}/api/v1/auth/google/callback`;

  // Discovered once and kept; a failed discovery is forgotten, so the next sign-in asks again.
  let discovered: Promise<oidc.Configuration> | undefined;
  function provider(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        // config.ts allows http only for a provider on this machine (the tests' own).
        execute: new URL(settings.issuer).protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  /** The provider's authorization URL with a fresh PKCE challenge, state and nonce; the state goes back for the cookie. */
  async function start(returnTo: string | undefined): Promise<{ url: string; state: string }> {
    let configuration: oidc.Configuration;
    try {
      configuration = await provider();
    } catch {
      throw new AppError(503, GOOGLE_UNAVAILABLE);
    }
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const now = clock.now();
    await db.transaction(async (tx) => {
      // What nobody finished is cleared here rather than by a job: it is small and only ever read by its hash.
      await tx.delete(googleSignInStarts).where(lt(googleSignInStarts.expiresAt, now));
      await tx.delete(googleSignInTickets).where(lt(googleSignInTickets.expiresAt, now));
      await tx.insert(googleSignInStarts).values({
        stateHash: hashToken(state),
        codeVerifier,
        nonce,
        returnTo: safeReturnTo(returnTo),
        expiresAt: new Date(now.getTime() + START_MS),
      });
    });
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state };
  }

  /**
   * Finishes a sign-in from the provider's redirect (`currentUrl`, with its code and state). The state must be the
   * one this browser started with (`browserState`, from its cookie): a callback URL handed to someone else's browser
   * signs nobody in. The start is spent first, so a replayed callback finds nothing.
   */
  async function finish(currentUrl: URL, browserState: string | undefined): Promise<GoogleCallbackOutcome> {
    const refused = (detail: string): GoogleCallbackOutcome => ({ kind: 'refused', reason: 'failed', detail });
    const state = currentUrl.searchParams.get('state');
    if (!state) return refused('no state');
    if (!browserState || hashToken(browserState) !== hashToken(state)) return refused('state differs from the browser cookie');
    const now = clock.now();
    const [started] = await db
      .delete(googleSignInStarts)
      .where(and(eq(googleSignInStarts.stateHash, hashToken(state)), gt(googleSignInStarts.expiresAt, now)))
      .returning();
    if (!started) return refused('unknown, used or expired state');

    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(await provider(), currentUrl, {
        pkceCodeVerifier: started.codeVerifier,
        expectedState: state,
        expectedNonce: started.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      return { ...refused(`code exchange refused: ${error instanceof Error ? error.message : String(error)}`), returnTo: started.returnTo };
    }
    const subject = claims?.sub;
    const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : '';
    if (!subject || !email) return { ...refused('no subject or e-mail in the ID token'), returnTo: started.returnTo };
    const emailVerified = claims?.email_verified === true;
    const name = typeof claims?.name === 'string' && claims.name.trim() ? claims.name.trim().slice(0, 100) : email.split('@')[0]!;

    // The account's e-mails are written in the language of the page the sign-in began on.
    const language = splitLanguage(started.returnTo).language;
    const outcome = await db.transaction(async (tx): Promise<GoogleCallbackOutcome> => {
      const sessionTicket = async (userId: string) => {
        const ticket = newToken();
        await tx.insert(googleSignInTickets).values({
          tokenHash: hashToken(ticket),
          purpose: 'session',
          userId,
          expiresAt: new Date(now.getTime() + SESSION_TICKET_MS),
        });
        return { kind: 'signed-in' as const, returnTo: started.returnTo, sessionTicket: ticket };
      };

      const [linked] = await tx
        .select({ userId: externalIdentities.userId })
        .from(externalIdentities)
        .where(and(eq(externalIdentities.provider, 'google'), eq(externalIdentities.subject, subject)));
      if (linked) return sessionTicket(linked.userId);

      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (existing) {
        // Never linked silently: only an address the provider vouches for, and only once the owner signs in
        // with the password (docs/decisions/043).
        if (!emailVerified) {
          return { kind: 'refused', reason: 'unverified', detail: 'e-mail of an existing account not verified by the provider', returnTo: started.returnTo };
        }
        const linkToken = newToken();
        await tx.insert(googleSignInTickets).values({
          tokenHash: hashToken(linkToken),
          purpose: 'link',
          userId: existing.id,
          subject,
          email,
          expiresAt: new Date(now.getTime() + LINK_MS),
        });
        return { kind: 'link-needed', returnTo: started.returnTo, linkToken };
      }

      // A new customer with no password: '' matches no argon2 hash, so the password sign-in refuses it.
      const [created] = await tx
        .insert(users)
        .values({ email, passwordHash: '', displayName: name, language, emailVerifiedAt: emailVerified ? now : null })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      // Registered meanwhile with the same e-mail: as above, that account is not joined by this sign-in.
      if (!created) return { ...refused('an account with this e-mail was registered meanwhile'), returnTo: started.returnTo };
      await tx.insert(externalIdentities).values({ userId: created.id, provider: 'google', subject, email, linkedAt: now });
      // An address Google has not verified is proven as a registration's is: by the link in its mailbox.
      if (!emailVerified) {
        await queueEmailVerification(tx, { userId: created.id, email, name, language }, { publicUrl: deps.publicUrl, now });
      }
      return sessionTicket(created.id);
    });
    deps.mailer.kick();
    return outcome;
  }

  /** Trades the callback's single-use ticket for the shop's own tokens, issued as a password sign-in issues them. */
  async function redeemSession(ticket: string): Promise<{ user_id: string; access_token: string; refresh_token: string }> {
    const now = clock.now();
    const spent = await spendTicket(db, ticket, 'session', now);
    const [user] = spent ? await db.select({ role: users.role }).from(users).where(eq(users.id, spent.userId)) : [];
    if (!spent || !user) throw new UnauthorizedError(GOOGLE_FAILED);
    return startAccountSession({ db, keys, now }, spent.userId, user.role);
  }

  /**
   * Joins the waiting Google identity to the signed-in account it was made for. The sign-in must have begun after
   * the link was asked for: the owner proves the account with its password now, not with a session left open.
   */
  async function completeLink(
    auth: { userId: string; sessionId?: string | undefined },
    linkToken: string | undefined,
  ): Promise<{ success: true; message: string }> {
    const { userId } = auth;
    if (!linkToken || !auth.sessionId) throw new BadRequestError(LINK_EXPIRED);
    const sessionId = auth.sessionId;
    const now = clock.now();
    await db.transaction(async (tx) => {
      const startedAt = await signInStartedAt(tx, userId, sessionId);
      const pending = await spendTicket(tx, linkToken, 'link', now);
      if (pending?.userId !== userId || !pending.subject || !pending.email) throw new BadRequestError(LINK_EXPIRED);
      if (!startedAt || startedAt < pending.createdAt) {
        throw new BadRequestError('Sign in with your password again to link Google');
      }
      const [linked] = await tx
        .insert(externalIdentities)
        .values({ userId, provider: 'google', subject: pending.subject, email: pending.email, linkedAt: now })
        .onConflictDoNothing()
        .returning({ id: externalIdentities.id });
      if (!linked) throw new ConflictError('This account or this Google account is already linked');
      // Google vouched for this very address, as a verification link would.
      await tx
        .update(users)
        .set({ emailVerifiedAt: now, updatedAt: now })
        .where(and(eq(users.id, userId), eq(users.email, pending.email)));
    });
    return { success: true, message: 'Google account linked' };
  }

  /** Unlinks Google; an account without a password would be left with no way in, so it must set one first. */
  async function unlink(userId: string): Promise<{ success: true; message: string }> {
    return db.transaction(async (tx) => {
      const [user] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).for('update');
      if (!user) throw new UnauthorizedError();
      if (!user.passwordHash) throw new ConflictError(UNLINK_NEEDS_PASSWORD);
      const removed = await tx
        .delete(externalIdentities)
        .where(and(eq(externalIdentities.userId, userId), eq(externalIdentities.provider, 'google')))
        .returning({ id: externalIdentities.id });
      if (removed.length === 0) throw new NotFoundError('No Google account is linked');
      return { success: true as const, message: 'Google account unlinked' };
    });
  }

  return { start, finish, redeemSession, completeLink, unlink };
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
