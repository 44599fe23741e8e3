import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carts,
  emailTokens,
  favourites,
  orders,
  outboxEmails,
  pushInstallations,
  refreshTokens,
  reviews,
  shippingAddresses,
  stockAlerts,
  users,
} from '../../db/schema';
import {
  createTestAddress,
  createTestClock,
  createTestOrder,
  createTestProduct,
  createTestReview,
  createTestUser,
  fillTestCart,
  type TestUser,
} from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { readUser } from '../../test-support/rows';

const DAY = 24 * 60 * 60 * 1000;
const clock = createTestClock(new Date('2026-03-01T02:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { RATE_LIMIT: 'off' } });
});
afterAll(async () => {
  await t.close();
});

const profileOf = (user: TestUser, id = user.id) =>
  t.app.inject({ method: 'GET', url: `/api/v1/user-profile/${id}`, headers: user.headers });
const requestDeletion = (user: TestUser, password: unknown = user.password, id = user.id) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/user-profile/${id}`, headers: user.headers, payload: { password } });
const cancelDeletion = (user: TestUser, id = user.id) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/user-profile/${id}/cancel-delete`, headers: user.headers });
const rowOf = async (id: string) => (await readUser(t.db, id));
const subjectsTo = async (email: string) => {
  await t.app.ctx.mailer.flush();
  const mails = (await t.app.inject({ method: 'GET', url: '/dev/mail.json' })).json<{ to: string; subject: string }[]>();
  return mails.filter((m) => m.to === email).map((m) => m.subject);
};
const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'User not found' };

describe('GET /user-profile/:userId', () => {
  it("answers the signed-in user's own profile with no deletion scheduled", async () => {
    const user = await createTestUser(t, { displayName: 'Lim Wei' });

    const res = await profileOf(user);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, displayName: 'Lim Wei', deletionScheduledFor: null });
  });

  it("answers another user's id as if it did not exist", async () => {
    const [user, other] = [await createTestUser(t), await createTestUser(t)];

    const res = await profileOf(user, other.id);

    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
    expect(res.body).not.toContain(other.email);
  });

  it('answers a malformed id with 404 and refuses a missing token', async () => {
    const user = await createTestUser(t);
    expect((await profileOf(user, 'not-a-uuid')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/user-profile/${user.id}` })).statusCode).toBe(401);
  });
});

describe('DELETE /user-profile/:userId', () => {
  it('schedules the erasure 30 days ahead, e-mails a notice, and still lets the user sign in', async () => {
    const user = await createTestUser(t);

    const res = await requestDeletion(user);

    expect(res.statusCode).toBe(200);
    const scheduled = new Date(clock.now().getTime() + 30 * DAY).toISOString();
    expect(res.json()).toMatchObject({ id: user.id, deletionScheduledFor: scheduled });
    expect((await rowOf(user.id))!.deletionRequestedAt).toEqual(clock.now());
    expect(await subjectsTo(user.email)).toEqual(['Your Durio account will be deleted']);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    const own = await t.app.inject({ method: 'GET', url: '/api/v1/user-profile', headers: user.headers });
    expect(own.json()).toMatchObject({ deletionScheduledFor: scheduled });
  });

  it('keeps the first date when asked again, without a second notice', async () => {
    const user = await createTestUser(t);
    const first = (await requestDeletion(user)).json().deletionScheduledFor;
    clock.advance(DAY);

    const again = await requestDeletion(user);

    expect(again.json().deletionScheduledFor).toBe(first);
    expect(await subjectsTo(user.email)).toHaveLength(1);
  });

  it('refuses a wrong password and changes nothing', async () => {
    const user = await createTestUser(t);

    const res = await requestDeletion(user, 'not-my-password');

    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Password is incorrect' });
    expect((await rowOf(user.id))!.deletionRequestedAt).toBeNull();
    expect(await subjectsTo(user.email)).toEqual([]);
  });

  it('refuses a missing password', async () => {
    const user = await createTestUser(t);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/user-profile/${user.id}`, headers: user.headers });
    expect(res.statusCode).toBe(400);
    expect((await requestDeletion(user, '')).json().message).toContain('Password is required');
  });

  it("answers another user's id with 404 and leaves that account alone", async () => {
    const [user, other] = [await createTestUser(t), await createTestUser(t)];

    const res = await requestDeletion(user, user.password, other.id);

    expect(res.json()).toEqual(NOT_FOUND);
    expect((await rowOf(other.id))!.deletionRequestedAt).toBeNull();
    expect((await rowOf(user.id))!.deletionRequestedAt).toBeNull();
  });

  it('requires a token', async () => {
    const user = await createTestUser(t);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/user-profile/${user.id}`, payload: { password: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /user-profile/:userId/cancel-delete', () => {
  it('cancels a pending deletion', async () => {
    const user = await createTestUser(t);
    await requestDeletion(user);

    const res = await cancelDeletion(user);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, deletionScheduledFor: null });
    expect((await rowOf(user.id))!.deletionRequestedAt).toBeNull();
  });

  it("answers another user's id with 404 and keeps that user's request", async () => {
    const [user, other] = [await createTestUser(t), await createTestUser(t)];
    await requestDeletion(other);

    expect((await cancelDeletion(user, other.id)).json()).toEqual(NOT_FOUND);
    expect((await rowOf(other.id))!.deletionRequestedAt).not.toBeNull();
  });
});

describe('erasing accounts after 30 days', () => {
  const erasure = () => t.app.ctx.flows;
  // The requests of the tests above would fall due too and blur the counts.
  beforeAll(async () => {
    await t.db.update(users).set({ deletionRequestedAt: null });
  });

  /** A customer with something in every table that holds personal data. */
  async function customerWithHistory() {
    const user = await createTestUser(t, { displayName: 'Nur Aisyah' });
    const product = await createTestProduct(t.db);
    const delivered = await createTestOrder(t.db, user.id, [{ product, quantity: 1 }], {
      status: 'DELIVERED',
      paymentStatus: 'PAID',
      shippingAddress: {
        name: 'Nur Aisyah',
        addressLine1: '12 Jalan Bukit Bintang',
        city: 'Kuala Lumpur',
        state: 'Wilayah Persekutuan',
        postalCode: '55100',
        country: 'Malaysia',
        phone: '+60123456789',
      },
    });
    const pickup = await createTestOrder(t.db, user.id, [{ product, quantity: 2 }], { isPickup: true, shippingAddress: null });
    const review = await createTestReview(t.db, product.id, {
      userId: user.id,
      orderId: delivered.id,
      authorName: 'Nur Aisyah',
      rating: 4,
      review: 'Bittersweet and creamy.',
    });
    await createTestAddress(t.db, user.id);
    await fillTestCart(t.db, user.id, [{ productId: product.id, quantity: 1 }]);
    await t.db.insert(favourites).values({ userId: user.id, type: 'product', targetId: product.id });
    await t.db.insert(pushInstallations).values({ userId: user.id, token: `fcm-${user.id}` });
    // Alerts asked for signed in, and as a visitor with the same address (docs/product/the-season.md, Tell me when).
    await t.db.insert(stockAlerts).values([
      { productId: product.id, email: user.email, userId: user.id, language: 'en', token: `a-${user.id}` },
      { variety: 'Musang King D197', email: user.email, language: 'en', token: `b-${user.id}` },
    ]);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: user.password } });
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: user.email } });
    await requestDeletion(user);
    await t.app.ctx.mailer.flush();
    return { user, delivered, pickup, review };
  }

  it('keeps the account until 30 days have passed, then erases it and anonymises what the shop keeps', async () => {
    const { user, delivered, pickup, review } = await customerWithHistory();
    const bystander = await customerWithHistory();
    await cancelDeletion(bystander.user);

    clock.advance(30 * DAY - 60_000);
    expect(await erasure().eraseDueAccounts()).toBe(0);
    expect(await rowOf(user.id)).toBeDefined();

    clock.advance(60_000);
    expect(await erasure().eraseDueAccounts()).toBe(1);

    expect(await rowOf(user.id)).toBeUndefined();
    const kept = await t.db.select().from(orders).where(inArray(orders.id, [delivered.id, pickup.id]));
    const shipped = kept.find((o) => o.id === delivered.id)!;
    expect(shipped).toMatchObject({ userId: null, status: 'DELIVERED', totalSen: delivered.totalSen });
    expect(shipped.shippingAddress).toEqual({ ...delivered.shippingAddress, name: 'Former customer', phone: null });
    expect(kept.find((o) => o.id === pickup.id)).toMatchObject({ userId: null, shippingAddress: null });
    const [keptReview] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(keptReview).toMatchObject({
      userId: null,
      authorName: 'Former customer',
      rating: 4,
      review: 'Bittersweet and creamy.',
    });
    for (const [table, column] of [
      [shippingAddresses, shippingAddresses.userId],
      [carts, carts.userId],
      [favourites, favourites.userId],
      [pushInstallations, pushInstallations.userId],
      [refreshTokens, refreshTokens.userId],
      [emailTokens, emailTokens.userId],
    ] as const) {
      expect(await t.db.select().from(table).where(eq(column, user.id))).toEqual([]);
    }
    expect(await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, user.email))).toEqual([]);
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.email, user.email))).toEqual([]);
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.email, bystander.user.email))).toHaveLength(2);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(401);

    // The customer who cancelled keeps everything.
    expect(await rowOf(bystander.user.id)).toBeDefined();
    const [theirs] = await t.db.select().from(orders).where(eq(orders.id, bystander.delivered.id));
    expect(theirs).toMatchObject({ userId: bystander.user.id, shippingAddress: { name: 'Nur Aisyah', phone: '+60123456789' } });
  });

  it('erases nothing twice and nothing that is not due', async () => {
    clock.advance(60 * DAY);
    await erasure().eraseDueAccounts();
    const user = await createTestUser(t);
    await requestDeletion(user);

    clock.advance(29 * DAY);
    expect(await erasure().eraseDueAccounts()).toBe(0);
    expect(await rowOf(user.id)).toBeDefined();
  });
});
