import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, outboxEmails, users } from '../../db/schema';
import { createTestClock } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const clock = createTestClock();
let t: TestApp;
// Rate limits are off here; auth-rate-limit.test.ts covers them.
beforeAll(async () => {
  t = await createTestApp({ clock, env: { RATE_LIMIT: 'off', PUBLIC_URL: 'https://shop.durio.test' } });
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'durian-season-2024';
const INVALID_RESET = {
  statusCode: 400,
  error: 'Bad Request',
  message: 'Invalid or expired token. Please request a new password reset.',
};
const HOUR = 60 * 60 * 1000;
let seq = 0;
const newEmail = () => `link-${Date.now().toString(36)}-${++seq}@example.my`;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/auth/${url}`, payload, headers });
const get = (url: string) => t.app.inject({ method: 'GET', url });

interface DevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
}

/** Everything sent to `to`, newest first, as the dev mailbox lists it. */
async function mailsTo(to: string): Promise<DevMail[]> {
  await t.app.ctx.mailer.flush();
  return (await get('/dev/mail.json')).json<DevMail[]>().filter((m) => m.to === to);
}

async function linkIn(to: string, subject: string, prefix: string): Promise<string> {
  const mail = (await mailsTo(to)).find((m) => m.subject === subject);
  const link = mail?.links.find((l) => l.startsWith(prefix));
  if (!link) throw new Error(`no ${subject} mail with a ${prefix} link for ${to}`);
  return link;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

async function register(email = newEmail()) {
  const res = await post('register', { email, password: PASSWORD, displayName: 'Aminah' });
  expect(res.statusCode).toBe(201);
  return { email, ...res.json<{ user_id: string; access_token: string; refresh_token: string }>() };
}

const verifyLinkOf = (email: string) =>
  linkIn(email, 'Confirm your e-mail address for Durio', 'https://shop.durio.test/api/v1/auth/verify-email?token=');
const resetLinkOf = (email: string) =>
  linkIn(email, 'Reset your Durio password', 'https://shop.durio.test/reset-password?token=');
const followLink = (link: string) => get(link.replace('https://shop.durio.test', ''));
const isVerified = async (id: string) =>
  (await t.db.select().from(users).where(eq(users.id, id)))[0]!.emailVerifiedAt !== null;

describe('e-mail verification', () => {
  it('e-mails a link on registration that verifies the address and redirects to the web app', async () => {
    const account = await register();
    const [mail] = await mailsTo(account.email);
    expect(mail).toMatchObject({ subject: 'Confirm your e-mail address for Durio' });
    expect(mail!.text).toContain('Hi Aminah,');
    expect(mail!.text).toContain('expires in 24 hours');
    const link = await verifyLinkOf(account.email);
    expect(await isVerified(account.user_id)).toBe(false);

    const res = await followLink(link);

    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?emailVerified=1');
    expect(await isVerified(account.user_id)).toBe(true);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user-profile',
      headers: { authorization: `Bearer ${account.access_token}` },
    });
    expect(profile.json()).toMatchObject({ emailVerified: true });
  });

  it('stores only the SHA-256 hash of the link token, for 24 hours', async () => {
    const account = await register();
    const token = tokenOf(await verifyLinkOf(account.email));

    const rows = await t.db.select().from(emailTokens).where(eq(emailTokens.userId, account.user_id));

    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'verify-email', tokenHash: sha256(token), usedAt: null });
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - clock.now().getTime()).toBe(24 * HOUR);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('works once: a used link redirects with emailVerified=0', async () => {
    const account = await register();
    const link = await verifyLinkOf(account.email);
    await followLink(link);

    const again = await followLink(link);

    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/?emailVerified=0');
  });

  it('refuses a link older than 24 hours', async () => {
    const account = await register();
    const link = await verifyLinkOf(account.email);
    clock.advance(24 * HOUR);

    const res = await followLink(link);

    expect(res.headers.location).toBe('/?emailVerified=0');
    expect(await isVerified(account.user_id)).toBe(false);
  });

  it('refuses a made-up, missing, over-long or reset token', async () => {
    const account = await register();
    await post('forgot-password', { email: account.email });
    const resetToken = tokenOf(await resetLinkOf(account.email));

    for (const url of [
      '/api/v1/auth/verify-email?token=not-a-real-token',
      '/api/v1/auth/verify-email',
      `/api/v1/auth/verify-email?token=${resetToken}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/?emailVerified=0');
    }
    expect((await get(`/api/v1/auth/verify-email?token=${'x'.repeat(201)}`)).statusCode).toBe(400);
    expect(await isVerified(account.user_id)).toBe(false);
  });

  it('sends no mail when the registration is refused', async () => {
    const account = await register();
    await t.app.ctx.mailer.flush();

    expect((await post('register', { email: account.email, password: PASSWORD, displayName: 'Again' })).statusCode).toBe(409);

    expect(await mailsTo(account.email)).toHaveLength(1);
  });
});

describe('POST /auth/forgot-password', () => {
  const SENT = { success: true, message: 'Password reset email sent. Please check your inbox.' };

  it('e-mails a reset link to the web app, valid for 1 hour', async () => {
    const account = await register();

    const res = await post('forgot-password', { email: `  ${account.email.toUpperCase()} ` });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);
    const link = await resetLinkOf(account.email);
    const [row] = await t.db.select().from(emailTokens).where(eq(emailTokens.tokenHash, sha256(tokenOf(link))));
    expect(row).toMatchObject({ userId: account.user_id, purpose: 'reset-password', usedAt: null });
    expect(row!.expiresAt.getTime() - clock.now().getTime()).toBe(HOUR);
    const mail = (await mailsTo(account.email)).find((m) => m.subject === 'Reset your Durio password')!;
    expect(mail.text).toContain('expires in 1 hour');
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('answers an unknown e-mail exactly the same, and sends nothing', async () => {
    const email = newEmail();
    const outboxBefore = (await t.db.select().from(outboxEmails)).length;

    const res = await post('forgot-password', { email });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);
    expect(await mailsTo(email)).toEqual([]);
    expect((await t.db.select().from(outboxEmails)).length).toBe(outboxBefore);
  });

  it('refuses a blank or malformed e-mail', async () => {
    const blank = await post('forgot-password', { email: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Please enter your email address');
    expect((await post('forgot-password', { email: 'not-an-email' })).statusCode).toBe(400);
    expect((await post('forgot-password', {})).statusCode).toBe(400);
  });
});

describe('GET /auth/reset-password', () => {
  it('says whether a reset link can still be used', async () => {
    const account = await register();
    await post('forgot-password', { email: account.email });
    const token = tokenOf(await resetLinkOf(account.email));

    const res = await get(`/api/v1/auth/reset-password?token=${token}`);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Token is valid' });
    expect((await get('/api/v1/auth/reset-password?token=made-up')).json()).toEqual(INVALID_RESET);
    expect((await get('/api/v1/auth/reset-password')).json()).toEqual(INVALID_RESET);
  });

  it('does not take a verification link for a reset link', async () => {
    const account = await register();
    const verifyToken = tokenOf(await verifyLinkOf(account.email));
    expect((await get(`/api/v1/auth/reset-password?token=${verifyToken}`)).statusCode).toBe(400);
  });
});

describe('POST /auth/reset-password', () => {
  async function requestReset() {
    const account = await register();
    await post('forgot-password', { email: account.email });
    return { ...account, token: tokenOf(await resetLinkOf(account.email)) };
  }
  const login = (email: string, password: string) => post('login', { email, password });
  const refresh = (token: string) => post('refresh-token', {}, { authorization: `Bearer ${token}` });

  it('sets the new password, signs out every session and e-mails the notice', async () => {
    const account = await requestReset();
    const other = (await login(account.email, PASSWORD)).json<{ refresh_token: string }>();

    const res = await post('reset-password', { token: account.token, newPassword: 'fresh-durian-pass' });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Password reset successful' });
    expect((await login(account.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(account.email, 'fresh-durian-pass')).statusCode).toBe(200);
    expect((await refresh(account.refresh_token)).statusCode).toBe(401);
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
    const notice = (await mailsTo(account.email)).find((m) => m.subject === 'Your Durio password was changed');
    expect(notice?.text).toContain('Every other device was signed out.');
    expect(notice?.links).toContain('https://shop.durio.test/forgot-password');
    // The link came through the mailbox, which proves the address too.
    expect(await isVerified(account.user_id)).toBe(true);
  });

  it('accepts the new password as `password`, as the reset screen sends it', async () => {
    const account = await requestReset();

    const res = await post('reset-password', { token: account.token, password: 'screen-sent-pass' });

    expect(res.statusCode).toBe(200);
    expect((await login(account.email, 'screen-sent-pass')).statusCode).toBe(200);
  });

  it('works once: a used link is refused', async () => {
    const account = await requestReset();
    await post('reset-password', { token: account.token, newPassword: 'fresh-durian-pass' });

    const again = await post('reset-password', { token: account.token, newPassword: 'attacker-pass-1' });

    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_RESET);
    expect((await get(`/api/v1/auth/reset-password?token=${account.token}`)).statusCode).toBe(400);
    expect((await login(account.email, 'fresh-durian-pass')).statusCode).toBe(200);
  });

  it('refuses a link older than 1 hour and keeps the password', async () => {
    const account = await requestReset();
    clock.advance(HOUR);

    expect((await get(`/api/v1/auth/reset-password?token=${account.token}`)).json()).toEqual(INVALID_RESET);
    const res = await post('reset-password', { token: account.token, newPassword: 'too-late-pass' });

    expect(res.json()).toEqual(INVALID_RESET);
    expect((await login(account.email, PASSWORD)).statusCode).toBe(200);
  });

  it('also spends the older links of the account', async () => {
    const account = await requestReset();
    await post('forgot-password', { email: account.email });
    const tokens = (await mailsTo(account.email))
      .filter((m) => m.subject === 'Reset your Durio password')
      .map((m) => tokenOf(m.links[0]!));
    expect(tokens).toHaveLength(2);
    const newest = tokens.find((token) => token !== account.token)!;

    await post('reset-password', { token: newest, newPassword: 'fresh-durian-pass' });

    expect((await post('reset-password', { token: account.token, newPassword: 'older-link-pass' })).statusCode).toBe(400);
  });

  it('refuses a made-up token, a verification token and a missing one', async () => {
    const account = await register();
    const verifyToken = tokenOf(await verifyLinkOf(account.email));
    for (const token of ['made-up', verifyToken]) {
      expect((await post('reset-password', { token, newPassword: 'fresh-durian-pass' })).json()).toEqual(INVALID_RESET);
    }
    expect((await post('reset-password', { newPassword: 'fresh-durian-pass' })).statusCode).toBe(400);
  });

  it('refuses a password shorter than 8 or longer than 128 characters, or none, and keeps the link', async () => {
    const account = await requestReset();

    const short = await post('reset-password', { token: account.token, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Password must be at least 8 characters');
    const long = await post('reset-password', { token: account.token, password: 'x'.repeat(129) });
    expect(long.json().message).toContain('Password must be at most 128 characters');
    const none = await post('reset-password', { token: account.token });
    expect(none.json().message).toContain('Password must be at least 8 characters');

    expect((await post('reset-password', { token: account.token, newPassword: 'x'.repeat(128) })).statusCode).toBe(200);
  });
});

describe('POST /auth/change-password', () => {
  it("e-mails the 'password changed' notice", async () => {
    const account = await register();

    const res = await post(
      'change-password',
      { currentPassword: PASSWORD, newPassword: 'changed-durian-pass' },
      { authorization: `Bearer ${account.access_token}` },
    );

    expect(res.statusCode).toBe(200);
    const notice = (await mailsTo(account.email)).find((m) => m.subject === 'Your Durio password was changed');
    expect(notice?.text).toContain('Hi Aminah,');
  });

  it('sends no notice when the current password is wrong', async () => {
    const account = await register();
    await post(
      'change-password',
      { currentPassword: 'not-my-password', newPassword: 'changed-durian-pass' },
      { authorization: `Bearer ${account.access_token}` },
    );
    expect((await mailsTo(account.email)).map((m) => m.subject)).toEqual(['Confirm your e-mail address for Durio']);
  });
});
