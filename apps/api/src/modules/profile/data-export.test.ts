import { orderNumber } from '@durio/shared/order-number';
import type { DataExport, LatestDataExportReply } from '@durio/shared/schemas/data-exports';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExports, externalIdentities } from '../../db/schema';
import { malaysianDate } from '../../lib/malaysia-dates';
import {
  createTestAddress,
  createTestClock,
  createTestOrder,
  createTestProduct,
  createTestUser,
  type TestUser,
} from '../../test-support/factories';
import { flowsOfAnotherProcess } from '../../test-support/payments';
import { startTestS3, type TestS3 } from '../../test-support/s3-server';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const DAY = 24 * 60 * 60 * 1000;
const clock = createTestClock(new Date('2026-03-01T02:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const GONE = { statusCode: 410, error: 'Gone', message: 'This download link has expired or was already used' };
const SUBJECT = 'Your Durio data is ready to download';

const askForData = (user: TestUser) => t.app.inject({ method: 'POST', url: '/api/v1/durian/profile/data-export', headers: user.headers });
const latestExport = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/durian/profile/data-export', headers: user.headers })).json<LatestDataExportReply>().export;
const prepareExports = () => t.app.ctx.flows.exportAccountDataOnce();
const rowsOf = (user: TestUser) => t.db.select().from(dataExports).where(eq(dataExports.userId, user.id));

/** The download links e-mailed to `email`, newest first. */
async function linksTo(email: string): Promise<string[]> {
  await t.app.ctx.mailer.flush();
  const mails = (await t.app.inject({ method: 'GET', url: '/dev/mail.json' })).json<{ to: string; subject: string; links: string[] }[]>();
  return mails
    .filter((mail) => mail.to === email && mail.subject === SUBJECT)
    .map((mail) => mail.links.find((link) => link.includes('/api/v1/durian/data-export/'))!);
}
const download = (link: string) => t.app.inject({ method: 'GET', url: new URL(link).pathname });

/** A customer with an address and a placed order. */
async function customerWithAnOrder(street: string) {
  const user = await createTestUser(t, { displayName: `Owner of ${street}` });
  await createTestAddress(t.db, user.id, { addressLine1: street });
  const product = await createTestProduct(t.db, { name: `Musang King for ${street}`, stock: 5 });
  const order = await createTestOrder(t.db, user.id, [{ product, quantity: 2 }]);
  return { user, order };
}

describe('Download my data', () => {
  it('prepares a ZIP of the customer’s own data, e-mails a link that works once, and then answers 410', async () => {
    const { user, order } = await customerWithAnOrder('8 Jalan Durian Runtuh');
    const other = await customerWithAnOrder('99 Lorong Orang Lain');

    // Linked to Google, as a Google sign-in links it (google-sign-in.test.ts makes it for real).
    const linkedAt = new Date('2026-03-01T02:00:00Z');
    await t.db.insert(externalIdentities).values({ userId: user.id, provider: 'google', subject: `sub-${user.id}`, email: user.email, linkedAt });

    const asked = await askForData(user);

    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({ status: 'pending', readyAt: null, expiresAt: null, downloadedAt: null });
    expect(await latestExport(user)).toMatchObject({ id: asked.json().id, status: 'pending' });
    expect(await linksTo(user.email)).toEqual([]);

    expect(await prepareExports()).toMatchObject({ prepared: 1 });

    const ready = (await latestExport(user))!;
    expect(ready).toMatchObject({ status: 'ready', readyAt: clock.now().toISOString(), expiresAt: new Date(clock.now().getTime() + 7 * DAY).toISOString() });
    expect(JSON.stringify(ready)).not.toMatch(/token/i);
    const [link] = await linksTo(user.email);
    expect(link).toMatch(new RegExp(`^${t.config.publicUrl}/api/v1/durian/data-export/[A-Za-z0-9_-]{40,}$`));
    const [row] = await rowsOf(user);
    expect(row!.tokenHash).not.toBe(link!.split('/').pop());
    expect(await t.app.ctx.storage.size(row!.fileKey!)).toBeGreaterThan(0);
    // The stored file is never served at /files/, whoever learns its key.
    expect((await t.app.inject({ method: 'GET', url: `/files/${row!.fileKey}` })).statusCode).toBe(404);

    const res = await download(link!);

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="durio-my-data-${malaysianDate(clock.now())}.zip"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      expect.arrayContaining(['README.txt', 'data.json', 'orders.csv', 'order-items.csv', 'addresses.csv', 'reviews.csv', 'store-credit.csv']),
    );
    const json = strFromU8(files['data.json']!);
    const data = JSON.parse(json);
    expect(data.profile).toMatchObject({ id: user.id, email: user.email, displayName: 'Owner of 8 Jalan Durian Runtuh' });
    expect(data.addresses).toEqual([expect.objectContaining({ addressLine1: '8 Jalan Durian Runtuh' })]);
    expect(data.orders).toEqual([
      expect.objectContaining({
        orderNumber: orderNumber(order.id),
        items: [expect.objectContaining({ productName: 'Musang King for 8 Jalan Durian Runtuh', quantity: 2 })],
        updates: [expect.objectContaining({ message: 'Order placed' })],
      }),
    ]);
    expect(data.signIn).toMatchObject({
      passwordSet: true,
      linkedAccounts: [{ provider: 'Google', email: user.email, linkedAt: linkedAt.toISOString() }],
      signInsKept: 0,
      signedInNow: 0,
    });
    // Google's own id for the customer is a key to their Google account, not data about them here.
    expect(json).not.toContain(`sub-${user.id}`);
    // Not another customer's data, and no secret of the customer's own.
    expect(json).not.toContain('Lorong Orang Lain');
    expect(json).not.toContain(other.user.email);
    expect(json).not.toContain(orderNumber(other.order.id));
    expect(json).not.toMatch(/argon2|passwordHash|tokenHash/);
    expect(strFromU8(files['orders.csv']!)).toContain(orderNumber(order.id));
    expect(strFromU8(files['addresses.csv']!)).toContain('8 Jalan Durian Runtuh');
    expect(strFromU8(files['README.txt']!)).toContain('data.json');

    const again = await download(link!);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual(GONE);
    expect(await latestExport(user)).toMatchObject({ status: 'downloaded', downloadedAt: clock.now().toISOString() });
    expect(await t.app.ctx.storage.size(row!.fileKey!)).toBeNull();
  });

  it('answers an unknown link exactly as a used one, and what is not a link at all with 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/durian/data-export/${'A'.repeat(43)}` });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual(GONE);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/durian/data-export/not-a-link' })).statusCode).toBe(404);
  });

  it('gives one download to two clicks at once', async () => {
    const { user } = await customerWithAnOrder('3 Jalan Dua Klik');
    await askForData(user);
    await prepareExports();
    const [link] = await linksTo(user.email);

    const answers = await Promise.all([download(link!), download(link!)]);

    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 410]);
  });

  it('keeps one pending export when asked twice at once or again while it is prepared', async () => {
    const user = await createTestUser(t);

    const [first, second] = await Promise.all([askForData(user), askForData(user)]);
    const third = await askForData(user);

    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([202, 202, 202]);
    expect(new Set([first.json<DataExport>().id, second.json<DataExport>().id, third.json<DataExport>().id]).size).toBe(1);
    expect(await rowsOf(user)).toHaveLength(1);
  });

  it('starts a new export when asked after the last one is ready', async () => {
    const user = await createTestUser(t);
    const first = (await askForData(user)).json<DataExport>();
    await prepareExports();

    const second = (await askForData(user)).json<DataExport>();

    expect(second.id).not.toBe(first.id);
    expect(second.status).toBe('pending');
    expect((await latestExport(user))!.id).toBe(second.id);
  });

  it('prepares an export once when two copies of the server run the job at once', async () => {
    await prepareExports(); // what earlier tests left pending
    const user = await createTestUser(t);
    await askForData(user);

    const runs = await Promise.all([prepareExports(), flowsOfAnotherProcess(t, clock).exportAccountDataOnce()]);

    expect(runs.reduce((sum, run) => sum + run.prepared, 0)).toBe(1);
    expect(await linksTo(user.email)).toHaveLength(1);
    expect((await rowsOf(user)).map((row) => row.status)).toEqual(['ready']);
  });

  it('stops the link after 7 days and removes the stored file', async () => {
    const user = await createTestUser(t);
    await askForData(user);
    await prepareExports();
    const [link] = await linksTo(user.email);
    const [row] = await rowsOf(user);

    clock.advance(7 * DAY - 1000);
    await prepareExports();
    expect(await latestExport(user)).toMatchObject({ status: 'ready' });
    clock.advance(1000);
    expect((await prepareExports()).expired).toBeGreaterThanOrEqual(1);

    expect(await latestExport(user)).toMatchObject({ status: 'expired' });
    expect(await t.app.ctx.storage.size(row!.fileKey!)).toBeNull();
    expect((await rowsOf(user))[0]!.fileKey).toBeNull();
    const res = await download(link!);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual(GONE);
  });

  it('answers the latest export as null before any, and needs a signed-in customer', async () => {
    expect(await latestExport(await createTestUser(t))).toBeNull();
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/durian/profile/data-export' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/durian/profile/data-export' })).statusCode).toBe(401);
  });

  it('refuses a fourth request in a day with 429, for that customer only', async () => {
    const user = await createTestUser(t);
    for (let i = 0; i < 3; i += 1) expect((await askForData(user)).statusCode).toBe(202);

    const res = await askForData(user);

    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'You can ask for your data 3 times a day. Please try again tomorrow.',
    });
    expect((await askForData(await createTestUser(t))).statusCode).toBe(202);
  });

  it('removes an unused copy with the account when the account is erased', async () => {
    const user = await createTestUser(t);
    await askForData(user);
    await prepareExports();
    const [row] = await rowsOf(user);
    const deletion = await t.app.inject({ method: 'DELETE', url: `/api/v1/user-profile/${user.id}`, headers: user.headers, payload: { password: user.password } });
    expect(deletion.statusCode).toBe(200);

    clock.advance(30 * DAY);
    expect(await t.app.ctx.flows.eraseDueAccounts()).toBeGreaterThanOrEqual(1);

    expect(await rowsOf(user)).toEqual([]);
    expect(await t.app.ctx.storage.size(row!.fileKey!)).toBeNull();
  });
});

describe('Download my data, with the files in S3', () => {
  let s3: TestS3;
  let onS3: TestApp;
  beforeAll(async () => {
    s3 = await startTestS3();
    onS3 = await createTestApp({ clock, env: s3.env });
  });
  afterAll(async () => {
    await onS3.close();
    await s3.close();
  });

  it('stores the ZIP in the bucket, never serves it at /files/, and removes it once downloaded', async () => {
    const user = await createTestUser(onS3);
    await onS3.app.inject({ method: 'POST', url: '/api/v1/durian/profile/data-export', headers: user.headers });
    expect(await onS3.app.ctx.flows.exportAccountDataOnce()).toMatchObject({ prepared: 1 });
    const [row] = await onS3.db.select().from(dataExports).where(eq(dataExports.userId, user.id));
    expect(await onS3.app.ctx.storage.size(row!.fileKey!)).toBeGreaterThan(0);
    expect((await onS3.app.inject({ method: 'GET', url: `/files/${row!.fileKey}` })).statusCode).toBe(404);
    await onS3.app.ctx.mailer.flush();
    const mails = (await onS3.app.inject({ method: 'GET', url: '/dev/mail.json' })).json<{ to: string; links: string[] }[]>();
    const link = mails.find((mail) => mail.to === user.email)!.links.find((l) => l.includes('/data-export/'))!;

    const res = await onS3.app.inject({ method: 'GET', url: new URL(link).pathname });

    expect(res.statusCode).toBe(200);
    expect(JSON.parse(strFromU8(unzipSync(new Uint8Array(res.rawPayload))['data.json']!)).profile.email).toBe(user.email);
    expect(await onS3.app.ctx.storage.size(row!.fileKey!)).toBeNull();
  });
});
