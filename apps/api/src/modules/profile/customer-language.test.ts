import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, users } from '../../db/schema';
import { createTestUser } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/*
 * docs/product/languages.md: a customer's e-mails are in the customer's language, chosen at registration from the page's
 * language and changeable in the profile; a password reset is written in the language of the page it was
 * asked from (no account is read before it is written). Links lead to the pages in that language.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off', PUBLIC_URL: 'https://shop.durio.test' } });
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
const newEmail = () => `lang-${Date.now().toString(36)}-${++seq}@example.my`;
const PASSWORD = 'durian-season-2024';
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function mailsTo(to: string) {
  await t.app.ctx.mailer.flush();
  return t.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
}

describe("the customer's language", () => {
  it('is the language of the page the customer registered on, and writes the welcome e-mail in it', async () => {
    const email = newEmail();
    const res = await post('auth/register', { email, password: PASSWORD, displayName: 'Aminah', language: 'ms' });
    expect(res.statusCode).toBe(201);

    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/user-profile', headers: bearer(res.json().access_token) });
    expect(profile.json()).toMatchObject({ language: 'ms' });
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Sahkan alamat e-mel anda untuk Durio');
    expect(mail!.text).toMatch(/^Hai Aminah,\n\nSelamat datang ke Durio!/);
    expect(mail!.html).toContain('<html dir="ltr" lang="ms">');
  });

  it('is English when the registration names none', async () => {
    const email = newEmail();
    const res = await post('auth/register', { email, password: PASSWORD, displayName: 'Ben' });
    const [row] = await t.db.select().from(users).where(eq(users.id, res.json().user_id));
    expect(row!.language).toBe('en');
    expect((await mailsTo(email))[0]!.subject).toBe('Confirm your e-mail address for Durio');
  });

  it('refuses a language the shop does not have, and creates no account', async () => {
    const email = newEmail();
    const res = await post('auth/register', { email, password: PASSWORD, displayName: 'Jean', language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, issues: [expect.objectContaining({ path: 'body.language' })] });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('changes in the profile, and later e-mails follow it, with links to the pages in it', async () => {
    const user = await createTestUser(t);
    const put = await t.app.inject({ method: 'PUT', url: '/api/v1/user-profile', headers: user.headers, payload: { language: 'zh' } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ language: 'zh' });

    const changed = await post('auth/change-password', { currentPassword: user.password, newPassword: 'a-brand-new-secret' }, user.headers);
    expect(changed.statusCode).toBe(200);

    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe('您的 Durio 密码已更改');
    expect(mail!.text).toContain('https://shop.durio.test/zh/forgot-password');
    expect(mail!.html).toContain('<html dir="ltr" lang="zh-Hans">');
  });

  it('keeps the language when the profile changes other fields, and refuses an unknown one', async () => {
    const user = await createTestUser(t);
    await t.db.update(users).set({ language: 'ms' }).where(eq(users.id, user.id));
    const renamed = await t.app.inject({ method: 'PUT', url: '/api/v1/user-profile', headers: user.headers, payload: { displayName: 'Siti' } });
    expect(renamed.json()).toMatchObject({ displayName: 'Siti', language: 'ms' });
    const refused = await t.app.inject({ method: 'PUT', url: '/api/v1/user-profile', headers: user.headers, payload: { language: 'de' } });
    expect(refused.statusCode).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.language).toBe('ms');
  });

  it("writes a password reset in the language of the page it was asked from, linking to that page's reset form", async () => {
    const user = await createTestUser(t);
    const res = await post('auth/forgot-password', { email: user.email, language: 'zh' });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe('重设您的 Durio 密码');
    expect(mail!.text).toMatch(/https:\/\/shop\.durio\.test\/zh\/reset-password\?token=\S+/);
  });

  it("sends a verified customer back to the home page in the customer's language", async () => {
    const email = newEmail();
    await post('auth/register', { email, password: PASSWORD, displayName: 'Mei', language: 'zh' });
    const [mail] = await mailsTo(email);
    const link = /https:\/\/shop\.durio\.test(\/api\/v1\/auth\/verify-email\?token=\S+)/.exec(mail!.text)![1]!;
    const followed = await t.app.inject({ method: 'GET', url: link });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('/zh?emailVerified=1');
  });
});
