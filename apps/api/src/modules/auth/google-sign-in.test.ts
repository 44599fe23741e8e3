import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalIdentities, googleSignInStarts, googleSignInTickets, refreshTokens, users } from '../../db/schema';
import { verifyAccessToken } from '../../lib/access-token';
import { createTestUser } from '../../test-support/factories';
import { startTestOpenIdProvider, type TestOpenIdProvider } from '../../test-support/openid-provider';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const PUBLIC_URL = 'http://localhost:3000';
const PASSWORD = 'durian-season-2024';
const page = { accept: 'text/html,application/xhtml+xml' };

let t: TestApp;
let idp: TestOpenIdProvider;
beforeAll(async () => {
  idp = await startTestOpenIdProvider(PUBLIC_URL);
  t = await createTestApp({ env: { RATE_LIMIT: 'off', PUBLIC_URL, ...idp.env } });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

const newEmail = () => `google-${randomUUID().slice(0, 8)}@example.my`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const cookieOf = (setCookie: string | string[] | undefined, name: string) => {
  const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const line = lines.find((l) => l.startsWith(`${name}=`));
  return line?.split(';')[0];
};

/** A Google account at the test provider, with the claims it states. */
function googleAccount(claims: { email: string; email_verified: boolean }) {
  const subject = `google-sub-${randomUUID()}`;
  idp.setAccount(subject, { ...claims, name: 'Siti Google' });
  return subject;
}

/** /start, then the provider's screens: the callback URL the provider sends the browser to, and the state cookie. */
async function startAndSignIn(subject: string, returnTo = '/cart') {
  const start = await t.app.inject({ method: 'GET', url: `/api/v1/auth/google/start?returnTo=${encodeURIComponent(returnTo)}` });
  expect(start.statusCode).toBe(302);
  const stateCookie = cookieOf(start.headers['set-cookie'], 'durio_google_state')!;
  expect(start.headers['set-cookie']).toMatch(/HttpOnly/);
  expect(start.headers['set-cookie']).toMatch(/SameSite=Lax/);
  const authorization = new URL(String(start.headers.location));
  expect(authorization.origin).toBe(idp.issuer);
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorization.searchParams.get('nonce')).toBeTruthy();
  const callbackUrl = new URL(await idp.signIn(authorization.href, subject));
  expect(callbackUrl.href.startsWith(`${PUBLIC_URL}/api/v1/auth/google/callback?`)).toBe(true);
  return { callbackPath: `${callbackUrl.pathname}${callbackUrl.search}`, stateCookie, state: callbackUrl.searchParams.get('state')! };
}

const callback = (path: string, cookie: string | undefined, headers: Record<string, string> = page) =>
  t.app.inject({ method: 'GET', url: path, headers: { ...headers, ...(cookie && { cookie }) } });

/** The whole browser flow up to the shop's tokens. */
async function signInWithGoogle(subject: string) {
  const { callbackPath, stateCookie } = await startAndSignIn(subject);
  const res = await callback(callbackPath, stateCookie);
  expect(res.statusCode).toBe(302);
  const location = String(res.headers.location);
  expect(location).toMatch(/^\/cart#googleSignIn=/);
  const ticket = location.split('#googleSignIn=')[1]!;
  const session = await t.app.inject({ method: 'POST', url: '/api/v1/auth/google/session', payload: { ticket } });
  expect(session.statusCode).toBe(200);
  return { ticket, ...(session.json() as { user_id: string; access_token: string; refresh_token: string }) };
}

const register = async (email: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email, password: PASSWORD, displayName: 'Aminah' } });
  expect(res.statusCode).toBe(201);
  return res.json() as { user_id: string; access_token: string; refresh_token: string };
};
const login = async (email: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: PASSWORD } });
  expect(res.statusCode).toBe(200);
  return res.json() as { user_id: string; access_token: string; refresh_token: string };
};
interface DevMail {
  to: string;
  subject: string;
  links: string[];
}
/** Everything sent to `to`, as the dev mailbox lists it. */
async function mailsTo(to: string): Promise<DevMail[]> {
  await t.app.ctx.mailer.flush();
  return (await t.app.inject({ method: 'GET', url: '/dev/mail.json' })).json<DevMail[]>().filter((m) => m.to === to);
}
const identitiesOf = (userId: string) => t.db.select().from(externalIdentities).where(eq(externalIdentities.userId, userId));
const identityCount = async () => (await t.db.select({ n: count() }).from(externalIdentities))[0]!.n;
const ticketCount = async () => (await t.db.select({ n: count() }).from(googleSignInTickets))[0]!.n;
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;

describe('Sign in with Google', () => {
  it('creates a customer account without a password for a new Google e-mail, verified as Google says, and signs it in', async () => {
    const email = newEmail();
    const subject = googleAccount({ email: email.toUpperCase(), email_verified: true });
    const session = await signInWithGoogle(subject);

    const [user] = await t.db.select().from(users).where(eq(users.id, session.user_id));
    expect(user).toMatchObject({ email, role: 'CUSTOMER', passwordHash: '', displayName: 'Siti Google' });
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await identitiesOf(session.user_id)).toMatchObject([{ provider: 'google', subject, email }]);

    // The shop's own tokens: an access token for this user and a refresh token that rotates.
    expect(await verifyAccessToken(t.keys, session.access_token)).toMatchObject({ userId: session.user_id, role: 'CUSTOMER' });
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/user-profile', headers: bearer(session.access_token) });
    expect(profile.statusCode).toBe(200);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', headers: bearer(session.refresh_token) });
    expect(refreshed.statusCode).toBe(200);

    // The ticket is single-use.
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/auth/google/session', payload: { ticket: session.ticket } });
    expect(again.statusCode).toBe(401);
    // With no password, the password sign-in refuses every guess, the empty one included.
    const noPassword = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: 'anything-at-all' } });
    expect(noPassword.statusCode).toBe(401);
  });

  it('leaves the e-mail of a new account unverified when Google does not vouch for it, and e-mails its verification link', async () => {
    const email = newEmail();
    const session = await signInWithGoogle(googleAccount({ email, email_verified: false }));
    const [user] = await t.db.select().from(users).where(eq(users.id, session.user_id));
    expect(user!.emailVerifiedAt).toBeNull();

    // The link in the mailbox proves the address, as a registration's does.
    const link = (await mailsTo(email)).flatMap((mail) => mail.links).find((l) => l.startsWith(`${PUBLIC_URL}/api/v1/auth/verify-email?token=`));
    expect(link).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: link!.replace(PUBLIC_URL, '') })).statusCode).toBe(302);
    const [verified] = await t.db.select().from(users).where(eq(users.id, session.user_id));
    expect(verified!.emailVerifiedAt).toBeInstanceOf(Date);

    // An address Google vouched for gets no such e-mail.
    const vouched = newEmail();
    await signInWithGoogle(googleAccount({ email: vouched, email_verified: true }));
    expect(await mailsTo(vouched)).toEqual([]);
  });

  it("writes a new account's e-mails in the language of the page the sign-in began on", async () => {
    const email = newEmail();
    const { callbackPath, stateCookie } = await startAndSignIn(googleAccount({ email, email_verified: false }), '/ms/cart');
    expect(String((await callback(callbackPath, stateCookie)).headers.location)).toMatch(/^\/ms\/cart#googleSignIn=/);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user!.language).toBe('ms');
    expect((await mailsTo(email))[0]!.subject).not.toBe('Confirm your e-mail address for Durio');
  });

  it('says in the profile how the account signs in: no password and Google for a Google-made account', async () => {
    const email = newEmail();
    const session = await signInWithGoogle(googleAccount({ email, email_verified: true }));
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/user-profile', headers: bearer(session.access_token) });
    expect(profile.json().signInMethods).toEqual({ password: false, google: { email, linkedAt: expect.any(String) } });
    const other = await register(newEmail());
    const plain = await t.app.inject({ method: 'GET', url: '/api/v1/user-profile', headers: bearer(other.access_token) });
    expect(plain.json().signInMethods).toEqual({ password: true, google: null });
  });

  it('signs the same Google identity in to the same account again, with new tokens', async () => {
    const subject = googleAccount({ email: newEmail(), email_verified: true });
    const first = await signInWithGoogle(subject);
    const usersBefore = await userCount();
    const second = await signInWithGoogle(subject);
    expect(second.user_id).toBe(first.user_id);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(await userCount()).toBe(usersBefore);
  });

  it('links an existing account with the same verified e-mail only after its owner signs in with the password', async () => {
    const email = newEmail();
    const registered = await register(email);
    const subject = googleAccount({ email, email_verified: true });

    const { callbackPath, stateCookie } = await startAndSignIn(subject);
    const res = await callback(callbackPath, stateCookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?link=google');
    const linkCookie = cookieOf(res.headers['set-cookie'], 'durio_google_link')!;
    expect(linkCookie).toBeTruthy();
    // Not linked yet, and not signed in.
    expect(await identitiesOf(registered.user_id)).toEqual([]);

    // A session that began before the link was asked for does not prove the password now.
    const stale = await t.app.inject({ method: 'POST', url: '/api/v1/auth/google/link', headers: { ...bearer(registered.access_token), cookie: linkCookie } });
    expect(stale.statusCode).toBe(400);
    // Another account's fresh sign-in cannot take it either.
    const otherEmail = newEmail();
    await register(otherEmail);
    const other = await login(otherEmail);
    const stolen = await t.app.inject({ method: 'POST', url: '/api/v1/auth/google/link', headers: { ...bearer(other.access_token), cookie: linkCookie } });
    expect(stolen.statusCode).toBe(400);
    expect(await identitiesOf(registered.user_id)).toEqual([]);

    const signedIn = await login(email);
    const linked = await t.app.inject({ method: 'POST', url: '/api/v1/auth/google/link', headers: { ...bearer(signedIn.access_token), cookie: linkCookie } });
    expect(linked.statusCode).toBe(200);
    expect(await identitiesOf(registered.user_id)).toMatchObject([{ provider: 'google', subject, email }]);

    // From now on Google signs in to that account, and the link cannot be used twice.
    expect((await signInWithGoogle(subject)).user_id).toBe(registered.user_id);
    const twice = await t.app.inject({ method: 'POST', url: '/api/v1/auth/google/link', headers: { ...bearer(signedIn.access_token), cookie: linkCookie } });
    expect(twice.statusCode).toBe(400);
  });

  it('refuses an unverified Google e-mail that an account already has, and writes nothing', async () => {
    const email = newEmail();
    const registered = await register(email);
    const subject = googleAccount({ email, email_verified: false });
    const [identities, tickets, accounts] = [await identityCount(), await ticketCount(), await userCount()];

    const { callbackPath, stateCookie } = await startAndSignIn(subject);
    const res = await callback(callbackPath, stateCookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=google-unverified');
    expect(cookieOf(res.headers['set-cookie'], 'durio_google_link')).toBeUndefined();
    expect([await identityCount(), await ticketCount(), await userCount()]).toEqual([identities, tickets, accounts]);
    expect(await identitiesOf(registered.user_id)).toEqual([]);

    // An API caller is told why in JSON.
    const api = await startAndSignIn(subject);
    const json = await callback(api.callbackPath, api.stateCookie, { accept: 'application/json' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/not verified/);
  });

  it('sends the shopper back to the sign-in page in the language of the page they began on', async () => {
    const email = newEmail();
    await register(email);
    const { callbackPath, stateCookie } = await startAndSignIn(googleAccount({ email, email_verified: true }), '/ms/cart');
    expect((await callback(callbackPath, stateCookie)).headers.location).toBe('/ms/login?link=google');
    const refused = await startAndSignIn(googleAccount({ email, email_verified: false }), '/zh');
    expect((await callback(refused.callbackPath, refused.stateCookie)).headers.location).toBe('/zh/login?error=google-unverified');
    // A callback whose start is not known: the language the shopper's switcher remembers.
    const unknown = await startAndSignIn(googleAccount({ email: newEmail(), email_verified: true }), '/ms');
    expect((await callback(unknown.callbackPath, `durio_google_state=forged; lang=zh`)).headers.location).toBe('/zh/login?error=google-failed');
  });

  it('refuses a tampered or missing state, and a state the browser did not start with', async () => {
    const subject = googleAccount({ email: newEmail(), email_verified: true });
    const usersBefore = await userCount();
    const { callbackPath, stateCookie, state } = await startAndSignIn(subject);

    const tampered = callbackPath.replace(`state=${state}`, `state=${state}x`);
    expect((await callback(tampered, stateCookie)).headers.location).toBe('/login?error=google-failed');
    // The attacker's own state in the URL and the cookie: no sign-in was started with it.
    expect((await callback(tampered, `durio_google_state=${state}x`)).headers.location).toBe('/login?error=google-failed');
    // The callback URL opened in another browser (no cookie): a login CSRF is refused.
    expect((await callback(callbackPath, undefined)).headers.location).toBe('/login?error=google-failed');
    const missing = callbackPath.replace(`state=${state}`, '');
    const json = await callback(missing, stateCookie, { accept: 'application/json' });
    expect(json.statusCode).toBe(400);
    expect(await userCount()).toBe(usersBefore);
  });

  it('refuses a replayed callback and a replayed code', async () => {
    const subject = googleAccount({ email: newEmail(), email_verified: true });
    const { callbackPath, stateCookie } = await startAndSignIn(subject);
    expect(String((await callback(callbackPath, stateCookie)).headers.location)).toMatch(/^\/cart#googleSignIn=/);
    const usersAfter = await userCount();
    const tickets = await ticketCount();

    // The same callback again: its start is spent.
    expect((await callback(callbackPath, stateCookie)).headers.location).toBe('/login?error=google-failed');

    // The spent code under a new sign-in's state: the provider refuses it (used, and made for another PKCE challenge).
    const code = new URL(callbackPath, PUBLIC_URL).searchParams.get('code')!;
    const start = await t.app.inject({ method: 'GET', url: '/api/v1/auth/google/start' });
    const state = new URL(String(start.headers.location)).searchParams.get('state')!;
    const replay = await callback(
      `/api/v1/auth/google/callback?code=${encodeURIComponent(code)}&state=${state}&iss=${encodeURIComponent(idp.issuer)}`,
      cookieOf(start.headers['set-cookie'], 'durio_google_state'),
    );
    expect(replay.headers.location).toBe('/login?error=google-failed');
    expect([await userCount(), await ticketCount()]).toEqual([usersAfter, tickets]);
  });

  it('refuses a sign-in started more than 10 minutes ago', async () => {
    const subject = googleAccount({ email: newEmail(), email_verified: true });
    const usersBefore = await userCount();
    const { callbackPath, stateCookie } = await startAndSignIn(subject);
    await t.db.update(googleSignInStarts).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await callback(callbackPath, stateCookie)).headers.location).toBe('/login?error=google-failed');
    expect(await userCount()).toBe(usersBefore);
  });

  it('returns only to a path of the shop', async () => {
    const subject = googleAccount({ email: newEmail(), email_verified: true });
    const { callbackPath, stateCookie } = await startAndSignIn(subject, '//evil.example/steal');
    expect(String((await callback(callbackPath, stateCookie)).headers.location)).toMatch(/^\/#googleSignIn=/);
  });

  it('refuses to unlink Google from an account without a password, and unlinks it from one with', async () => {
    const googleOnly = await signInWithGoogle(googleAccount({ email: newEmail(), email_verified: true }));
    const refused = await t.app.inject({ method: 'DELETE', url: '/api/v1/auth/google', headers: bearer(googleOnly.access_token) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Set a password before you unlink Google');
    expect(await identitiesOf(googleOnly.user_id)).toHaveLength(1);

    const email = newEmail();
    const registered = await register(email);
    const subject = googleAccount({ email, email_verified: true });
    const { callbackPath, stateCookie } = await startAndSignIn(subject);
    const linkCookie = cookieOf((await callback(callbackPath, stateCookie)).headers['set-cookie'], 'durio_google_link')!;
    const signedIn = await login(email);
    const linkToken = decodeURIComponent(linkCookie.split('=')[1]!);
    // An API caller may send the token in the body instead of the cookie.
    const linked = await t.app.inject({ method: 'POST', url: '/api/v1/auth/google/link', headers: bearer(signedIn.access_token), payload: { linkToken } });
    expect(linked.statusCode).toBe(200);
    const unlinked = await t.app.inject({ method: 'DELETE', url: '/api/v1/auth/google', headers: bearer(signedIn.access_token) });
    expect(unlinked.statusCode).toBe(200);
    expect(await identitiesOf(registered.user_id)).toEqual([]);
  });

  it('lets an account without a password ask to be erased only within minutes of signing in with Google', async () => {
    const googleOnly = await signInWithGoogle(googleAccount({ email: newEmail(), email_verified: true }));
    const erase = (payload: object) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/user-profile/${googleOnly.user_id}`, headers: bearer(googleOnly.access_token), payload });

    // A sign-in older than 10 minutes does not prove the owner is here now.
    await t.db.update(refreshTokens).set({ createdAt: new Date(Date.now() - 11 * 60_000) }).where(eq(refreshTokens.userId, googleOnly.user_id));
    const stale = await erase({});
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe('Sign in with Google again, then ask within 10 minutes');
    const [kept] = await t.db.select().from(users).where(eq(users.id, googleOnly.user_id));
    expect(kept!.deletionRequestedAt).toBeNull();

    // Signed in again just now: no password is asked for, and the erasure is scheduled.
    const fresh = await signInWithGoogle((await identitiesOf(googleOnly.user_id))[0]!.subject);
    const scheduled = await t.app.inject({ method: 'DELETE', url: `/api/v1/user-profile/${googleOnly.user_id}`, headers: bearer(fresh.access_token), payload: {} });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().deletionScheduledFor).toEqual(expect.any(String));

    // An account with a password still gives it.
    const email = newEmail();
    const registered = await register(email);
    const noPassword = await t.app.inject({ method: 'DELETE', url: `/api/v1/user-profile/${registered.user_id}`, headers: bearer(registered.access_token), payload: {} });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe('Password is required');
  });

  it('says Google sign-in is on in the public app config', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/app-config' });
    expect(res.json().socialSignIn).toEqual({ google: true, facebook: false });
  });
});

describe('Sign in with Google when it cannot be used', () => {
  it('answers 404 on every route and says it is off when not configured', async () => {
    const off = await createTestApp();
    try {
      // Signed in, so the routes that need a token get past asking for it.
      const user = await createTestUser(off);
      for (const [method, url] of [
        ['GET', '/api/v1/auth/google/start'],
        ['GET', '/api/v1/auth/google/callback?code=x&state=y'],
        ['POST', '/api/v1/auth/google/session'],
        ['POST', '/api/v1/auth/google/link'],
        ['DELETE', '/api/v1/auth/google'],
      ] as const) {
        const res = await off.app.inject({ method, url, headers: user.headers, ...(method === 'POST' && { payload: { ticket: 'x' } }) });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
      expect((await off.app.inject({ method: 'GET', url: '/api/v1/app-config' })).json().socialSignIn.google).toBe(false);
    } finally {
      await off.close();
    }
  });

  it('limits starts and callbacks per client address as the sign-in is limited', async () => {
    const limited = await createTestApp({ env: { PUBLIC_URL, ...idp.env } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) codes.push((await limited.app.inject({ method: 'GET', url: '/api/v1/auth/google/start' })).statusCode);
      expect(codes.slice(0, 10).every((code) => code === 302)).toBe(true);
      expect(codes[10]).toBe(429);
      for (let i = 0; i < 10; i++) await limited.app.inject({ method: 'GET', url: '/api/v1/auth/google/callback?code=x&state=y' });
      expect((await limited.app.inject({ method: 'GET', url: '/api/v1/auth/google/callback?code=x&state=y' })).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('says so when the provider is down, and the password sign-in still works', async () => {
    const down = await createTestApp({ env: { RATE_LIMIT: 'off', ...idp.env, GOOGLE_ISSUER: 'http://127.0.0.1:9' } });
    try {
      const res = await down.app.inject({ method: 'GET', url: '/api/v1/auth/google/start' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Google sign-in is not available right now; sign in with your password');
      // A shopper's browser is sent back to the sign-in page of its language, which says why.
      const pressed = await down.app.inject({ method: 'GET', url: '/api/v1/auth/google/start?returnTo=%2Fms%2Fcart', headers: page });
      expect(pressed.statusCode).toBe(302);
      expect(pressed.headers.location).toBe('/ms/login?error=google-unavailable');
      const email = newEmail();
      const payload = { email, password: PASSWORD, displayName: 'Aminah' };
      expect((await down.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload })).statusCode).toBe(201);
      expect((await down.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: PASSWORD } })).statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });
});
