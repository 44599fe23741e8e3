import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { products } from '../db/schema';
import { createTestFarm, createTestProduct, createTestUser, placeTestOrder, type TestUser } from '../test-support/factories';
import { createOtherCopy, createTestApp, type TestApp } from '../test-support/test-app';

const TTL_MS = 1000;
let t: TestApp;
/** A second copy of the shop on the same database: another process behind the load balancer. */
let other: Awaited<ReturnType<typeof createOtherCopy>>;
let webDir: string;
let admin: TestUser;
let customer: TestUser;
let productId: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="en"><head><title>Durio</title></head><body></body></html>');
  t = await createTestApp({ env: { CATALOGUE_CACHE_MS: String(TTL_MS), WEB_DIST_DIR: webDir } });
  other = await createOtherCopy(t);
  admin = await createTestUser(t, { role: 'ADMIN' });
  customer = await createTestUser(t);
  const farm = await createTestFarm(t.db, { verificationStatus: 'VERIFIED' });
  productId = (await createTestProduct(t.db, { farmId: farm.id, priceSen: 5000 })).id;
});
afterAll(async () => {
  await other.close();
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const read = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/v1/durian/products/${productId}`, headers });
const priceOf = async (app: FastifyInstance, headers?: Record<string, string>) => (await read(app, headers)).json().price as number;
const setPriceBehindTheApi = (priceSen: number) => t.db.update(products).set({ priceSen }).where(eq(products.id, productId));
const setPrice = async (app: FastifyInstance, price: number) => {
  const put = await app.inject({ method: 'PUT', url: `/api/v1/durian/products/${productId}`, headers: admin.headers, payload: { price } });
  expect(put.statusCode).toBe(200);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("visitors' catalogue reads from memory", () => {
  it('serves a repeated read from memory, and from the database again once the second is over', async () => {
    await setPrice(t.app, 50);
    await read(t.app);
    await setPriceBehindTheApi(5100);
    const hit = await read(t.app);
    expect(hit.headers['x-catalogue-cache']).toBe('hit');
    expect(hit.json().price).toBe(50);
    expect(hit.headers['cache-control']).toBe('public, max-age=60');

    await sleep(TTL_MS + 100);
    expect(await priceOf(t.app)).toBe(51);
  });

  it('reads the route once for requests that arrive together, the others waiting for its reply', async () => {
    await sleep(TTL_MS + 100);
    const replies = await Promise.all(Array.from({ length: 10 }, () => read(t.app)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
    expect(replies.filter((reply) => reply.headers['x-catalogue-cache'] !== 'hit')).toHaveLength(1);
    expect(new Set(replies.map((reply) => reply.body)).size).toBe(1);
  });

  it('lets the waiting requests read the route themselves when the first one is not kept', async () => {
    const url = '/api/v1/durian/products/00000000-0000-4000-8000-000000000000/reviews?take=oops';
    const replies = await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url })));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(5).fill(400));
    expect(replies.filter((reply) => reply.headers['x-catalogue-cache'] === 'hit')).toHaveLength(0);
  });

  it('shows a write to the next read of the same copy at once, and to another copy by its change notice', async () => {
    // Two copies of their own that keep reads for 30 s, and `until` gives up after 5: only the change
    // notice can make a copy drop the old price in time, however slowly a loaded machine delivers it.
    const own = await createTestApp({ env: { CATALOGUE_CACHE_MS: '30000', WEB_DIST_DIR: webDir } });
    const ownOther = await createOtherCopy(own);
    try {
      const ownAdmin = await createTestUser(own, { role: 'ADMIN' });
      const farm = await createTestFarm(own.db, { verificationStatus: 'VERIFIED' });
      const id = (await createTestProduct(own.db, { farmId: farm.id, priceSen: 5100 })).id;
      const priceIn = async (app: FastifyInstance) =>
        (await app.inject({ method: 'GET', url: `/api/v1/durian/products/${id}` })).json().price as number;
      const setPriceIn = async (app: FastifyInstance, price: number) => {
        const put = await app.inject({ method: 'PUT', url: `/api/v1/durian/products/${id}`, headers: ownAdmin.headers, payload: { price } });
        expect(put.statusCode).toBe(200);
      };
      const until = async (app: FastifyInstance, expected: number) => {
        const start = Date.now();
        while ((await priceIn(app)) !== expected) {
          if (Date.now() - start > 5000) throw new Error(`price never became ${expected}`);
          await sleep(20);
        }
      };
      expect(await priceIn(own.app)).toBe(51);
      expect(await priceIn(ownOther.app)).toBe(51);
      // Both copies now hold the old price.
      await setPriceIn(own.app, 55);
      expect(await priceIn(own.app)).toBe(55);
      await until(ownOther.app, 55);

      await setPriceIn(ownOther.app, 56);
      expect(await priceIn(ownOther.app)).toBe(56);
      await until(own.app, 56);
    } finally {
      await ownOther.close();
      await own.close();
    }
  });

  it("keeps what it holds through a shopper's own writes (cart, favourites), which change nothing others see", async () => {
    await setPrice(t.app, 56);
    await read(t.app);
    await setPriceBehindTheApi(5700);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/durian/cart/items',
      headers: customer.headers,
      payload: { productId, quantity: 1 },
    });
    expect(added.statusCode).toBeLessThan(300);
    const afterCart = await read(t.app);
    expect(afterCart.headers['x-catalogue-cache']).toBe('hit');
    expect(afterCart.json().price).toBe(56);
  });

  it('keeps the compressed bytes too, so a browser\'s repeated read is not compressed again', async () => {
    // A reply over 64 KB, which compression hands on as a stream on any machine (smaller ones are compressed
    // at once, in one piece, below a threshold that depends on the machine's cores).
    const story = Array.from({ length: 9000 }, (_, i) => `musang${i}`).join(' ');
    await createTestFarm(t.db, { verificationStatus: 'VERIFIED', description: story });
    const list = () => t.app.inject({ method: 'GET', url: '/api/v1/durian/farms', headers: { 'accept-encoding': 'gzip' } });
    const first = await list();
    expect(first.headers['content-encoding']).toBe('gzip');
    const hit = await list();
    expect(hit.headers['x-catalogue-cache']).toBe('hit');
    expect(hit.headers['content-encoding']).toBe('gzip');
    expect(hit.headers.vary).toContain('accept-encoding');
    expect(hit.rawPayload.equals(first.rawPayload)).toBe(true);
    const plain = await t.app.inject({ method: 'GET', url: '/api/v1/durian/farms' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(64 * 1024);
    expect(zlib.gunzipSync(hit.rawPayload).toString()).toBe(plain.body);
  });

  it("serves signed-in shoppers from it too (their reply stays private), but never an admin, who sees unverified farms", async () => {
    await setPrice(t.app, 57);
    await read(t.app, customer.headers);
    await setPriceBehindTheApi(5800);
    const shopper = await read(t.app, customer.headers);
    expect(shopper.headers['x-catalogue-cache']).toBe('hit');
    expect(shopper.json().price).toBe(57);
    expect(shopper.headers['cache-control']).toBe('private, no-store');
    const visitor = await read(t.app);
    expect(visitor.headers['cache-control']).toBe('public, max-age=60');

    const signedInAdmin = await read(t.app, admin.headers);
    expect(signedInAdmin.headers['x-catalogue-cache']).toBeUndefined();
    expect(signedInAdmin.json().price).toBe(58);
    expect(signedInAdmin.headers['cache-control']).toBe('private, no-store');
    // A token that only claims the admin's role is not served from memory either; the route finds it forged.
    const [header, payload, signature] = customer.headers.authorization!.slice('Bearer '.length).split('.');
    const claims = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'ADMIN' };
    const forged = `Bearer ${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    const forgedRead = await read(t.app, { authorization: forged });
    expect(forgedRead.headers['x-catalogue-cache']).toBeUndefined();
    expect(forgedRead.statusCode).toBe(200);
  });

  it('answers a hit with the headers the route sent (security headers, content type, ETag) and a request id of its own', async () => {
    const first = await read(t.app);
    const hit = await read(t.app, { 'x-request-id': 'caller-id-1' });
    expect(hit.headers['x-catalogue-cache']).toBe('hit');
    for (const name of ['content-security-policy', 'x-content-type-options', 'strict-transport-security', 'content-type', 'etag', 'vary']) {
      expect(hit.headers[name], name).toBe(first.headers[name]);
    }
    expect(hit.headers['x-request-id']).toBe('caller-id-1');
    expect((await read(t.app)).headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('is not emptied by orders and payments, which move only stock: stock shows once its time is up', async () => {
    // A copy of its own that keeps reads for 10 s: placing an order on a loaded machine (CI runs its suites side
    // by side) can take longer than this file's one second, and the read after it must still be the kept one.
    const keptFor = 10_000;
    const own = await createTestApp({ env: { CATALOGUE_CACHE_MS: String(keptFor), WEB_DIST_DIR: webDir } });
    try {
      const farm = await createTestFarm(own.db, { verificationStatus: 'VERIFIED' });
      const product = await createTestProduct(own.db, { farmId: farm.id, stock: 10 });
      const stockRead = () => own.app.inject({ method: 'GET', url: `/api/v1/durian/products/${product.id}` });
      expect((await stockRead()).json().stock).toBe(10);
      await placeTestOrder(own, await createTestUser(own), [{ product, quantity: 2 }]);

      const soon = await stockRead();
      expect(soon.headers['x-catalogue-cache']).toBe('hit');
      expect(soon.json().stock).toBe(10);
      await sleep(keptFor + 100);
      expect((await stockRead()).json().stock).toBe(8);
    } finally {
      await own.close();
    }
  });

  it('keeps the rendered pages too, and drops them on a write', async () => {
    await setPrice(t.app, 60);
    const page = () => t.app.inject({ method: 'GET', url: `/product/${productId}` });
    const first = await page();
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('"price":"60.00"');
    await setPriceBehindTheApi(6100);
    const hit = await page();
    expect(hit.headers['x-catalogue-cache']).toBe('hit');
    expect(hit.body).toBe(first.body);

    await setPrice(t.app, 62);
    expect((await page()).body).toContain('"price":"62.00"');
  });
});

describe('the delivery days and zones', () => {
  it('keeps them for its second, not in browsers, and reads them again once the shop changes its calendar', async () => {
    const daysIn = () => t.app.inject({ method: 'GET', url: '/api/v1/durian/delivery-days?postalCode=50450' });
    await sleep(TTL_MS + 100);
    const first = await daysIn();
    expect(first.statusCode).toBe(200);
    const { days } = first.json() as { days: { date: string }[] };
    expect(days.length).toBeGreaterThan(1);
    const hit = await daysIn();
    expect(hit.headers['x-catalogue-cache']).toBe('hit');
    expect(hit.body).toBe(first.body);
    expect(hit.headers['cache-control']).toBe('no-store');
    const zones = t.app.inject({ method: 'GET', url: '/api/v1/durian/delivery-zones' });
    await zones;
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/durian/delivery-zones' })).headers['x-catalogue-cache']).toBe('hit');

    const closed = days[1]!.date;
    const close = await t.app.inject({ method: 'POST', url: '/api/v1/durian/delivery-closed-dates', headers: admin.headers, payload: { date: closed, name: 'Stocktake' } });
    expect(close.statusCode).toBe(201);
    const after = await daysIn();
    expect(after.headers['x-catalogue-cache']).toBeUndefined();
    expect((after.json() as { days: { date: string }[] }).days.map((day) => day.date)).not.toContain(closed);
  });
});

describe('hits over HTTP, answered before Fastify sees the request', () => {
  it('sends the route\'s reply to visitors and shoppers with no request log line; an admin or a page goes through Fastify', async () => {
    const logged: string[] = [];
    const own = await createTestApp({
      env: { CATALOGUE_CACHE_MS: '60000', LOG_LEVEL: 'info', WEB_DIST_DIR: webDir },
      logStream: { write: (line: string) => void logged.push(line) },
    });
    try {
      const base = await own.app.listen({ port: 0, host: '127.0.0.1' });
      const farm = await createTestFarm(own.db, { verificationStatus: 'VERIFIED' });
      const product = await createTestProduct(own.db, { farmId: farm.id });
      const [shopper, ownAdmin] = [await createTestUser(own), await createTestUser(own, { role: 'ADMIN' })];
      const url = `${base}/api/v1/durian/products/${product.id}`;
      const seenByFastify = (requestId: string) => logged.some((line) => line.includes(`"reqId":"${requestId}"`));

      for (const [who, headers] of [['visitor', {}], ['shopper', shopper.headers]] as const) {
        const first = await fetch(url, { headers: { ...headers, 'x-request-id': `${who}-first` } });
        const hit = await fetch(url, { headers: { ...headers, 'x-request-id': `${who}-hit` } });
        expect(hit.headers.get('x-catalogue-cache'), who).toBe('hit');
        expect(await hit.text()).toBe(await first.text());
        for (const name of ['content-type', 'content-security-policy', 'cache-control', 'etag', 'vary', 'strict-transport-security']) {
          expect(hit.headers.get(name), `${who} ${name}`).toBe(first.headers.get(name));
        }
        expect(hit.headers.get('x-request-id')).toBe(`${who}-hit`);
        expect(seenByFastify(`${who}-first`), who).toBe(true);
        expect(seenByFastify(`${who}-hit`), who).toBe(false);
        const notModified = await fetch(url, { headers: { ...headers, 'if-none-match': first.headers.get('etag')! } });
        expect(notModified.status).toBe(304);
      }

      await fetch(url, { headers: { ...ownAdmin.headers, 'x-request-id': 'admin-first' } });
      const asAdmin = await fetch(url, { headers: { ...ownAdmin.headers, 'x-request-id': 'admin-again' } });
      expect(asAdmin.headers.get('x-catalogue-cache')).toBeNull();
      expect(seenByFastify('admin-again')).toBe(true);

      // A page is kept too, but answered from Fastify's first hook: the home page's language choice runs before it.
      await fetch(`${base}/product/${product.id}`);
      const page = await fetch(`${base}/product/${product.id}`, { headers: { 'x-request-id': 'page-hit' } });
      expect(page.headers.get('x-catalogue-cache')).toBe('hit');
      expect(seenByFastify('page-hit')).toBe(true);
    } finally {
      await own.close();
    }
  });
});

describe('the home page, whose language depends on the visitor (docs/product/languages.md)', () => {
  const home = (headers: Record<string, string>, url = '/') => t.app.inject({ method: 'GET', url, headers });

  it("never answers one visitor's / with another's language, and still remembers a first visitor's choice", async () => {
    const english = await home({ cookie: 'lang=en' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en">');
    const again = await home({ cookie: 'lang=en' });
    expect(again.headers['x-catalogue-cache']).toBe('hit');
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(String(again.headers.vary)).toMatch(/Cookie, Accept-Language/);

    // With the English home page in memory, a Malay or Chinese visitor is still sent to their own.
    for (const [headers, location] of [
      [{ cookie: 'lang=ms' }, '/ms'],
      [{ cookie: 'lang=zh' }, '/zh'],
      [{ 'accept-language': 'zh-CN,zh;q=0.9' }, '/zh'],
    ] as const) {
      const res = await home(headers);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(location);
      expect(res.headers['x-catalogue-cache']).toBeUndefined();
    }

    // A first visit in English gets the page from memory, with the cookie that makes the choice once.
    await home({ cookie: 'lang=en' }); // in memory again, however long the redirects took
    const first = await home({ 'accept-language': 'en-MY' });
    expect(first.headers['x-catalogue-cache']).toBe('hit');
    expect(first.body).toBe(english.body);
    expect(first.headers['set-cookie']).toBe('lang=en; Max-Age=31536000; Path=/; SameSite=Lax');

    // /ms is an address of its own: kept, and never given to the English visitor of /.
    const malay = await home({ cookie: 'lang=en' }, '/ms');
    expect(malay.body).toContain('<html lang="ms">');
    expect((await home({ cookie: 'lang=ms' }, '/ms')).headers['x-catalogue-cache']).toBe('hit');
    expect((await home({ cookie: 'lang=en' })).body).toContain('<html lang="en">');
  });
});

describe('ETags', () => {
  it('answers 304 with no body when the reply has not changed, from memory or from the route', async () => {
    const first = await read(t.app);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const fromMemory = await read(t.app, { 'if-none-match': etag });
    expect(fromMemory.headers['x-catalogue-cache']).toBe('hit');
    expect(fromMemory.statusCode).toBe(304);
    expect(fromMemory.body).toBe('');

    // The other copy computes the same ETag for the same reply, so a client may switch copies freely.
    const fromOtherCopy = await read(other.app, { 'if-none-match': etag });
    expect(fromOtherCopy.statusCode).toBe(304);

    await setPrice(t.app, 63);
    const changed = await read(t.app, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});
