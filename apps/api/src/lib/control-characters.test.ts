import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, users, webhookEvents } from '../db/schema';
import { createTestUser, type TestUser } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

const MESSAGE = 'Control characters are not allowed';
const refused = (path: string) => ({
  statusCode: 400,
  error: 'Bad Request',
  message: `${path}: ${MESSAGE}`,
  issues: [{ path, message: MESSAGE }],
});
const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Not Found' };

describe('control characters in a request', () => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
    customer = await createTestUser(t);
    admin = await createTestUser(t, { role: 'ADMIN' });
  });
  afterAll(() => t.close());

  const contact = (message: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { name: 'Aminah', email: 'aminah@example.my', subject: 'Musang King', message },
    });

  it('refuses a NUL in a body field with 400 and the field, and writes nothing', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'a\u0000b', password: 'x' } });
    expect(login.json()).toEqual(refused('body.email'));

    const email = 'nul-name@example.my';
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email, password: 'durian-season-1', displayName: 'Ami\u0000nah' },
    });
    expect(register.json()).toEqual(refused('body.displayName'));
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses every C0 control character but tab, line feed and carriage return', async () => {
    for (let code = 0; code < 0x20; code++) {
      const res = await contact(`Hello ${String.fromCharCode(code)} there`);
      expect(res.statusCode, `U+${code.toString(16).padStart(4, '0')}`).toBe([0x09, 0x0a, 0x0d].includes(code) ? 201 : 400);
    }
    expect(await t.db.select().from(contactMessages)).toHaveLength(3);
  });

  it('keeps line breaks and tabs in text', async () => {
    const message = 'Two boxes, please.\r\nDeliver after 6 pm:\tthe gate is open.';
    expect((await contact(message)).statusCode).toBe(201);
    expect((await t.db.select().from(contactMessages).where(eq(contactMessages.message, message))).length).toBe(1);
  });

  it('refuses a NUL in the query string with 400', async () => {
    for (const [url, path] of [
      ['/api/v1/durian/farms?state=%00', 'querystring.state'],
      ['/api/v1/durian/products?varieties=Musang%00King', 'querystring.varieties'],
      ['/api/v1/durian/products?sort=newest&fuzz=%01', 'querystring.fuzz'],
    ]) {
      expect((await t.app.inject({ method: 'GET', url: url! })).json()).toEqual(refused(path!));
    }
  });

  it('names the place of a control character in nested values and in keys', async () => {
    const product = await t.app.inject({
      method: 'POST',
      url: '/api/v1/durian/products',
      headers: admin.headers,
      payload: { name: 'Musang King', categoryIds: ['not\u001bid'] },
    });
    expect(product.json()).toEqual(refused('body.categoryIds.0'));

    const keyed = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'a@b.my', 'pass\u0000': 'x' } });
    expect(keyed.json()).toEqual(refused('body.pass\\u0000'));
  });

  it('refuses a text body holding a NUL', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'a\u0000b',
    });
    expect(res.json()).toEqual(refused('body'));
  });

  it('refuses a NUL in the raw webhook body before looking at its signature, and records nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'f'.repeat(64) },
      payload: '{"event":"payment.captured","payload":{"note":"a\\u0000b"}}',
    });
    expect(res.json()).toEqual(refused('body.payload.note'));
    expect(await t.db.select().from(webhookEvents)).toEqual([]);
  });

  it('answers a path parameter holding a control character as not found', async () => {
    for (const url of ['/api/v1/payments/verify/%00', '/api/v1/payments/verify/pay%1Bment', '/api/v1/durian/orders/%00']) {
      const res = await t.app.inject({ method: 'GET', url, headers: customer.headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    const installation = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/user-profile/installations/tok%00en',
      headers: customer.headers,
    });
    expect(installation.json()).toEqual(NOT_FOUND);
  });
});
