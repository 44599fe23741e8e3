import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../db/schema';
import { createTestUser, type TestUser } from '../test-support/factories';
import { smallPng, uploadTestFile } from '../test-support/media-samples';
import { createTestApp, type TestApp } from '../test-support/test-app';

/*
 * S3 away (docs/product/running.md, "When a part fails"): a port nothing listens on stands for it. Uploads and the
 * pictures streamed through the shop answer 503 with a clear message and a Retry-After; the shop goes on selling.
 */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      S3_BUCKET: 'durio-away',
      S3_ENDPOINT: 'http://127.0.0.1:1',
      S3_FORCE_PATH_STYLE: 'on',
      AWS_ACCESS_KEY_ID: 'test',
      AWS_SECRET_ACCESS_KEY: 'test',
    },
  });
  admin = await createTestUser(t, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

const fileCount = async () => (await t.db.select({ n: count() }).from(files))[0]!.n;

const UNAVAILABLE = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'File storage is not available right now. Please try again in a few minutes.',
};

describe('while the file storage cannot be reached', () => {
  it('answers an upload 503 with a clear message and a Retry-After, and records nothing', async () => {
    const filesBefore = await fileCount();
    const res = await uploadTestFile(t, admin, { bytes: await smallPng(), name: 'durian.png', type: 'image/png' }, { folder: 'products' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
    expect(res.headers['retry-after']).toBe('30');
    expect(await fileCount()).toBe(filesBefore);
  });

  it('answers a picture it streams 503, so the page shows its placeholder, and keeps selling', async () => {
    const picture = await t.app.inject({ method: 'GET', url: '/files/products/some-durian.webp' });
    expect(picture.statusCode).toBe(503);
    expect(picture.headers['retry-after']).toBe('30');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/durian/products' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({ status: 'degraded', checks: { storage: 'failing' } });
  });

  it("shows the owner, on the Background jobs page's reply, which part fails and its last fault", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/durian/admin/jobs', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const { dependencies, copy } = res.json<{ dependencies: { name: string; state: string; lastFaultAt: string | null; lastFault: string | null }[]; copy: string }>();
    expect(copy).toMatch(/:\d+$/);
    expect(dependencies.map((d) => [d.name, d.state])).toEqual([
      ['database', 'ok'],
      ['redis', 'not-used'],
      ['storage', 'failing'],
      ['gateway', 'ok'],
      ['mail', 'ok'],
    ]);
    const storage = dependencies.find((d) => d.name === 'storage')!;
    expect(storage.lastFaultAt).toEqual(expect.any(String));
    expect(storage.lastFault).toBeTruthy();
    expect(dependencies.find((d) => d.name === 'database')).toMatchObject({ lastFaultAt: null, lastFault: null });
  });
});
