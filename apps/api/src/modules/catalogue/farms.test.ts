import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farm, Tree } from '@durio/shared/schemas/catalogue';
import {
  attachTestMedia,
  createTestFarm,
  createTestFile,
  createTestGalleryEntry,
  createTestMaintenanceRecord,
  createTestTree,
  createTestUser,
  type TestUser,
} from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let raub: Awaited<ReturnType<typeof createTestFarm>>;
let penang: Awaited<ReturnType<typeof createTestFarm>>;
let johor: Awaited<ReturnType<typeof createTestFarm>>;
let pending: Awaited<ReturnType<typeof createTestFarm>>;
let musangTree: Awaited<ReturnType<typeof createTestTree>>;
const unknownId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t, { role: 'ADMIN' });
  customer = await createTestUser(t);
  raub = await createTestFarm(t.db, {
    name: 'Raub Heritage Orchard',
    state: 'Pahang',
    rating: 4.8,
    specialties: ['Musang King', 'Black Thorn'],
    isCertified: true,
  });
  penang = await createTestFarm(t.db, {
    name: 'Balik Pulau Hillside',
    location: 'Balik Pulau, Penang',
    state: 'Penang',
    rating: 4.8,
    specialties: ['Red Prawn', 'Hor Lor'],
    isCertified: false,
  });
  johor = await createTestFarm(t.db, {
    name: 'Muar Valley Estate',
    location: 'Muar, Johor',
    state: 'Johor',
    rating: 4.5,
    specialties: ['D24'],
  });
  pending = await createTestFarm(t.db, { name: 'Pending Kebun', verificationStatus: 'PENDING', rating: 5 });

  musangTree = await createTestTree(t.db, raub.id, {
    name: 'MK-01',
    variety: 'Musang King D197',
    heightM: 14.5,
    trunkSizeCm: 62,
    plantedYear: 1998,
  });
  await createTestTree(t.db, raub.id, { name: 'MK-02', variety: 'Musang King D197' });
  await createTestTree(t.db, raub.id, { name: 'BT-01', variety: 'Black Thorn D200', description: 'Near the river' });
  await createTestTree(t.db, pending.id, { name: 'P-01' });

  const farmPicture = await createTestFile(t.db, { caption: 'Orchard view' });
  await attachTestMedia(t.db, { farmId: raub.id }, farmPicture.id);
  const treePicture = await createTestFile(t.db, { caption: 'MK-01 in bloom' });
  await attachTestMedia(t.db, { treeId: musangTree.id }, treePicture.id);
});

afterAll(async () => {
  await t.close();
});

function get(url: string, user?: TestUser) {
  return t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user ? user.headers : {} });
}
const farmNames = (body: { items: Farm[] }) => body.items.map((f) => f.name);

describe('GET /durian/farms', () => {
  it('lists verified farms by rating then name as {items, meta: {totalCount}}, hiding pending ones', async () => {
    const res = await get('/durian/farms');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(farmNames(body)).toEqual(['Balik Pulau Hillside', 'Raub Heritage Orchard', 'Muar Valley Estate']);
    expect(body.meta).toEqual({ totalCount: 3 });
    const raubFarm = body.items.find((f: Farm) => f.id === raub.id);
    expect(raubFarm).toMatchObject({ treeCount: 3, varietyCount: 2, verificationStatus: 'VERIFIED' });
    expect(raubFarm.media).toEqual([expect.objectContaining({ caption: 'Orchard view', type: 'image/webp' })]);
  });

  it('pages with take and skip', async () => {
    const res = await get('/durian/farms?take=1&skip=1');
    expect(res.json()).toMatchObject({ items: [{ name: 'Raub Heritage Orchard' }], meta: { totalCount: 3 } });
  });

  it('matches farms having any of the comma-joined specialties', async () => {
    const res = await get('/durian/farms?specialties=black%20thorn,D24');
    expect(farmNames(res.json())).toEqual(['Raub Heritage Orchard', 'Muar Valley Estate']);
  });

  it('filters by search text, state and certification, and sorts by name or newest', async () => {
    expect(farmNames((await get('/durian/farms?search=balik')).json())).toEqual(['Balik Pulau Hillside']);
    expect(farmNames((await get('/durian/farms?search=red%20prawn')).json())).toEqual(['Balik Pulau Hillside']);
    expect(farmNames((await get('/durian/farms?state=johor')).json())).toEqual(['Muar Valley Estate']);
    expect(farmNames((await get('/durian/farms?certified=false')).json())).toEqual(['Balik Pulau Hillside']);
    expect(farmNames((await get('/durian/farms?sort=name')).json())[0]).toBe('Balik Pulau Hillside');
    expect(farmNames((await get('/durian/farms?sort=newest')).json())[0]).toBe('Muar Valley Estate');
  });

  it("searches by word prefixes: 'raub' finds farms in Raub, 'musa' a farm growing Musang King", async () => {
    expect(farmNames((await get('/durian/farms?search=raub')).json())).toEqual(['Raub Heritage Orchard']);
    expect(farmNames((await get('/durian/farms?search=musa')).json())).toEqual(['Raub Heritage Orchard']);
    expect(farmNames((await get('/durian/farms?search=pah')).json())).toEqual(['Raub Heritage Orchard']);
    expect(farmNames((await get('/durian/farms?search=hor%20lo')).json())).toEqual(['Balik Pulau Hillside']);
    expect(farmNames((await get('/durian/farms?search=muar%20d24')).json())).toEqual(['Muar Valley Estate']);
    expect((await get('/durian/farms?search=muar%20musang')).json()).toEqual({ items: [], meta: { totalCount: 0 } });
    expect((await get(`/durian/farms?search=${encodeURIComponent('raub:* | !x')}`)).json().meta.totalCount).toBe(0);
    expect((await get(`/durian/farms?search=${encodeURIComponent('"raub"')}`)).json().meta.totalCount).toBe(1);
  });

  it('never shows a pending farm in a search, and only to the admin when asked for pending ones', async () => {
    expect((await get('/durian/farms?search=pending')).json().meta.totalCount).toBe(0);
    expect(farmNames((await get('/durian/farms?search=pending&verificationStatus=PENDING', admin)).json())).toEqual(['Pending Kebun']);
  });

  it('combines state, specialties, certification and search, and pages with the total of the match', async () => {
    expect(farmNames((await get('/durian/farms?state=PAHANG&specialties=musang%20king&certified=true')).json())).toEqual([
      'Raub Heritage Orchard',
    ]);
    expect((await get('/durian/farms?state=Pahang&certified=false')).json()).toEqual({ items: [], meta: { totalCount: 0 } });
    expect((await get('/durian/farms?state=Kelantan')).json().meta.totalCount).toBe(0);
    expect((await get('/durian/farms?specialties=,%20,')).json().meta.totalCount).toBe(3);
    const page = await get('/durian/farms?certified=true&sort=name&take=1&skip=1');
    expect(page.json()).toMatchObject({ items: [{ name: 'Raub Heritage Orchard' }], meta: { totalCount: 2 } });
    expect((await get('/durian/farms?skip=50')).json()).toEqual({ items: [], meta: { totalCount: 3 } });
  });

  it('sorts by rating (highest first, then name), by name and by newest', async () => {
    expect(farmNames((await get('/durian/farms?sort=rating')).json())).toEqual([
      'Balik Pulau Hillside',
      'Raub Heritage Orchard',
      'Muar Valley Estate',
    ]);
    expect(farmNames((await get('/durian/farms?sort=name')).json())).toEqual([
      'Balik Pulau Hillside',
      'Muar Valley Estate',
      'Raub Heritage Orchard',
    ]);
    expect(farmNames((await get('/durian/farms?sort=newest')).json())).toEqual([
      'Muar Valley Estate',
      'Balik Pulau Hillside',
      'Raub Heritage Orchard',
    ]);
  });

  it('gives one farm for farmId, as the detail page asks', async () => {
    const res = await get(`/durian/farms?farmId=${johor.id}`);
    expect(res.json()).toMatchObject({ items: [{ id: johor.id }], meta: { totalCount: 1 } });
    expect((await get(`/durian/farms?farmId=${pending.id}`)).json()).toEqual({ items: [], meta: { totalCount: 0 } });
  });

  it('lists pending farms to the admin only: a visitor or customer asking gets an empty list', async () => {
    expect((await get('/durian/farms?verificationStatus=PENDING')).json()).toEqual({ items: [], meta: { totalCount: 0 } });
    expect((await get('/durian/farms?verificationStatus=PENDING', customer)).json().items).toEqual([]);
    const asAdmin = await get('/durian/farms?verificationStatus=PENDING', admin);
    expect(farmNames(asAdmin.json())).toEqual(['Pending Kebun']);
  });

  it.each([
    ['an unknown verification status', '?verificationStatus=MAYBE', 'querystring.verificationStatus'],
    ['a negative take', '?take=-1', 'querystring.take'],
    ['a huge skip', '?skip=1000000', 'querystring.skip'],
    ['an unknown sort', '?sort=price', 'querystring.sort'],
    ['a non-boolean certified', '?certified=sure', 'querystring.certified'],
    ['a malformed farmId', '?farmId=raub', 'querystring.farmId'],
  ])('refuses %s with 400 and the issue', async (_label, query, path) => {
    const res = await get(`/durian/farms${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
  });
});

describe('GET /durian/farms/:id', () => {
  it('answers a verified farm', async () => {
    const res = await get(`/durian/farms/${raub.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: raub.id, name: 'Raub Heritage Orchard', specialties: ['Musang King', 'Black Thorn'] });
  });

  it("answers 404 'Farm not found' for an unknown farm and, to the public, a pending one", async () => {
    for (const id of [unknownId, pending.id]) {
      const res = await get(`/durian/farms/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Farm not found');
    }
    expect((await get(`/durian/farms/${pending.id}`, admin)).statusCode).toBe(200);
    expect((await get('/durian/farms/raub')).statusCode).toBe(404);
  });
});

describe('GET /durian/farms/:farmId/trees', () => {
  it("answers the farm's trees by name as {data, total}", async () => {
    const res = await get(`/durian/farms/${raub.id}/trees`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.data.map((tree: Tree) => tree.name)).toEqual(['BT-01', 'MK-01', 'MK-02']);
    const mk = body.data.find((tree: Tree) => tree.id === musangTree.id);
    expect(mk).toMatchObject({
      variety: 'Musang King D197',
      type: { name: 'Musang King D197' },
      height: 14.5,
      trunkSize: 62,
      plantedYear: 1998,
      farm: { id: raub.id, name: 'Raub Heritage Orchard' },
      media: [{ caption: 'MK-01 in bloom' }],
    });
  });

  it('filters by variety and search text, and pages', async () => {
    const byVariety = await get(`/durian/farms/${raub.id}/trees?variety=black%20thorn`);
    expect(byVariety.json().data.map((tree: Tree) => tree.name)).toEqual(['BT-01']);
    const bySearch = await get(`/durian/farms/${raub.id}/trees?search=river`);
    expect(bySearch.json().total).toBe(1);
    const paged = await get(`/durian/farms/${raub.id}/trees?take=1&skip=2`);
    expect(paged.json()).toMatchObject({ total: 3, data: [{ name: 'MK-02' }] });
  });

  it("searches the farm's trees by word prefixes of name, variety and description", async () => {
    const names = async (query: string) =>
      (await get(`/durian/farms/${raub.id}/trees?search=${encodeURIComponent(query)}`)).json().data.map((tree: Tree) => tree.name);
    expect(await names('musa')).toEqual(['MK-01', 'MK-02']);
    expect(await names('mk-01')).toEqual(['MK-01']);
    expect(await names('thorn riv')).toEqual(['BT-01']);
    expect(await names('durian & !x')).toEqual([]);
    expect(await names('!!')).toEqual([]);
  });

  it('refuses a negative take with 400, and answers a malformed farm id with 404', async () => {
    expect((await get(`/durian/farms/${raub.id}/trees?take=-1`)).statusCode).toBe(400);
    expect((await get('/durian/farms/raub/trees')).statusCode).toBe(404);
  });

  it("answers 404 'Farm not found' for an unknown or pending farm", async () => {
    expect((await get(`/durian/farms/${unknownId}/trees`)).statusCode).toBe(404);
    const res = await get(`/durian/farms/${pending.id}/trees`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Farm not found');
  });
});

describe('GET /durian/trees/:id', () => {
  it('answers a tree with its maintenance records, newest first, and their files', async () => {
    const photo = await createTestFile(t.db, { caption: 'After pruning' });
    const video = await createTestFile(t.db, {
      storageKey: `test/${randomUUID()}.mp4`,
      thumbnailKey: null,
      mimeType: 'video/mp4',
      width: null,
      height: null,
      caption: null,
    });
    await createTestMaintenanceRecord(t.db, raub.id, { treeId: musangTree.id, date: '2025-03-01', description: 'Fertilised' });
    await createTestMaintenanceRecord(
      t.db,
      raub.id,
      { treeId: musangTree.id, date: '2025-05-10', description: 'Pruned', performedBy: 'Ah Seng' },
      [photo.id, video.id],
    );

    const res = await get(`/durian/trees/${musangTree.id}`);
    expect(res.statusCode).toBe(200);
    const tree = res.json();
    expect(tree.maintenanceRecords.map((r: { description: string }) => r.description)).toEqual(['Pruned', 'Fertilised']);
    expect(tree.maintenanceRecords[0]).toMatchObject({
      date: '2025-05-10',
      performedBy: 'Ah Seng',
      treeId: musangTree.id,
      files: [
        { id: photo.id, type: 'image/webp', caption: 'After pruning' },
        { id: video.id, type: 'video/mp4', url: { original: `/files/${video.storageKey}`, thumbnail: null } },
      ],
    });
    expect(tree.maintenanceRecords[1].performedBy).toBe('Farm Staff');
  });

  it("answers 404 'Tree not found' for an unknown tree or one of a pending farm", async () => {
    const pendingTree = await createTestTree(t.db, pending.id);
    for (const id of [unknownId, pendingTree.id]) {
      const res = await get(`/durian/trees/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Tree not found');
    }
  });
});

describe('GET /durian/farms/:id/maintenance', () => {
  it('answers the farm-wide records, newest first, without those of single trees', async () => {
    const netting = await createTestFile(t.db, { caption: 'Nets up' });
    await createTestMaintenanceRecord(t.db, johor.id, { date: '2025-04-01', description: 'Weeded the rows' });
    await createTestMaintenanceRecord(t.db, johor.id, { date: '2025-06-15', description: 'Hung nets' }, [netting.id]);
    const johorTree = await createTestTree(t.db, johor.id);
    await createTestMaintenanceRecord(t.db, johor.id, { treeId: johorTree.id, description: 'Tree work' });

    const res = await get(`/durian/farms/${johor.id}/maintenance`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { description: string }) => r.description)).toEqual(['Hung nets', 'Weeded the rows']);
    expect(res.json()[0].files).toEqual([expect.objectContaining({ id: netting.id })]);
  });

  it('answers 404 for a pending farm', async () => {
    expect((await get(`/durian/farms/${pending.id}/maintenance`)).statusCode).toBe(404);
  });
});

describe('GET /durian/gallery/:farmId', () => {
  it("answers the farm's gallery entries, newest first, with their files", async () => {
    const dawn = await createTestFile(t.db, { caption: 'Dawn' });
    const dusk = await createTestFile(t.db, { caption: 'Dusk' });
    await createTestGalleryEntry(t.db, penang.id, { title: 'Blossom season', createdAt: new Date('2025-03-01T00:00:00Z') });
    await createTestGalleryEntry(
      t.db,
      penang.id,
      { title: 'Harvest week', description: 'Nets full of fruit', createdAt: new Date('2025-06-20T00:00:00Z') },
      [dawn.id, dusk.id],
    );

    const res = await get(`/durian/gallery/${penang.id}`);
    expect(res.statusCode).toBe(200);
    const { entries } = res.json();
    expect(entries.map((e: { title: string }) => e.title)).toEqual(['Harvest week', 'Blossom season']);
    expect(entries[0]).toMatchObject({
      description: 'Nets full of fruit',
      created_at: '2025-06-20T00:00:00.000Z',
      files: [{ caption: 'Dawn' }, { caption: 'Dusk' }],
    });
    expect(entries[1].files).toEqual([]);
  });

  it('answers an empty gallery for a farm without entries and 404 for an unknown farm', async () => {
    expect((await get(`/durian/gallery/${johor.id}`)).json()).toEqual({ entries: [] });
    expect((await get(`/durian/gallery/${unknownId}`)).statusCode).toBe(404);
  });
});
