import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushInstallations } from '../../db/schema';
import { createTestUser, type TestUser } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
const newToken = () => `fcm:APA91b-${Date.now().toString(36)}-${++seq}`;
const register = (user: TestUser, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user-profile/installation', headers: user.headers, payload });
const remove = (user: TestUser, token: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/v1/user-profile/installations/${encodeURIComponent(token)}`,
    headers: user.headers,
  });
const rowsOf = (token: string) => t.db.select().from(pushInstallations).where(eq(pushInstallations.token, token));

describe('POST /user-profile/installation', () => {
  it("registers the device's push token for the signed-in user", async () => {
    const user = await createTestUser(t);
    const token = newToken();

    const res = await register(user, { token, platform: 'android' });

    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ token, platform: 'android' });
    expect(await rowsOf(token)).toMatchObject([{ userId: user.id, platform: 'android' }]);
  });

  it('keeps one row per token: registering it again, or from another account on the device, moves it', async () => {
    const [user, next] = [await createTestUser(t), await createTestUser(t)];
    const token = newToken();
    const first = (await register(user, { token, platform: 'ios' })).json();

    expect((await register(user, { token })).json()).toMatchObject({ id: first.id, platform: 'ios' });
    const moved = await register(next, { token });

    expect(moved.statusCode).toBe(201);
    expect(await rowsOf(token)).toMatchObject([{ id: first.id, userId: next.id }]);
  });

  it('refuses a missing or blank token and requires sign-in', async () => {
    const user = await createTestUser(t);
    expect((await register(user, {})).statusCode).toBe(400);
    expect((await register(user, { token: '  ' })).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/user-profile/installation', payload: { token: 'x' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('DELETE /user-profile/installations/:fcmToken', () => {
  it("forgets one of the user's tokens", async () => {
    const user = await createTestUser(t);
    const token = newToken();
    await register(user, { token });

    const res = await remove(user, token);

    expect(res.statusCode).toBe(204);
    expect(await rowsOf(token)).toEqual([]);
  });

  it("answers another user's token, or an unknown one, with 404 and keeps it", async () => {
    const [owner, other] = [await createTestUser(t), await createTestUser(t)];
    const token = newToken();
    await register(owner, { token });

    const res = await remove(other, token);

    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Installation not found' });
    expect(await rowsOf(token)).toHaveLength(1);
    expect((await remove(owner, newToken())).statusCode).toBe(404);
  });

  it('requires sign-in', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/user-profile/installations/abc' });
    expect(res.statusCode).toBe(401);
  });
});
