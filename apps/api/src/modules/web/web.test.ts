import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { htmlLang, languages, localizePath, type Language } from '@durio/shared/languages';
import { messageAreas, pagePath, pageRoutes, type PageName } from '@durio/shared/page-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/server-messages';
import { createTestFarm, createTestProduct, createTestTree, createTestUser, type TestUser } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { catalogueAreas } from './page-scripts';

const ORIGIN = 'https://shop.durio.test';
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Durio: fresh durians from verified Malaysian farms." />
    <title>Durio</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div><div id="app-loading" role="status"><span>Loading Durio...</span></div></body>
</html>
`;
/** What an address the app has no page for gets: the app, which shows its not-found page, kept out of search engines. */
const NOT_FOUND_HTML = INDEX_HTML.replace('</head>', '  <meta name="robots" content="noindex" />\n  </head>');

/** The canonical link and language alternates of the page at the English address `path`, shown in `language`. */
function versionLinks(path: string, language: Language = 'en'): string {
  const url = (l: Language) => `${ORIGIN}${localizePath(l, path)}`.replaceAll('&', '&amp;');
  return [
    `<link rel="canonical" href="${url(language)}" />`,
    ...languages.map((l) => `<link rel="alternate" hreflang="${htmlLang[l]}" href="${url(l)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${url('en')}" />`,
  ].join('\n    ');
}
/** index.html as a page with no head tags of its own gets it: its canonical link and alternates after the title. */
const pageHtml = (path: string) => INDEX_HTML.replace('<title>Durio</title>', `<title>Durio</title>\n    ${versionLinks(path)}`);
/** Big enough to pass the compression threshold (1 KB). */
const SCRIPT = `export const varieties = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Musang King ${i}`))};\n`;

let t: TestApp;
let webDir: string;
let customer: TestUser;
let admin: TestUser;
let productId: string;
let farmId: string;
let treeId: string;

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
      ...Object.fromEntries(
        ['en', 'ms', 'zh'].flatMap((language) =>
          messageAreas.map((area) => [
            `src/locales/${language}/${area}.json?lingui`,
            { file: `assets/${area}-${language}.js`, isDynamicEntry: true },
          ]),
        ),
      ),
    }),
  );
  t = await createTestApp({ env: { WEB_DIST_DIR: webDir, PUBLIC_URL: ORIGIN } });
  customer = await createTestUser(t);
  admin = await createTestUser(t, { role: 'ADMIN' });
  const farm = await createTestFarm(t.db);
  farmId = farm.id;
  treeId = (await createTestTree(t.db, farm.id)).id;
  productId = (await createTestProduct(t.db, { farmId, description: 'Bittersweet golden flesh. '.repeat(20) })).id;
});

afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the web app', () => {
  it('sends pages as HTML that browsers revalidate every time', async () => {
    const res = await get('/cart');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(pageHtml('/cart'));
  });

  it("preloads a landing page's own scripts and catalogues of texts with its HTML", async () => {
    const res = await get('/');
    expect(res.body).toContain(
      ['home-page-abc123', ...catalogueAreas(pageRoutes.home, 'en').map((area) => `${area}-en`)]
        .map((file) => `<link rel="modulepreload" crossorigin href="/assets/${file}.js" />`)
        .join('\n    '),
    );
    expect(res.body).toContain('/assets/common-en.js');
    expect(res.body).toContain('/assets/home-en.js');
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
    for (const url of ['/no-such-page', '/shop/extra', '/product', '/product/1/reviews/2', '/admin/no-such-section', '/en/shop', '/fr/shop', '/msa/shop']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(NOT_FOUND_HTML);
    }
  });

  it('matches pages as the app does: any letter case, a trailing slash, an encoded address', async () => {
    for (const [url, page] of [
      ['/ABOUT', '/about'],
      ['/about/', '/about'],
      ['/returns-%26-refunds', '/returns-&-refunds'],
      ['/terms-&-conditions', '/terms-&-conditions'],
      ['/reset-password?token=abc', '/reset-password'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      // The canonical link names the page's own address, without the query (a content page adds its own tags).
      expect(res.body).toContain(versionLinks(page));
    }
  });

  it("sends the footer's old addresses to the real pages for good (docs/product/storefront.md)", async () => {
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

describe('the web app in Malay and Chinese (docs/product/languages.md)', () => {
  /** An address of every page of the table, with ids that name something where the page shows one. */
  const samplePath = (name: PageName) => {
    const ids: Record<string, string> = { product: productId, productReviews: productId, farm: farmId, tree: treeId };
    return pagePath(pageRoutes[name], { id: ids[name] ?? '00000000-0000-4000-8000-000000000000' });
  };
  const pageNames = (Object.keys(pageRoutes) as PageName[]).filter((name) => !('redirectTo' in pageRoutes[name]));

  it('serves every page of the table under /ms and /zh as at its English address, in that language', async () => {
    for (const name of pageNames) {
      const path = samplePath(name);
      const english = await get(path);
      expect(english.statusCode, path).toBe(200);
      for (const language of ['ms', 'zh'] as const) {
        const url = localizePath(language, path);
        const res = await get(url, { cookie: 'lang=en' });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body, url).toContain(`<html lang="${htmlLang[language]}">`);
        expect(res.body, url).toContain(versionLinks(path, language));
        expect(res.body).not.toContain('noindex');
        // The same page data and preloads as the English page, in the other language's catalogues.
        expect(res.body.match(/id="page-data"/g)?.length ?? 0, url).toBe(english.body.match(/id="page-data"/g)?.length ?? 0);
        expect(res.body.match(/rel="modulepreload"/g)?.length ?? 0, url).toBe(
          (english.body.match(/rel="modulepreload"/g)?.length ?? 0) + ('landingModule' in pageRoutes[name] ? 1 : 0),
        );
      }
    }
  });

  it('has the home pages at /ms and /zh, with their scripts and catalogues, the errors one included', async () => {
    for (const url of ['/ms', '/ms/', '/MS']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<html lang="ms">');
      expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/ms" />`);
      expect(res.body).toContain(
        ['home-page-abc123', ...catalogueAreas(pageRoutes.home, 'ms').map((area) => `${area}-ms`)]
          .map((file) => `<link rel="modulepreload" crossorigin href="/assets/${file}.js" />`)
          .join('\n    '),
      );
      expect(res.body).toContain('/assets/errors-ms.js');
    }
    const zh = await get('/zh');
    expect(zh.body).toContain('<html lang="zh-Hans">');
    expect(zh.body).toContain('/assets/errors-zh.js');
    expect(zh.body).not.toContain('-ms.js');
  });

  it('writes the default description and the loading text in the language; English is the file as shipped', async () => {
    const english = await get('/cart');
    expect(english.body).toBe(pageHtml('/cart'));
    for (const language of ['ms', 'zh'] as const) {
      const t = translatorFor(language, 'pages');
      const res = await get(localizePath(language, '/cart'));
      expect(res.body).toContain(`<meta name="description" content="${t('site.description')}" />`);
      expect(res.body).toContain(`<span>${t('site.loading')}</span>`);
      expect(res.body).not.toContain('Loading Durio...');
      expect(res.body).not.toContain('Durio: fresh durians');
    }
  });

  it('answers an unknown address or an id that names nothing with 404 and noindex in every language', async () => {
    for (const url of ['/ms/no-such-page', '/zh/shop/extra', '/ms/product/not-a-uuid', `/zh/farms/00000000-0000-4000-8000-000000000000`, '/ms/ms/shop']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).not.toContain('rel="canonical"');
      expect(res.body).not.toContain('hreflang');
    }
    expect((await get('/zh/no-such-page')).body).toContain('<html lang="zh-Hans">');
  });

  it("sends the footer's old addresses to the real page in the same language", async () => {
    for (const [from, to] of [
      ['/ms/about-us', '/ms/about'],
      ['/zh/our-farms', '/zh/farms'],
      ['/zh/contact-us/', '/zh/contact'],
    ]) {
      const res = await get(from!);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location).toBe(to);
    }
  });

  it('carries the texts the server translates in the real index.html, as the English catalogue has them', () => {
    const shipped = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../web/index.html'), 'utf8');
    const english = translatorFor('en', 'pages');
    expect(shipped).toContain(`<meta name="description" content="${english('site.description')}" />`);
    expect(shipped).toContain(`>${english('site.loading')}<`);
    expect(shipped).toContain('<html lang="en">');
  });
});

describe('the language of /', () => {
  const home = (headers: Record<string, string> = {}, url = '/') => get(url, headers);
  const vary = (res: { headers: Record<string, unknown> }) => String(res.headers.vary).toLowerCase().split(/,\s*/);

  it.each([
    ['the lang cookie says ms', { cookie: 'lang=ms' }, '/ms'],
    ['the lang cookie says zh, among others', { cookie: 'theme=dark; lang=zh', 'accept-language': 'ms' }, '/zh'],
    ['the cookie wins over Accept-Language', { cookie: 'lang=ms', 'accept-language': 'zh-CN,zh;q=0.9' }, '/ms'],
  ])('sends the visitor to that home page when %s, setting no cookie', async (_label, headers, location) => {
    const res = await home(headers);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(location);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(vary(res)).toEqual(expect.arrayContaining(['cookie', 'accept-language']));
  });

  it.each([
    ['ms-MY,ms;q=0.9,en;q=0.5', 'ms', '/ms'],
    ['zh-CN,zh;q=0.9', 'zh', '/zh'],
    ['zh-TW', 'zh', '/zh'],
    ['fr-FR, ms;q=0.3', 'ms', '/ms'],
  ])('follows Accept-Language %s once on a first visit, remembering it', async (acceptLanguage, language, location) => {
    const res = await home({ 'accept-language': acceptLanguage });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(location);
    expect(res.headers['set-cookie']).toBe(`lang=${language}; Max-Age=31536000; Path=/; SameSite=Lax`);
    expect(vary(res)).toEqual(expect.arrayContaining(['cookie', 'accept-language']));
  });

  it('keeps the query when it sends a visitor on', async () => {
    const res = await home({ cookie: 'lang=zh' }, '/?utm_source=newsletter');
    expect(res.headers.location).toBe('/zh?utm_source=newsletter');
  });

  it.each([
    ['a crawler (no cookie, no Accept-Language)', {}, true],
    ['Accept-Language in English first', { 'accept-language': 'en-GB,en;q=0.9,ms;q=0.8' }, true],
    ['a language the shop does not have', { 'accept-language': 'fr-FR' }, true],
    ['a lang cookie of no language of the shop', { cookie: 'lang=fr' }, true],
    ['the lang cookie says en', { cookie: 'lang=en', 'accept-language': 'zh-CN' }, false],
  ])('shows the English home page to %s', async (_label, headers, remembers) => {
    const res = await home(headers);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/" />`);
    expect(res.headers['set-cookie']).toBe(remembers ? 'lang=en; Max-Age=31536000; Path=/; SameSite=Lax' : undefined);
    expect(vary(res)).toEqual(expect.arrayContaining(['cookie', 'accept-language']));
  });

  it('decides only at /: every other address is in the language it says, whatever the cookie', async () => {
    const shop = await get('/shop', { cookie: 'lang=zh', 'accept-language': 'zh-CN' });
    expect(shop.statusCode).toBe(200);
    expect(shop.body).toContain('<html lang="en">');
    expect(shop.headers['set-cookie']).toBeUndefined();
    expect(String(shop.headers.vary ?? '')).not.toMatch(/cookie/i);

    const malay = await get('/ms/shop', { cookie: 'lang=en' });
    expect(malay.statusCode).toBe(200);
    expect(malay.body).toContain('<html lang="ms">');
    const malayHome = await get('/ms', { cookie: 'lang=zh' });
    expect(malayHome.statusCode).toBe(200);
    expect(malayHome.headers['set-cookie']).toBeUndefined();
  });

  it('answers HEAD / the same way', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/', headers: { cookie: 'lang=ms' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ms');
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

describe('security headers', () => {
  const DOCUMENT_ONLY = ['cross-origin-opener-policy', 'origin-agent-cluster', 'referrer-policy', 'x-dns-prefetch-control', 'x-xss-protection'];

  it.each([
    ['a catalogue read', '/api/v1/durian/products', {}, 200],
    ['a refusal', '/api/v1/durian/cart', {}, 401],
    ["a shopper's own data", '/api/v1/durian/cart', 'customer', 200],
  ] as const)('gives %s of the API the headers that protect JSON, and none made for documents', async (_, url, who, status) => {
    const res = await get(url, who === 'customer' ? customer.headers : {});
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of DOCUMENT_ONLY) expect(res.headers, name).not.toHaveProperty(name);
  });

  it("keeps a page's policy for what a document loads, and the headers made for documents", async () => {
    const res = await get('/shop');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const name of DOCUMENT_ONLY) expect(res.headers, name).toHaveProperty(name);
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
