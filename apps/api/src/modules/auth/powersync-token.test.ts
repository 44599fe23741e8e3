import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestUser } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { POWERSYNC_AUDIENCE: 'durio-sync-test' } });
});
afterAll(async () => {
  await t.close();
});

const generate = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/generate-powersync-token', headers });

describe('POST /auth/generate-powersync-token', () => {
  it('gives a 5-minute token for the user, signed with the published keys, for the configured audience', async () => {
    const user = await createTestUser(t);
    const before = Math.floor(Date.now() / 1000);

    const res = await generate(user.headers);

    expect(res.statusCode).toBe(200);
    const { token, expiresAt } = res.json<{ token: string; expiresAt: string }>();
    const jwks = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/.well-known/jwks.json' })).json();
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), { audience: 'durio-sync-test' });
    expect(payload.sub).toBe(user.id);
    expect(payload.exp! - payload.iat!).toBe(300);
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    expect(new Date(expiresAt).getTime()).toBe(payload.exp! * 1000);
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', kid: t.keys.kid });
    await expect(jwtVerify(token, createLocalJWKSet(jwks), { audience: 'durio-powersync' })).rejects.toThrow();
  });

  it('uses the audience durio-powersync unless POWERSYNC_AUDIENCE says otherwise', () => {
    expect(loadConfig({}).powersyncAudience).toBe('durio-powersync');
  });

  it('is not accepted as an access token', async () => {
    const user = await createTestUser(t);
    const { token } = (await generate(user.headers)).json<{ token: string }>();

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user-profile', headers: { authorization: `Bearer ${token}` } });

    expect(res.statusCode).toBe(401);
  });

  it('requires an access token', async () => {
    const res = await generate();
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthorized - JWT token is missing or invalid');
  });
});
