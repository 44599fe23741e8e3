import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'on' } });
});
afterAll(async () => {
  await t.close();
});

const TOO_MANY = {
  statusCode: 429,
  error: 'Too Many Requests',
  message: 'Too many attempts. Please try again in a minute.',
};

const post = (url: string, payload: object, remoteAddress = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: `/api/v1/auth/${url}`, payload, remoteAddress });

describe('rate limits on sign-in', () => {
  it('stops the 11th login attempt within a minute for one address and e-mail', async () => {
    const user = await createTestUser(t);
    for (let i = 0; i < 10; i++) {
      expect((await post('login', { email: user.email, password: 'guess-' + i })).statusCode).toBe(401);
    }

    const res = await post('login', { email: user.email, password: user.password });

    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('still lets the same address sign in to another e-mail, and another address to the same e-mail', async () => {
    const user = await createTestUser(t);
    const other = await createTestUser(t);
    for (let i = 0; i < 10; i++) await post('login', { email: user.email, password: 'guess-' + i }, '203.0.113.8');

    expect((await post('login', { email: other.email, password: other.password }, '203.0.113.8')).statusCode).toBe(200);
    expect((await post('login', { email: user.email, password: user.password }, '203.0.113.9')).statusCode).toBe(200);
  });

  it('counts one e-mail however it is spelled', async () => {
    const user = await createTestUser(t);
    const spellings = [user.email, user.email.toUpperCase(), `  ${user.email} `];
    for (let i = 0; i < 10; i++) {
      await post('login', { email: spellings[i % 3], password: 'guess-' + i }, '203.0.113.10');
    }

    const res = await post('login', { email: user.email.toUpperCase(), password: user.password }, '203.0.113.10');

    expect(res.statusCode).toBe(429);
  });

  it('stops the 6th registration within a minute from one address', async () => {
    const register = (n: number) =>
      post('register', { email: `burst-${n}@example.my`, password: 'durian-season', displayName: 'Burst' }, '198.51.100.4');
    for (let n = 0; n < 5; n++) expect((await register(n)).statusCode).toBe(201);

    const res = await register(5);

    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
  });

  it('stops the 6th forgot-password request within a minute from one address', async () => {
    for (let n = 0; n < 5; n++) {
      expect((await post('forgot-password', { email: `nobody-${n}@example.my` }, '198.51.100.6')).statusCode).toBe(200);
    }

    const res = await post('forgot-password', { email: 'nobody-5@example.my' }, '198.51.100.6');

    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
    expect((await post('forgot-password', { email: 'nobody@example.my' }, '198.51.100.7')).statusCode).toBe(200);
  });

  it('stops the 11th password reset and the 11th reset-link check within a minute from one address', async () => {
    const reset = () => post('reset-password', { token: 'guessed-token', newPassword: 'durian-season' }, '198.51.100.8');
    const check = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/auth/reset-password?token=guessed', remoteAddress: '198.51.100.8' });
    for (let i = 0; i < 10; i++) {
      expect((await reset()).statusCode).toBe(400);
      expect((await check()).statusCode).toBe(400);
    }

    expect((await reset()).json()).toEqual(TOO_MANY);
    expect((await check()).json()).toEqual(TOO_MANY);
  });

  it('does not limit the other calls', async () => {
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/.well-known/jwks.json', remoteAddress: '198.51.100.5' });
      expect(res.statusCode).toBe(200);
    }
  });
});
