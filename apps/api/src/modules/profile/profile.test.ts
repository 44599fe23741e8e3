import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { signAccessToken } from '../../lib/access-token';
import { loadSigningKeys } from '../../lib/signing-keys';
import { createTestUser, type TestUser } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { readUser } from '../../test-support/rows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const getProfile = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/v1/user-profile', headers });
const putProfile = (user: TestUser, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/user-profile', headers: user.headers, payload: payload as object });
const rowOf = async (id: string) => (await readUser(t.db, id))!;

describe('GET /user-profile', () => {
  it("answers the signed-in user's own profile", async () => {
    const user = await createTestUser(t, { displayName: 'Tan Mei Ling' });
    await createTestUser(t);

    const res = await getProfile(user.headers);

    expect(res.statusCode).toBe(200);
    const row = await rowOf(user.id);
    expect(res.json()).toEqual({
      id: user.id,
      email: user.email,
      displayName: 'Tan Mei Ling',
      phone: null,
      role: 'CUSTOMER',
      language: 'en',
      emailVerified: false,
      deletionScheduledFor: null,
      marketingConsent: { given: false, at: null },
      signInMethods: { password: true, google: null },
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    });
  });

  it('reports a verified e-mail and the admin role', async () => {
    const admin = await createTestUser(t, { role: 'ADMIN' });
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, admin.id));

    expect((await getProfile(admin.headers)).json()).toMatchObject({ role: 'ADMIN', emailVerified: true });
  });

  it('ignores the paging parameters of the old client', async () => {
    const user = await createTestUser(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user-profile?page=1&limit=10', headers: user.headers });
    expect(res.json()).toMatchObject({ id: user.id });
  });

  it('refuses a missing or forged token', async () => {
    const missing = await getProfile();
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Unauthorized - JWT token is missing or invalid',
    });
    const user = await createTestUser(t);
    const forged = await signAccessToken(await loadSigningKeys({}), { userId: user.id, role: 'ADMIN' });
    expect((await getProfile({ authorization: `Bearer ${forged}` })).statusCode).toBe(401);
  });
});

describe('PUT /user-profile', () => {
  it('changes the display name and phone, storing the phone as +60…', async () => {
    const user = await createTestUser(t);

    const res = await putProfile(user, { displayName: '  Nurul Huda ', phone: '+60 12-345 6789' });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, displayName: 'Nurul Huda', phone: '+60123456789' });
    expect(await rowOf(user.id)).toMatchObject({ displayName: 'Nurul Huda', phone: '+60123456789' });
  });

  it.each([
    ['012-345 6789', '+60123456789'],
    ['+60 12 345 6789', '+60123456789'],
    ['60123456789', '+60123456789'],
    ['011-1234 5678', '+601112345678'],
    ['(03) 1234 5678', '+60312345678'],
    ['082-123 456', '+6082123456'],
  ])('normalises the Malaysian number %s to %s', async (typed, stored) => {
    const user = await createTestUser(t);
    expect((await putProfile(user, { phone: typed })).json()).toMatchObject({ phone: stored });
  });

  it.each(['12345', '+65 9123 4567', '012-345 678', 'call me', '0000000000'])(
    'refuses %s as not a Malaysian phone number, changing nothing',
    async (typed) => {
      const user = await createTestUser(t);
      await putProfile(user, { phone: '0123456789' });

      const res = await putProfile(user, { displayName: 'Changed', phone: typed });

      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Please enter a valid Malaysian phone number',
      });
      expect(await rowOf(user.id)).toMatchObject({ displayName: 'Test Shopper', phone: '+60123456789' });
    },
  );

  it('changes only the fields sent, and clears the phone with null or blank', async () => {
    const user = await createTestUser(t, { displayName: 'Kept Name' });
    await putProfile(user, { phone: '0123456789' });

    expect((await putProfile(user, { phone: null })).json()).toMatchObject({ displayName: 'Kept Name', phone: null });
    await putProfile(user, { phone: '0123456789' });
    expect((await putProfile(user, { phone: '   ' })).json()).toMatchObject({ phone: null });
  });

  it('never writes any other field, whatever the body carries', async () => {
    const user = await createTestUser(t);
    const before = await rowOf(user.id);

    const res = await putProfile(user, {
      displayName: 'Sneaky',
      role: 'ADMIN',
      email: 'boss@durio.my',
      emailVerified: true,
      id: '00000000-0000-4000-8000-000000000000',
      passwordHash: 'x',
    });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, role: 'CUSTOMER', email: user.email, emailVerified: false });
    const after = await rowOf(user.id);
    expect(after).toMatchObject({
      displayName: 'Sneaky',
      role: 'CUSTOMER',
      email: user.email,
      emailVerifiedAt: null,
      passwordHash: before.passwordHash,
    });
  });

  it('refuses a blank name, wrong types and malformed JSON, changing nothing', async () => {
    const user = await createTestUser(t, { displayName: 'Unchanged' });

    expect((await putProfile(user, { displayName: '   ' })).statusCode).toBe(400);
    expect((await putProfile(user, { displayName: 42 })).statusCode).toBe(400);
    expect((await putProfile(user, { phone: 'x'.repeat(31) })).statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user-profile',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"displayName":',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await rowOf(user.id)).displayName).toBe('Unchanged');
  });

  it('requires a token', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/user-profile', payload: { displayName: 'X' } });
    expect(res.statusCode).toBe(401);
  });
});
