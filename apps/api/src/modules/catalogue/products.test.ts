import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@durio/shared/schemas/catalogue';
import { productSorts } from '@durio/shared/shop-filters';
import {
  createTestCategory,
  createTestFarm,
  createTestFile,
  createTestProduct,
  createTestReview,
  createTestTree,
  createTestUser,
} from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { productCategories, productMedia } from '../../db/schema';

let t: TestApp;
const days = (n: number) => new Date(Date.UTC(2025, 0, 1 + n));

let raub: Awaited<ReturnType<typeof createTestFarm>>;
let balik: Awaited<ReturnType<typeof createTestFarm>>;
let tree: Awaited<ReturnType<typeof createTestTree>>;
let premiumId: string;
const ids = {} as Record<'musang' | 'd24' | 'blackThorn' | 'pending' | 'deleted' | 'odd', string>;

beforeAll(async () => {
  t = await createTestApp();
  raub = await createTestFarm(t.db, { name: 'Raub Heritage Orchard' });
  balik = await createTestFarm(t.db, {
    name: 'Balik Pulau Hillside',
    location: 'Balik Pulau, Penang',
    state: 'Penang',
    isCertified: false,
  });
  const pendingFarm = await createTestFarm(t.db, { name: 'Unverified Kebun', verificationStatus: 'PENDING' });
  tree = await createTestTree(t.db, raub.id, { name: 'MK-01', variety: 'Musang King D197' });

  const musang = await createTestProduct(t.db, {
    name: 'Musang King Grade A',
    description: 'Bittersweet golden flesh.',
    storageRecommendations: 'Keep in a cool place.',
    ripenessTimeline: 'Best on the day it arrives.',
    nutritionalInfo: 'About 147 kcal per 100 g.',
    variety: 'Musang King D197',
    farmId: raub.id,
    treeId: tree.id,
    priceSen: 6800,
    isFeatured: true,
    createdAt: days(1),
  });
  const d24 = await createTestProduct(t.db, {
    name: 'D24 Sultan',
    description: 'Creamy and sweet.',
    variety: 'D24 Sultan',
    farmId: balik.id,
    priceSen: 3000,
    discountPriceSen: 2200,
    seasonal: true,
    weightGrams: null,
    createdAt: days(2),
  });
  const blackThorn = await createTestProduct(t.db, {
    name: 'Black Thorn D200',
    description: 'Orange flesh, custard-like.',
    variety: 'Black Thorn D200',
    farmId: balik.id,
    priceSen: 9000,
    isFeatured: true,
    available: false,
    createdAt: days(3),
  });
  const odd = await createTestProduct(t.db, {
    name: 'Tekka 100%_natural',
    description: 'Tekka D160 from the hills.',
    variety: 'Tekka D160',
    farmId: raub.id,
    priceSen: 4500,
    createdAt: days(4),
  });
  const pending = await createTestProduct(t.db, { name: 'Hidden Musang King', farmId: pendingFarm.id, createdAt: days(5) });
  const deleted = await createTestProduct(t.db, {
    name: 'Deleted Musang King',
    farmId: raub.id,
    deletedAt: days(6),
    createdAt: days(6),
  });
  Object.assign(ids, {
    musang: musang.id,
    d24: d24.id,
    blackThorn: blackThorn.id,
    odd: odd.id,
    pending: pending.id,
    deleted: deleted.id,
  });

  premiumId = (await createTestCategory(t.db, 'Premium')).id;
  await t.db.insert(productCategories).values([
    { productId: musang.id, categoryId: premiumId },
    { productId: blackThorn.id, categoryId: premiumId },
  ]);
  // A video first and a second picture: a list shows the first picture only (decision record 025).
  const video = await createTestFile(t.db, { storageKey: 'test/musang-king-orchard.mp4', thumbnailKey: null, mimeType: 'video/mp4', caption: 'The orchard' });
  const picture = await createTestFile(t.db, { storageKey: 'seed/products/musang-king.webp', caption: 'Musang King' });
  const opened = await createTestFile(t.db, { caption: 'Opened' });
  await t.db.insert(productMedia).values([
    { productId: musang.id, fileId: video.id, position: 0 },
    { productId: musang.id, fileId: picture.id, position: 1 },
    { productId: musang.id, fileId: opened.id, position: 2 },
  ]);
  await createTestReview(t.db, musang.id, { rating: 5 });
  await createTestReview(t.db, musang.id, { rating: 4 });
  await createTestReview(t.db, musang.id, { rating: 4 });
  await createTestReview(t.db, odd.id, { rating: 3 });
});

afterAll(async () => {
  await t.close();
});

async function list(query = '', headers?: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/durian/products${query}`, headers });
  return { status: res.statusCode, body: res.json() };
}
const names = (body: { data: Product[] }) => body.data.map((p) => p.name);

describe('GET /durian/products', () => {
  it('lists the products of verified farms that are not deleted, newest first, with the total', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Tekka 100%_natural', 'Black Thorn D200', 'D24 Sultan', 'Musang King Grade A']);
    expect(body.total).toBe(4);
  });

  it('pages with take and skip while the total stays the whole count', async () => {
    const first = await list('?take=2');
    const second = await list('?take=2&skip=2');
    const beyond = await list('?take=2&skip=10');
    expect(names(first.body)).toEqual(['Tekka 100%_natural', 'Black Thorn D200']);
    expect(names(second.body)).toEqual(['D24 Sultan', 'Musang King Grade A']);
    expect(beyond.body).toEqual({ data: [], total: 4 });
    expect(first.body.total).toBe(4);
  });

  it('puts the pages asked by skip together into the whole list, in every sort and a filter (a deep page finds its ids first)', async () => {
    for (const query of [...productSorts.map((sort) => `sort=${sort}`), 'organic=false&sort=price-desc']) {
      const whole = await list(`?${query}`);
      const pages = await Promise.all([0, 1, 2, 3].map((skip) => list(`?${query}&take=1&skip=${skip}`)));
      expect(pages.flatMap((page) => page.body.data), query).toEqual(whole.body.data);
      expect((await list(`?${query}&take=2&skip=1`)).body.data, query).toEqual(whole.body.data.slice(1, 3));
    }
  });

  it('answers prices in RM, the sale price as salePrice, weights in kg and the rating of the reviews', async () => {
    const { body } = await list(`?farmId=${raub.id}&sort=name-asc`);
    const musang = body.data.find((p: Product) => p.id === ids.musang) as Product;
    expect(musang).toMatchObject({
      price: 68,
      discountPrice: null,
      salePrice: null,
      weight: 1.5,
      variety: 'Musang King D197',
      farm: { id: raub.id, name: 'Raub Heritage Orchard', verificationStatus: 'VERIFIED' },
      tree: { id: tree.id, name: 'MK-01', variety: 'Musang King D197' },
      categories: [{ id: premiumId, name: 'Premium' }],
      rating: 4.3,
      reviewCount: 3,
    });
    expect(musang.media).toEqual([
      expect.objectContaining({
        type: 'image/webp',
        url: { original: '/files/seed/products/musang-king.webp', thumbnail: '/files/seed/products/musang-king-thumb.webp', variants: [] },
        caption: 'Musang King',
      }),
    ]);
    const d24 = (await list(`?farmId=${balik.id}&seasonal=true`)).body.data[0] as Product;
    expect(d24).toMatchObject({ price: 30, discountPrice: 22, salePrice: 22, weight: null, rating: null, reviewCount: 0 });
  });

  it("answers each product as a summary (decision record 025): its first picture, its categories by name, no long texts", async () => {
    const musang = (await list(`?treeId=${tree.id}`)).body.data[0];
    expect(musang.media.map((file: { caption: string }) => file.caption)).toEqual(['Musang King']);
    expect(musang.categories[0]).not.toHaveProperty('description');
    for (const field of ['storageRecommendations', 'ripenessTimeline', 'nutritionalInfo', 'translations']) expect(musang).not.toHaveProperty(field);

    const whole = (await t.app.inject({ method: 'GET', url: `/api/v1/durian/products/${ids.musang}` })).json();
    expect(whole.media.map((file: { caption: string }) => file.caption)).toEqual(['The orchard', 'Musang King', 'Opened']);
    expect(whole.categories).toEqual([{ id: premiumId, name: 'Premium', description: null }]);
    expect(whole).toMatchObject({ storageRecommendations: 'Keep in a cool place.', ripenessTimeline: 'Best on the day it arrives.', nutritionalInfo: 'About 147 kcal per 100 g.' });
    expect({ ...musang, media: [], categories: [] }).toEqual({ ...whole, media: [], categories: [], storageRecommendations: undefined, ripenessTimeline: undefined, nutritionalInfo: undefined, season: undefined });
  });

  it('filters by farm, tree, category, availability, featured and seasonal', async () => {
    expect(names((await list(`?farmId=${balik.id}`)).body)).toEqual(['Black Thorn D200', 'D24 Sultan']);
    expect(names((await list(`?treeId=${tree.id}`)).body)).toEqual(['Musang King Grade A']);
    expect(names((await list(`?categoryId=${premiumId}`)).body)).toEqual(['Black Thorn D200', 'Musang King Grade A']);
    expect(names((await list('?available=false')).body)).toEqual(['Black Thorn D200']);
    expect((await list('?available=true')).body.total).toBe(3);
    expect(names((await list('?featured=1')).body)).toEqual(['Black Thorn D200', 'Musang King Grade A']);
    expect(names((await list('?seasonal=true')).body)).toEqual(['D24 Sultan']);
  });

  it('answers an empty list for an unknown category, farm or tree', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const filter of ['categoryId', 'farmId', 'treeId']) {
      expect((await list(`?${filter}=${unknown}`)).body).toEqual({ data: [], total: 0 });
    }
  });

  it('searches name, description, variety and farm name, every word, without case', async () => {
    expect(names((await list('?search=musang')).body)).toEqual(['Musang King Grade A']);
    expect(names((await list('?search=CUSTARD')).body)).toEqual(['Black Thorn D200']);
    expect(names((await list('?search=tekka%20d160')).body)).toEqual(['Tekka 100%_natural']);
    expect(names((await list('?search=balik%20sultan')).body)).toEqual(['D24 Sultan']);
    expect(names((await list('?search=heritage&sort=newest')).body)).toEqual(['Tekka 100%_natural', 'Musang King Grade A']);
  });

  it("matches the start of words: 'musa' finds Musang King, 'raub' the products of Raub farms", async () => {
    expect(names((await list('?search=musa')).body)).toEqual(['Musang King Grade A']);
    expect(names((await list('?search=Raub&sort=name-asc')).body)).toEqual(['Musang King Grade A', 'Tekka 100%_natural']);
    expect(names((await list('?search=sul')).body)).toEqual(['D24 Sultan']);
    // Only word starts: 'ang' is inside 'Musang' but starts no word.
    expect((await list('?search=ang')).body).toEqual({ data: [], total: 0 });
  });

  it('treats tsquery syntax, quotes and symbols in the search text as plain words, never as a query', async () => {
    expect(names((await list(`?search=${encodeURIComponent('musang:* | !sultan')}`)).body)).toEqual([]);
    expect(names((await list(`?search=${encodeURIComponent("'musang' & (king")}`)).body)).toEqual(['Musang King Grade A']);
    expect(names((await list(`?search=${encodeURIComponent('100%_')}`)).body)).toEqual(['Tekka 100%_natural']);
    expect(names((await list(`?search=${encodeURIComponent("'; drop table products; --")}`)).body)).toEqual([]);
    expect((await list('?search=%25')).body).toEqual({ data: [], total: 0 });
    expect((await list('?search=%20')).body.total).toBe(4);
  });

  it('answers an empty list for words nothing holds', async () => {
    expect(await list('?search=rambutan')).toEqual({ status: 200, body: { data: [], total: 0 } });
  });

  it('filters by the comma-joined varieties, without case, and by organic (the farm is certified)', async () => {
    expect(names((await list(`?varieties=${encodeURIComponent('musang king d197, D24 SULTAN')}`)).body)).toEqual([
      'D24 Sultan',
      'Musang King Grade A',
    ]);
    expect((await list('?varieties=Durian%20X')).body).toEqual({ data: [], total: 0 });
    expect((await list('?varieties=,,')).body.total).toBe(4);
    expect(names((await list('?organic=false')).body)).toEqual(['Black Thorn D200', 'D24 Sultan']);
    expect(names((await list('?organic=true')).body)).toEqual(['Tekka 100%_natural', 'Musang King Grade A']);
    const { body } = await list(`?farmId=${raub.id}`);
    expect(body.data.every((p: Product) => p.isOrganic)).toBe(true);
    expect((await list(`?farmId=${balik.id}`)).body.data.map((p: Product) => p.isOrganic)).toEqual([false, false]);
  });

  it('combines search, filters, sort and paging, with the total of the whole match', async () => {
    const first = await list('?organic=true&maxPrice=70&sort=price-desc&take=1');
    expect(first.body).toMatchObject({ total: 2, data: [{ name: 'Musang King Grade A' }] });
    const second = await list('?organic=true&maxPrice=70&sort=price-desc&take=1&skip=1');
    expect(second.body).toMatchObject({ total: 2, data: [{ name: 'Tekka 100%_natural' }] });
  });

  it('compares minPrice and maxPrice (RM) with the price a shopper pays', async () => {
    expect(names((await list('?minPrice=20&maxPrice=25')).body)).toEqual(['D24 Sultan']);
    expect(names((await list('?minPrice=68')).body)).toEqual(['Black Thorn D200', 'Musang King Grade A']);
    expect(names((await list('?maxPrice=45')).body)).toEqual(['Tekka 100%_natural', 'D24 Sultan']);
  });

  it('answers an empty list, not an error, when minPrice is over maxPrice or skip is past the end', async () => {
    expect(await list('?minPrice=80&maxPrice=10')).toEqual({ status: 200, body: { data: [], total: 0 } });
    expect(await list('?skip=100000')).toEqual({ status: 200, body: { data: [], total: 4 } });
  });

  it('sorts by effective price, name and rating', async () => {
    expect(names((await list('?sort=price-asc')).body)).toEqual([
      'D24 Sultan',
      'Tekka 100%_natural',
      'Musang King Grade A',
      'Black Thorn D200',
    ]);
    expect(names((await list('?sort=price-desc')).body)[0]).toBe('Black Thorn D200');
    expect(names((await list('?sort=name-asc')).body)[0]).toBe('Black Thorn D200');
    expect(names((await list('?sort=name-desc')).body)[0]).toBe('Tekka 100%_natural');
    expect(names((await list('?sort=rating')).body).slice(0, 2)).toEqual(['Musang King Grade A', 'Tekka 100%_natural']);
    expect(names((await list('?sort=featured')).body).slice(0, 2)).toEqual(['Black Thorn D200', 'Musang King Grade A']);
  });

  it('sorts every way the shop offers, ties newest first', async () => {
    const sorted = async (sort: string) => names((await list(`?sort=${sort}`)).body);
    // Featured first, then the newest.
    expect(await sorted('featured')).toEqual(['Black Thorn D200', 'Musang King Grade A', 'Tekka 100%_natural', 'D24 Sultan']);
    // The price paid: D24's sale price RM22 comes before Tekka's RM45.
    expect(await sorted('price-desc')).toEqual(['Black Thorn D200', 'Musang King Grade A', 'Tekka 100%_natural', 'D24 Sultan']);
    expect(await sorted('name-asc')).toEqual(['Black Thorn D200', 'D24 Sultan', 'Musang King Grade A', 'Tekka 100%_natural']);
    expect(await sorted('name-desc')).toEqual(['Tekka 100%_natural', 'Musang King Grade A', 'D24 Sultan', 'Black Thorn D200']);
    // Highest rated first (4.3, then 3), products without reviews last, newest first among them.
    expect(await sorted('rating')).toEqual(['Musang King Grade A', 'Tekka 100%_natural', 'Black Thorn D200', 'D24 Sultan']);
    expect(await sorted('newest')).toEqual(['Tekka 100%_natural', 'Black Thorn D200', 'D24 Sultan', 'Musang King Grade A']);
  });

  it("pages after a product in every sort's order (keyset): page by page the same list as one page, ties included", async () => {
    // A catalogue of its own, so the other tests' lists stay as they are.
    const own = await createTestApp();
    try {
      const farm = await createTestFarm(own.db, { name: 'Keyset Kebun' });
      const made = await Promise.all(
        [
          { name: 'Ang Hae', priceSen: 3000, createdAt: days(10) },
          { name: 'ang hae', priceSen: 3000, createdAt: days(10) },
          { name: 'Hor Lor', priceSen: 3000, discountPriceSen: 2500, createdAt: days(11) },
          { name: 'Kim Hong', priceSen: 5000, createdAt: days(9) },
          { name: 'Jantung', priceSen: 5000, isFeatured: true, createdAt: days(10) },
          { name: 'Udang Merah', priceSen: 2500, createdAt: days(12) },
          { name: 'Durian Kampung', priceSen: 1200, isFeatured: true, createdAt: days(12) },
        ].map((values) => createTestProduct(own.db, { ...values, farmId: farm.id })),
      );
      const [, angHae, horLor, , jantung, udang] = made;
      for (const [product, rating] of [[angHae, 4], [horLor, 4], [jantung, 5], [udang, 2]] as const) {
        await createTestReview(own.db, product!.id, { rating });
      }
      const page = async (query: string) => {
        const res = await own.app.inject({ method: 'GET', url: `/api/v1/durian/products${query}` });
        expect(res.statusCode).toBe(200);
        return res.json() as { data: Product[]; total: number };
      };
      for (const sort of ['newest', 'featured', 'price-asc', 'price-desc', 'name-asc', 'name-desc', 'rating']) {
        const whole = await page(`?sort=${sort}&take=100`);
        const walked: string[] = [];
        for (let after = '', pages = 0; pages < 10; pages += 1) {
          const next = await page(`?sort=${sort}&take=2${after && `&after=${after}`}`);
          expect(next.total).toBe(7);
          if (next.data.length === 0) break;
          walked.push(...next.data.map((p) => p.id));
          after = next.data.at(-1)!.id;
        }
        expect({ sort, ids: walked }).toEqual({ sort, ids: whole.data.map((p) => p.id) });
      }
    } finally {
      await own.close();
    }
  });

  it('refuses paging after a product with a search, with skip too, or after a product that does not exist, with 400', async () => {
    const cases = [
      [`?search=musang&after=${ids.musang}`, 'A search pages with skip, not after'],
      [`?skip=2&after=${ids.musang}`, 'Page with skip or after, not both'],
      ['?after=00000000-0000-4000-8000-000000000000', 'The product to page after does not exist'],
    ];
    for (const [query, message] of cases) {
      expect(await list(query)).toEqual({ status: 400, body: expect.objectContaining({ statusCode: 400, message }) });
    }
    // The last product of a list has nothing after it: an empty page, not an error.
    expect(await list(`?after=${ids.musang}&farmId=${raub.id}&sort=newest&organic=true&featured=true`)).toMatchObject({ status: 200, body: { data: [] } });
  });

  it("puts the best match first when searching without a sort: a product's own words outrank its farm's", async () => {
    const gombak = await createTestFarm(t.db, { name: 'Gombak Slopes', location: 'Gombak, Selangor', state: 'Selangor' });
    await createTestProduct(t.db, {
      name: 'Balik Pulau Red Prawn Box',
      description: 'Red Prawn grafted from Balik Pulau budwood.',
      variety: 'Red Prawn D175',
      farmId: gombak.id,
      createdAt: days(0),
    });
    expect(names((await list('?search=balik')).body)).toEqual(['Balik Pulau Red Prawn Box', 'Black Thorn D200', 'D24 Sultan']);
    expect(names((await list('?search=balik&sort=newest')).body)).toEqual(['Black Thorn D200', 'D24 Sultan', 'Balik Pulau Red Prawn Box']);
    // Pages cut across the two kinds of match without repeating or skipping one, with the same total.
    const pages = await Promise.all([0, 1, 2].map((skip) => list(`?search=balik&take=1&skip=${skip}`)));
    expect(pages.flatMap((page) => names(page.body))).toEqual(['Balik Pulau Red Prawn Box', 'Black Thorn D200', 'D24 Sultan']);
    expect(pages.map((page) => page.body.total)).toEqual([3, 3, 3]);
    expect(names((await list('?search=balik&take=2&skip=1')).body)).toEqual(['Black Thorn D200', 'D24 Sultan']);
  });

  it.each([
    ['a negative take', '?take=-1', 'querystring.take'],
    ['a take of 0', '?take=0', 'querystring.take'],
    ['a negative skip', '?skip=-5', 'querystring.skip'],
    ['a malformed categoryId', '?categoryId=abc', 'querystring.categoryId'],
    ['a non-boolean featured', '?featured=maybe', 'querystring.featured'],
    ['a price that is not a number', '?minPrice=cheap', 'querystring.minPrice'],
    ['an unknown sort', '?sort=random', 'querystring.sort'],
    ['a take over 1000', '?take=1001', 'querystring.take'],
    ['a skip over 100000', '?skip=100001', 'querystring.skip'],
    ['a fractional take', '?take=2.5', 'querystring.take'],
    ['a negative minPrice', '?minPrice=-1', 'querystring.minPrice'],
    ['an absurd maxPrice', '?maxPrice=1e12', 'querystring.maxPrice'],
    ['a non-boolean organic', '?organic=yes', 'querystring.organic'],
    ['a search over 200 characters', `?search=${'a'.repeat(201)}`, 'querystring.search'],
    ['a malformed after', '?after=the-last-one', 'querystring.after'],
  ])('refuses %s with 400 and the issue', async (_label, query, path) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.issues.map((i: { path: string }) => i.path)).toContain(path);
  });
});

describe('GET /durian/products/metadata', () => {
  it("answers the public catalogue's varieties with their product counts and the range of prices paid", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/durian/products/metadata' });
    expect(res.statusCode).toBe(200);
    // The pending farm's and the deleted Musang King are not counted; D24's sale price is its price.
    expect(res.json()).toEqual({
      varieties: [
        { name: 'Black Thorn D200', count: 1 },
        { name: 'D24 Sultan', count: 1 },
        { name: 'Musang King D197', count: 1 },
        { name: 'Red Prawn D175', count: 1 },
        { name: 'Tekka D160', count: 1 },
      ],
      priceRange: { min: 22, max: 90 },
    });
  });
});

describe('GET /durian/products/featured', () => {
  it('answers featured products that can be bought, as a plain array', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/durian/products/featured' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: Product) => p.name)).toEqual(['Musang King Grade A']);
  });

  it('keeps to the limit and refuses one over 50', async () => {
    await createTestProduct(t.db, { farmId: raub.id, name: 'Featured Extra', isFeatured: true, createdAt: days(0) });
    const one = await t.app.inject({ method: 'GET', url: '/api/v1/durian/products/featured?limit=1' });
    expect(one.json()).toHaveLength(1);
    const tooMany = await t.app.inject({ method: 'GET', url: '/api/v1/durian/products/featured?limit=51' });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('GET /durian/products/search', () => {
  it('answers {data, total} for the query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/durian/products/search?query=sultan&limit=5' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, data: [{ id: ids.d24 }] });
  });

  it('refuses a blank query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/durian/products/search?query=%20%20' });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /durian/products/by-tree/:treeId', () => {
  it("answers the tree's products as a plain array, up to the limit", async () => {
    await createTestProduct(t.db, { farmId: raub.id, treeId: tree.id, name: 'MK-01 Half Box', createdAt: days(7) });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/durian/products/by-tree/${tree.id}` });
    expect(res.json().map((p: Product) => p.name)).toEqual(['MK-01 Half Box', 'Musang King Grade A']);
    const limited = await t.app.inject({ method: 'GET', url: `/api/v1/durian/products/by-tree/${tree.id}?limit=1` });
    expect(limited.json()).toHaveLength(1);
  });

  it('answers a malformed tree id with 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/durian/products/by-tree/nope' });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /durian/products/:id', () => {
  it('answers one product', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/durian/products/${ids.musang}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.musang, name: 'Musang King Grade A', price: 68, reviewCount: 3 });
  });

  it('says whether the shopper can buy it: not when marked unavailable however much is in stock, nor when sold out', async () => {
    const product = async (fields: { available: boolean; stock: number }) => {
      const { id } = await createTestProduct(t.db, { farmId: raub.id, ...fields });
      return (await t.app.inject({ method: 'GET', url: `/api/v1/durian/products/${id}` })).json() as Product;
    };
    expect(await product({ available: true, stock: 3 })).toMatchObject({ available: true, stock: 3, buyable: true });
    expect(await product({ available: false, stock: 40 })).toMatchObject({ available: false, stock: 40, buyable: false });
    expect(await product({ available: true, stock: 0 })).toMatchObject({ available: true, stock: 0, buyable: false });
  });

  it("answers 404 'Product not found' for an unknown, deleted or unverified farm's product", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', ids.deleted, ids.pending]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/durian/products/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Product not found' });
    }
  });

  it('shows the admin a product of a farm that is not verified yet', async () => {
    const admin = await createTestUser(t, { role: 'ADMIN' });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/durian/products/${ids.pending}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().farm.verificationStatus).toBe('PENDING');
  });

  it('treats a forged token as a visitor rather than failing', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/durian/products/${ids.musang}`,
      headers: { authorization: 'Bearer forged' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers a malformed id as not found, never 400 or 500', async () => {
    for (const id of ['not-a-uuid', '%00', '12']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/durian/products/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not Found' });
    }
  });
});
