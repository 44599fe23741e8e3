import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { harvestWindowRefusals } from '@durio/shared/season';
import { createTestClock, createTestFarm, createTestProduct, createTestTree, createTestUser, type TestUser } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { adminChanges, harvestWindows } from '../../db/schema';

/*
 * The season (docs/product/the-season.md): a farm's harvest windows, a tree's next drop, and what products, farms,
 * trees and the calendar say of them on a Malaysian day. The clock is pinned in UTC at Malaysia's day boundaries.
 */

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
const clock = createTestClock(new Date('2027-06-30T16:30:00Z'));
/** Moves the shop's clock to `iso` (UTC). */
const setClock = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await createTestUser(t, { role: 'ADMIN', displayName: 'Aminah Admin' });
  customer = await createTestUser(t);
});
afterAll(async () => {
  await t.close();
});

function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, user: TestUser | null = admin) {
  return t.app.inject({ method, url: `/api/v1${url}`, payload: body as object, headers: user ? user.headers : {} });
}

/** A variety no other test writes, so the calendar's rows of one test are its own. */
const uniqueVariety = (name: string) => `${name} ${crypto.randomUUID().slice(0, 6)}`;

const summer = (variety: string) => ({
  variety,
  startsOn: '2027-06-01',
  endsOn: '2027-08-31',
  peakStartsOn: '2027-07-01',
  peakEndsOn: '2027-07-31',
});

const windowsOf = async (farmId: string, user: TestUser | null = null) =>
  (await send('GET', `/durian/farms/${farmId}/harvest-windows`, undefined, user)).json().data;

describe('harvest windows (admin)', () => {
  it('adds, lists, changes and removes a farm’s windows, each change in the history', async () => {
    const farm = await createTestFarm(t.db);
    const variety = uniqueVariety('Musang King');
    const created = await send('POST', `/durian/farms/${farm.id}/harvest-windows`, summer(variety));
    expect(created.statusCode).toBe(201);
    const window = created.json();
    expect(window).toMatchObject({ farmId: farm.id, ...summer(variety) });

    const winter = { variety, startsOn: '2027-12-01', endsOn: '2028-01-15', peakStartsOn: null, peakEndsOn: null };
    expect((await send('POST', `/durian/farms/${farm.id}/harvest-windows`, winter)).statusCode).toBe(201);
    expect((await windowsOf(farm.id)).map((w: { startsOn: string }) => w.startsOn)).toEqual(['2027-06-01', '2027-12-01']);

    const changed = await send('PUT', `/durian/harvest-windows/${window.id}`, { ...summer(variety), endsOn: '2027-09-15' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().endsOn).toBe('2027-09-15');

    expect((await send('DELETE', `/durian/harvest-windows/${window.id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/durian/harvest-windows/${window.id}`)).statusCode).toBe(404);
    expect((await windowsOf(farm.id)).map((w: { startsOn: string }) => w.startsOn)).toEqual(['2027-12-01']);

    const history = await t.db.select().from(adminChanges).where(eq(adminChanges.entityId, window.id)).orderBy(adminChanges.createdAt);
    expect(history.map((h) => [h.entity, h.action, h.actorName])).toEqual([
      ['harvest window', 'created', 'Aminah Admin'],
      ['harvest window', 'updated', 'Aminah Admin'],
      ['harvest window', 'deleted', 'Aminah Admin'],
    ]);
  });

  it.each([
    ['ends before it starts', { endsOn: '2027-05-31' }, harvestWindowRefusals.endsBeforeStart],
    ['a peak outside the window', { peakEndsOn: '2027-09-01' }, harvestWindowRefusals.peakOutsideWindow],
    ['a peak ending before it starts', { peakStartsOn: '2027-07-20', peakEndsOn: '2027-07-10' }, harvestWindowRefusals.peakOutsideWindow],
    ['half a peak', { peakEndsOn: null }, harvestWindowRefusals.peakHalfGiven],
    ['a window of years (a typo)', { endsOn: '2072-08-31' }, harvestWindowRefusals.tooLong],
    ['a day that is no date', { startsOn: '2027-02-30' }, undefined],
    ['no variety', { variety: '  ' }, 'Variety is required'],
  ])('refuses %s with 400 and keeps nothing', async (_, change, message) => {
    const farm = await createTestFarm(t.db);
    const reply = await send('POST', `/durian/farms/${farm.id}/harvest-windows`, { ...summer(uniqueVariety('D24')), ...change });
    expect(reply.statusCode).toBe(400);
    if (message) expect(reply.json().message).toContain(message);
    expect(await windowsOf(farm.id)).toEqual([]);
  });

  it('refuses a window that shares a day with another of the variety on the farm (any case), and allows other varieties and farms', async () => {
    const farm = await createTestFarm(t.db);
    const variety = uniqueVariety('Black Thorn');
    expect((await send('POST', `/durian/farms/${farm.id}/harvest-windows`, summer(variety))).statusCode).toBe(201);

    const clash = await send('POST', `/durian/farms/${farm.id}/harvest-windows`, {
      ...summer(variety.toUpperCase()),
      startsOn: '2027-08-31',
      endsOn: '2027-10-01',
      peakStartsOn: null,
      peakEndsOn: null,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(harvestWindowRefusals.overlaps);
    expect(await windowsOf(farm.id)).toHaveLength(1);

    expect((await send('POST', `/durian/farms/${farm.id}/harvest-windows`, summer(uniqueVariety('Red Prawn')))).statusCode).toBe(201);
    const otherFarm = await createTestFarm(t.db);
    expect((await send('POST', `/durian/farms/${otherFarm.id}/harvest-windows`, summer(variety))).statusCode).toBe(201);

    // Moving a window onto another of its variety is refused too, and leaves it where it was.
    const winter = { variety, startsOn: '2027-11-01', endsOn: '2027-12-31', peakStartsOn: null, peakEndsOn: null };
    const later = await send('POST', `/durian/farms/${farm.id}/harvest-windows`, winter);
    const moved = await send('PUT', `/durian/harvest-windows/${later.json().id}`, { ...winter, startsOn: '2027-08-15' });
    expect(moved.statusCode).toBe(409);
    const [stored] = await t.db.select().from(harvestWindows).where(eq(harvestWindows.id, later.json().id));
    expect(stored!.startsOn).toBe('2027-11-01');
  });

  it('lets exactly one of two overlapping windows saved at once through', async () => {
    const farm = await createTestFarm(t.db);
    const variety = uniqueVariety('Tekka');
    const replies = await Promise.all([
      send('POST', `/durian/farms/${farm.id}/harvest-windows`, summer(variety)),
      send('POST', `/durian/farms/${farm.id}/harvest-windows`, { ...summer(variety), startsOn: '2027-07-15', endsOn: '2027-09-30', peakStartsOn: null, peakEndsOn: null }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await windowsOf(farm.id)).toHaveLength(1);
  });

  it('is the admin’s: a customer gets 403, a visitor 401, an unknown farm or window 404', async () => {
    const farm = await createTestFarm(t.db);
    const body = summer(uniqueVariety('XO'));
    expect((await send('POST', `/durian/farms/${farm.id}/harvest-windows`, body, customer)).statusCode).toBe(403);
    expect((await send('POST', `/durian/farms/${farm.id}/harvest-windows`, body, null)).statusCode).toBe(401);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await send('POST', `/durian/farms/${unknown}/harvest-windows`, body)).statusCode).toBe(404);
    expect((await send('PUT', `/durian/harvest-windows/${unknown}`, body)).statusCode).toBe(404);
    expect(await windowsOf(farm.id)).toEqual([]);
  });

  it('shows a farm’s windows to shoppers only once the farm is verified', async () => {
    const farm = await createTestFarm(t.db, { verificationStatus: 'PENDING' });
    expect((await send('POST', `/durian/farms/${farm.id}/harvest-windows`, summer(uniqueVariety('IOI')))).statusCode).toBe(201);
    expect((await send('GET', `/durian/farms/${farm.id}/harvest-windows`, undefined, null)).statusCode).toBe(404);
    expect(await windowsOf(farm.id, admin)).toHaveLength(1);
  });
});

describe('the season of products, farms and trees', () => {
  it('reads the Malaysian day: in season from its first day, at its peak from the peak’s first', async () => {
    const farm = await createTestFarm(t.db);
    const variety = uniqueVariety('Musang King');
    await send('POST', `/durian/farms/${farm.id}/harvest-windows`, summer(variety));
    const product = await createTestProduct(t.db, { farmId: farm.id, variety });
    const seasonOfProduct = async () => (await send('GET', `/durian/products/${product.id}`, undefined, null)).json().season;

    setClock('2027-05-31T15:59:00Z'); // 23:59 on 31 May in Kuala Lumpur
    expect(await seasonOfProduct()).toEqual({ state: 'coming', from: '2027-06-01' });
    setClock('2027-05-31T16:00:00Z'); // midnight: 1 June there, still 31 May in UTC
    expect(await seasonOfProduct()).toEqual({ state: 'in-season', until: '2027-08-31', peak: false });
    setClock('2027-06-30T16:30:00Z');
    expect(await seasonOfProduct()).toEqual({ state: 'in-season', until: '2027-08-31', peak: true });
    setClock('2027-08-31T16:00:00Z'); // 1 September there
    expect(await seasonOfProduct()).toEqual({ state: 'out-of-season' });

    // Frozen fruit is sold all year: no season.
    const frozen = await createTestProduct(t.db, { farmId: farm.id, variety, form: 'frozen' });
    expect((await send('GET', `/durian/products/${frozen.id}`, undefined, null)).json().season).toBeNull();
  });

  it('says when a tree’s next drop is ahead, whatever the window says, and the tree’s products say the same', async () => {
    setClock('2027-06-30T16:30:00Z');
    const farm = await createTestFarm(t.db);
    const variety = uniqueVariety('Musang King');
    await send('POST', `/durian/farms/${farm.id}/harvest-windows`, summer(variety));
    const tree = await createTestTree(t.db, farm.id, { variety });
    const product = await createTestProduct(t.db, { farmId: farm.id, variety, treeId: tree.id });

    const updated = await send('PUT', `/durian/trees/${tree.id}`, { nextDropOn: '2027-07-10', expectedFruits: 40 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ nextDropOn: '2027-07-10', expectedFruits: 40, season: { state: 'coming', from: '2027-07-10' } });

    const shopperTree = (await send('GET', `/durian/trees/${tree.id}`, undefined, null)).json();
    expect(shopperTree).toMatchObject({ nextDropOn: '2027-07-10', expectedFruits: 40, season: { state: 'coming', from: '2027-07-10' } });
    expect((await send('GET', `/durian/products/${product.id}`, undefined, null)).json().season).toEqual({ state: 'coming', from: '2027-07-10' });

    // Once the day has come, the tree is in season with its farm's window.
    setClock('2027-07-09T16:00:00Z');
    expect((await send('GET', `/durian/trees/${tree.id}`, undefined, null)).json().season).toEqual({ state: 'in-season', until: '2027-08-31', peak: true });
  });

  it('refuses a negative or absurd fruit estimate and a date that is none, changing nothing', async () => {
    const farm = await createTestFarm(t.db);
    const tree = await createTestTree(t.db, farm.id);
    for (const body of [{ expectedFruits: -1 }, { expectedFruits: 1.5 }, { expectedFruits: 100_000 }, { nextDropOn: '2027-13-01' }]) {
      expect((await send('PUT', `/durian/trees/${tree.id}`, body)).statusCode).toBe(400);
    }
    expect((await send('GET', `/durian/trees/${tree.id}`, undefined, null)).json()).toMatchObject({ nextDropOn: null, expectedFruits: null });
  });

  it('gives a farm the season of any of its varieties, and one without windows none', async () => {
    setClock('2027-06-30T16:30:00Z');
    const farm = await createTestFarm(t.db);
    await send('POST', `/durian/farms/${farm.id}/harvest-windows`, { ...summer(uniqueVariety('D24')), startsOn: '2027-10-01', endsOn: '2027-11-30', peakStartsOn: null, peakEndsOn: null });
    expect((await send('GET', `/durian/farms/${farm.id}`, undefined, null)).json().season).toEqual({ state: 'coming', from: '2027-10-01' });
    await send('POST', `/durian/farms/${farm.id}/harvest-windows`, summer(uniqueVariety('Red Prawn')));
    expect((await send('GET', `/durian/farms/${farm.id}`, undefined, null)).json().season).toEqual({ state: 'in-season', until: '2027-08-31', peak: true });

    const bare = await createTestFarm(t.db);
    expect((await send('GET', `/durian/farms/${bare.id}`, undefined, null)).json().season).toEqual({ state: 'out-of-season' });
  });
});

describe('the harvest calendar', () => {
  it('shows twelve months from this one, each variety by region, in season first, and leaves out farms not verified', async () => {
    setClock('2027-06-30T16:30:00Z'); // 1 July 2027 in Malaysia
    const inSeason = uniqueVariety('Musang King');
    const coming = uniqueVariety('Black Thorn');
    const hidden = uniqueVariety('Hor Lor');
    const raub = await createTestFarm(t.db, { name: 'Kebun Raub', state: 'Pahang' });
    const balik = await createTestFarm(t.db, { name: 'Kebun Balik Pulau', state: 'Penang' });
    const pending = await createTestFarm(t.db, { verificationStatus: 'PENDING', state: 'Johor' });
    await send('POST', `/durian/farms/${raub.id}/harvest-windows`, summer(inSeason));
    await send('POST', `/durian/farms/${balik.id}/harvest-windows`, { ...summer(inSeason), startsOn: '2027-08-01', endsOn: '2027-09-30', peakStartsOn: null, peakEndsOn: null });
    await send('POST', `/durian/farms/${balik.id}/harvest-windows`, { ...summer(coming), startsOn: '2027-12-01', endsOn: '2028-02-15', peakStartsOn: null, peakEndsOn: null });
    await send('POST', `/durian/farms/${pending.id}/harvest-windows`, summer(hidden));
    // A window that ended before this month is history, not the calendar's.
    await send('POST', `/durian/farms/${raub.id}/harvest-windows`, { ...summer(coming), startsOn: '2027-01-01', endsOn: '2027-02-28', peakStartsOn: null, peakEndsOn: null });

    const reply = await send('GET', '/durian/season', undefined, null);
    expect(reply.statusCode).toBe(200);
    // A public catalogue read: browsers and shared caches may keep it a minute.
    expect(reply.headers['cache-control']).toBe('public, max-age=60');
    const calendar = reply.json();
    expect(calendar.today).toBe('2027-07-01');
    expect(calendar.months).toEqual([
      '2027-07', '2027-08', '2027-09', '2027-10', '2027-11', '2027-12', '2028-01', '2028-02', '2028-03', '2028-04', '2028-05', '2028-06',
    ]);
    const mine = calendar.varieties.filter((v: { variety: string }) => [inSeason, coming, hidden].includes(v.variety));
    expect(mine.map((v: { variety: string }) => v.variety)).toEqual([inSeason, coming]);
    const [musang, thorn] = mine;
    // Penang's fruit has not begun: the variety is in season until Raub's ends.
    expect(musang.season).toEqual({ state: 'in-season', until: '2027-08-31', peak: true });
    expect(musang.regions).toEqual([
      {
        state: 'Pahang',
        months: ['peak', 'season', 'none', 'none', 'none', 'none', 'none', 'none', 'none', 'none', 'none', 'none'],
        farms: [{ id: raub.id, name: 'Kebun Raub', season: { state: 'in-season', until: '2027-08-31', peak: true } }],
      },
      {
        state: 'Penang',
        months: ['none', 'season', 'season', 'none', 'none', 'none', 'none', 'none', 'none', 'none', 'none', 'none'],
        farms: [{ id: balik.id, name: 'Kebun Balik Pulau', season: { state: 'coming', from: '2027-08-01' } }],
      },
    ]);
    expect(thorn.season).toEqual({ state: 'coming', from: '2027-12-01' });
    expect(thorn.regions.map((r: { state: string }) => r.state)).toEqual(['Penang']);
  });
});
