import { marketingConsentWording } from '@durio/shared/marketing-consent';
import { UNSUBSCRIBE_LINK_NOT_VALID } from '@durio/shared/schemas/marketing-consent';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketingConsents, users } from '../../db/schema';
import { createTestClock, createTestUser, type TestUser } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { readAccountData } from '../profile/public';
import { signUnsubscribeToken, unsubscribeSecret } from './unsubscribe-links';

// 10:00 in Kuala Lumpur on 3 August 2026.
const clock = createTestClock(new Date('2026-08-03T02:00:00Z'));
let t: TestApp;
let secret: string;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { RATE_LIMIT: 'off' } });
  secret = unsubscribeSecret(t.config);
});
afterAll(async () => {
  await t.close();
});

const rowsOf = (userId: string) =>
  t.db.select().from(marketingConsents).where(eq(marketingConsents.userId, userId)).orderBy(marketingConsents.id);
const profileOf = async (user: { headers: Record<string, string> }) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/user-profile', headers: user.headers })).json();
const setConsent = (user: TestUser, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/durian/profile/marketing-consent', headers: user.headers, payload });
const register = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { email: `c-${Math.random().toString(36).slice(2, 10)}@example.my`, password: 'durian-lover-1', displayName: 'Siti', ...payload },
  });
const oneClick = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/unsubscribe/${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('consent at registration', () => {
  it('records the ticked box with the sentence of the page’s language, the time and the source', async () => {
    const res = await register({ marketingConsent: true, language: 'zh' });

    expect(res.statusCode).toBe(201);
    const { user_id, access_token } = res.json();
    expect(await rowsOf(user_id)).toEqual([
      expect.objectContaining({
        given: true,
        wording: marketingConsentWording.zh,
        language: 'zh',
        source: 'registration',
        createdAt: clock.now(),
      }),
    ]);
    expect((await profileOf({ headers: { authorization: `Bearer ${access_token}` } })).marketingConsent).toEqual({
      given: true,
      at: clock.now().toISOString(),
    });
  });

  it('records nothing when the box is left unticked or not sent, and the profile says no', async () => {
    for (const body of [{ marketingConsent: false }, {}]) {
      const res = await register(body);
      expect(res.statusCode).toBe(201);
      const { user_id, access_token } = res.json();
      expect(await rowsOf(user_id)).toEqual([]);
      expect((await profileOf({ headers: { authorization: `Bearer ${access_token}` } })).marketingConsent).toEqual({
        given: false,
        at: null,
      });
    }
  });
});

describe('PUT /durian/profile/marketing-consent', () => {
  it('records every change of mind with its wording, language and time; the latest one wins', async () => {
    const user = await createTestUser(t);
    await t.db.update(users).set({ language: 'ms' }).where(eq(users.id, user.id));

    const given = await setConsent(user, { given: true });
    expect(given.statusCode).toBe(200);
    expect(given.json()).toEqual({ given: true, at: clock.now().toISOString() });
    const givenAt = clock.now();

    clock.advance(60_000);
    const withdrawn = await setConsent(user, { given: false, language: 'en' });
    expect(withdrawn.json()).toEqual({ given: false, at: clock.now().toISOString() });
    // Twice in the same millisecond: the one recorded last is the customer's choice.
    await setConsent(user, { given: true, language: 'en' });
    await setConsent(user, { given: false, language: 'en' });

    expect(await rowsOf(user.id)).toEqual([
      expect.objectContaining({ given: true, wording: marketingConsentWording.ms, language: 'ms', source: 'profile', createdAt: givenAt }),
      expect.objectContaining({ given: false, wording: marketingConsentWording.en, language: 'en', source: 'profile', createdAt: clock.now() }),
      expect.objectContaining({ given: true, language: 'en', source: 'profile' }),
      expect.objectContaining({ given: false, language: 'en', source: 'profile' }),
    ]);
    expect((await profileOf(user)).marketingConsent).toEqual({ given: false, at: clock.now().toISOString() });
  });

  it('needs a signed-in customer and a yes or a no', async () => {
    const user = await createTestUser(t);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/durian/profile/marketing-consent', payload: { given: true } })).statusCode).toBe(401);
    expect((await setConsent(user, { given: 'yes' })).statusCode).toBe(400);
    expect((await setConsent(user, { given: true, language: 'fr' })).statusCode).toBe(400);
    expect(await rowsOf(user.id)).toEqual([]);
  });
});

describe('the one-click unsubscribe (RFC 8058)', () => {
  async function consentingCustomer() {
    const user = await createTestUser(t);
    await setConsent(user, { given: true });
    return user;
  }

  it('records the withdrawal from the signed link, without a sign-in, and answers 200', async () => {
    const user = await consentingCustomer();
    clock.advance(60_000);

    const res = await oneClick(signUnsubscribeToken(secret, user.id));

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('You are unsubscribed');
    expect((await rowsOf(user.id)).at(-1)).toEqual(
      expect.objectContaining({ given: false, wording: marketingConsentWording.en, language: 'en', source: 'unsubscribe', createdAt: clock.now() }),
    );
    expect((await profileOf(user)).marketingConsent).toEqual({ given: false, at: clock.now().toISOString() });
  });

  it('shows a page that asks, in the customer’s language, when the link is opened, and changes nothing', async () => {
    const user = await consentingCustomer();
    await t.db.update(users).set({ language: 'ms' }).where(eq(users.id, user.id));

    const res = await t.app.inject({ method: 'GET', url: `/api/v1/unsubscribe/${signUnsubscribeToken(secret, user.id)}` });

    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ms">');
    expect(res.body).toContain('Berhenti langgan');
    expect(res.body).toContain('<form method="post">');
    expect((await profileOf(user)).marketingConsent.given).toBe(true);
  });

  it('refuses a forged, altered or cut link with 404 and writes nothing', async () => {
    const user = await consentingCustomer();
    const other = await createTestUser(t);
    const good = signUnsubscribeToken(secret, user.id);
    const [, signature] = good.split('.');
    const refused = [
      signUnsubscribeToken('another secret of at least thirty-two characters', user.id),
      `${other.id}.${signature}`,
      `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`,
      good.slice(0, -5),
      user.id,
      `${good}.extra`,
      'not-a-token',
    ];
    for (const token of refused) {
      for (const method of ['GET', 'POST'] as const) {
        const res = method === 'POST' ? await oneClick(token) : await t.app.inject({ method, url: `/api/v1/unsubscribe/${token}` });
        expect(res.statusCode, `${method} ${token}`).toBe(404);
        expect(res.json().message).toBe(UNSUBSCRIBE_LINK_NOT_VALID);
      }
    }
    expect(await rowsOf(user.id)).toHaveLength(1);
    expect(await rowsOf(other.id)).toEqual([]);
  });

  it('refuses the link of an account that is gone', async () => {
    const user = await consentingCustomer();
    const token = signUnsubscribeToken(secret, user.id);
    await t.db.delete(users).where(eq(users.id, user.id));

    const res = await oneClick(token);

    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(UNSUBSCRIBE_LINK_NOT_VALID);
  });
});

describe('the history in "Download my data"', () => {
  it('hands over every change of mind with its sentence, language, source and time', async () => {
    const user = await createTestUser(t);
    await setConsent(user, { given: true, language: 'zh' });
    const givenAt = clock.now().toISOString();
    clock.advance(1000);
    await oneClick(signUnsubscribeToken(secret, user.id));

    expect((await readAccountData(t.db, user.id, clock.now()))!.marketingConsents).toEqual([
      { given: true, wording: marketingConsentWording.zh, language: 'zh', source: 'profile', at: givenAt },
      { given: false, wording: marketingConsentWording.en, language: 'en', source: 'unsubscribe', at: clock.now().toISOString() },
    ]);
  });
});

describe('the unsubscribe link’s rate limit', () => {
  it('counts per link, so one mail provider’s address can unsubscribe many customers', async () => {
    const limited = await createTestApp({ clock });
    try {
      const post = (userId: string) =>
        limited.app.inject({
          method: 'POST',
          url: `/api/v1/unsubscribe/${signUnsubscribeToken(unsubscribeSecret(limited.config), userId)}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
      const customers = await Promise.all(Array.from({ length: 25 }, () => createTestUser(limited)));
      for (const customer of customers) expect((await post(customer.id)).statusCode).toBe(200);

      const one = customers[0]!;
      for (let i = 1; i < 20; i++) await post(one.id);
      expect((await post(one.id)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
