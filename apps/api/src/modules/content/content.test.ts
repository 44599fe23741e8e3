import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, outboxEmails, users } from '../../db/schema';
import { createTestUser } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SHOP_EMAIL: 'orders@durio.test', GOOGLE_MAPS_API_KEY: 'maps-key-123' } });
});
afterAll(async () => {
  await t.close();
});

let ip = 0;
/** Each test its own client address, so the rate limit of one does not reach another. */
const nextAddress = () => `203.0.113.${++ip}`;
const message = (subject = 'Bulk order for Hari Raya') => ({
  name: 'Tan Ah Kow',
  email: 'ahkow@example.my',
  subject,
  message: 'Can you deliver 20 Musang King to Ipoh <on Friday>?',
});
const send = (payload: object, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/v1/contact', payload, remoteAddress });

describe('POST /contact', () => {
  it('keeps the message, e-mails it to the shop with the sender to reply to, and says Message Sent', async () => {
    const res = await send(message());

    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Message Sent' });
    const [stored] = await t.db.select().from(contactMessages).where(eq(contactMessages.subject, 'Bulk order for Hari Raya'));
    expect(stored).toMatchObject(message());
    await t.app.ctx.mailer.flush();
    const [mail] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.subject, 'Contact form: Bulk order for Hari Raya'));
    expect(mail).toMatchObject({ to: 'orders@durio.test', status: 'sent' });
    expect(mail!.text).toContain('From: Tan Ah Kow <ahkow@example.my>');
    expect(mail!.text).toContain('Reply to: ahkow@example.my');
    expect(mail!.text).toContain('Can you deliver 20 Musang King to Ipoh <on Friday>?');
    expect(mail!.html).toContain('Ipoh &lt;on Friday&gt;?');
    expect(mail!.html).not.toContain('<on Friday>');
  });

  it('refuses a blank field or a malformed e-mail with the form messages, keeping nothing', async () => {
    const before = (await t.db.select().from(contactMessages)).length;
    const cases = [
      [{ ...message(), name: '  ' }, 'Name is required'],
      [{ ...message(), email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ ...message(), subject: '' }, 'Subject is required'],
      [{ ...message(), message: ' ' }, 'Message is required'],
    ] as const;
    for (const [payload, text] of cases) {
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(text);
    }
    expect((await send({})).statusCode).toBe(400);
    expect((await t.db.select().from(contactMessages)).length).toBe(before);
  });

  it('stops the 6th message within a minute from one address', async () => {
    const address = nextAddress();
    for (let i = 0; i < 5; i++) expect((await send(message(`Question ${i}`), address)).statusCode).toBe(201);

    const res = await send(message('Question 5'), address);

    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many attempts. Please try again in a minute.',
    });
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.subject, 'Question 5'))).toEqual([]);
  });
});

describe('GET /app-config', () => {
  it('tells the web app which optional features are configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/app-config' });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      googleMapsApiKey: 'maps-key-123',
      socialSignIn: { google: false, facebook: false },
      paymentsTestMode: true,
      demoSignIn: { accounts: [], password: null },
    });
  });

  it('names the demo accounts, shopper first, with their password, only while the shop has them', async () => {
    const plain = await createTestApp();
    const demoSignIn = async () =>
      (await plain.app.inject({ method: 'GET', url: '/api/v1/app-config' })).json().demoSignIn;
    try {
      await createTestUser(plain, { email: 'owner@real-shop.my', role: 'ADMIN' });
      expect(await demoSignIn()).toEqual({ accounts: [], password: null });

      await createTestUser(plain, { email: 'admin@durio.my', role: 'ADMIN' });
      await createTestUser(plain, { email: 'demo@durio.my' });
      expect(await demoSignIn()).toEqual({
        accounts: [
          { role: 'CUSTOMER', email: 'demo@durio.my' },
          { role: 'ADMIN', email: 'admin@durio.my' },
        ],
        password: 'durian-demo-1',
      });

      // An owner who removes the demo accounts removes the hint.
      await plain.db.delete(users).where(inArray(users.email, ['demo@durio.my', 'admin@durio.my']));
      expect(await demoSignIn()).toEqual({ accounts: [], password: null });
    } finally {
      await plain.close();
    }
  });

  it('has no maps key when GOOGLE_MAPS_API_KEY is not set', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/v1/app-config' })).json()).toMatchObject({
        googleMapsApiKey: null,
      });
    } finally {
      await plain.close();
    }
  });
});
