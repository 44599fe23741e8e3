import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Category, GalleryReply, MaintenanceRecord, Product, ProductListReply } from '@durio/shared/schemas/catalogue';
import type { DropoffPoint } from '@durio/shared/schemas/addresses';
import type { AdminDropoffPoint } from '@durio/shared/schemas/farm-admin';
import type { StoredFile } from '@durio/shared/schemas/files';
import { categories, dropoffPoints, files, maintenanceRecords, productCategories, productMedia, products } from '../../db/schema';
import {
  attachTestMedia,
  createTestCategory,
  createTestDropoffPoint,
  createTestFarm,
  createTestFile,
  createTestGalleryEntry,
  createTestMaintenanceRecord,
  createTestProduct,
  createTestUser,
  type TestUser,
} from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/*
 * docs/product/languages.md (Content), decision record 036: categories, sizes, captions (a picture's alt text),
 * drop-off point names and who did a care job, read with `lang` and falling back to English field by field, and
 * written by the admin whole, with the mechanism of decision record 024.
 */

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let farm: { id: string };
let premium: { id: string };
let gifts: { id: string };
let product: { id: string };
let picture: { id: string };
let farmPicture: { id: string };
let bangsar: { id: string };
let cheras: { id: string };

const zhPremium = { name: '精品', description: '最抢手的品种。' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t, { role: 'ADMIN' });
  customer = await createTestUser(t);
  farm = await createTestFarm(t.db, { name: 'Raub Heritage Orchard' });
  premium = await createTestCategory(t.db, 'Premium', {
    description: 'The most sought-after varieties.',
    translations: { ms: { name: 'Premium' }, zh: zhPremium },
  });
  // Only a Malay name: Chinese readers get the English one.
  gifts = await createTestCategory(t.db, 'Gift Boxes', { translations: { ms: { name: 'Kotak Hadiah' } } });
  product = await createTestProduct(t.db, {
    name: 'Musang King Grade A',
    farmId: farm.id,
    size: 'Large (about 2 kg)',
    translations: { zh: { size: '大（约2公斤）' } },
  });
  await t.db.insert(productCategories).values([
    { productId: product.id, categoryId: premium.id },
    { productId: product.id, categoryId: gifts.id },
  ]);
  picture = await createTestFile(t.db, {
    caption: 'Musang King (D197)',
    translations: { ms: { caption: 'Musang King (D197)' }, zh: { caption: '猫山王 D197' } },
  });
  await t.db.insert(productMedia).values({ productId: product.id, fileId: picture.id, position: 0 });
  farmPicture = await createTestFile(t.db, {
    caption: 'Morning over Raub Heritage Orchard',
    translations: { zh: { caption: 'Raub Heritage Orchard的清晨' } },
  });
  await attachTestMedia(t.db, { farmId: farm.id }, farmPicture.id);
  await createTestGalleryEntry(t.db, farm.id, { title: 'Dawn' }, [farmPicture.id]);
  await createTestMaintenanceRecord(
    t.db,
    farm.id,
    { description: 'Pruned the lower branches.', performedBy: 'Farm Staff', translations: { ms: { performedBy: 'Pekerja Ladang' }, zh: { performedBy: '农场员工' } } },
    [farmPicture.id],
  );
  bangsar = await createTestDropoffPoint(t.db, {
    name: 'AAA Durio Pickup Bangsar',
    translations: { ms: { name: 'AAA Tempat Pengambilan Durio Bangsar' }, zh: { name: 'AAA Durio 孟沙取货点' } },
  });
  cheras = await createTestDropoffPoint(t.db, { name: 'AAA Durio Pickup Cheras', translations: { ms: { name: 'AAA Tempat Pengambilan Durio Cheras' } } });
});
afterAll(async () => {
  await t.close();
});

function send(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, user: TestUser | null = admin) {
  return t.app.inject({ method, url: `/api/v1${url}`, payload: body as object, headers: user ? user.headers : {} });
}
const read = <T>(url: string) => send('GET', url, undefined, null).then((res) => res.json<T>());

describe('labels in a language', () => {
  it("answers categories in Chinese, each field English where it has none, by the name shoppers read", async () => {
    const list = await read<Category[]>('/durian/categories?lang=zh');
    expect(list.filter((c) => [premium.id, gifts.id].includes(c.id))).toEqual([
      { id: gifts.id, name: 'Gift Boxes', description: null },
      { id: premium.id, name: '精品', description: '最抢手的品种。' },
    ]);
    expect(await read<Category>(`/durian/categories/${gifts.id}?lang=ms`)).toEqual({ id: gifts.id, name: 'Kotak Hadiah', description: null });
    expect(await read<Category>(`/durian/categories/${premium.id}`)).toEqual({
      id: premium.id,
      name: 'Premium',
      description: 'The most sought-after varieties.',
    });
  });

  it("answers a product's categories, size and pictures' captions in the language, on its page and in the lists", async () => {
    const page = await read<Product>(`/durian/products/${product.id}?lang=zh`);
    expect(page.categories).toEqual([
      { id: gifts.id, name: 'Gift Boxes', description: null },
      { id: premium.id, name: '精品', description: '最抢手的品种。' },
    ]);
    expect(page.size).toBe('大（约2公斤）');
    expect(page.media.map((m) => m.caption)).toEqual(['猫山王 D197']);
    expect(page).not.toHaveProperty('translations');

    const list = await read<ProductListReply>(`/durian/products?farmId=${farm.id}&lang=zh`);
    expect(list.data[0]).toMatchObject({ size: '大（约2公斤）', categories: [{ name: 'Gift Boxes' }, { name: '精品' }] });
    expect(list.data[0]!.media[0]!.caption).toBe('猫山王 D197');
    // Malay has no size: the English one.
    expect((await read<Product>(`/durian/products/${product.id}?lang=ms`)).size).toBe('Large (about 2 kg)');
    expect((await read<ProductListReply>(`/durian/${premium.id}/products?lang=zh`)).data[0]!.size).toBe('大（约2公斤）');
  });

  it("answers a farm's, its gallery's and its care records' captions and who did the work in the language", async () => {
    const farmPage = await read<{ media: { caption: string }[] }>(`/durian/farms/${farm.id}?lang=zh`);
    expect(farmPage.media.map((m) => m.caption)).toEqual(['Raub Heritage Orchard的清晨']);
    const gallery = await read<GalleryReply>(`/durian/gallery/${farm.id}?lang=zh`);
    expect(gallery.entries[0]!.files[0]!.caption).toBe('Raub Heritage Orchard的清晨');
    // Malay has no caption of its own: English.
    expect((await read<GalleryReply>(`/durian/gallery/${farm.id}?lang=ms`)).entries[0]!.files[0]!.caption).toBe('Morning over Raub Heritage Orchard');

    const [record] = await read<MaintenanceRecord[]>(`/durian/farms/${farm.id}/maintenance?lang=zh`);
    expect(record).toMatchObject({ performedBy: '农场员工', description: 'Pruned the lower branches.' });
    expect(record!.files[0]!.caption).toBe('Raub Heritage Orchard的清晨');
    expect((await read<MaintenanceRecord[]>(`/durian/farms/${farm.id}/maintenance`))[0]!.performedBy).toBe('Farm Staff');
  });

  it("names the drop-off points in the language, English where one has none, and keeps their address as written", async () => {
    const zh = (await read<DropoffPoint[]>('/durian/dropoff-points?lang=zh')).filter((p) => [bangsar.id, cheras.id].includes(p.id));
    expect(Object.fromEntries(zh.map((p) => [p.id, p.name]))).toEqual({ [bangsar.id]: 'AAA Durio 孟沙取货点', [cheras.id]: 'AAA Durio Pickup Cheras' });
    const inChinese = zh.find((p) => p.id === bangsar.id);
    expect(inChinese).toMatchObject({ addressLine1: '8 Jalan Durian, Taman Raub', city: 'Raub' });
    expect(inChinese).not.toHaveProperty('translations');
    const ms = (await read<DropoffPoint[]>('/durian/dropoff-points?lang=ms')).filter((p) => [bangsar.id, cheras.id].includes(p.id));
    expect(ms.map((p) => p.name)).toEqual(['AAA Tempat Pengambilan Durio Bangsar', 'AAA Tempat Pengambilan Durio Cheras']);
  });

  it('refuses a language the shop does not have with 400 on every label read', async () => {
    for (const url of ['/durian/categories?lang=fr', `/durian/categories/${premium.id}?lang=fr`, '/durian/dropoff-points?lang=fr', `/durian/gallery/${farm.id}?lang=xx`]) {
      const res = await send('GET', url, undefined, null);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/lang/);
    }
  });
});

describe("the admin's label translations", () => {
  it('answers them whole to the admin, beside the English texts', async () => {
    const list = (await send('GET', '/durian/categories')).json<Category[]>();
    expect(list.find((c) => c.id === premium.id)).toEqual({
      id: premium.id,
      name: 'Premium',
      description: 'The most sought-after varieties.',
      translations: { ms: { name: 'Premium' }, zh: zhPremium },
    });
    const adminProduct = (await send('GET', `/durian/products/${product.id}`)).json<Product>();
    expect(adminProduct.translations).toEqual({ zh: { size: '大（约2公斤）' } });
    expect(adminProduct.media[0]).toMatchObject({ caption: 'Musang King (D197)', translations: { zh: { caption: '猫山王 D197' } } });
    const points = (await send('GET', '/durian/dropoff-points/admin')).json<AdminDropoffPoint[]>();
    expect(points.find((p) => p.id === cheras.id)).toMatchObject({ name: 'AAA Durio Pickup Cheras', translations: { ms: { name: 'AAA Tempat Pengambilan Durio Cheras' } } });
  });

  it("creates and updates a category's translations: trimmed, an empty text removes one, the rest stays", async () => {
    const created = await send('POST', '/durian/categories', {
      name: 'Sweet',
      translations: { ms: { name: ' Manis ', description: '' }, zh: { name: '甜味' } },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Sweet', translations: { ms: { name: 'Manis' }, zh: { name: '甜味' } } });
    const id = created.json<Category>().id;

    const updated = await send('PUT', `/durian/categories/${id}`, { translations: { zh: { name: '', description: '温和香甜。' } } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().translations).toEqual({ ms: { name: 'Manis' }, zh: { description: '温和香甜。' } });
    expect(await read<Category>(`/durian/categories/${id}?lang=zh`)).toEqual({ id, name: 'Sweet', description: '温和香甜。' });
  });

  it("writes a product's size, a care record's author, a caption and a drop-off point's name the same way", async () => {
    expect((await send('PUT', `/durian/products/${product.id}`, { translations: { ms: { size: 'Besar (kira-kira 2 kg)' } } })).statusCode).toBe(200);
    expect((await read<Product>(`/durian/products/${product.id}?lang=ms`)).size).toBe('Besar (kira-kira 2 kg)');
    expect((await read<Product>(`/durian/products/${product.id}?lang=zh`)).size).toBe('大（约2公斤）');

    const record = await createTestMaintenanceRecord(t.db, farm.id, { date: '2025-07-01', performedBy: 'Teoh family' });
    const recordReply = await send('PUT', `/durian/maintenance/${record.id}`, { translations: { zh: { performedBy: 'Teoh 一家' } } });
    expect(recordReply.statusCode).toBe(200);
    expect(recordReply.json().translations).toEqual({ zh: { performedBy: 'Teoh 一家' } });
    expect((await read<MaintenanceRecord[]>(`/durian/farms/${farm.id}/maintenance?lang=zh`)).find((r) => r.id === record.id)?.performedBy).toBe('Teoh 一家');

    const file = await createTestFile(t.db, { caption: 'Pruning' });
    const fileReply = await send('PUT', `/s3file/${file.id}`, { translations: { ms: { caption: 'Mencantas dahan' }, zh: { caption: '修剪枝条' } } });
    expect(fileReply.statusCode).toBe(200);
    expect(fileReply.json<StoredFile>()).toMatchObject({ caption: 'Pruning', translations: { ms: { caption: 'Mencantas dahan' }, zh: { caption: '修剪枝条' } } });
    const removed = await send('PUT', `/s3file/${file.id}`, { translations: { ms: { caption: '' } } });
    expect(removed.json<StoredFile>().translations).toEqual({ zh: { caption: '修剪枝条' } });

    const point = await send('POST', '/durian/dropoff-points', {
      name: 'Durio Pickup George Town',
      addressLine1: '88 Lebuh Chulia',
      city: 'George Town',
      state: 'Penang',
      postalCode: '10200',
      translations: { zh: { name: 'Durio 乔治市取货点' } },
    });
    expect(point.statusCode).toBe(201);
    expect(point.json<AdminDropoffPoint>().translations).toEqual({ zh: { name: 'Durio 乔治市取货点' } });
    const renamed = await send('PUT', `/durian/dropoff-points/${point.json().id}`, { translations: { ms: { name: 'Tempat Pengambilan Durio George Town' } } });
    expect(renamed.json<AdminDropoffPoint>().translations).toEqual({
      ms: { name: 'Tempat Pengambilan Durio George Town' },
      zh: { name: 'Durio 乔治市取货点' },
    });
  });

  it('refuses an unknown language or field, or a text too long, with 400 and changes nothing', async () => {
    const before = {
      category: await t.db.select().from(categories).where(eq(categories.id, premium.id)),
      point: await t.db.select().from(dropoffPoints).where(eq(dropoffPoints.id, bangsar.id)),
      file: await t.db.select().from(files).where(eq(files.id, picture.id)),
      product: await t.db.select({ translations: products.translations }).from(products).where(eq(products.id, product.id)),
      records: await t.db.select().from(maintenanceRecords).where(eq(maintenanceRecords.farmId, farm.id)),
    };
    const [record] = before.records;
    const refused: [string, string, unknown][] = [
      ['PUT', `/durian/categories/${premium.id}`, { translations: { fr: { name: 'Premium' } } }],
      ['PUT', `/durian/categories/${premium.id}`, { translations: { zh: { title: '精品' } } }],
      ['PUT', `/durian/categories/${premium.id}`, { translations: { zh: { name: '精'.repeat(101) } } }],
      ['POST', '/durian/categories', { name: 'Never', translations: { en: { name: 'Never' } } }],
      ['PUT', `/durian/dropoff-points/${bangsar.id}`, { translations: { ta: { name: 'Bangsar' } } }],
      ['PUT', `/durian/dropoff-points/${bangsar.id}`, { translations: { zh: { addressLine1: '孟沙' } } }],
      ['PUT', `/s3file/${picture.id}`, { translations: { zh: { caption: '猫'.repeat(501) } } }],
      ['PUT', `/s3file/${picture.id}`, { translations: { id: { caption: 'Musang King' } } }],
      ['PUT', `/durian/products/${product.id}`, { translations: { zh: { size: '大'.repeat(101) } } }],
      ['PUT', `/durian/maintenance/${record!.id}`, { translations: { zh: { performedBy: '员'.repeat(121) } } }],
    ];
    for (const [method, url, body] of refused) {
      const res = await send(method as 'PUT' | 'POST', url, body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    expect({
      category: await t.db.select().from(categories).where(eq(categories.id, premium.id)),
      point: await t.db.select().from(dropoffPoints).where(eq(dropoffPoints.id, bangsar.id)),
      file: await t.db.select().from(files).where(eq(files.id, picture.id)),
      product: await t.db.select({ translations: products.translations }).from(products).where(eq(products.id, product.id)),
      records: await t.db.select().from(maintenanceRecords).where(eq(maintenanceRecords.farmId, farm.id)),
    }).toEqual(before);
    expect((await t.db.select().from(categories).where(eq(categories.name, 'Never')))).toEqual([]);
  });

  it("lets only the admin write a drop-off point's or a category's translations", async () => {
    expect((await send('PUT', `/durian/categories/${premium.id}`, { translations: { zh: { name: 'X' } } }, customer)).statusCode).toBe(403);
    expect((await send('PUT', `/durian/dropoff-points/${bangsar.id}`, { translations: { zh: { name: 'X' } } }, customer)).statusCode).toBe(403);
    expect((await read<Category>(`/durian/categories/${premium.id}?lang=zh`)).name).toBe('精品');
  });
});
