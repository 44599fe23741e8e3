import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  createTestCategory,
  createTestFarm,
  createTestFile,
  createTestProduct,
  createTestTree,
  createTestUser,
  type TestUser,
} from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { orderItems, orders, productCategories, productMedia, products } from '../../db/schema';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let farm: Awaited<ReturnType<typeof createTestFarm>>;
let otherFarm: Awaited<ReturnType<typeof createTestFarm>>;
let tree: Awaited<ReturnType<typeof createTestTree>>;
let categoryId: string;
const unknownId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t, { role: 'ADMIN' });
  customer = await createTestUser(t);
  farm = await createTestFarm(t.db, { name: 'Bentong Ridge' });
  otherFarm = await createTestFarm(t.db, { name: 'Muar Valley' });
  tree = await createTestTree(t.db, farm.id, { variety: 'Red Prawn D175' });
  categoryId = (await createTestCategory(t.db, 'Sweet')).id;
});

afterAll(async () => {
  await t.close();
});

const validBody = () => ({
  name: 'Red Prawn Whole Fruit',
  description: 'Sweet, orange-red flesh from Bentong.',
  price: 42.5,
  discountPrice: 39.9,
  stock: 12,
  weight: 1.75,
  farmId: farm.id,
  treeId: tree.id,
  categoryIds: [categoryId],
  seasonal: true,
});

function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, user: TestUser | null = admin) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    payload: body as object,
    headers: user ? user.headers : {},
  });
}

describe('POST /durian/products', () => {
  it('creates a product with prices stored in sen, weight in grams and the tree variety (201)', async () => {
    const res = await send('POST', '/durian/products', validBody());
    expect(res.statusCode).toBe(201);
    const product = res.json();
    expect(product).toMatchObject({
      name: 'Red Prawn Whole Fruit',
      price: 42.5,
      salePrice: 39.9,
      weight: 1.75,
      variety: 'Red Prawn D175',
      tree: { id: tree.id },
      categories: [{ id: categoryId, name: 'Sweet' }],
      seasonal: true,
      isFeatured: false,
      available: true,
    });
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ priceSen: 4250, discountPriceSen: 3990, weightGrams: 1750, stock: 12 });
  });

  it("names the variety 'Mixed Variety' when there is neither a variety nor a tree", async () => {
    const { treeId: _tree, ...body } = validBody();
    const res = await send('POST', '/durian/products', { ...body, name: 'Kampung Mix' });
    expect(res.statusCode).toBe(201);
    expect(res.json().variety).toBe('Mixed Variety');
  });

  it("answers 404 'Farm not found' for an unknown farm and changes nothing", async () => {
    const res = await send('POST', '/durian/products', { ...validBody(), farmId: unknownId, treeId: null, name: 'Ghost' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Farm not found');
    expect(await t.db.select().from(products).where(eq(products.name, 'Ghost'))).toHaveLength(0);
  });

  it('refuses a tree of another farm with 400', async () => {
    const res = await send('POST', '/durian/products', { ...validBody(), farmId: otherFarm.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Tree does not belong to this farm');
  });

  it("answers 404 'Category not found' for an unknown category", async () => {
    const res = await send('POST', '/durian/products', { ...validBody(), categoryIds: [categoryId, unknownId] });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Category not found');
  });

  it.each([
    ['a missing name', { name: undefined }, 'body.name'],
    ['a negative price', { price: -1 }, 'body.price'],
    ['a price with three decimals', { price: 10.005 }, 'body.price'],
    ['a price given as text', { price: '42' }, 'body.price'],
    ['a fractional stock', { stock: 1.5 }, 'body.stock'],
    ['a sale price over the price', { discountPrice: 50 }, 'body.discountPrice'],
    ['a malformed farm id', { farmId: 'farm-1' }, 'body.farmId'],
  ])('refuses %s with 400 and the issue', async (_label, change, path) => {
    const res = await send('POST', '/durian/products', { ...validBody(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/durian/products',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('refuses a customer with 403 and a visitor with 401', async () => {
    const asCustomer = await send('POST', '/durian/products', validBody(), customer);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().message).toBe('Forbidden - Admin only');
    const asVisitor = await send('POST', '/durian/products', validBody(), null);
    expect(asVisitor.statusCode).toBe(401);
    expect(asVisitor.json().message).toBe('Unauthorized - JWT token is missing or invalid');
  });
});

describe('a product priced by weight (docs/product/selling-by-weight.md)', () => {
  const byWeight = () => ({
    ...validBody(),
    discountPrice: null,
    pricedBy: 'kg',
    price: 68,
    minWeight: 1.8,
    weight: 2.4,
    grade: 'A',
    gradeNote: 'Full, unbroken pods; thick golden flesh',
    form: 'whole',
  });

  it('is created with its price per kg and range, and charged at the top of the range', async () => {
    const res = await send('POST', '/durian/products', byWeight());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      pricedBy: 'kg',
      price: 68,
      chargedPrice: 163.2,
      minWeight: 1.8,
      weight: 2.4,
      grade: 'A',
      gradeNote: 'Full, unbroken pods; thick golden flesh',
      form: 'whole',
    });
    const shop = await send('GET', `/durian/products?grades=A&forms=whole&farmId=${farm.id}`, undefined, null);
    expect(shop.json().data.map((p: { id: string }) => p.id)).toContain(res.json().id);
    const flesh = await send('GET', `/durian/products?forms=flesh,frozen&farmId=${farm.id}`, undefined, null);
    expect(flesh.json().data.map((p: { id: string }) => p.id)).not.toContain(res.json().id);
  });

  it.each([
    ['no lightest fruit', { minWeight: undefined }],
    ['no heaviest fruit', { weight: null }],
    ['a range upside down', { minWeight: 2.5 }],
    ['a fruit over 20 kg', { minWeight: 19, weight: 21 }],
  ])('refuses %s with 400', async (_label, change) => {
    const res = await send('POST', '/durian/products', { ...byWeight(), ...change });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a change that would leave it without a range, and keeps the stored one', async () => {
    const created = (await send('POST', '/durian/products', byWeight())).json();
    const res = await send('PUT', `/durian/products/${created.id}`, { minWeight: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A product priced per kg needs a weight range: a lowest weight up to its weight, at most 20 kg');
    const toKg = await send('PUT', `/durian/products/${(await createTestProduct(t.db, { farmId: farm.id, weightGrams: null })).id}`, { pricedBy: 'kg' });
    expect(toKg.statusCode).toBe(400);
    expect((await send('PUT', `/durian/products/${created.id}`, { pricedBy: 'unit', price: 150 })).json()).toMatchObject({
      pricedBy: 'unit',
      chargedPrice: 150,
      minWeight: null,
    });
  });

  it('refuses unknown grades and forms in the shop filters with 400', async () => {
    expect((await send('GET', '/durian/products?grades=D', undefined, null)).statusCode).toBe(400);
    expect((await send('GET', '/durian/products?forms=juice', undefined, null)).statusCode).toBe(400);
  });
});

describe('PUT /durian/products/:id', () => {
  it('changes only the fields sent and replaces the categories when they are sent', async () => {
    const product = await createTestProduct(t.db, { farmId: farm.id, priceSen: 5000, stock: 3 });
    await t.db.insert(productCategories).values({ productId: product.id, categoryId });
    const res = await send('PUT', `/durian/products/${product.id}`, { stock: 30, isFeatured: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: product.name, price: 50, stock: 30, isFeatured: true, categories: [{ id: categoryId }] });

    const premium = await createTestCategory(t.db, 'Premium Picks');
    const recategorised = await send('PUT', `/durian/products/${product.id}`, { categoryIds: [premium.id] });
    expect(recategorised.json().categories).toEqual([{ id: premium.id, name: 'Premium Picks', description: null }]);
  });

  it('clears the sale price and the weight with null', async () => {
    const product = await createTestProduct(t.db, { farmId: farm.id, priceSen: 5000, discountPriceSen: 4000 });
    const res = await send('PUT', `/durian/products/${product.id}`, { discountPrice: null, weight: null });
    expect(res.json()).toMatchObject({ discountPrice: null, salePrice: null, weight: null });
  });

  it('refuses a price at or under the stored sale price', async () => {
    const product = await createTestProduct(t.db, { farmId: farm.id, priceSen: 5000, discountPriceSen: 4000 });
    const res = await send('PUT', `/durian/products/${product.id}`, { price: 40 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Sale price must be lower than the price');
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.priceSen).toBe(5000);
  });

  it("refuses moving a product to another farm while it names the old farm's tree", async () => {
    const product = await createTestProduct(t.db, { farmId: farm.id, treeId: tree.id });
    const res = await send('PUT', `/durian/products/${product.id}`, { farmId: otherFarm.id });
    expect(res.statusCode).toBe(400);
    const moved = await send('PUT', `/durian/products/${product.id}`, { farmId: otherFarm.id, treeId: null });
    expect(moved.json()).toMatchObject({ farmId: otherFarm.id, treeId: null, tree: null });
  });

  it('answers 404 for an unknown or deleted product, 403 for a customer', async () => {
    expect((await send('PUT', `/durian/products/${unknownId}`, { stock: 1 })).statusCode).toBe(404);
    const deleted = await createTestProduct(t.db, { farmId: farm.id, deletedAt: new Date() });
    const res = await send('PUT', `/durian/products/${deleted.id}`, { stock: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Product not found');
    expect((await send('PUT', `/durian/products/${deleted.id}`, { stock: 1 }, customer)).statusCode).toBe(403);
  });
});

describe('DELETE /durian/products/:id', () => {
  it('soft-deletes: 204, gone from lists and detail, still valid on the orders that hold it', async () => {
    const product = await createTestProduct(t.db, { farmId: farm.id, name: 'Soon Gone' });
    const [order] = await t.db
      .insert(orders)
      .values({
        userId: customer.id,
        isPickup: true,
        subtotalSen: 5000,
        deliveryFeeSen: 0,
        handlingFeeSen: 1000,
        taxSen: 350,
        totalSen: 6350,
        taxRateBps: 700,
        expiresAt: new Date(),
      })
      .returning();
    await t.db.insert(orderItems).values({
      orderId: order!.id,
      productId: product.id,
      productName: product.name,
      farmName: farm.name,
      unitPriceSen: 5000,
      quantity: 1,
    });

    const res = await send('DELETE', `/durian/products/${product.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/durian/products/${product.id}` });
    expect(detail.statusCode).toBe(404);
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/durian/products?search=Soon%20Gone' });
    expect(listed.json().total).toBe(0);
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(orderItems).where(eq(orderItems.productId, product.id))).toHaveLength(1);

    expect((await send('DELETE', `/durian/products/${product.id}`)).statusCode).toBe(404);
  });

  it('refuses a customer with 403 and a visitor with 401, leaving the product', async () => {
    const product = await createTestProduct(t.db, { farmId: farm.id });
    expect((await send('DELETE', `/durian/products/${product.id}`, undefined, customer)).statusCode).toBe(403);
    expect((await send('DELETE', `/durian/products/${product.id}`, undefined, null)).statusCode).toBe(401);
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.deletedAt).toBeNull();
  });
});

describe('POST /durian/products/:id/duplicate', () => {
  it("copies the product as '<name> (Copy)' with its categories and pictures, as a draft with no stock (201)", async () => {
    const source = await createTestProduct(t.db, { farmId: farm.id, treeId: tree.id, name: 'Gift Box', stock: 7 });
    await t.db.insert(productCategories).values({ productId: source.id, categoryId });
    const picture = await createTestFile(t.db);
    await t.db.insert(productMedia).values({ productId: source.id, fileId: picture.id });

    const res = await send('POST', `/durian/products/${source.id}/duplicate`);
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      name: 'Gift Box (Copy)',
      stock: 0,
      draft: true,
      buyable: false,
      price: 50,
      treeId: tree.id,
      categories: [{ id: categoryId }],
      media: [{ id: picture.id }],
    });
    const links = await t.db.select().from(productMedia).where(eq(productMedia.fileId, picture.id));
    expect(links).toHaveLength(2);
  });

  it('keeps the copy from shoppers until it is published: no list, search, sitemap, page or cart; then it is found', async () => {
    const word = `Kampung${crypto.randomUUID().slice(0, 6)}`;
    const source = await createTestProduct(t.db, { farmId: farm.id, name: `${word} Gift Box`, stock: 7 });
    const copy = (await send('POST', `/durian/products/${source.id}/duplicate`)).json();
    const shopper = await createTestUser(t);
    const visitor = (url: string) => t.app.inject({ method: 'GET', url });
    const found = async () => ({
      list: (await visitor(`/api/v1/durian/products?search=${word}`)).json().data.map((p: { id: string }) => p.id),
      search: (await visitor(`/api/v1/durian/search?q=${word}`)).json().products.data.map((p: { id: string }) => p.id),
      page: (await visitor(`/api/v1/durian/products/${copy.id}`)).statusCode,
      inSitemap: (await visitor('/sitemaps/products-1.xml')).body.includes(copy.id),
    });

    // Stock given while still a draft does not make it buyable.
    expect((await send('PUT', `/durian/products/${copy.id}`, { stock: 4 })).json()).toMatchObject({ draft: true, buyable: false });
    expect(await found()).toEqual({ list: [source.id], search: [source.id], page: 404, inSitemap: false });
    const toCart = () => send('POST', '/durian/cart/items', { productId: copy.id, quantity: 1 }, shopper);
    const refused = await toCart();
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const admins = (await send('GET', `/durian/products/admin?search=${word}`)).json().data;
    expect(admins.map((p: { id: string; draft: boolean }) => [p.id, p.draft])).toEqual(
      expect.arrayContaining([[copy.id, true], [source.id, false]]),
    );

    const published = await send('PUT', `/durian/products/${copy.id}`, { draft: false });
    expect(published.json()).toMatchObject({ draft: false, buyable: true, stock: 4 });
    const after = await found();
    expect(after).toMatchObject({ page: 200, inSitemap: true });
    expect(after.list.sort()).toEqual([copy.id, source.id].sort());
    expect(after.search.sort()).toEqual([copy.id, source.id].sort());
    expect((await toCart()).statusCode).toBe(201);
  });

  it("declares the draft in the OpenAPI document: in the duplicate's reply and in the update's body", async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const json = (content: { 'application/json': { schema: unknown } }) => JSON.stringify(content['application/json'].schema);
    const reply = json(document.paths['/api/v1/durian/products/{id}/duplicate'].post.responses['201'].content);
    const body = json(document.paths['/api/v1/durian/products/{id}'].put.requestBody.content);
    expect(reply).toContain('"draft":{"type":"boolean"');
    expect(body).toContain('"draft":{');
  });

  it('answers 404 for an unknown product and 403 for a customer', async () => {
    expect((await send('POST', `/durian/products/${unknownId}/duplicate`)).statusCode).toBe(404);
    const source = await createTestProduct(t.db, { farmId: farm.id });
    expect((await send('POST', `/durian/products/${source.id}/duplicate`, undefined, customer)).statusCode).toBe(403);
  });
});

describe('the history of product changes', () => {
  it('records the creation, each change (prices in sen, before and after) and the archiving, by the admin', async () => {
    const created = await send('POST', '/durian/products', { ...validBody(), name: 'History Durian', price: 50, discountPrice: null });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    await send('PUT', `/durian/products/${id}`, { price: 45 });
    // Saving the form as it stands changes nothing, and the history says nothing of it.
    expect((await send('PUT', `/durian/products/${id}`, { price: 45, stock: created.json().stock })).statusCode).toBe(200);
    await send('DELETE', `/durian/products/${id}`);

    const history = await t.app.inject({ method: 'GET', url: `/api/v1/durian/admin/changes?entity=product&entityId=${id}`, headers: admin.headers });

    const byAction = Object.fromEntries(history.json().items.map((c: { action: string }) => [c.action, c]));
    expect(history.json().items.map((c: { action: string }) => c.action).sort()).toEqual(['archived', 'created', 'updated']);
    expect(byAction.updated).toMatchObject({ actor: { id: admin.id }, before: { priceSen: 5000 }, after: { priceSen: 4500 } });
    expect(byAction.archived.before.deletedAt).toBeNull();
    expect(byAction.archived.after.deletedAt).not.toBeNull();
  });
});

describe('product pictures (mediaIds)', () => {
  it('attaches uploaded pictures in order, the first the main one, and replaces them only when sent', async () => {
    const [a, b, c] = [await createTestFile(t.db), await createTestFile(t.db), await createTestFile(t.db)];
    const created = await send('POST', '/durian/products', { ...validBody(), mediaIds: [b.id, a.id] });
    expect(created.statusCode).toBe(201);
    const mediaOf = (res: { json(): { media: { id: string }[] } }) => res.json().media.map((m) => m.id);
    expect(mediaOf(created)).toEqual([b.id, a.id]);

    expect(mediaOf(await send('PUT', `/durian/products/${created.json().id}`, { stock: 3 }))).toEqual([b.id, a.id]);
    expect(mediaOf(await send('PUT', `/durian/products/${created.json().id}`, { mediaIds: [c.id, b.id] }))).toEqual([c.id, b.id]);
  });

  it("refuses an unknown file with 404 'File not found', a repeated one and an unknown field with 400, writing nothing", async () => {
    const before = await t.db.select({ id: products.id }).from(products);
    const unknownFile = await send('POST', '/durian/products', { ...validBody(), mediaIds: [unknownId] });
    expect(unknownFile.json()).toMatchObject({ statusCode: 404, message: 'File not found' });
    const file = await createTestFile(t.db);
    expect((await send('POST', '/durian/products', { ...validBody(), mediaIds: [file.id, file.id] })).statusCode).toBe(400);
    expect((await send('POST', '/durian/products', { ...validBody(), rating: 5 })).statusCode).toBe(400);
    expect(await t.db.select({ id: products.id }).from(products)).toHaveLength(before.length);
  });
});

describe('GET /durian/products/admin', () => {
  it('lists every product of the catalogue, unverified farms and unavailable ones too, filtered by stock level and sorted by stock', async () => {
    const pendingFarm = await createTestFarm(t.db, { verificationStatus: 'PENDING' });
    const out = await createTestProduct(t.db, { farmId: pendingFarm.id, stock: 0, available: false });
    const low = await createTestProduct(t.db, { farmId: pendingFarm.id, stock: 3 });
    const plenty = await createTestProduct(t.db, { farmId: pendingFarm.id, stock: 40 });
    await createTestProduct(t.db, { farmId: pendingFarm.id, stock: 9, deletedAt: new Date() });
    const ids = async (query: string) =>
      (await send('GET', `/durian/products/admin?farmId=${pendingFarm.id}&${query}`)).json().data.map((p: { id: string }) => p.id);

    expect(await ids('sort=stock-asc')).toEqual([out.id, low.id, plenty.id]);
    expect(await ids('stock=out')).toEqual([out.id]);
    expect(await ids('stock=low&sort=stock-asc')).toEqual([out.id, low.id]);
    expect(await ids('stock=in&sort=stock-desc')).toEqual([plenty.id, low.id]);
    expect(await ids('available=false')).toEqual([out.id]);
    // Paging after a product follows the stock order too.
    expect(await ids(`sort=stock-asc&take=1&after=${out.id}`)).toEqual([low.id]);
    expect(await ids(`sort=stock-desc&take=2&after=${plenty.id}`)).toEqual([low.id, out.id]);
  });

  it('is for admins only', async () => {
    expect((await send('GET', '/durian/products/admin', undefined, customer)).statusCode).toBe(403);
    expect((await send('GET', '/durian/products/admin?stock=some')).statusCode).toBe(400);
  });
});
