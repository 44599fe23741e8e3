import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchReply } from '@durio/shared/schemas/catalogue';
import { attachTestMedia, createTestFarm, createTestFile, createTestMaintenanceRecord, createTestProduct, createTestTree } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
const days = (n: number) => new Date(Date.UTC(2025, 0, 1 + n));

beforeAll(async () => {
  t = await createTestApp();
  const raub = await createTestFarm(t.db, {
    name: 'Raub Heritage Orchard',
    location: 'Sungai Ruan, Raub, Pahang',
    description: 'A family orchard on the slopes above Sungai Ruan.',
    specialties: ['Musang King', 'Black Thorn'],
    rating: 4.9,
  });
  const bentong = await createTestFarm(t.db, {
    name: 'Bentong Highlands',
    location: 'Karak, Bentong, Pahang',
    description: 'Terraces in the hills.',
    specialties: ['D24'],
    rating: 4.6,
  });
  const pending = await createTestFarm(t.db, {
    name: 'Raub Pending Kebun',
    location: 'Raub, Pahang',
    verificationStatus: 'PENDING',
    specialties: ['Musang King'],
  });

  const mk01 = await createTestTree(t.db, raub.id, { name: 'MK-01', variety: 'Musang King D197', description: 'The grandfather tree.' });
  // Two pictures and a care record each for the farm and the tree: the search lists show one picture, no records.
  for (const [position, caption] of ['First', 'Second'].entries()) {
    await attachTestMedia(t.db, { farmId: raub.id }, (await createTestFile(t.db, { caption })).id, position);
    await attachTestMedia(t.db, { treeId: mk01.id }, (await createTestFile(t.db, { caption })).id, position);
  }
  await createTestMaintenanceRecord(t.db, raub.id, { treeId: mk01.id, description: 'Pruned after the harvest.' });
  await createTestTree(t.db, raub.id, { name: 'BT-03', variety: 'Black Thorn D200', description: null });
  await createTestTree(t.db, bentong.id, { name: 'D24-02', variety: 'D24 Sultan', description: 'Shades the packing shed.' });
  await createTestTree(t.db, pending.id, { name: 'MK-99', variety: 'Musang King D197' });

  await createTestProduct(t.db, {
    name: 'Musang King Grade A',
    variety: 'Musang King D197',
    description: 'Bittersweet golden flesh.',
    farmId: raub.id,
    treeId: mk01.id,
    createdAt: days(1),
  });
  await createTestProduct(t.db, {
    name: 'Black Thorn Premium',
    variety: 'Black Thorn D200',
    description: 'Orange, custard-like flesh.',
    farmId: raub.id,
    createdAt: days(2),
  });
  await createTestProduct(t.db, {
    name: 'D24 Sultan Box',
    variety: 'D24 Sultan',
    description: 'Creamy and sweet; a classic durian.',
    farmId: bentong.id,
    createdAt: days(3),
  });
  await createTestProduct(t.db, { name: 'Musang King Old Stock', farmId: raub.id, deletedAt: days(4), createdAt: days(4) });
  await createTestProduct(t.db, { name: 'Musang King Unverified', farmId: pending.id, createdAt: days(5) });
});

afterAll(async () => {
  await t.close();
});

async function search(q: string, take?: number) {
  const query = new URLSearchParams({ q, ...(take ? { take: String(take) } : {}) });
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/durian/search?${query}` });
  return { status: res.statusCode, body: res.json() };
}

/** Names and totals of the three lists, to compare at a glance. */
function summary(body: SearchReply) {
  return {
    products: [body.products.total, body.products.data.map((p) => p.name)],
    farms: [body.farms.total, body.farms.items.map((f) => f.name)],
    trees: [body.trees.total, body.trees.data.map((tree) => tree.name)],
  };
}

describe('GET /durian/search', () => {
  it('answers each list with list items (decision record 025): first pictures, no care records, stories or long texts', async () => {
    const { body } = await search('musang king');
    const tree = body.trees.data.find((item: { name: string }) => item.name === 'MK-01');
    expect(tree.media.map((file: { caption: string }) => file.caption)).toEqual(['First']);
    expect(tree).not.toHaveProperty('maintenanceRecords');
    const farm = body.farms.items.find((item: { name: string }) => item.name === 'Raub Heritage Orchard');
    expect(farm.media.map((file: { caption: string }) => file.caption)).toEqual(['First']);
    for (const field of ['story', 'cultivationPractices', 'contactEmail', 'website']) expect(farm).not.toHaveProperty(field);
    expect(body.products.data[0]).not.toHaveProperty('storageRecommendations');
    const wholeTree = (await t.app.inject({ method: 'GET', url: `/api/v1/durian/trees/${tree.id}` })).json();
    expect([wholeTree.media.length, wholeTree.maintenanceRecords.length]).toEqual([2, 1]);
  });

  it("finds Musang King by the prefix 'musa': its product, the farm growing it and its tree", async () => {
    const { status, body } = await search('musa');
    expect(status).toBe(200);
    expect(summary(body)).toEqual({
      products: [1, ['Musang King Grade A']],
      farms: [1, ['Raub Heritage Orchard']],
      trees: [1, ['MK-01']],
    });
    expect(body.products.data[0]).toMatchObject({ isOrganic: true, farm: { name: 'Raub Heritage Orchard' } });
    expect(body.trees.data[0]).toMatchObject({ variety: 'Musang King D197', farm: { name: 'Raub Heritage Orchard' } });
  });

  it('finds a variety by its Chinese or Malay name: its products, its trees and the farms growing it', async () => {
    expect(summary((await search('猫山王')).body)).toEqual({
      products: [1, ['Musang King Grade A']],
      farms: [1, ['Raub Heritage Orchard']],
      trees: [1, ['MK-01']],
    });
    // Traditional characters too, as many Malaysian Chinese write them.
    expect(summary((await search('貓山王')).body)).toEqual(summary((await search('猫山王')).body));
    expect(summary((await search('黑刺')).body).products).toEqual([1, ['Black Thorn Premium']]);
    expect(summary((await search('苏丹王')).body)).toEqual({
      products: [1, ['D24 Sultan Box']],
      farms: [1, ['Bentong Highlands']],
      trees: [1, ['D24-02']],
    });
    expect(summary((await search('Raja Kunyit')).body).products).toEqual([1, ['Musang King Grade A']]);
    expect(summary((await search('红虾')).body).products).toEqual([0, []]);
  });

  it('finds in Chinese what the English finds: 劳勿 is Raub, 文冬 Bentong, 果园 an orchard, 榴莲 every durian', async () => {
    expect(summary((await search('劳勿')).body)).toEqual(summary((await search('raub')).body));
    expect(summary((await search('勞勿')).body)).toEqual(summary((await search('raub')).body));
    expect(summary((await search('文冬')).body).farms).toEqual([1, ['Bentong Highlands']]);
    expect(summary((await search('劳勿果园')).body).farms).toEqual([1, ['Raub Heritage Orchard']]);
    expect(summary((await search('榴莲')).body)).toEqual(summary((await search('durian')).body));
    expect(summary((await search('榴莲')).body).products).toEqual([1, ['D24 Sultan Box']]);
  });

  it("finds farms in Raub with 'raub', and their products and trees, never the pending farm's", async () => {
    const { body } = await search('raub');
    expect(summary(body)).toEqual({
      products: [2, ['Black Thorn Premium', 'Musang King Grade A']],
      farms: [1, ['Raub Heritage Orchard']],
      trees: [2, ['BT-03', 'MK-01']],
    });
  });

  it('needs every word of a two-word search, each as a word prefix, across the product and its farm', async () => {
    expect(summary((await search('musang raub')).body)).toEqual({
      products: [1, ['Musang King Grade A']],
      farms: [1, ['Raub Heritage Orchard']],
      trees: [1, ['MK-01']],
    });
    // The farm grows D24, whose Malay name is Sultan (migration 0010), in Bentong.
    expect(summary((await search('Sultan BENT')).body)).toEqual({
      products: [1, ['D24 Sultan Box']],
      farms: [1, ['Bentong Highlands']],
      trees: [1, ['D24-02']],
    });
    expect(summary((await search('d24 02')).body).trees).toEqual([1, ['D24-02']]);
  });

  it('answers three empty lists when nothing matches', async () => {
    const { status, body } = await search('rambutan');
    expect(status).toBe(200);
    expect(body).toEqual({ products: { data: [], total: 0 }, farms: { items: [], total: 0 }, trees: { data: [], total: 0 } });
  });

  it.each([
    // 'a' and 'b' as word prefixes: Raub's description says 'A family orchard', its specialties 'Black Thorn'.
    ['tsquery operators', 'a:* | !b', ['Raub Heritage Orchard']],
    ['a negated word', '!musang', ['Raub Heritage Orchard']],
    ['an unbalanced bracket', 'musang (', ['Raub Heritage Orchard']],
    ['SQL', "musang'); drop table farms; --", []],
    ['only symbols', '&|!():*', []],
    ['letters of another script', '榴莲', []],
  ])('treats %s as plain text, never as a query or an error', async (_label, q, farms) => {
    const { status, body } = await search(q);
    expect(status).toBe(200);
    expect(body.farms.items.map((f: { name: string }) => f.name)).toEqual(farms);
  });

  it('reads quotes and brackets around words as nothing but word breaks', async () => {
    expect(summary((await search(`"musang" ('king')`)).body).products).toEqual([1, ['Musang King Grade A']]);
  });

  it('keeps to take while each total counts every match', async () => {
    const { body } = await search('pahang', 1);
    expect(body.farms).toMatchObject({ total: 2, items: [{ name: 'Raub Heritage Orchard' }] });
    expect(body.products.total).toBe(3);
    expect(body.products.data).toHaveLength(1);
    expect(body.trees.total).toBe(3);
    expect(body.trees.data).toHaveLength(1);
  });

  it.each([
    ['no q', ''],
    ['a blank q', '?q=%20%20'],
    ['a take of 0', '?q=musang&take=0'],
    ['a take over 100', '?q=musang&take=101'],
    ['a q over 200 characters', `?q=${'m'.repeat(201)}`],
  ])('refuses %s with 400', async (_label, query) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/durian/search${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});

describe('GET /durian/products/search', () => {
  it('uses the same full-text search, best match first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/durian/products/search?query=musa&limit=5' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, data: [{ name: 'Musang King Grade A' }] });
  });
});
