import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  createTestFarm,
  createTestFile,
  createTestGalleryEntry,
  createTestMaintenanceRecord,
  createTestProduct,
  createTestTree,
  createTestUser,
  type TestUser,
} from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { adminChanges, farms, maintenanceRecords, products, trees } from '../../db/schema';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
const unknownId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t, { role: 'ADMIN', displayName: 'Aminah Admin' });
  customer = await createTestUser(t);
});
afterAll(async () => {
  await t.close();
});

function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, user: TestUser | null = admin) {
  return t.app.inject({ method, url: `/api/v1${url}`, payload: body as object, headers: user ? user.headers : {} });
}

const history = async (entityId: string) =>
  t.db.select().from(adminChanges).where(eq(adminChanges.entityId, entityId)).orderBy(adminChanges.createdAt);

const farmBody = () => ({
  name: `Kebun ${crypto.randomUUID().slice(0, 6)}`,
  location: 'Karak, Bentong',
  state: 'Pahang',
  description: 'Hillside orchard of old Musang King trees.',
  story: 'Planted by our grandfather in 1978.',
  foundedDate: '1978-03-01',
  contactEmail: 'hello@kebun.my',
  website: 'https://kebun.my',
  specialties: ['Musang King', 'Black Thorn'],
});

const listedFarmIds = async () =>
  ((await send('GET', '/durian/farms?take=100', undefined, null)).json().items as { id: string }[]).map((f) => f.id);

describe('farms (admin)', () => {
  it('creates a PENDING farm that shoppers cannot see until it is verified, with its pictures in order', async () => {
    const [first, second] = [await createTestFile(t.db), await createTestFile(t.db)];
    const created = await send('POST', '/durian/farms', { ...farmBody(), mediaIds: [second.id, first.id] });
    expect(created.statusCode).toBe(201);
    const farm = created.json();
    expect(farm).toMatchObject({ verificationStatus: 'PENDING', isCertified: false, specialties: ['Musang King', 'Black Thorn'] });
    expect(farm.media.map((m: { id: string }) => m.id)).toEqual([second.id, first.id]);
    expect(await listedFarmIds()).not.toContain(farm.id);
    const everyFarm = await send('GET', '/durian/farms?verificationStatus=ALL&take=100');
    expect(everyFarm.json().items.map((f: { id: string }) => f.id)).toContain(farm.id);
    expect((await send('GET', '/durian/farms?verificationStatus=ALL', undefined, customer)).json().items).toEqual([]);
    expect((await send('GET', `/durian/farms/${farm.id}`, undefined, customer)).statusCode).toBe(404);

    const verified = await send('PUT', `/durian/farms/${farm.id}`, { verificationStatus: 'VERIFIED', isCertified: true });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ verificationStatus: 'VERIFIED', isCertified: true, verificationNote: null });
    expect(await listedFarmIds()).toContain(farm.id);
    expect((await history(farm.id)).map((c) => c.action)).toEqual(['created', 'verified']);
  });

  it('rejects a farm only with a reason, which the admin sees and a later verification clears', async () => {
    const farm = await createTestFarm(t.db, { verificationStatus: 'PENDING' });
    const noReason = await send('PUT', `/durian/farms/${farm.id}`, { verificationStatus: 'REJECTED' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Say why the farm is rejected');

    const rejected = await send('PUT', `/durian/farms/${farm.id}`, {
      verificationStatus: 'REJECTED',
      verificationNote: 'No MyGAP certificate on file',
    });
    expect(rejected.json()).toMatchObject({ verificationStatus: 'REJECTED', verificationNote: 'No MyGAP certificate on file' });
    const [row] = await t.db.select().from(farms).where(eq(farms.id, farm.id));
    expect(row?.verificationNote).toBe('No MyGAP certificate on file');

    const verified = await send('PUT', `/durian/farms/${farm.id}`, { verificationStatus: 'VERIFIED' });
    expect(verified.json().verificationNote).toBeNull();
  });

  it('replaces the pictures when mediaIds is sent and keeps them when it is not', async () => {
    const farm = await createTestFarm(t.db);
    const [a, b] = [await createTestFile(t.db), await createTestFile(t.db)];
    await send('PUT', `/durian/farms/${farm.id}`, { mediaIds: [a.id, b.id] });
    const renamed = await send('PUT', `/durian/farms/${farm.id}`, { name: 'Durian Hill' });
    expect(renamed.json()).toMatchObject({ name: 'Durian Hill' });
    expect(renamed.json().media.map((m: { id: string }) => m.id)).toEqual([a.id, b.id]);
    const reordered = await send('PUT', `/durian/farms/${farm.id}`, { mediaIds: [b.id] });
    expect(reordered.json().media.map((m: { id: string }) => m.id)).toEqual([b.id]);
  });

  it("finds a farm's products by its new name and place once it is renamed or moves, and no longer by the old", async () => {
    const farm = await createTestFarm(t.db, { name: 'Kebun Lama', location: 'Karak, Bentong', state: 'Pahang' });
    const product = await createTestProduct(t.db, { farmId: farm.id, name: 'Hidden Gem', variety: 'D13' });
    const found = async (words: string) =>
      ((await send('GET', `/durian/products?search=${encodeURIComponent(words)}`, undefined, null)).json().data as { id: string }[]).map(
        (p) => p.id,
      );
    expect(await found('kebun lama karak')).toEqual([product.id]);

    await send('PUT', `/durian/farms/${farm.id}`, { name: 'Kebun Baharu', location: 'Tanah Rata', state: 'Pahang' });
    expect(await found('kebun baharu tanah rata')).toEqual([product.id]);
    expect(await found('lama')).toEqual([]);
    expect(await found('karak')).toEqual([]);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await t.db.select({ n: count() }).from(farms);
    for (const body of [
      { ...farmBody(), name: '' },
      { ...farmBody(), contactEmail: 'not-an-email' },
      { ...farmBody(), website: 'javascript:alert(1)' },
      { ...farmBody(), rating: 5 },
      { ...farmBody(), verificationStatus: 'MAYBE' },
    ]) {
      expect((await send('POST', '/durian/farms', body)).statusCode).toBe(400);
    }
    expect(await t.db.select({ n: count() }).from(farms)).toEqual(before);
  });

  it('answers 404 for an unknown farm or file, and 403 to customers', async () => {
    expect((await send('PUT', `/durian/farms/${unknownId}`, { name: 'X' })).json().message).toBe('Farm not found');
    const unknownFile = await send('POST', '/durian/farms', { ...farmBody(), mediaIds: [unknownId] });
    expect(unknownFile.statusCode).toBe(404);
    expect(unknownFile.json().message).toBe('File not found');
    const forbidden = await send('POST', '/durian/farms', farmBody(), customer);
    expect(forbidden.json()).toMatchObject({ statusCode: 403, message: 'Forbidden - Admin only' });
    expect((await send('POST', '/durian/farms', farmBody(), null)).statusCode).toBe(401);
  });
});

describe('trees (admin)', () => {
  it('adds, edits and removes a tree; its products stay, no longer naming it', async () => {
    const farm = await createTestFarm(t.db);
    const photo = await createTestFile(t.db);
    const created = await send('POST', `/durian/farms/${farm.id}/trees`, {
      name: 'Tree #12',
      variety: 'Musang King D197',
      plantedYear: 1998,
      height: 14.5,
      trunkSize: 180,
      mediaIds: [photo.id],
    });
    expect(created.statusCode).toBe(201);
    const tree = created.json();
    expect(tree).toMatchObject({ name: 'Tree #12', type: { name: 'Musang King D197' }, height: 14.5, trunkSize: 180, farmId: farm.id });
    expect(tree.media.map((m: { id: string }) => m.id)).toEqual([photo.id]);

    const edited = await send('PUT', `/durian/trees/${tree.id}`, { height: 15, description: 'Our oldest tree.' });
    expect(edited.json()).toMatchObject({ height: 15, description: 'Our oldest tree.', plantedYear: 1998 });
    expect(edited.json().media).toHaveLength(1);

    const product = await createTestProduct(t.db, { farmId: farm.id, treeId: tree.id });
    expect((await send('DELETE', `/durian/trees/${tree.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(trees).where(eq(trees.id, tree.id))).toEqual([]);
    const [kept] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(kept?.treeId).toBeNull();
    expect((await history(tree.id)).map((c) => c.action)).toEqual(['created', 'updated', 'deleted']);
  });

  it('answers 404 for an unknown farm or tree, 400 for bad input, 403 to customers', async () => {
    const farm = await createTestFarm(t.db);
    expect((await send('POST', `/durian/farms/${unknownId}/trees`, { name: 'T', variety: 'V' })).json().message).toBe('Farm not found');
    expect((await send('PUT', `/durian/trees/${unknownId}`, { name: 'T' })).json().message).toBe('Tree not found');
    expect((await send('DELETE', `/durian/trees/${unknownId}`)).statusCode).toBe(404);
    expect((await send('POST', `/durian/farms/${farm.id}/trees`, { name: 'T', variety: 'V', height: -1 })).statusCode).toBe(400);
    expect((await send('POST', `/durian/farms/${farm.id}/trees`, { name: 'T', variety: 'V' }, customer)).statusCode).toBe(403);
    expect(await t.db.select().from(trees).where(eq(trees.farmId, farm.id))).toEqual([]);
  });

  it("refuses a planting year after Malaysia's current one with 400, and changes nothing", async () => {
    const farm = await createTestFarm(t.db);
    const thisYear = new Date(Date.now() + 8 * 60 * 60 * 1000).getUTCFullYear();
    const tree = await createTestTree(t.db, farm.id, { plantedYear: 1998 });

    for (const plantedYear of [thisYear + 1, 2099]) {
      const created = await send('POST', `/durian/farms/${farm.id}/trees`, { name: 'Young tree', variety: 'D24', plantedYear });
      expect(created.json()).toMatchObject({ statusCode: 400, message: 'body.plantedYear: Planting year cannot be in the future' });
      expect((await send('PUT', `/durian/trees/${tree.id}`, { plantedYear })).statusCode).toBe(400);
    }
    expect((await t.db.select().from(trees).where(eq(trees.farmId, farm.id))).map((row) => row.plantedYear)).toEqual([1998]);
    expect((await send('PUT', `/durian/trees/${tree.id}`, { plantedYear: thisYear })).json()).toMatchObject({ plantedYear: thisYear });
  });
});

describe('maintenance records (admin)', () => {
  it('records care work on a farm and on a tree, with a photo, a video and a voice note', async () => {
    const farm = await createTestFarm(t.db, { verificationStatus: 'VERIFIED' });
    const tree = await createTestTree(t.db, farm.id);
    const photo = await createTestFile(t.db);
    const video = await createTestFile(t.db, { storageKey: `test/${crypto.randomUUID()}.mp4`, mimeType: 'video/mp4', thumbnailKey: null });
    const voice = await createTestFile(t.db, { storageKey: `test/${crypto.randomUUID()}.m4a`, mimeType: 'audio/mp4', thumbnailKey: null });

    const farmRecord = await send('POST', `/durian/farms/${farm.id}/maintenance`, {
      date: '2026-06-02',
      description: 'Cleared the drains before the monsoon.',
      mediaIds: [photo.id],
    });
    expect(farmRecord.statusCode).toBe(201);
    expect(farmRecord.json()).toMatchObject({ treeId: null, performedBy: 'Farm Staff' });

    const treeRecord = await send('POST', `/durian/trees/${tree.id}/maintenance`, {
      date: '2026-06-03',
      description: 'Pruned and fertilised.',
      performedBy: 'Pak Ali',
      mediaIds: [video.id, voice.id],
    });
    expect(treeRecord.statusCode).toBe(201);
    expect(treeRecord.json().files.map((f: { type: string }) => f.type)).toEqual(['video/mp4', 'audio/mp4']);

    const farmList = (await send('GET', `/durian/farms/${farm.id}/maintenance`, undefined, null)).json();
    expect(farmList.map((r: { id: string }) => r.id)).toEqual([farmRecord.json().id]);
    const treePage = (await send('GET', `/durian/trees/${tree.id}`, undefined, null)).json();
    expect(treePage.maintenanceRecords.map((r: { performedBy: string }) => r.performedBy)).toEqual(['Pak Ali']);
  });

  it('edits and removes a record; unknown ones are 404, bad dates 400', async () => {
    const farm = await createTestFarm(t.db);
    const record = await createTestMaintenanceRecord(t.db, farm.id);
    const edited = await send('PUT', `/durian/maintenance/${record.id}`, { description: 'Pruned the upper branches too.' });
    expect(edited.json()).toMatchObject({ description: 'Pruned the upper branches too.', date: '2025-06-01' });
    expect((await send('PUT', `/durian/maintenance/${record.id}`, { date: '2 June' })).statusCode).toBe(400);
    expect((await send('DELETE', `/durian/maintenance/${record.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(maintenanceRecords).where(eq(maintenanceRecords.id, record.id))).toEqual([]);
    expect((await send('PUT', `/durian/maintenance/${record.id}`, { description: 'x' })).json().message).toBe('Maintenance record not found');
    expect((await send('POST', `/durian/trees/${unknownId}/maintenance`, { date: '2026-01-01', description: 'x' })).statusCode).toBe(404);
    expect((await history(record.id)).map((c) => c.action)).toEqual(['updated', 'deleted']);
  });
});

describe("a farm's care records in the console (admin)", () => {
  const page = (farmId: string, query = '', user: TestUser | null = admin) => send('GET', `/durian/farms/${farmId}/maintenance/admin${query}`, undefined, user);

  it("lists the farm's own records and those of every tree, newest first, each naming its tree, a page at a time", async () => {
    const farm = await createTestFarm(t.db, { verificationStatus: 'PENDING' });
    const other = await createTestFarm(t.db);
    // More trees than any list the console once read whole: the 120th tree's record is listed too.
    const treeRows = await t.db
      .insert(trees)
      .values(Array.from({ length: 120 }, (_, i) => ({ farmId: farm.id, name: `Tree ${String(i + 1).padStart(3, '0')}`, variety: 'D24' })))
      .returning();
    const last = treeRows.at(-1)!;
    const wholeFarm = await createTestMaintenanceRecord(t.db, farm.id, { date: '2026-03-01' });
    const lastTree = await createTestMaintenanceRecord(t.db, farm.id, { treeId: last.id, date: '2026-04-01', description: 'Fed the 120th tree.' });
    for (const [i, tree] of treeRows.slice(0, 23).entries()) {
      await createTestMaintenanceRecord(t.db, farm.id, { treeId: tree.id, date: `2025-01-${String(i + 1).padStart(2, '0')}` });
    }
    await createTestMaintenanceRecord(t.db, other.id, { date: '2026-05-01' });

    const first = await page(farm.id, '?take=10');
    expect(first.statusCode).toBe(200);
    expect(first.json().total).toBe(25);
    expect(first.json().data).toHaveLength(10);
    expect(first.json().data[0]).toMatchObject({ id: lastTree.id, treeId: last.id, tree: { id: last.id, name: 'Tree 120' } });
    expect(first.json().data[1]).toMatchObject({ id: wholeFarm.id, treeId: null, tree: null });

    const pages = [first.json().data];
    for (const skip of [10, 20]) pages.push((await page(farm.id, `?skip=${skip}&take=10`)).json().data);
    const dates = pages.flat().map((r: { date: string }) => r.date);
    expect(dates).toHaveLength(25);
    expect(new Set(pages.flat().map((r: { id: string }) => r.id)).size).toBe(25);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await page(farm.id, '?skip=30')).json()).toEqual({ data: [], total: 25 });
    // Twenty to a page unless asked.
    expect((await page(farm.id)).json().data).toHaveLength(20);
  });

  it('carries the translations the console edits', async () => {
    const farm = await createTestFarm(t.db);
    await createTestMaintenanceRecord(t.db, farm.id, { translations: { ms: { description: 'Memangkas dahan bawah.' } } });
    expect((await page(farm.id)).json().data[0].translations).toEqual({ ms: { description: 'Memangkas dahan bawah.' } });
  });

  it('refuses bad paging with 400 and the field, an unknown farm with 404, a customer with 403 and a visitor with 401', async () => {
    const farm = await createTestFarm(t.db);
    for (const [query, field] of [
      ['?take=0', 'take'],
      ['?take=101', 'take'],
      ['?skip=-1', 'skip'],
      ['?take=ten', 'take'],
    ]) {
      const refused = await page(farm.id, query);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(new RegExp(`^querystring\\.${field}: `));
    }
    const unknown = await page(unknownId);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Farm not found');
    expect((await page(farm.id, '', customer)).json()).toMatchObject({ statusCode: 403, message: 'Forbidden - Admin only' });
    expect((await page(farm.id, '', null)).statusCode).toBe(401);
  });
});

describe('gallery entries (admin)', () => {
  it('adds, edits and removes an entry in the farm gallery', async () => {
    const farm = await createTestFarm(t.db, { verificationStatus: 'VERIFIED' });
    const [a, b] = [await createTestFile(t.db), await createTestFile(t.db)];
    const created = await send('POST', `/durian/gallery/${farm.id}`, { title: 'Harvest 2026', mediaIds: [a.id, b.id] });
    expect(created.statusCode).toBe(201);
    expect(created.json().files.map((f: { id: string }) => f.id)).toEqual([a.id, b.id]);

    const edited = await send('PUT', `/durian/gallery/entries/${created.json().id}`, { description: 'First fruit fall.', mediaIds: [b.id] });
    expect(edited.json()).toMatchObject({ title: 'Harvest 2026', description: 'First fruit fall.' });
    expect(edited.json().files.map((f: { id: string }) => f.id)).toEqual([b.id]);

    const gallery = (await send('GET', `/durian/gallery/${farm.id}`, undefined, null)).json();
    expect(gallery.entries.map((e: { title: string }) => e.title)).toEqual(['Harvest 2026']);
    expect((await send('DELETE', `/durian/gallery/entries/${created.json().id}`)).statusCode).toBe(204);
    expect((await send('GET', `/durian/gallery/${farm.id}`, undefined, null)).json().entries).toEqual([]);
  });

  it('needs at least one file and a title; unknown entries are 404; customers get 403', async () => {
    const farm = await createTestFarm(t.db);
    expect((await send('POST', `/durian/gallery/${farm.id}`, { title: 'Empty', mediaIds: [] })).statusCode).toBe(400);
    expect((await send('POST', `/durian/gallery/${unknownId}`, { title: 'X', mediaIds: [(await createTestFile(t.db)).id] })).statusCode).toBe(404);
    const entry = await createTestGalleryEntry(t.db, farm.id);
    expect((await send('PUT', `/durian/gallery/entries/${entry.id}`, { title: '' })).statusCode).toBe(400);
    expect((await send('DELETE', `/durian/gallery/entries/${entry.id}`, undefined, customer)).statusCode).toBe(403);
    expect((await send('DELETE', `/durian/gallery/entries/${unknownId}`)).json().message).toBe('Gallery entry not found');
  });
});
