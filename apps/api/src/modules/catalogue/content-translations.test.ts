import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farm, FarmListItem, MaintenanceRecord, Product, ProductListItem, SearchReply, Tree } from '@durio/shared/schemas/catalogue';
import {
  createTestFarm,
  createTestMaintenanceRecord,
  createTestProduct,
  createTestTree,
  createTestUser,
  type TestUser,
} from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/*
 * docs/product/languages.md, decision record 024: descriptions, stories and care records in Bahasa Melayu and Chinese, read with
 * `lang`, field by field falling back to English; the admin's reads and writes of the translations; and search
 * over the Malay and Chinese texts (Chinese as character pairs, migration 0012).
 */

let t: TestApp;
let admin: TestUser;
let farm: { id: string };
let otherFarm: { id: string };
let tree: { id: string };
let musangKing: { id: string };
let d24: { id: string };
const days = (n: number) => new Date(Date.UTC(2025, 0, 1 + n));

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t, { role: 'ADMIN' });
  farm = await createTestFarm(t.db, {
    name: 'Raub Heritage Orchard',
    location: 'Sungai Ruan, Raub, Pahang',
    description: 'A family orchard above Sungai Ruan.',
    story: 'Planted among rubber trees in 1972.',
    cultivationPractices: 'Nets catch the fruit when it falls.',
    specialties: ['Musang King'],
    translations: {
      ms: { description: 'Dusun keluarga di lereng bukit Sungai Ruan.', story: 'Ditanam di celah pokok getah pada tahun 1972.' },
      // An empty text written behind the API's back still reads as no translation.
      zh: { description: '位于双溪鲁安山坡上的家族果园。', story: '', cultivationPractices: '果实熟透落下时由网子接住。' },
    },
  });
  otherFarm = await createTestFarm(t.db, {
    name: 'Muar River Farm',
    location: 'Bukit Kepong, Muar, Johor',
    state: 'Johor',
    description: 'Flat land along the river.',
    specialties: ['D24'],
  });
  tree = await createTestTree(t.db, farm.id, {
    name: 'MK-01',
    variety: 'Musang King D197',
    description: 'The grandfather tree.',
    translations: { ms: { description: 'Pokok datuk yang masih berbuah lebat.' }, zh: { description: '至今仍硕果累累的老祖树。' } },
  });
  await createTestMaintenanceRecord(t.db, farm.id, {
    treeId: tree.id,
    date: '2025-06-10',
    description: 'Sealed a pruning wound with copper paste.',
    translations: { ms: { description: 'Menutup luka cantasan dengan pes tembaga.' }, zh: { description: '用铜膏封住修剪留下的伤口。' } },
  });
  await createTestMaintenanceRecord(t.db, farm.id, {
    date: '2025-06-12',
    description: 'Collected the fallen fruit at dawn.',
    translations: { ms: { description: 'Mengutip buah yang gugur pada waktu subuh.' } },
  });

  musangKing = await createTestProduct(t.db, {
    name: 'Musang King Grade A',
    variety: 'Musang King D197',
    description: 'Bittersweet golden flesh.',
    storageRecommendations: 'Keep in a cool place.',
    ripenessTimeline: 'Best on the day it arrives.',
    nutritionalInfo: 'About 147 kcal per 100 g.',
    farmId: farm.id,
    treeId: tree.id,
    isFeatured: true,
    createdAt: days(3),
    translations: {
      ms: { description: 'Isi keemasan yang lemak, pahit manis.', storageRecommendations: 'Simpan di tempat yang sejuk.' },
      zh: { description: '这款猫山王果肉金黄，苦中带甜。', ripenessTimeline: '到货当天享用最佳。' },
    },
  });
  await createTestProduct(t.db, {
    name: 'Red Prawn Box',
    variety: 'Red Prawn D175',
    description: 'Sticky, sweet orange flesh.',
    farmId: farm.id,
    createdAt: days(2),
    translations: { ms: { description: 'Isi jingga yang melekit dan manis.' }, zh: { description: '果肉橙红，香甜黏口。' } },
  });
  d24 = await createTestProduct(t.db, {
    name: 'D24 Sultan Box',
    variety: 'D24 Sultan',
    description: 'The creamy classic.',
    farmId: otherFarm.id,
    createdAt: days(1),
  });
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const write = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: admin.headers, payload });
const texts = (p: Product) => [p.description, p.storageRecommendations, p.ripenessTimeline, p.nutritionalInfo];

describe('product reads in a language', () => {
  it('answers the Malay or Chinese text of each field that has one, and English for the others', async () => {
    const ms = (await get(`/durian/products/${musangKing.id}?lang=ms`)).json();
    expect(texts(ms)).toEqual([
      'Isi keemasan yang lemak, pahit manis.',
      'Simpan di tempat yang sejuk.',
      'Best on the day it arrives.',
      'About 147 kcal per 100 g.',
    ]);
    const zh = (await get(`/durian/products/${musangKing.id}?lang=zh`)).json();
    expect(texts(zh)).toEqual(['这款猫山王果肉金黄，苦中带甜。', 'Keep in a cool place.', '到货当天享用最佳。', 'About 147 kcal per 100 g.']);
    // Names are never translated (docs/product/languages.md).
    expect([zh.name, zh.farm.name, zh.tree.name]).toEqual(['Musang King Grade A', 'Raub Heritage Orchard', 'MK-01']);
  });

  it('answers English for en, for no lang, and for a product without translations, in the same shape', async () => {
    const none = await get(`/durian/products/${musangKing.id}`);
    const en = await get(`/durian/products/${musangKing.id}?lang=en`);
    expect(en.body).toBe(none.body);
    expect(texts(none.json())).toEqual(['Bittersweet golden flesh.', 'Keep in a cool place.', 'Best on the day it arrives.', 'About 147 kcal per 100 g.']);
    const zh = (await get(`/durian/products/${musangKing.id}?lang=zh`)).json();
    expect(Object.keys(zh)).toEqual(Object.keys(none.json()));
    expect(zh).not.toHaveProperty('translations');
    expect((await get(`/durian/products/${d24.id}?lang=zh`)).json().description).toBe('The creamy classic.');
  });

  it.each(['fr', 'MS', 'zh-Hans', ''])('refuses lang=%s with 400', async (lang) => {
    for (const url of [`/durian/products/${musangKing.id}`, '/durian/products', `/durian/farms/${farm.id}`, '/durian/search?q=musang&x=1']) {
      const res = await get(`${url}${url.includes('?') ? '&' : '?'}lang=${lang}`);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
  });

  it('translates the lists: the shop, featured, a tree’s products, a search and a category-free search page', async () => {
    const list = (await get(`/durian/products?farmId=${farm.id}&lang=ms`)).json();
    expect(list.data.map((p: ProductListItem) => p.description)).toEqual(['Isi keemasan yang lemak, pahit manis.', 'Isi jingga yang melekit dan manis.']);
    const featured = (await get('/durian/products/featured?lang=zh')).json();
    expect(featured.map((p: ProductListItem) => p.description)).toEqual(['这款猫山王果肉金黄，苦中带甜。']);
    const ofTree = (await get(`/durian/products/by-tree/${tree.id}?lang=ms`)).json();
    expect(ofTree.map((p: ProductListItem) => p.description)).toEqual(['Isi keemasan yang lemak, pahit manis.']);
    const found = (await get('/durian/products/search?query=box&lang=zh')).json();
    expect(found.data.map((p: ProductListItem) => [p.name, p.description])).toEqual([
      ['Red Prawn Box', '果肉橙红，香甜黏口。'],
      ['D24 Sultan Box', 'The creamy classic.'],
    ]);
    // The same total in every language.
    expect((await get(`/durian/products?farmId=${farm.id}&lang=zh`)).json().total).toBe(list.total);
  });
});

describe('farm, tree and care record reads in a language', () => {
  it("answers a farm's description, story and practices in Malay or Chinese, English where it has none", async () => {
    const ms: Farm = (await get(`/durian/farms/${farm.id}?lang=ms`)).json();
    expect([ms.description, ms.story, ms.cultivationPractices]).toEqual([
      'Dusun keluarga di lereng bukit Sungai Ruan.',
      'Ditanam di celah pokok getah pada tahun 1972.',
      'Nets catch the fruit when it falls.',
    ]);
    const zh: Farm = (await get(`/durian/farms/${farm.id}?lang=zh`)).json();
    expect([zh.description, zh.story, zh.cultivationPractices]).toEqual([
      '位于双溪鲁安山坡上的家族果园。',
      'Planted among rubber trees in 1972.',
      '果实熟透落下时由网子接住。',
    ]);
    const list = (await get(`/durian/farms?farmId=${farm.id}&lang=zh`)).json();
    expect(list.items.map((f: FarmListItem) => [f.name, f.description])).toEqual([['Raub Heritage Orchard', '位于双溪鲁安山坡上的家族果园。']]);
    expect(list.items[0]).not.toHaveProperty('translations');
  });

  it("answers a tree's description and its care records in the language, on the tree and in its farm's list", async () => {
    const one: Tree = (await get(`/durian/trees/${tree.id}?lang=zh`)).json();
    expect(one.description).toBe('至今仍硕果累累的老祖树。');
    expect(one.maintenanceRecords.map((r) => r.description)).toEqual(['用铜膏封住修剪留下的伤口。']);
    const list = (await get(`/durian/farms/${farm.id}/trees?lang=ms`)).json();
    expect(list.data.map((item: Tree) => [item.description, item.maintenanceRecords[0]?.description])).toEqual([
      ['Pokok datuk yang masih berbuah lebat.', 'Menutup luka cantasan dengan pes tembaga.'],
    ]);
    expect((await get(`/durian/trees/${tree.id}`)).json().description).toBe('The grandfather tree.');
  });

  it("answers the farm's own care records in the language, English where one has none", async () => {
    const ms = (await get(`/durian/farms/${farm.id}/maintenance?lang=ms`)).json();
    expect(ms.map((r: MaintenanceRecord) => r.description)).toEqual(['Mengutip buah yang gugur pada waktu subuh.']);
    const zh = (await get(`/durian/farms/${farm.id}/maintenance?lang=zh`)).json();
    expect(zh.map((r: MaintenanceRecord) => r.description)).toEqual(['Collected the fallen fruit at dawn.']);
  });

  it('answers the search page in the language: products, farms and trees', async () => {
    const body: SearchReply = (await get('/durian/search?q=raub&lang=zh')).json();
    expect(body.products.data.map((p) => p.description)).toEqual(['这款猫山王果肉金黄，苦中带甜。', '果肉橙红，香甜黏口。']);
    expect(body.farms.items.map((f) => f.description)).toEqual(['位于双溪鲁安山坡上的家族果园。']);
    expect(body.trees.data.map((item) => item.description)).toEqual(['至今仍硕果累累的老祖树。']);
  });
});

describe("the admin's translations", () => {
  it('answers them whole to the admin, beside the English texts, on every read the console makes', async () => {
    const product = (await get(`/durian/products/${musangKing.id}`, admin.headers)).json();
    expect(product.description).toBe('Bittersweet golden flesh.');
    expect(product.translations).toEqual({
      ms: { description: 'Isi keemasan yang lemak, pahit manis.', storageRecommendations: 'Simpan di tempat yang sejuk.' },
      zh: { description: '这款猫山王果肉金黄，苦中带甜。', ripenessTimeline: '到货当天享用最佳。' },
    });
    const farmRead = (await get(`/durian/farms/${farm.id}`, admin.headers)).json();
    expect(farmRead.translations.ms).toEqual({
      description: 'Dusun keluarga di lereng bukit Sungai Ruan.',
      story: 'Ditanam di celah pokok getah pada tahun 1972.',
    });
    const trees = (await get(`/durian/farms/${farm.id}/trees`, admin.headers)).json();
    expect(trees.data[0].translations).toEqual({ ms: { description: 'Pokok datuk yang masih berbuah lebat.' }, zh: { description: '至今仍硕果累累的老祖树。' } });
    expect(trees.data[0].maintenanceRecords[0].translations.zh).toEqual({ description: '用铜膏封住修剪留下的伤口。' });
    const records = (await get(`/durian/farms/${farm.id}/maintenance`, admin.headers)).json();
    expect(records[0].translations).toEqual({ ms: { description: 'Mengutip buah yang gugur pada waktu subuh.' } });
  });

  it('creates a product with translations, trimmed, empty texts left out', async () => {
    const res = await write('POST', '/durian/products', {
      name: 'Black Thorn Premium',
      description: 'Orange, custard-like flesh.',
      price: 180,
      stock: 5,
      farmId: farm.id,
      variety: 'Black Thorn D200',
      translations: { ms: { description: '  Isi jingga selembut kastard.  ', nutritionalInfo: '' }, zh: {} },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().translations).toEqual({ ms: { description: 'Isi jingga selembut kastard.' } });
    expect((await get(`/durian/products/${res.json().id}?lang=ms`)).json().description).toBe('Isi jingga selembut kastard.');
  });

  it('sets the languages and fields an update names, removes those sent empty, keeps the rest, and records the change', async () => {
    const product = await createTestProduct(t.db, {
      name: 'D101 Creamy',
      variety: 'D101',
      farmId: otherFarm.id,
      description: 'Creamy.',
      translations: { ms: { description: 'Berkrim.', storageRecommendations: 'Simpan sejuk.' }, zh: { description: '奶香浓郁。' } },
    });
    const res = await write('PUT', `/durian/products/${product.id}`, {
      translations: { ms: { storageRecommendations: '', ripenessTimeline: 'Makan pada hari tiba.' }, zh: { description: '奶香浓郁，口感细腻。' } },
    });
    expect(res.statusCode).toBe(200);
    const after = {
      ms: { description: 'Berkrim.', ripenessTimeline: 'Makan pada hari tiba.' },
      zh: { description: '奶香浓郁，口感细腻。' },
    };
    expect(res.json().translations).toEqual(after);
    // A language left with no text goes away.
    const emptied = await write('PUT', `/durian/products/${product.id}`, { translations: { zh: { description: '' } } });
    expect(emptied.json().translations).toEqual({ ms: after.ms });

    const history = (await get(`/durian/admin/changes?entity=product&entityId=${product.id}`, admin.headers)).json();
    expect(history.items.map((c: { before: { translations: unknown }; after: { translations: unknown } }) => [c.before.translations, c.after.translations])).toEqual([
      [after, { ms: after.ms }],
      [{ ms: { description: 'Berkrim.', storageRecommendations: 'Simpan sejuk.' }, zh: { description: '奶香浓郁。' } }, after],
    ]);
  });

  it('writes the translations of farms, trees and care records the same way', async () => {
    const newFarm = await write('POST', '/durian/farms', {
      name: 'Bentong Highland Estate',
      location: 'Karak, Bentong, Pahang',
      state: 'Pahang',
      description: 'Misty hillsides.',
      translations: { ms: { description: 'Lereng bukit yang berkabus.' }, zh: { story: '一对夫妇让荒废的果园重获新生。' } },
    });
    expect(newFarm.statusCode).toBe(201);
    const farmId = newFarm.json().id as string;
    const farmPut = await write('PUT', `/durian/farms/${farmId}`, { translations: { zh: { description: '云雾缭绕的山坡。' } } });
    expect(farmPut.json().translations).toEqual({
      ms: { description: 'Lereng bukit yang berkabus.' },
      zh: { story: '一对夫妇让荒废的果园重获新生。', description: '云雾缭绕的山坡。' },
    });

    const newTree = await write('POST', `/durian/farms/${farmId}/trees`, {
      name: 'TK-05',
      variety: 'Tekka D160',
      translations: { zh: { description: '庄园当年正是为这棵老竹脚树而买下的。' } },
    });
    expect(newTree.json().translations).toEqual({ zh: { description: '庄园当年正是为这棵老竹脚树而买下的。' } });
    const treePut = await write('PUT', `/durian/trees/${newTree.json().id}`, { translations: { ms: { description: 'Pokok Tekka lama.' } } });
    expect(treePut.json().translations).toEqual({
      ms: { description: 'Pokok Tekka lama.' },
      zh: { description: '庄园当年正是为这棵老竹脚树而买下的。' },
    });

    const record = await write('POST', `/durian/farms/${farmId}/maintenance`, {
      date: '2025-06-20',
      description: 'Flushed the drip lines.',
      translations: { ms: { description: 'Membilas semua saluran titis.' } },
    });
    expect(record.statusCode).toBe(201);
    expect(record.json().translations).toEqual({ ms: { description: 'Membilas semua saluran titis.' } });
    const recordPut = await write('PUT', `/durian/maintenance/${record.json().id}`, { translations: { ms: { description: '' } } });
    expect(recordPut.statusCode).toBe(200);
    expect(recordPut.json().translations).toEqual({});
    const history = (await get(`/durian/admin/changes?entity=maintenance%20record&entityId=${record.json().id}`, admin.headers)).json();
    expect(history.items[0].after.translations).toEqual({});
  });

  it.each([
    ['English, which is the field itself', { en: { description: 'Creamy.' } }],
    ['another language', { fr: { description: 'Crémeux.' } }],
    ['a field that is not translated', { ms: { name: 'Musang King' } }],
    ['a text longer than the English field may be', { zh: { storageRecommendations: '榴'.repeat(2001) } }],
    ['a text that is not a string', { ms: { description: 42 } }],
    ['a language that is not an object', { ms: 'Berkrim.' }],
  ])('refuses %s with 400, changing nothing', async (_label, translations) => {
    const res = await write('PUT', `/durian/products/${d24.id}`, { translations });
    expect(res.statusCode).toBe(400);
    expect((await get(`/durian/products/${d24.id}`, admin.headers)).json().translations).toEqual({});
  });
});

describe('search in Malay and Chinese', () => {
  const productNames = async (q: string) => {
    const body: SearchReply = (await get(`/durian/search?q=${encodeURIComponent(q)}`)).json();
    return body.products.data.map((p) => p.name);
  };

  it('finds a product by a word of its Malay description, as a word prefix', async () => {
    expect(await productNames('keemasan')).toEqual(['Musang King Grade A']);
    expect(await productNames('melekit')).toEqual(['Red Prawn Box']);
    expect(await productNames('isi manis')).toEqual(['Musang King Grade A', 'Red Prawn Box']);
    const list = (await get('/durian/products?search=jingga')).json();
    expect(list.data.map((p: ProductListItem) => p.name)).toEqual(['Black Thorn Premium', 'Red Prawn Box']);
    expect((await get('/durian/products?search=kastard')).json().data.map((p: ProductListItem) => p.name)).toEqual(['Black Thorn Premium']);
  });

  it('finds a product by a Chinese word inside a sentence of its Chinese description', async () => {
    expect(await productNames('金黄')).toEqual(['Musang King Grade A']);
    expect(await productNames('苦中带甜')).toEqual(['Musang King Grade A']);
    expect(await productNames('香甜')).toEqual(['Red Prawn Box']);
    const found = (await get(`/durian/products/search?query=${encodeURIComponent('橙红')}`)).json();
    expect(found.data.map((p: ProductListItem) => p.name)).toEqual(['Red Prawn Box']);
  });

  it('finds nothing with a Chinese word no product has, nor one whose characters are only apart', async () => {
    expect(await productNames('臭味')).toEqual([]);
    expect(await productNames('奶香')).toEqual([]);
    // 金 and 甜 are both in the Musang King's sentence, never side by side.
    expect(await productNames('金甜')).toEqual([]);
  });

  it("still finds varieties by their other names (migration 0010), and Chinese names inside a product's sentence", async () => {
    expect(await productNames('猫山王')).toEqual(['Musang King Grade A']);
    expect(await productNames('貓山王')).toEqual(['Musang King Grade A']);
    expect(await productNames('红虾')).toEqual(['Red Prawn Box']);
    expect(await productNames('苏丹王')).toEqual(['D24 Sultan Box']);
    expect(await productNames('Raja Kunyit')).toEqual(['Musang King Grade A']);
    expect(await productNames('黑刺')).toEqual(['Black Thorn Premium']);
  });

  it('finds farms and trees by their Malay and Chinese descriptions', async () => {
    const farms = async (q: string) => ((await get(`/durian/search?q=${encodeURIComponent(q)}`)).json() as SearchReply).farms.items.map((f) => f.name);
    const trees = async (q: string) => ((await get(`/durian/search?q=${encodeURIComponent(q)}`)).json() as SearchReply).trees.data.map((x) => x.name);
    expect(await farms('lereng')).toEqual(['Raub Heritage Orchard']);
    expect(await farms('家族果园')).toEqual(['Raub Heritage Orchard']);
    expect(await trees('老祖树')).toEqual(['MK-01']);
    expect(await trees('datuk')).toEqual(['MK-01']);
    const ownTrees = (await get(`/durian/farms/${farm.id}/trees?search=${encodeURIComponent('硕果')}`)).json();
    expect(ownTrees.data.map((x: Tree) => x.name)).toEqual(['MK-01']);
  });

  it('finds a product by the translation an admin writes, and no longer once it is removed', async () => {
    const set = await write('PUT', `/durian/products/${d24.id}`, { translations: { zh: { description: '经典苏丹王，奶香浓郁。' } } });
    expect(set.statusCode).toBe(200);
    expect(await productNames('奶香')).toEqual(['D24 Sultan Box']);
    await write('PUT', `/durian/products/${d24.id}`, { translations: { zh: { description: '' } } });
    expect(await productNames('奶香')).toEqual([]);
    expect(await productNames('苏丹王')).toEqual(['D24 Sultan Box']);
  });
});

describe('the read cache with languages', () => {
  let cached: TestApp;
  let cachedAdmin: TestUser;
  let productId: string;

  beforeAll(async () => {
    cached = await createTestApp({ env: { CATALOGUE_CACHE_MS: '60000' } });
    cachedAdmin = await createTestUser(cached, { role: 'ADMIN' });
    productId = (await createTestProduct(cached.db, { description: 'Creamy.', translations: { ms: { description: 'Berkrim.' } } })).id;
  });
  afterAll(async () => {
    await cached.close();
  });

  const read = (lang: string) => cached.app.inject({ method: 'GET', url: `/api/v1/durian/products/${productId}?lang=${lang}` });

  it('keeps each language apart, and a translation written shows at once', async () => {
    expect((await read('ms')).json().description).toBe('Berkrim.');
    const english = await read('en');
    expect(english.headers['x-catalogue-cache']).toBeUndefined();
    expect(english.json().description).toBe('Creamy.');
    const again = await read('ms');
    expect(again.headers['x-catalogue-cache']).toBe('hit');
    expect(again.json().description).toBe('Berkrim.');

    const put = await cached.app.inject({
      method: 'PUT',
      url: `/api/v1/durian/products/${productId}`,
      headers: cachedAdmin.headers,
      payload: { translations: { ms: { description: 'Lemak berkrim.' } } },
    });
    expect(put.statusCode).toBe(200);
    const after = await read('ms');
    expect(after.headers['x-catalogue-cache']).toBeUndefined();
    expect(after.json().description).toBe('Lemak berkrim.');
  });
});
