import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { productMedia, products } from '../../db/schema';
import { translatorFor } from '../../i18n/server-messages';
import {
  attachTestMedia,
  createTestFarm,
  createTestFile,
  createTestProduct,
  createTestReview,
  createTestTree,
  createTestUser,
} from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createSitemap } from './sitemap';

const ORIGIN = 'https://shop.durio.test';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A small stand-in for the built web app's index.html, with the defaults the server replaces. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Durio: fresh durians from verified Malaysian farms." />
    <title>Durio</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let t: TestApp;
let webDir: string;
const ids = {} as Record<'musang' | 'soldOut' | 'tricky' | 'hidden' | 'deleted' | 'farm' | 'pendingFarm' | 'tree' | 'pendingTree', string>;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-seo-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({ env: { WEB_DIST_DIR: webDir, PUBLIC_URL: `${ORIGIN}/` } });

  const farm = await createTestFarm(t.db, {
    name: 'Raub Heritage Orchard',
    location: 'Sungai Ruan, Raub, Pahang',
    description: 'A family orchard of 12 hectares on the slopes above Sungai Ruan.',
  });
  const pendingFarm = await createTestFarm(t.db, { name: 'Pending Kebun', verificationStatus: 'PENDING' });
  const tree = await createTestTree(t.db, farm.id, {
    name: 'Pokok Tua (MK-01)',
    variety: 'Musang King D197',
    plantedYear: 1972,
    description: 'The grandfather tree.',
  });
  const pendingTree = await createTestTree(t.db, pendingFarm.id, { name: 'P-01' });

  const musang = await createTestProduct(t.db, {
    name: 'Musang King Grade A',
    description: 'Bittersweet, creamy golden flesh from our oldest trees.',
    variety: 'Musang King D197',
    farmId: farm.id,
    treeId: tree.id,
    priceSen: 6800,
    discountPriceSen: 5990,
    stock: 12,
    translations: { ms: { description: 'Isi keemasan yang lemak berkrim dan pahit manis dari pokok tertua kami.' } },
  });
  const picture = await createTestFile(t.db, { storageKey: 'seed/products/musang-king.webp' });
  await t.db.insert(productMedia).values({ productId: musang.id, fileId: picture.id });
  await createTestReview(t.db, musang.id, { rating: 5 });
  await createTestReview(t.db, musang.id, { rating: 4 });

  const farmPicture = await createTestFile(t.db, { storageKey: 'seed/farms/raub.webp' });
  await attachTestMedia(t.db, { farmId: farm.id }, farmPicture.id);

  const soldOut = await createTestProduct(t.db, { name: 'D24 Sultan', farmId: farm.id, priceSen: 3000, stock: 0 });
  const tricky = await createTestProduct(t.db, {
    name: 'Tekka "Special" </script><script>alert(1)</script> & Co',
    description: 'Say <b>hello</b> & "goodbye" $& $1',
    farmId: farm.id,
    priceSen: 4500,
  });
  const hidden = await createTestProduct(t.db, { name: 'Hidden', farmId: pendingFarm.id });
  const deleted = await createTestProduct(t.db, { name: 'Gone', farmId: farm.id, deletedAt: new Date() });
  Object.assign(ids, {
    musang: musang.id,
    soldOut: soldOut.id,
    tricky: tricky.id,
    hidden: hidden.id,
    deleted: deleted.id,
    farm: farm.id,
    pendingFarm: pendingFarm.id,
    tree: tree.id,
    pendingTree: pendingTree.id,
  });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

async function page(url: string, status = 200) {
  // `lang=en`: a visit to `/` in English whatever the language choice (language-choice.ts) would decide.
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie: 'lang=en' } });
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  return res.body;
}

/** The few head tags the tests read, pulled out with patterns (the server writes them one per line). */
function head(html: string) {
  const decode = (s: string) =>
    s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const attr = (pattern: RegExp) => {
    const match = pattern.exec(html);
    return match ? decode(match[1]!) : undefined;
  };
  const og = (name: string) => attr(new RegExp(`<meta property="${name}" content="([^"]*)"`));
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const pageData = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const preload = /<link rel="preload" as="image" [^>]*>/.exec(html)?.[0];
  return {
    lang: attr(/<html lang="([^"]*)"/),
    alternates: [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)" \/>/g)].map((m) => [m[1], decode(m[2]!)]),
    titles: html.match(/<title>/g)?.length ?? 0,
    title: attr(/<title>([^<]*)<\/title>/),
    descriptions: html.match(/<meta name="description"/g)?.length ?? 0,
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
    og: {
      title: og('og:title'),
      description: og('og:description'),
      url: og('og:url'),
      type: og('og:type'),
      image: og('og:image'),
      locale: og('og:locale'),
      alternateLocales: [...html.matchAll(/<meta property="og:locale:alternate" content="([^"]*)"/g)].map((m) => m[1]),
    },
    jsonLdText: jsonLd,
    jsonLd: jsonLd === undefined ? undefined : JSON.parse(jsonLd),
    pageDataText: pageData,
    pageData: pageData === undefined ? undefined : JSON.parse(pageData),
    preload: preload && {
      href: attr(/<link rel="preload" as="image" href="([^"]*)"/),
      srcset: attr(/<link rel="preload" as="image" [^>]*imagesrcset="([^"]*)"/),
      sizes: attr(/<link rel="preload" as="image" [^>]*imagesizes="([^"]*)"/),
      fetchpriority: attr(/<link rel="preload" as="image" [^>]*fetchpriority="([^"]*)"/),
    },
  };
}

/** What the API answers for `path` (under /api/v1). */
async function apiReply(path: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${path}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const DETAIL_COLUMN_SIZES = '(min-width: 1280px) 584px, (min-width: 1024px) 50vw, 100vw';

describe('HTML of a product page', () => {
  it('carries the real title, description, canonical link and Open Graph tags, replacing the defaults', async () => {
    const html = await page(`/product/${ids.musang}`);
    const tags = head(html);
    expect(tags).toMatchObject({
      titles: 1,
      title: 'Musang King Grade A | Durio',
      descriptions: 1,
      canonical: `${ORIGIN}/product/${ids.musang}`,
      robots: undefined,
      og: {
        title: 'Musang King Grade A | Durio',
        url: `${ORIGIN}/product/${ids.musang}`,
        type: 'product',
        image: `${ORIGIN}/files/seed/products/musang-king.webp`,
      },
    });
    expect(tags.description).toBe(
      'Musang King D197 from Raub Heritage Orchard, Sungai Ruan, Raub, Pahang. Bittersweet, creamy golden flesh from our oldest trees.',
    );
    expect(tags.lang).toBe('en');
    expect(tags.alternates).toEqual([
      ['en', `${ORIGIN}/product/${ids.musang}`],
      ['ms', `${ORIGIN}/ms/product/${ids.musang}`],
      ['zh-Hans', `${ORIGIN}/zh/product/${ids.musang}`],
      ['x-default', `${ORIGIN}/product/${ids.musang}`],
    ]);
    expect(tags.og.description).toBe(tags.description);
    expect(html).not.toContain('Durio: fresh durians from verified Malaysian farms.');
    // The app's own script stays, after the head tags.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('/assets/index-abc123.js'));
  });

  it('adds JSON-LD: a Product with an Offer in MYR (price with two decimals, in stock) and its rating', async () => {
    const { jsonLd } = head(await page(`/product/${ids.musang}`));
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      mainEntityOfPage: { '@type': 'ItemPage', '@id': `${ORIGIN}/product/${ids.musang}`, inLanguage: 'en' },
      name: 'Musang King Grade A',
      image: [`${ORIGIN}/files/seed/products/musang-king.webp`],
      offers: {
        '@type': 'Offer',
        price: '59.90',
        priceCurrency: 'MYR',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/product/${ids.musang}`,
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
  });

  it('hands the app the product exactly as the API sends it, and preloads its main picture as the page shows it', async () => {
    const tags = head(await page(`/product/${ids.musang}`));
    expect(tags.pageData).toEqual({ kind: 'product', id: ids.musang, data: await apiReply(`/durian/products/${ids.musang}`) });
    expect(tags.preload).toEqual({
      href: '/files/seed/products/musang-king.webp',
      srcset: '/files/seed/products/musang-king-thumb.webp 320w, /files/seed/products/musang-king.webp 800w',
      sizes: DETAIL_COLUMN_SIZES,
      fetchpriority: 'high',
    });
  });

  it('says OutOfStock for a product without stock, and leaves the rating out without reviews', async () => {
    const { jsonLd, og } = head(await page(`/product/${ids.soldOut}`));
    expect(jsonLd.offers).toMatchObject({ price: '30.00', availability: 'https://schema.org/OutOfStock' });
    expect(jsonLd).not.toHaveProperty('aggregateRating');
    expect(jsonLd.image).toEqual([]);
    expect(og.image).toBeUndefined();
    expect(head(await page(`/product/${ids.soldOut}`)).preload).toBeUndefined();
  });

  it('gives a fruit priced by weight its range, its price per kg and the most one fruit is charged', async () => {
    const farm = (await apiReply(`/durian/products/${ids.musang}`)).farm;
    const whole = await createTestProduct(t.db, {
      name: 'Whole Musang King',
      farmId: farm.id,
      pricedBy: 'kg',
      priceSen: 6800,
      minWeightGrams: 1800,
      weightGrams: 2400,
    });
    const { jsonLd } = head(await page(`/product/${whole.id}`));
    expect(jsonLd.weight).toEqual({ '@type': 'QuantitativeValue', minValue: 1.8, maxValue: 2.4, unitCode: 'KGM' });
    expect(jsonLd.offers).toMatchObject({
      price: '163.20',
      priceCurrency: 'MYR',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: '68.00',
        priceCurrency: 'MYR',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'KGM' },
      },
    });
    // Out of the catalogue again: the sitemap's tests count the products above.
    await t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, whole.id));
  });

  it('escapes every value: nothing a product holds can close a tag or the JSON-LD block', async () => {
    const html = await page(`/product/${ids.tricky}`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<b>hello</b>');
    const tags = head(html);
    expect(tags.title).toBe('Tekka "Special" </script><script>alert(1)</script> & Co | Durio');
    expect(tags.description).toContain('Say <b>hello</b> & "goodbye" $& $1');
    expect(tags.jsonLdText).not.toContain('<');
    expect(tags.jsonLdText).toContain('\\u003c/script>');
    expect(tags.jsonLd.name).toBe('Tekka "Special" </script><script>alert(1)</script> & Co');
    expect(tags.pageDataText).not.toContain('<');
    expect(tags.pageData.data.name).toBe('Tekka "Special" </script><script>alert(1)</script> & Co');
    // The page keeps exactly one JSON-LD block, one data block and the app's own script.
    expect(html.match(/<script/g)).toHaveLength(3);
  });

  it.each([
    ['an unknown product', () => `/product/${UNKNOWN_ID}`],
    ['a deleted product', () => `/product/${ids.deleted}`],
    ["a pending farm's product", () => `/product/${ids.hidden}`],
    ['a malformed id', () => '/product/not-a-uuid'],
    ['an unknown farm', () => `/farms/${UNKNOWN_ID}`],
    ['a pending farm', () => `/farms/${ids.pendingFarm}`],
    ['an unknown tree', () => `/trees/${UNKNOWN_ID}`],
    ["a pending farm's tree", () => `/trees/${ids.pendingTree}`],
  ])('answers 404 with the normal app page and noindex for %s', async (_label, url) => {
    const tags = head(await page(url(), 404));
    expect(tags).toMatchObject({
      robots: 'noindex',
      alternates: [],
      title: 'Durio',
      canonical: undefined,
      jsonLdText: undefined,
      pageDataText: undefined,
      preload: undefined,
    });
    expect(tags.description).toBe('Durio: fresh durians from verified Malaysian farms.');
  });
});

describe('HTML of farm and tree pages', () => {
  it('gives a farm page its name, description, canonical link, picture and Open Graph tags', async () => {
    const tags = head(await page(`/farms/${ids.farm}`));
    expect(tags).toMatchObject({
      title: 'Raub Heritage Orchard | Durio',
      description: 'Raub Heritage Orchard, Sungai Ruan, Raub, Pahang. A family orchard of 12 hectares on the slopes above Sungai Ruan.',
      canonical: `${ORIGIN}/farms/${ids.farm}`,
      og: { type: 'website', url: `${ORIGIN}/farms/${ids.farm}`, image: `${ORIGIN}/files/seed/farms/raub.webp` },
      jsonLdText: undefined,
      preload: { href: '/files/seed/farms/raub.webp', sizes: DETAIL_COLUMN_SIZES, fetchpriority: 'high' },
    });
    expect(tags.pageData).toEqual({ kind: 'farm', id: ids.farm, data: await apiReply(`/durian/farms/${ids.farm}`) });
  });

  it('gives a tree page its name, variety, farm and canonical link', async () => {
    const tags = head(await page(`/trees/${ids.tree}/`));
    expect(tags).toMatchObject({
      title: 'Pokok Tua (MK-01), Musang King D197 tree | Durio',
      description:
        'Pokok Tua (MK-01): Musang King D197 tree planted in 1972 at Raub Heritage Orchard, Sungai Ruan, Raub, Pahang. The grandfather tree.',
      canonical: `${ORIGIN}/trees/${ids.tree}`,
      og: { type: 'website', title: 'Pokok Tua (MK-01), Musang King D197 tree | Durio' },
    });
    expect(tags.pageData).toEqual({ kind: 'tree', id: ids.tree, data: await apiReply(`/durian/trees/${ids.tree}`) });
  });

  it('gives other pages only their canonical link and language alternates', async () => {
    for (const path of [`/product/${ids.musang}/reviews`, '/search', '/cart']) {
      const html = await page(path);
      const tags = head(html);
      expect(tags).toMatchObject({ title: 'Durio', canonical: `${ORIGIN}${path}`, og: { title: undefined }, jsonLdText: undefined });
      expect(tags.alternates).toEqual([
        ['en', `${ORIGIN}${path}`],
        ['ms', `${ORIGIN}/ms${path}`],
        ['zh-Hans', `${ORIGIN}/zh${path}`],
        ['x-default', `${ORIGIN}${path}`],
      ]);
      // Nothing else: the five links right after the title are all the page gets.
      expect(html.replace(/\n {4}<link rel="(canonical|alternate)"[^>]*>/g, '')).toBe(INDEX_HTML);
    }
  });

  it('gives each content page the title and description it shows, with its Open Graph tags, in every language', async () => {
    const contentPages = {
      '/about': 'about',
      '/contact': 'contact',
      '/faq': 'faq',
      '/durian-guide': 'guide',
      '/returns-&-refunds': 'returns',
      '/terms-&-conditions': 'terms',
      '/terms-conditions': 'terms',
      '/privacy-policy': 'privacy',
    } as const;
    const ogLocales = { en: 'en_MY', ms: 'ms_MY', zh: 'zh_CN' } as const;
    for (const language of ['en', 'ms', 'zh'] as const) {
      const t = translatorFor(language, 'contentPages');
      const prefix = language === 'en' ? '' : `/${language}`;
      const descriptions = new Set<string>();
      for (const [path, key] of Object.entries(contentPages)) {
        const tags = head(await page(`${prefix}${path}`));
        expect(tags).toMatchObject({
          title: `${t(`${key}.title`)} | Durio`,
          description: t(`${key}.description`),
          og: { title: `${t(`${key}.title`)} | Durio`, description: t(`${key}.description`), type: 'website', locale: ogLocales[language] },
        });
        expect(tags.og.url).toBe(tags.canonical);
        expect(tags.og.alternateLocales.sort()).toEqual(Object.values(ogLocales).filter((l) => l !== ogLocales[language]).sort());
        descriptions.add(tags.description!);
      }
      // Seven pages, seven descriptions: none is the site's default (the two terms addresses are one page).
      expect(descriptions.size).toBe(7);
    }
    expect(head(await page('/zh/faq')).title).toBe('常见问题 | Durio');
  });

  it("states the shipping policy's lowest zone fee and Klang Valley delivery in its description as the owner set them now", async () => {
    const admin = await createTestUser(t, { role: 'ADMIN' });
    const [klangValley] = (await t.app.inject({ method: 'GET', url: '/api/v1/durian/delivery-zones/admin', headers: admin.headers })).json();
    const zone = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/durian/delivery-zones/${klangValley.id}`,
      headers: admin.headers,
      payload: { name: klangValley.name, states: klangValley.states, postcodeRanges: [], deliveryFee: 18.5, freeDeliveryOver: 1250, forms: klangValley.forms },
    });
    expect(zone.statusCode).toBe(200);
    const english = head(await page('/shipping-policy'));
    expect(english.description).toBe(
      'Durio delivers fresh, cool-packed durians by delivery zone: delivery from RM 18.50, free there over RM 1,250.00, ' +
        'same-day in the Klang Valley, and pickup points.',
    );
    const malay = head(await page('/ms/shipping-policy'));
    expect(malay.description).toContain('RM 18.50');
    expect(malay.og.locale).toBe('ms_MY');
  });

  it('gives the home page and the farms their own title and description, and the home page the shop as an Organization', async () => {
    const home = head(await page('/'));
    expect(home).toMatchObject({
      title: 'Fresh Durians Delivered to Your Door | Durio',
      description:
        'Durio delivers fresh Musang King, Black Thorn, D24 and more from verified Malaysian farms, traceable to the tree they grew on.',
      canonical: `${ORIGIN}/`,
      og: { type: 'website', url: `${ORIGIN}/`, title: 'Fresh Durians Delivered to Your Door | Durio' },
    });
    expect(home.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Organization',
          '@id': `${ORIGIN}/#organization`,
          name: 'Durio',
          url: `${ORIGIN}/`,
          description: 'Durio: fresh durians from verified Malaysian farms, delivered to your door or ready for pickup.',
        },
        {
          '@type': 'WebSite',
          '@id': `${ORIGIN}/#website`,
          url: `${ORIGIN}/`,
          name: 'Durio',
          inLanguage: 'en',
          publisher: { '@id': `${ORIGIN}/#organization` },
        },
      ],
    });
    expect(head(await page('/farms'))).toMatchObject({ title: 'Our Partner Farms | Durio', canonical: `${ORIGIN}/farms` });
    expect(head(await page('/season'))).toMatchObject({ title: 'Durian Season Calendar | Durio', canonical: `${ORIGIN}/season` });
  });
});

describe('HTML of the shop', () => {
  it("hands the app the first screen of the products its filters ask for, as the API sends them, and preloads the first card's picture", async () => {
    const tags = head(await page('/shop'));
    expect(tags).toMatchObject({
      title: 'Shop | Durio',
      description:
        'Shop fresh Musang King, Black Thorn, D24 and more from verified Malaysian farms. Filter by variety, price and farming method.',
      canonical: `${ORIGIN}/shop`,
      robots: undefined,
    });
    expect(tags.pageData).toEqual({
      kind: 'shop',
      id: JSON.stringify({ take: 100, varieties: [], sort: 'featured' }),
      // The page the app asks for (take 100) begins with these 12 (decision record 026); the total is the whole match.
      data: await apiReply('/durian/products?take=12&sort=featured&skip=0'),
    });

    const filtered = head(await page('/shop?search=+Grade+&sort=price-asc&organic=maybe&view=list'));
    // Filters are views of one page: its canonical link is the shop's.
    expect(filtered.canonical).toBe(`${ORIGIN}/shop`);
    expect(filtered.pageData).toEqual({
      kind: 'shop',
      id: JSON.stringify({ take: 100, search: 'Grade', varieties: [], sort: 'price-asc' }),
      data: await apiReply('/durian/products?take=12&search=Grade&sort=price-asc&skip=0'),
    });
    expect(filtered.pageData.data.data.map((p: { name: string }) => p.name)).toEqual(['Musang King Grade A']);
    expect(filtered.preload).toEqual({
      href: '/files/seed/products/musang-king-thumb.webp',
      srcset: undefined,
      sizes: undefined,
      fetchpriority: 'high',
    });
  });

  it('leaves the data out when the filters are not a call the API accepts', async () => {
    const tags = head(await page(`/shop?search=${'durian '.repeat(40)}`));
    expect(tags).toMatchObject({ title: 'Shop | Durio', canonical: `${ORIGIN}/shop`, pageDataText: undefined, preload: undefined });
  });
});

describe('HTML in Malay and Chinese (docs/product/languages.md)', () => {
  it('writes a product page in Malay: its texts, canonical link, Open Graph URL and JSON-LD; names and data as they are', async () => {
    const tags = head(await page(`/ms/product/${ids.musang}`));
    const url = `${ORIGIN}/ms/product/${ids.musang}`;
    expect(tags).toMatchObject({
      lang: 'ms',
      title: 'Musang King Grade A | Durio',
      description: 'Musang King D197 dari Raub Heritage Orchard, Sungai Ruan, Raub, Pahang. Isi keemasan yang lemak berkrim dan pahit manis dari pokok tertua kami.',
      canonical: url,
      og: { url, title: 'Musang King Grade A | Durio', type: 'product' },
    });
    expect(tags.og.description).toBe(tags.description);
    expect(tags.alternates).toEqual([
      ['en', `${ORIGIN}/product/${ids.musang}`],
      ['ms', url],
      ['zh-Hans', `${ORIGIN}/zh/product/${ids.musang}`],
      ['x-default', `${ORIGIN}/product/${ids.musang}`],
    ]);
    expect(tags.jsonLd).toMatchObject({
      '@type': 'Product',
      mainEntityOfPage: { '@type': 'ItemPage', '@id': url, inLanguage: 'ms' },
      name: 'Musang King Grade A',
      offers: { url, price: '59.90', priceCurrency: 'MYR' },
    });
    // The data the app renders from is the API's reply in the page's language (its description in Malay).
    expect(tags.pageData).toEqual({ kind: 'product', id: ids.musang, data: await apiReply(`/durian/products/${ids.musang}?lang=ms`) });
    expect(tags.pageData.data.description).toBe('Isi keemasan yang lemak berkrim dan pahit manis dari pokok tertua kami.');
    // A Chinese page falls back to the English description, which has no Chinese version.
    expect(head(await page(`/zh/product/${ids.musang}`)).pageData.data.description).toBe('Bittersweet, creamy golden flesh from our oldest trees.');
  });

  it('writes farm and tree pages in Chinese, with <html lang="zh-Hans">', async () => {
    const farm = head(await page(`/zh/farms/${ids.farm}`));
    expect(farm).toMatchObject({
      lang: 'zh-Hans',
      title: 'Raub Heritage Orchard | Durio',
      // The farm's description has no Chinese version: the page says its own sentence instead of the English one.
      description: 'Raub Heritage Orchard，位于Sungai Ruan, Raub, Pahang。已核实的农场，在 Durio 出售自家榴莲。',
      canonical: `${ORIGIN}/zh/farms/${ids.farm}`,
    });
    const tree = head(await page(`/zh/trees/${ids.tree}`));
    expect(tree).toMatchObject({
      title: 'Pokok Tua (MK-01)，猫山王 D197果树 | Durio',
      description: 'Pokok Tua (MK-01)：Raub Heritage Orchard（Sungai Ruan, Raub, Pahang）的猫山王 D197果树，种于1972年。在 Durio 查看它的果实、养护记录和农场。',
      og: { url: `${ORIGIN}/zh/trees/${ids.tree}` },
    });
    expect(head(await page(`/ms/trees/${ids.tree}`)).title).toBe('Pokok Tua (MK-01), pokok Musang King D197 | Durio');
    // A product translated into Malay but not Chinese: its Malay page quotes the Malay text, the Chinese one none.
    expect(head(await page(`/ms/product/${ids.musang}`)).description).toContain('Isi keemasan yang lemak berkrim');
    // The variety by its Chinese name (docs/translation-glossary.md), in the description and the JSON-LD alike.
    const chineseProduct = head(await page(`/zh/product/${ids.musang}`));
    expect(chineseProduct.description).toBe('Raub Heritage Orchard（Sungai Ruan, Raub, Pahang）出产的猫山王 D197。新鲜采收，冷藏包装，由 Durio 送货上门。');
    expect(chineseProduct.jsonLd.category).toBe('猫山王 D197');
    expect(head(await page(`/product/${ids.musang}`)).jsonLd.category).toBe('Musang King D197');
  });

  it('writes the shop, the farms and the home page in the language, the home page as a WebSite in it', async () => {
    for (const language of ['ms', 'zh'] as const) {
      const t = translatorFor(language, 'pages');
      const shop = head(await page(`/${language}/shop`));
      expect(shop).toMatchObject({ title: `${t('shop.title')} | Durio`, description: t('shop.description'), canonical: `${ORIGIN}/${language}/shop` });
      expect(shop.pageData).toMatchObject({ kind: 'shop' });
      expect(head(await page(`/${language}/farms`))).toMatchObject({ title: `${t('farms.title')} | Durio`, description: t('farms.description') });
      expect(head(await page(`/${language}/season`))).toMatchObject({ title: `${t('season.title')} | Durio`, description: t('season.description') });
      const home = head(await page(`/${language}`));
      expect(home).toMatchObject({ title: `${t('home.title')} | Durio`, description: t('home.description'), canonical: `${ORIGIN}/${language}` });
      expect(home.jsonLd['@graph'][0].description).toBe(t('site.description'));
      expect(home.jsonLd['@graph'][1]).toMatchObject({ url: `${ORIGIN}/${language}`, inLanguage: language === 'zh' ? 'zh-Hans' : 'ms' });
    }
    expect(head(await page('/ms/shop')).title).toBe('Kedai | Durio');
    expect(head(await page('/zh')).title).toBe('新鲜榴莲，送到您家门口 | Durio');
  });

  it('answers an unknown product in Malay with 404, noindex and the Malay default description', async () => {
    const tags = head(await page(`/ms/product/${UNKNOWN_ID}`, 404));
    expect(tags).toMatchObject({ lang: 'ms', robots: 'noindex', title: 'Durio', canonical: undefined, alternates: [], jsonLdText: undefined });
    expect(tags.description).toBe(translatorFor('ms', 'pages')('site.description'));
  });
});

describe('GET /sitemap.xml', () => {
  const xmlOf = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    return res.body;
  };
  const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

  it('is an index of the sitemap files: the fixed pages, then products, farms and trees', async () => {
    const xml = await xmlOf('/sitemap.xml');
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...['pages', 'products-1', 'farms-1', 'trees-1'].map((name) => `  <sitemap><loc>${ORIGIN}/sitemaps/${name}.xml</loc></sitemap>`),
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
  });

  it('lists every public page, product, farm and tree in every language, with absolute URLs, the catalogue with lastmod', async () => {
    const files = await Promise.all(locsOf(await xmlOf('/sitemap.xml')).map((url) => xmlOf(url.slice(ORIGIN.length))));
    for (const file of files) {
      expect(
        file.startsWith(
          '<?xml version="1.0" encoding="UTF-8"?>\n' +
            '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ),
      ).toBe(true);
    }
    const xml = files.join('');
    const locs = locsOf(xml);
    for (const pagePath of ['/', '/shop', '/farms', '/season', '/about', '/contact', '/faq', '/durian-guide', '/shipping-policy', '/privacy-policy']) {
      expect(locs).toContain(`${ORIGIN}${pagePath}`);
      expect(locs).toContain(`${ORIGIN}/ms${pagePath === '/' ? '' : pagePath}`);
      expect(locs).toContain(`${ORIGIN}/zh${pagePath === '/' ? '' : pagePath}`);
    }
    expect(locs).toContain(`${ORIGIN}/returns-&amp;-refunds`);
    expect(locs).toContain(`${ORIGIN}/zh/terms-&amp;-conditions`);
    expect(xml).not.toMatch(/&(?!amp;)/);
    expect(locs.some((loc) => loc.includes('/search'))).toBe(false);
    const alternates = (path: string) =>
      [
        ['en', path],
        ['ms', `/ms${path}`],
        ['zh-Hans', `/zh${path}`],
        ['x-default', path],
      ]
        .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${ORIGIN}${href}"/>`)
        .join('');
    for (const id of [ids.musang, ids.soldOut, ids.tricky]) {
      for (const prefix of ['', '/ms', '/zh']) {
        expect(files[1]).toMatch(
          new RegExp(
            `<url><loc>${ORIGIN}${prefix}/product/${id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[^<]+</lastmod>${alternates(`/product/${id}`)}</url>`,
          ),
        );
      }
    }
    expect(files[0]).toContain(`<url><loc>${ORIGIN}/ms</loc><xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/"/>`);
    expect(locsOf(files[2]!)).toEqual([`${ORIGIN}/farms/${ids.farm}`, `${ORIGIN}/ms/farms/${ids.farm}`, `${ORIGIN}/zh/farms/${ids.farm}`]);
    expect(locsOf(files[3]!)).toContain(`${ORIGIN}/zh/trees/${ids.tree}`);
    for (const hidden of [ids.hidden, ids.deleted, ids.pendingFarm, ids.pendingTree]) {
      expect(xml).not.toContain(hidden);
    }
    expect(locs).toHaveLength((12 + 3 + 1 + 1) * 3);
    // Every <url> names its versions in all three languages and x-default.
    expect(xml.match(/<xhtml:link /g)).toHaveLength(locs.length * 4);
  });

  it('splits the catalogue into files of at most so many pages each, oldest first, with no file past the last', async () => {
    const sitemap = createSitemap({ db: t.db, publicUrl: ORIGIN, pagesPerFile: 2 });
    expect(await sitemap.listFiles()).toEqual(
      ['pages', 'products-1', 'products-2', 'farms-1', 'trees-1'].map((name) => `${ORIGIN}/sitemaps/${name}.xml`),
    );
    const productsIn = async (name: string) => (await sitemap.fileEntries(name))!.map((entry) => entry.loc.split('/product/')[1]);
    // Each page in its three languages; the products in the order they were added.
    expect(await productsIn('products-1')).toEqual([ids.musang, ids.musang, ids.musang, ids.soldOut, ids.soldOut, ids.soldOut]);
    expect(await productsIn('products-2')).toEqual([ids.tricky, ids.tricky, ids.tricky]);
    expect(await sitemap.fileEntries('products-3')).toBeUndefined();
  });

  it.each([
    '/sitemaps/products-2.xml',
    '/sitemaps/products-0.xml',
    '/sitemaps/products-1',
    '/sitemaps/orders-1.xml',
    '/sitemaps/pages-1.xml',
    '/sitemaps/products-99999999999999999999.xml',
    '/sitemaps/..%2Fsitemap.xml',
    '/sitemaps/',
  ])('answers %s, which is no sitemap file, with 404', async (url) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('GET /robots.txt', () => {
  it('lets crawlers in everywhere but the API, the shopper’s own pages and the console in every language, and points to the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        ...['', '/ms', '/zh'].flatMap((prefix) =>
          ['/checkout', '/cart', '/profile', '/orders', '/order/', '/admin'].map((path) => `Disallow: ${prefix}${path}`),
        ),
        '',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});
