import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestUser, type TestUser } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-token';
import { loadSigningKeys } from './signing-keys';

describe('access tokens are verified against the published key set', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createTestUser(t);
  });
  afterAll(() => t.close());

  const profileWith = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/user-profile', headers: { authorization: `Bearer ${token}` } });

  /** A token as the app signs one, with the header and key given, valid for `ttlSeconds` (none: no expiry). */
  const tokenWith = (header: { alg: string; kid?: string; typ: string }, privateKey = t.keys.privateKey, ttlSeconds: number | null = ACCESS_TOKEN_TTL_SECONDS) => {
    const iat = Math.floor(Date.now() / 1000);
    const jwt = new SignJWT({ role: 'CUSTOMER' }).setProtectedHeader(header).setSubject(user.id).setIssuer('durio').setIssuedAt(iat);
    return (ttlSeconds === null ? jwt : jwt.setExpirationTime(iat + ttlSeconds)).sign(privateKey);
  };
  const published = () => ({ alg: 'ES256', kid: t.keys.kid, typ: 'JWT' });
  afterEach(() => vi.useRealTimers());

  const UNAUTHORIZED = { statusCode: 401, error: 'Unauthorized', message: 'Unauthorized - JWT token is missing or invalid' };

  it('accepts a token that names the published key', async () => {
    const jwks = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/.well-known/jwks.json' })).json();
    expect(jwks.keys.map((key: { kid: string }) => key.kid)).toEqual([t.keys.kid]);
    expect((await profileWith(await tokenWith({ alg: 'ES256', kid: t.keys.kid, typ: 'JWT' }))).statusCode).toBe(200);
  });

  it('refuses a token signed by the right key under a kid that is not published', async () => {
    const res = await profileWith(await tokenWith({ alg: 'ES256', kid: 'durio-retired', typ: 'JWT' }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it('refuses a token signed by the right key that names no key', async () => {
    const res = await profileWith(await tokenWith({ alg: 'ES256', typ: 'JWT' }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it('refuses a token that never expires', async () => {
    const res = await profileWith(await tokenWith(published(), t.keys.privateKey, null));
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it('accepts a token again and again until the second it expires, not after, although it verified before', async () => {
    const token = await tokenWith(published(), t.keys.privateKey, 60);
    expect((await profileWith(token)).statusCode).toBe(200);
    expect((await profileWith(token)).statusCode).toBe(200);
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number };
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(exp * 1000 - 1);
    expect((await profileWith(token)).statusCode).toBe(200);
    vi.setSystemTime(exp * 1000);
    expect((await profileWith(token)).json()).toEqual(UNAUTHORIZED);
  });

  it('refuses a token one character away from one it accepted', async () => {
    const token = await tokenWith(published());
    expect((await profileWith(token)).statusCode).toBe(200);
    const signature = token.slice(token.lastIndexOf('.') + 1);
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const res = await profileWith(`${token.slice(0, token.lastIndexOf('.') + 1)}${flipped}`);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it('refuses a token signed by another key under the published kid', async () => {
    const other = await loadSigningKeys({});
    const res = await profileWith(await tokenWith({ alg: 'ES256', kid: t.keys.kid, typ: 'JWT' }, other.privateKey));
    expect(res.json()).toEqual(UNAUTHORIZED);
  });
});
