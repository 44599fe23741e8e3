import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { harvestWindowRefusals } from '@durio/shared/season';
import { preorderOfferRefusals } from '@durio/shared/schemas/preorders';
import { preorderOffers } from '../../db/schema';
import { createTestClock, createTestProduct, createTestTree, createTestUser, type TestUser } from '../../test-support/factories';
import { preorderTestKit } from '../../test-support/preorders';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/*
 * Pre-order offers (docs/product/the-season.md, Pre-orders): opening a tree's next drop, and what shoppers see of it
 * on the tree's page, the farm's page and at checkout.
 */

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
const clock = createTestClock(new Date('2027-05-01T04:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await createTestUser(t, { role: 'ADMIN' });
  customer = await createTestUser(t);
});
afterAll(async () => {
  await t.close();
});

function send(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, user: TestUser | null = admin) {
  return t.app.inject({ method, url: `/api/v1${url}`, payload: body as object, headers: user ? user.headers : {} });
}

const { orchard, shopper, preorder } = preorderTestKit(() => ({ t, admin }));

describe('opening a tree for pre-order', () => {
  it('offers the tree’s estimate unless fewer are given, priced by its whole fruit, and shows shoppers what is left', async () => {
    const { window, tree, product } = await orchard();
    const created = await send('POST', '/durian/preorder-offers', { windowId: window.id, treeId: tree.id, productId: product.id });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      window: { id: window.id, variety: 'Musang King D197', startsOn: '2027-06-15', endsOn: '2027-08-31' },
      tree: { id: tree.id, name: tree.name },
      product: { id: product.id, pricedBy: 'kg', price: 88, chargedPrice: 176, minWeight: 1.5, weight: 2 },
      fruitsOffered: 40,
      fruitsReserved: 0,
      fruitsLeft: 40,
      open: true,
    });

    const shown = await send('GET', `/durian/trees/${tree.id}/preorder-offers`, undefined, null);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.map((o: { id: string; fruitsLeft: number }) => [o.id, o.fruitsLeft])).toEqual([[created.json().id, 40]]);

    // The admin lowers the offer, closes it (shoppers no longer see it) and opens it again.
    const offerUrl = `/durian/preorder-offers/${created.json().id}`;
    expect((await send('PATCH', offerUrl, { fruitsOffered: 25 })).json()).toMatchObject({ fruitsOffered: 25, fruitsLeft: 25 });
    expect((await send('PATCH', offerUrl, { closed: true })).json().open).toBe(false);
    expect((await send('GET', `/durian/trees/${tree.id}/preorder-offers`, undefined, null)).json().data).toEqual([]);
    expect((await send('PATCH', offerUrl, { closed: false })).json().open).toBe(true);
  });

  it('refuses an offer that does not fit its window, tree or estimate, and a second one, keeping nothing', async () => {
    const { farm, window, tree, product } = await orchard();
    const other = await orchard();
    const frozen = await createTestProduct(t.db, { farmId: farm.id, variety: 'Musang King D197', form: 'frozen' });
    const blackThorn = await createTestTree(t.db, farm.id, { variety: 'Black Thorn D200', expectedFruits: 30 });
    const bare = await createTestTree(t.db, farm.id, { variety: 'Musang King D197' });
    const cases: [object, number, string][] = [
      [{ productId: other.product.id }, 400, preorderOfferRefusals.productNotOfWindow],
      [{ productId: frozen.id }, 400, preorderOfferRefusals.productNotOfWindow],
      [{ treeId: blackThorn.id }, 400, preorderOfferRefusals.treeNotOfWindow],
      [{ treeId: other.tree.id }, 400, preorderOfferRefusals.treeNotOfWindow],
      [{ treeId: bare.id }, 400, preorderOfferRefusals.fruitsRequired],
      [{ fruitsOffered: 41 }, 400, preorderOfferRefusals.overEstimate],
      [{ fruitsOffered: 0 }, 400, 'Offer at least one fruit'],
      [{ windowId: '00000000-0000-4000-8000-000000000000' }, 404, 'Harvest window not found'],
    ];
    for (const [change, status, message] of cases) {
      const reply = await send('POST', '/durian/preorder-offers', { windowId: window.id, treeId: tree.id, productId: product.id, ...change });
      expect([reply.statusCode, reply.json().message]).toEqual([status, expect.stringContaining(message)]);
    }
    expect(await t.db.select().from(preorderOffers).where(eq(preorderOffers.windowId, window.id))).toEqual([]);

    expect((await send('POST', '/durian/preorder-offers', { windowId: window.id, treeId: tree.id, productId: product.id })).statusCode).toBe(201);
    const again = await send('POST', '/durian/preorder-offers', { windowId: window.id, treeId: tree.id, productId: product.id, fruitsOffered: 5 });
    expect([again.statusCode, again.json().message]).toEqual([409, preorderOfferRefusals.alreadyOffered]);
    // The farm's variety as a whole is another offer of the same window.
    expect((await send('POST', '/durian/preorder-offers', { windowId: window.id, productId: product.id, fruitsOffered: 100 })).statusCode).toBe(201);
  });

  it('refuses a window that is over, fewer fruits than are reserved, and a customer', async () => {
    const { window, tree, product } = await orchard();
    const offer = (await send('POST', '/durian/preorder-offers', { windowId: window.id, treeId: tree.id, productId: product.id })).json();
    await t.db.update(preorderOffers).set({ fruitsReserved: 12 }).where(eq(preorderOffers.id, offer.id));
    const under = await send('PATCH', `/durian/preorder-offers/${offer.id}`, { fruitsOffered: 11 });
    expect([under.statusCode, under.json().message]).toEqual([409, preorderOfferRefusals.underReserved]);
    expect((await send('PATCH', `/durian/preorder-offers/${offer.id}`, { fruitsOffered: 12 })).json().fruitsLeft).toBe(0);
    expect((await send('PATCH', `/durian/preorder-offers/${offer.id}`, {})).statusCode).toBe(400);
    expect((await send('PATCH', `/durian/preorder-offers/${offer.id}`, { fruitsOffered: 5 }, customer)).statusCode).toBe(403);
    expect((await send('POST', '/durian/preorder-offers', { windowId: window.id, productId: product.id, fruitsOffered: 5 }, null)).statusCode).toBe(401);

    // 1 September 2027 in Malaysia: the window is over; its offer is shown to nobody and no new one opens.
    const { window: later, product: laterProduct } = await orchard();
    clock.advance(new Date('2027-08-31T16:00:00Z').getTime() - clock.now().getTime());
    expect((await send('GET', `/durian/trees/${tree.id}/preorder-offers`, undefined, null)).json().data).toEqual([]);
    const over = await send('POST', '/durian/preorder-offers', { windowId: later.id, productId: laterProduct.id, fruitsOffered: 5 });
    expect([over.statusCode, over.json().message]).toEqual([400, preorderOfferRefusals.windowOver]);
    clock.advance(new Date('2027-05-01T04:00:00Z').getTime() - clock.now().getTime());
  });

  it('keeps a window and a tree that an offer names, and hides a farm not yet verified', async () => {
    const { window, tree, product } = await orchard();
    await send('POST', '/durian/preorder-offers', { windowId: window.id, treeId: tree.id, productId: product.id });
    const windowGone = await send('DELETE', `/durian/harvest-windows/${window.id}`);
    expect([windowGone.statusCode, windowGone.json().message]).toEqual([409, harvestWindowRefusals.hasPreorders]);
    expect((await send('DELETE', `/durian/trees/${tree.id}`)).statusCode).toBe(409);
    expect((await send('GET', `/durian/trees/${tree.id}/preorder-offers`, undefined, null)).statusCode).toBe(200);

    const hidden = await orchard({ farm: { verificationStatus: 'PENDING' } });
    expect((await send('GET', `/durian/trees/${hidden.tree.id}/preorder-offers`, undefined, null)).statusCode).toBe(404);
  });
});

describe("what shoppers see of a farm's offers, and of one offer", () => {
  /** Opens an offer as the admin: a tree's when `treeId` is given, else the farm's variety as a whole. */
  async function openOffer(body: { windowId: string; productId: string; treeId?: string; fruitsOffered?: number }) {
    const reply = await send('POST', '/durian/preorder-offers', body);
    expect(reply.statusCode).toBe(201);
    return reply.json() as { id: string };
  }
  const ids = (reply: { json(): { data: { id: string }[] } }) => reply.json().data.map((offer) => offer.id);

  it('lists the farm’s open offers, of its trees and of a variety as a whole, earliest window first, and leaves out those closed or over', async () => {
    const { farm, window, tree, product } = await orchard();
    const treeOffer = await openOffer({ windowId: window.id, treeId: tree.id, productId: product.id });
    const varietyOffer = await openOffer({ windowId: window.id, productId: product.id, fruitsOffered: 100 });
    // Black Thorn falls earlier, in June and July.
    const blackThorn = 'Black Thorn D200';
    const earlier = (
      await send('POST', `/durian/farms/${farm.id}/harvest-windows`, { variety: blackThorn, startsOn: '2027-06-01', endsOn: '2027-07-31', peakStartsOn: null, peakEndsOn: null })
    ).json();
    const blackThornFruit = await createTestProduct(t.db, { farmId: farm.id, variety: blackThorn, stock: 0 });
    const earlierOffer = await openOffer({ windowId: earlier.id, productId: blackThornFruit.id, fruitsOffered: 30 });
    // Another farm's offer is not this farm's.
    const other = await orchard();
    await openOffer({ windowId: other.window.id, treeId: other.tree.id, productId: other.product.id });

    const shown = await send('GET', `/durian/farms/${farm.id}/preorder-offers`, undefined, null);
    expect(shown.statusCode).toBe(200);
    // A public catalogue read, as the tree's offers are: browsers and shared caches may keep it a minute.
    expect(shown.headers['cache-control']).toBe('public, max-age=60');
    expect(ids(shown)).toEqual([earlierOffer.id, treeOffer.id, varietyOffer.id]);
    expect(shown.json().data[2]).toMatchObject({
      farmId: farm.id,
      window: { id: window.id, variety: 'Musang King D197' },
      tree: null,
      product: { id: product.id, chargedPrice: 176 },
      fruitsOffered: 100,
      fruitsLeft: 100,
      open: true,
    });

    // Closed by the admin: gone from the farm's list as from the tree's.
    await send('PATCH', `/durian/preorder-offers/${treeOffer.id}`, { closed: true });
    expect(ids(await send('GET', `/durian/farms/${farm.id}/preorder-offers`, undefined, null))).toEqual([earlierOffer.id, varietyOffer.id]);

    // 1 August 2027 in Malaysia: the Black Thorn window is over.
    clock.advance(new Date('2027-07-31T16:00:00Z').getTime() - clock.now().getTime());
    expect(ids(await send('GET', `/durian/farms/${farm.id}/preorder-offers`, undefined, null))).toEqual([varietyOffer.id]);
    clock.advance(new Date('2027-05-01T04:00:00Z').getTime() - clock.now().getTime());
  });

  it('answers 404 for a farm unknown or not yet verified, and an empty list for a farm with no offer', async () => {
    const hidden = await orchard({ farm: { verificationStatus: 'PENDING' } });
    await openOffer({ windowId: hidden.window.id, productId: hidden.product.id, fruitsOffered: 10 });
    for (const farmId of [hidden.farm.id, '00000000-0000-4000-8000-000000000000']) {
      const reply = await send('GET', `/durian/farms/${farmId}/preorder-offers`, undefined, null);
      expect([reply.statusCode, reply.json().message]).toEqual([404, 'Farm not found']);
    }
    const { farm } = await orchard();
    expect((await send('GET', `/durian/farms/${farm.id}/preorder-offers`, undefined, null)).json()).toEqual({ data: [] });
  });

  it('answers one offer of a verified farm, open or not, so a checkout opened late can say it is closed', async () => {
    const { window, product } = await orchard();
    const offer = await openOffer({ windowId: window.id, productId: product.id, fruitsOffered: 100 });
    const url = `/durian/preorder-offers/${offer.id}`;

    const shown = await send('GET', url, undefined, null);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('public, max-age=60');
    expect(shown.json()).toMatchObject({ id: offer.id, tree: null, window: { id: window.id }, product: { id: product.id }, fruitsLeft: 100, open: true });
    // A signed-in shopper reads it too (the web app sends its token with every call).
    expect((await send('GET', url, undefined, customer)).json().open).toBe(true);

    await send('PATCH', url, { closed: true });
    expect((await send('GET', url, undefined, null)).json()).toMatchObject({ id: offer.id, open: false });
    await send('PATCH', url, { closed: false });

    // 1 September 2027 in Malaysia: the window is over, and so is the offer.
    clock.advance(new Date('2027-08-31T16:00:00Z').getTime() - clock.now().getTime());
    expect((await send('GET', url, undefined, null)).json()).toMatchObject({ id: offer.id, open: false });
    clock.advance(new Date('2027-05-01T04:00:00Z').getTime() - clock.now().getTime());
    expect((await send('GET', url, undefined, null)).json().open).toBe(true);
  });

  it('answers 404 for an offer unknown or of a farm not yet verified', async () => {
    const hidden = await orchard({ farm: { verificationStatus: 'PENDING' } });
    const offer = await openOffer({ windowId: hidden.window.id, treeId: hidden.tree.id, productId: hidden.product.id });
    for (const id of [offer.id, '00000000-0000-4000-8000-000000000000']) {
      const reply = await send('GET', `/durian/preorder-offers/${id}`, undefined, null);
      expect([reply.statusCode, reply.json().message]).toEqual([404, 'Pre-order offer not found']);
    }
  });
});

describe("the console's list of offers", () => {
  /** Opens an offer as the admin: a tree's when `treeId` is given, else the farm's variety as a whole. */
  async function opened(body: { windowId: string; productId: string; treeId?: string; fruitsOffered?: number }) {
    const reply = await send('POST', '/durian/preorder-offers', body);
    expect(reply.statusCode).toBe(201);
    return reply.json() as { id: string };
  }
  type Row = { id: string; farmId: string; tree: { id: string } | null; fruitsOffered: number; fruitsReserved: number; fruitsLeft: number; open: boolean };
  /** Each row as [id, fruits offered, reserved, left, open]. */
  const counts = (rows: Row[]) => rows.map((o) => [o.id, o.fruitsOffered, o.fruitsReserved, o.fruitsLeft, o.open]);

  it('lists every offer, closed, over or of a farm not yet verified too, with the fruits offered, reserved and left; or one farm’s', async () => {
    const { farm, window, tree, product } = await orchard();
    const treeOffer = await opened({ windowId: window.id, treeId: tree.id, productId: product.id });
    const varietyOffer = await opened({ windowId: window.id, productId: product.id, fruitsOffered: 100 });
    await send('PATCH', `/durian/preorder-offers/${varietyOffer.id}`, { closed: true });
    // A shopper reserves 3 of the tree's 40 (reserved when placed, before it is paid).
    expect((await preorder(await shopper(), treeOffer, product, 3)).statusCode).toBe(201);
    const hidden = await orchard({ farm: { verificationStatus: 'PENDING' } });
    const hiddenOffer = await opened({ windowId: hidden.window.id, productId: hidden.product.id, fruitsOffered: 10 });

    const all = await send('GET', '/durian/preorder-offers/admin');
    expect(all.statusCode).toBe(200);
    const mine = (all.json().data as Row[]).filter((o) => [treeOffer.id, varietyOffer.id, hiddenOffer.id].includes(o.id));
    expect(counts(mine).sort()).toEqual(
      [
        [treeOffer.id, 40, 3, 37, true],
        [varietyOffer.id, 100, 0, 100, false],
        [hiddenOffer.id, 10, 0, 10, true],
      ].sort(),
    );

    // One farm's: its tree's offer, then its variety's as a whole (closed, still listed), and what each row reports.
    const farmsOwn = await send('GET', `/durian/preorder-offers/admin?farmId=${farm.id}`);
    expect(farmsOwn.statusCode).toBe(200);
    expect(counts(farmsOwn.json().data)).toEqual([
      [treeOffer.id, 40, 3, 37, true],
      [varietyOffer.id, 100, 0, 100, false],
    ]);
    expect(farmsOwn.json().data[0]).toMatchObject({
      farmId: farm.id,
      window: { id: window.id, variety: 'Musang King D197', startsOn: '2027-06-15', endsOn: '2027-08-31' },
      tree: { id: tree.id, name: tree.name },
      product: { id: product.id, pricedBy: 'kg', price: 88, chargedPrice: 176, minWeight: 1.5, weight: 2 },
    });
    expect(farmsOwn.json().data[1].tree).toBeNull();
    expect(counts((await send('GET', `/durian/preorder-offers/admin?farmId=${hidden.farm.id}`)).json().data)).toEqual([[hiddenOffer.id, 10, 0, 10, true]]);
    expect((await send('GET', '/durian/preorder-offers/admin?farmId=00000000-0000-4000-8000-000000000000')).json()).toEqual({ data: [] });

    // 1 September 2027 in Malaysia: the window is over; the console still lists its offers, none of them open.
    clock.advance(new Date('2027-08-31T16:00:00Z').getTime() - clock.now().getTime());
    expect(counts((await send('GET', `/durian/preorder-offers/admin?farmId=${farm.id}`)).json().data)).toEqual([
      [treeOffer.id, 40, 3, 37, false],
      [varietyOffer.id, 100, 0, 100, false],
    ]);
    clock.advance(new Date('2027-05-01T04:00:00Z').getTime() - clock.now().getTime());
  });

  it('is the admin’s only (401, 403), and refuses a farm id that is no id with 400', async () => {
    expect((await send('GET', '/durian/preorder-offers/admin', undefined, null)).statusCode).toBe(401);
    expect((await send('GET', '/durian/preorder-offers/admin', undefined, customer)).statusCode).toBe(403);
    const malformed = await send('GET', '/durian/preorder-offers/admin?farmId=not-a-farm');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().issues.map((issue: { path: string }) => issue.path)).toEqual(['querystring.farmId']);
  });
});
