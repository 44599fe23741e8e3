import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingAddresses } from '../../db/schema';
import { createTestAddress, createTestUser, type TestUser } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const URL = '/api/v1/user-profile/addresses';
const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Shipping address not found' };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const body = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  addressLine1: `${name} 8, Jalan Ampang`,
  city: 'Kuala Lumpur',
  state: 'Wilayah Persekutuan',
  postalCode: '50450',
  country: 'Malaysia',
  ...extra,
});

const call = (user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path = '', payload?: object) =>
  t.app.inject({ method, url: URL + path, headers: user.headers, payload });

async function create(user: TestUser, name: string, extra: Record<string, unknown> = {}) {
  const res = await call(user, 'POST', '', body(name, extra));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; name: string; isDefault: boolean };
}

/** The names of the user's default addresses in the database: the invariant is exactly one. */
async function defaults(userId: string) {
  const rows = await t.db
    .select({ name: shippingAddresses.name })
    .from(shippingAddresses)
    .where(and(eq(shippingAddresses.userId, userId), eq(shippingAddresses.isDefault, true)));
  return rows.map((r) => r.name);
}

describe('POST /user-profile/addresses', () => {
  it('saves the address and makes the first one the default even when not asked', async () => {
    const user = await createTestUser(t);

    const res = await call(user, 'POST', '', body('Home', { isDefault: false, phone: '+60 3-1234 5678' }));

    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      name: 'Home',
      addressLine1: 'Home 8, Jalan Ampang',
      addressLine2: null,
      city: 'Kuala Lumpur',
      state: 'Wilayah Persekutuan',
      postalCode: '50450',
      country: 'Malaysia',
      phone: '+60 3-1234 5678',
      isDefault: true,
    });
    expect(await defaults(user.id)).toEqual(['Home']);
  });

  it('keeps the default where it is unless the new address asks for it', async () => {
    const user = await createTestUser(t);
    await create(user, 'Home');

    expect((await create(user, 'Office')).isDefault).toBe(false);
    expect(await defaults(user.id)).toEqual(['Home']);

    expect((await create(user, 'Parents', { isDefault: true })).isDefault).toBe(true);
    expect(await defaults(user.id)).toEqual(['Parents']);
  });

  it('keeps exactly one default when several addresses are added at once', async () => {
    const user = await createTestUser(t);

    const results = await Promise.all(['Home', 'Office', 'Parents'].map((name) => call(user, 'POST', '', body(name))));

    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(await defaults(user.id)).toHaveLength(1);
  });

  it('refuses invalid fields with the checkout messages and saves nothing', async () => {
    const user = await createTestUser(t);

    const short = await call(user, 'POST', '', body('Home', { addressLine1: 'Jln' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('body.addressLine1: Address is too short');
    expect((await call(user, 'POST', '', body('Home', { postalCode: '12' }))).json().message).toContain(
      'Postal code is too short',
    );
    expect((await call(user, 'POST', '', { name: 'Home' })).statusCode).toBe(400);
    expect((await call(user, 'POST', '', body('Home', { isDefault: 'yes' }))).statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"name": "Home"',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await t.db.select().from(shippingAddresses).where(eq(shippingAddresses.userId, user.id))).toHaveLength(0);
  });
});

describe('GET /user-profile/addresses', () => {
  it('lists only my addresses, the default first, then the newest', async () => {
    const user = await createTestUser(t);
    await create(user, 'Home');
    await create(user, 'Office');
    await create(user, 'Parents');
    const stranger = await createTestUser(t);
    await create(stranger, 'Elsewhere');

    const res = await call(user, 'GET');

    expect(res.statusCode).toBe(200);
    expect(res.json().map((a: { name: string }) => a.name)).toEqual(['Home', 'Parents', 'Office']);
  });

  it('answers an empty list when there is none', async () => {
    const user = await createTestUser(t);
    expect((await call(user, 'GET')).json()).toEqual([]);
  });

  it('requires a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: URL });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /user-profile/addresses/:id', () => {
  it('answers my address', async () => {
    const user = await createTestUser(t);
    const home = await create(user, 'Home');

    const res = await call(user, 'GET', `/${home.id}`);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: home.id, name: 'Home', isDefault: true });
  });

  it("answers another user's address exactly as an unknown one", async () => {
    const owner = await createTestUser(t);
    const address = await createTestAddress(t.db, owner.id);
    const user = await createTestUser(t);

    expect((await call(user, 'GET', `/${address.id}`)).json()).toEqual(NOT_FOUND);
    expect((await call(user, 'GET', `/${UNKNOWN_ID}`)).json()).toEqual(NOT_FOUND);
    expect((await call(user, 'GET', '/not-a-uuid')).statusCode).toBe(404);
  });
});

describe('PATCH /user-profile/addresses/:id', () => {
  it('changes only the fields sent', async () => {
    const user = await createTestUser(t);
    const home = await create(user, 'Home');

    const res = await call(user, 'PATCH', `/${home.id}`, { city: 'Petaling Jaya', addressLine2: 'Unit 3A' });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Home',
      addressLine1: 'Home 8, Jalan Ampang',
      addressLine2: 'Unit 3A',
      city: 'Petaling Jaya',
      isDefault: true,
    });
  });

  it('moves the default with isDefault: true', async () => {
    const user = await createTestUser(t);
    await create(user, 'Home');
    const office = await create(user, 'Office');

    const res = await call(user, 'PATCH', `/${office.id}`, { isDefault: true });

    expect(res.json()).toMatchObject({ name: 'Office', isDefault: true });
    expect(await defaults(user.id)).toEqual(['Office']);
  });

  it('hands the default to the newest other address when the default is unset, and keeps an only one', async () => {
    const user = await createTestUser(t);
    const home = await create(user, 'Home');

    expect((await call(user, 'PATCH', `/${home.id}`, { isDefault: false })).json().isDefault).toBe(true);

    await create(user, 'Office');
    await create(user, 'Parents');
    expect((await call(user, 'PATCH', `/${home.id}`, { isDefault: false })).json().isDefault).toBe(false);
    expect(await defaults(user.id)).toEqual(['Parents']);
  });

  it("refuses another user's address and leaves it unchanged", async () => {
    const owner = await createTestUser(t);
    const address = await createTestAddress(t.db, owner.id, { city: 'Ipoh' });
    const user = await createTestUser(t);

    const res = await call(user, 'PATCH', `/${address.id}`, { city: 'Penang', isDefault: true });

    expect(res.json()).toEqual(NOT_FOUND);
    const [row] = await t.db.select().from(shippingAddresses).where(eq(shippingAddresses.id, address.id));
    expect(row).toMatchObject({ city: 'Ipoh', userId: owner.id, isDefault: true });
  });

  it('refuses a field that is too short', async () => {
    const user = await createTestUser(t);
    const home = await create(user, 'Home');

    const res = await call(user, 'PATCH', `/${home.id}`, { city: 'K' });

    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('body.city: City is too short');
  });
});

describe('PATCH /user-profile/addresses/:id/default', () => {
  it('makes the address the only default', async () => {
    const user = await createTestUser(t);
    await create(user, 'Home');
    const office = await create(user, 'Office');

    const res = await call(user, 'PATCH', `/${office.id}/default`);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: office.id, isDefault: true });
    expect(await defaults(user.id)).toEqual(['Office']);
    expect((await call(user, 'PATCH', `/${office.id}/default`)).json().isDefault).toBe(true);
    expect(await defaults(user.id)).toEqual(['Office']);
  });

  it("refuses another user's address and keeps both defaults as they were", async () => {
    const owner = await createTestUser(t);
    const address = await createTestAddress(t.db, owner.id, { isDefault: false });
    await createTestAddress(t.db, owner.id, { name: 'Owner default' });
    const user = await createTestUser(t);
    await create(user, 'Mine');

    expect((await call(user, 'PATCH', `/${address.id}/default`)).json()).toEqual(NOT_FOUND);
    expect(await defaults(owner.id)).toEqual(['Owner default']);
    expect(await defaults(user.id)).toEqual(['Mine']);
  });
});

describe('DELETE /user-profile/addresses/:id', () => {
  it('deletes a non-default address and keeps the default', async () => {
    const user = await createTestUser(t);
    await create(user, 'Home');
    const office = await create(user, 'Office');

    const res = await call(user, 'DELETE', `/${office.id}`);

    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await call(user, 'GET', `/${office.id}`)).statusCode).toBe(404);
    expect(await defaults(user.id)).toEqual(['Home']);
  });

  it('makes the newest remaining address the default when the default is deleted', async () => {
    const user = await createTestUser(t);
    const home = await create(user, 'Home');
    await create(user, 'Office');
    await create(user, 'Parents');

    await call(user, 'DELETE', `/${home.id}`);

    expect(await defaults(user.id)).toEqual(['Parents']);
  });

  it('leaves no default once the last address is gone', async () => {
    const user = await createTestUser(t);
    const home = await create(user, 'Home');

    await call(user, 'DELETE', `/${home.id}`);

    expect((await call(user, 'GET')).json()).toEqual([]);
    expect((await create(user, 'New home')).isDefault).toBe(true);
  });

  it("refuses another user's address and keeps it", async () => {
    const owner = await createTestUser(t);
    const address = await createTestAddress(t.db, owner.id);
    const user = await createTestUser(t);

    expect((await call(user, 'DELETE', `/${address.id}`)).json()).toEqual(NOT_FOUND);
    expect(await t.db.select().from(shippingAddresses).where(eq(shippingAddresses.id, address.id))).toHaveLength(1);
  });
});
