import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farms, favourites, products } from '../../db/schema';
import {
  attachTestMedia,
  attachTestProductImage,
  createTestFarm,
  createTestFile,
  createTestProduct,
  createTestTree,
  createTestUser,
  type TestUser,
} from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const URL = '/api/v1/user-profile/favorites';
const list = (user: TestUser) => t.app.inject({ method: 'GET', url: URL, headers: user.headers });
const add = (user: TestUser, payload: object) => t.app.inject({ method: 'POST', url: URL, headers: user.headers, payload });
const getOne = (user: TestUser, id: string) => t.app.inject({ method: 'GET', url: `${URL}/${id}`, headers: user.headers });
const remove = (user: TestUser, id: string) => t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: user.headers });
const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Favourite not found' };

/** A verified farm with a picture, one of its trees (with a video, then a picture), and a product with a picture. */
async function catalogue() {
  const farm = await createTestFarm(t.db, { name: 'Bukit Durian Farm', location: 'Raub, Pahang' });
  const farmPicture = await createTestFile(t.db);
  await attachTestMedia(t.db, { farmId: farm.id }, farmPicture.id);
  const tree = await createTestTree(t.db, farm.id, { name: 'Old Musang', variety: 'Musang King D197' });
  const video = await createTestFile(t.db, { mimeType: 'video/mp4', storageKey: `test/${tree.id}.mp4`, thumbnailKey: null });
  const treePicture = await createTestFile(t.db);
  await attachTestMedia(t.db, { treeId: tree.id }, video.id, 0);
  await attachTestMedia(t.db, { treeId: tree.id }, treePicture.id, 1);
  const product = await createTestProduct(t.db, { farmId: farm.id, name: 'Musang King Grade A' });
  const productPicture = await attachTestProductImage(t.db, product.id);
  return { farm, farmPicture, tree, treePicture, product, productPicture };
}

describe('POST /user-profile/favorites', () => {
  it('adds a farm, a tree and a product, each with its name, subtitle and first picture', async () => {
    const user = await createTestUser(t);
    const c = await catalogue();

    const farm = await add(user, { type: 'farm', targetId: c.farm.id });
    const tree = await add(user, { type: 'tree', targetId: c.tree.id });
    const product = await add(user, { type: 'product', targetId: c.product.id });

    expect([farm.statusCode, tree.statusCode, product.statusCode]).toEqual([201, 201, 201]);
    expect(farm.json()).toMatchObject({
      type: 'farm',
      targetId: c.farm.id,
      target: { id: c.farm.id, name: 'Bukit Durian Farm', subtitle: 'Raub, Pahang', image: { id: c.farmPicture.id } },
    });
    expect(tree.json().target).toMatchObject({ name: 'Old Musang', subtitle: 'Musang King D197', image: { id: c.treePicture.id } });
    expect(product.json().target).toMatchObject({
      name: 'Musang King Grade A',
      subtitle: 'Bukit Durian Farm',
      image: { id: c.productPicture.id, type: 'image/webp', url: { original: expect.stringContaining('/files/') } },
    });
  });

  it('answers an existing favourite with 200 and adds no duplicate', async () => {
    const user = await createTestUser(t);
    const { farm } = await catalogue();
    const first = await add(user, { type: 'farm', targetId: farm.id });

    const again = await add(user, { type: 'farm', targetId: farm.id });

    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await t.db.select().from(favourites).where(eq(favourites.userId, user.id))).toHaveLength(1);
  });

  it('refuses what the public cannot see: unknown ids, unverified farms and their trees, deleted products', async () => {
    const user = await createTestUser(t);
    const hidden = await createTestFarm(t.db, { verificationStatus: 'PENDING' });
    const hiddenTree = await createTestTree(t.db, hidden.id);
    const deleted = await createTestProduct(t.db, { deletedAt: new Date() });
    const { farm } = await catalogue();
    const cases = [
      [{ type: 'farm', targetId: hidden.id }, 'Farm not found'],
      [{ type: 'tree', targetId: hiddenTree.id }, 'Tree not found'],
      [{ type: 'product', targetId: deleted.id }, 'Product not found'],
      // A farm's id is not a product's.
      [{ type: 'product', targetId: farm.id }, 'Product not found'],
    ] as const;

    for (const [body, message] of cases) {
      const res = await add(user, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message });
    }
    expect(await t.db.select().from(favourites).where(eq(favourites.userId, user.id))).toEqual([]);
  });

  it('refuses an unknown type, a malformed id and a missing token', async () => {
    const user = await createTestUser(t);
    const { farm } = await catalogue();
    expect((await add(user, { type: 'category', targetId: farm.id })).statusCode).toBe(400);
    expect((await add(user, { type: 'farm', targetId: 'farm-1' })).statusCode).toBe(400);
    expect((await add(user, {})).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: URL, payload: { type: 'farm', targetId: farm.id } })).statusCode).toBe(401);
  });
});

describe('GET /user-profile/favorites', () => {
  it("lists the user's own favourites, newest first", async () => {
    const [user, other] = [await createTestUser(t), await createTestUser(t)];
    const c = await catalogue();
    const farm = (await add(user, { type: 'farm', targetId: c.farm.id })).json();
    const product = (await add(user, { type: 'product', targetId: c.product.id })).json();
    await add(other, { type: 'tree', targetId: c.tree.id });

    const res = await list(user);

    expect(res.statusCode).toBe(200);
    expect(res.json().map((f: { id: string }) => f.id)).toEqual([product.id, farm.id]);
  });

  it('keeps a favourite whose target was hidden or deleted, with target null, so it can be removed', async () => {
    const user = await createTestUser(t);
    const c = await catalogue();
    await add(user, { type: 'farm', targetId: c.farm.id });
    await add(user, { type: 'tree', targetId: c.tree.id });
    await add(user, { type: 'product', targetId: c.product.id });

    await t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, c.product.id));
    await t.db.update(farms).set({ verificationStatus: 'REJECTED' }).where(eq(farms.id, c.farm.id));

    const body = (await list(user)).json() as { type: string; target: unknown }[];
    expect(body.map((f) => [f.type, f.target])).toEqual([
      ['product', null],
      ['tree', null],
      ['farm', null],
    ]);
  });

  it('is empty for a new user and requires sign-in', async () => {
    expect((await list(await createTestUser(t))).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});

describe('GET and DELETE /user-profile/favorites/:favoriteId', () => {
  it('reads and removes one of the own favourites', async () => {
    const user = await createTestUser(t);
    const { tree } = await catalogue();
    const favourite = (await add(user, { type: 'tree', targetId: tree.id })).json();

    const one = await getOne(user, favourite.id);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(favourite);

    const removed = await remove(user, favourite.id);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await getOne(user, favourite.id)).json()).toEqual(NOT_FOUND);
    expect((await remove(user, favourite.id)).json()).toEqual(NOT_FOUND);
  });

  it("answers another user's favourite with 404 and leaves it alone", async () => {
    const [owner, other] = [await createTestUser(t), await createTestUser(t)];
    const { farm } = await catalogue();
    const favourite = (await add(owner, { type: 'farm', targetId: farm.id })).json();

    expect((await getOne(other, favourite.id)).json()).toEqual(NOT_FOUND);
    expect((await remove(other, favourite.id)).json()).toEqual(NOT_FOUND);

    expect((await getOne(owner, favourite.id)).statusCode).toBe(200);
  });

  it('answers a malformed id with 404 and refuses a missing token', async () => {
    const user = await createTestUser(t);
    expect((await getOne(user, 'fav-1')).statusCode).toBe(404);
    const favouriteId = '00000000-0000-4000-8000-000000000000';
    expect((await t.app.inject({ method: 'DELETE', url: `${URL}/${favouriteId}` })).statusCode).toBe(401);
  });
});
