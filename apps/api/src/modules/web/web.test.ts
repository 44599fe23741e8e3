import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProduct, createTestUser, type TestUser } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Durio: fresh durians from verified Malaysian farms." />
    <title>Durio</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
/** What an address the app has no page for gets: the app, which shows its not-found page, kept out of search engines. */
const NOT_FOUND_HTML = INDEX_HTML.replace('</head>', '  <meta name="robots" content="noindex" />\n  </head>');
/** Big enough to pass the compression threshold (1 KB). */
const SCRIPT = `export const varieties = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Musang King ${i}`))};\n`;

let t: TestApp;
let webDir: string;
let customer: TestUser;
let admin: TestUser;
let productId: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), SCRIPT);
  fs.mkdirSync(path.join(webDir, '.vite'));
  fs.writeFileSync(
    path.join(webDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true },
      'src/routes/home/home-page.tsx': { file: 'assets/home-page-abc123.js' },
    }),
  );
  t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
  customer = await createTestUser(t);
  admin = await createTestUser(t, { role: 'ADMIN' });
  productId = (await createTestProduct(t.db, { description: 'Bittersweet golden flesh. '.repeat(20) })).id;
});

afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the web app', () => {
  it('sends pages as HTML that browsers revalidate every time', async () => {
    const res = await get('/about');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX_HTML);
  });

  it("preloads a landing page's own scripts with its HTML", async () => {
    const res = await get('/');
    expect(res.body).toBe(
      INDEX_HTML.replace('</head>', '  <link rel="modulepreload" crossorigin href="/assets/home-page-abc123.js" />\n  </head>'),
    );
  });

  it('compresses HTML and JavaScript for browsers that accept gzip', async () => {
    const html = await get(`/product/${productId}`, { 'accept-encoding': 'gzip' });
    expect(html.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(html.rawPayload).toString()).toContain('<title>');

    const script = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-encoding']).toMatch(/^(gzip|br)$/);
    const body = script.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(script.rawPayload) : zlib.gunzipSync(script.rawPayload);
    expect(body.toString()).toBe(SCRIPT);
    expect(script.rawPayload.length).toBeLessThan(SCRIPT.length / 2);
  });

  it('lets browsers keep hashed assets for a year', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('keeps the build manifest to itself: its address is just an unknown page of the app', async () => {
    const res = await get('/.vite/manifest.json');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe(NOT_FOUND_HTML);
  });

  it('answers an address that is no page of the app with 404: the app, to show its not-found page, and noindex', async () => {
    for (const url of ['/no-such-page', '/shop/extra', '/product', '/product/1/reviews/2', '/admin/no-such-section', '/ms/shop']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(NOT_FOUND_HTML);
    }
  });

  it('matches pages as the app does: any letter case, a trailing slash, an encoded address', async () => {
    for (const url of ['/ABOUT', '/about/', '/returns-%26-refunds', '/terms-&-conditions', '/reset-password?token=abc']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
    }
  });

  it("sends the footer's old addresses to the real pages for good (DECISIONS §3)", async () => {
    for (const [from, to] of [
      ['/about-us', '/about'],
      ['/our-farms', '/farms'],
      ['/contact-us', '/contact'],
    ]) {
      const res = await get(from!);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location).toBe(to);
    }
  });

  it('answers unknown API paths with a JSON 404, not the app', async () => {
    const res = await get('/api/v1/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404 });
  });
});

describe('the web app in production', () => {
  it('answers the dev mailbox and the test fault hook with 404, as any address that is no page', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production', WEB_DIST_DIR: webDir } });
    try {
      for (const url of ['/dev/mail', '/dev/mail.json', '/__test/faults']) {
        const res = await production.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).toBe(NOT_FOUND_HTML);
      }
      const arm = await production.app.inject({ method: 'POST', url: '/__test/faults', payload: { path: '.*' } });
      expect(arm.statusCode).toBe(404);
      expect(arm.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    } finally {
      await production.close();
    }
  });
});

describe('Cache-Control of API replies', () => {
  it.each([
    '/api/v1/durian/products',
    '/api/v1/durian/products/metadata',
    '/api/v1/durian/products/featured',
    '/api/v1/durian/farms',
    '/api/v1/durian/categories',
    '/api/v1/durian/search?q=musang',
  ])('lets anyone cache the public catalogue read %s for a minute', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(String(res.headers.vary)).toMatch(/Authorization/);
  });

  it('keeps the Vary of compression beside Authorization', async () => {
    const res = await get('/api/v1/durian/products', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(String(res.headers.vary).toLowerCase().split(/,\s*/)).toEqual(expect.arrayContaining(['accept-encoding', 'authorization']));
  });

  it('marks one product public too, but never a miss', async () => {
    expect((await get(`/api/v1/durian/products/${productId}`)).headers['cache-control']).toBe('public, max-age=60');
    const missing = await get('/api/v1/durian/products/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('answers private, no-store to anything asked with credentials: cart, orders, profile, even the catalogue', async () => {
    for (const url of ['/api/v1/durian/cart', '/api/v1/durian/orders', '/api/v1/user-profile']) {
      const res = await get(url, customer.headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    // The admin's catalogue reads include farms that are not verified: they must not reach a shared cache.
    const asAdmin = await get('/api/v1/durian/farms?verificationStatus=PENDING', admin.headers);
    expect(asAdmin.headers['cache-control']).toBe('private, no-store');
  });

  it('stores no refusal either', async () => {
    const res = await get('/api/v1/durian/cart');
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
    const bad = await get('/api/v1/durian/products?take=-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['cache-control']).toBe('no-store');
  });
});
