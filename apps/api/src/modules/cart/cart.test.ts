import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts, products } from '../../db/schema';
import { signAccessToken } from '../../lib/access-token';
import { loadSigningKeys } from '../../lib/signing-keys';
import {
  attachTestProductImage,
  createTestFarm,
  createTestProduct,
  createTestUser,
  fillTestCart,
  type TestUser,
} from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { clearCart } from './cart.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const URL = '/api/v1/durian/cart';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const ITEM_NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Cart item not found' };

interface CartReply {
  id: string;
  items: { id: string; quantity: number; notes: string | null; product: { id: string; name: string } }[];
}

const getCart = (user: TestUser, query = '') => t.app.inject({ method: 'GET', url: URL + query, headers: user.headers });
const addItem = (user: TestUser, payload: object, query = '') =>
  t.app.inject({ method: 'POST', url: `${URL}/items${query}`, headers: user.headers, payload });
const updateItem = (user: TestUser, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `${URL}/items/${id}`, headers: user.headers, payload });
const removeItem = (user: TestUser, id: string) =>
  t.app.inject({ method: 'DELETE', url: `${URL}/items/${id}`, headers: user.headers });

async function add(user: TestUser, productId: string, quantity: number, notes?: string) {
  const res = await addItem(user, { productId, quantity, notes });
  expect(res.statusCode).toBe(201);
  return res.json() as CartReply;
}

const linesInDb = async (userId: string) =>
  t.db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity, notes: cartItems.notes })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId));

const conflict = (message: string) => ({ statusCode: 409, error: 'Conflict', message });

describe('GET /durian/cart', () => {
  it('creates an empty cart on first use and answers the same one afterwards', async () => {
    const user = await createTestUser(t);

    const first = await getCart(user);

    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: expect.any(String), items: [], promotions: [], voucher: null });
    expect((await getCart(user)).json().id).toBe(first.json().id);
    expect(await t.db.select().from(carts).where(eq(carts.userId, user.id))).toHaveLength(1);
  });

  it('shows each line with the product as the cart needs it: RM prices, kg, media, farm', async () => {
    const user = await createTestUser(t);
    const farm = await createTestFarm(t.db, { name: 'Bentong Hill Orchard' });
    const product = await createTestProduct(t.db, {
      farmId: farm.id,
      name: 'Black Thorn',
      priceSen: 12_950,
      discountPriceSen: 9_900,
      weightGrams: 2_250,
      stock: 7,
    });
    const second = await attachTestProductImage(t.db, product.id, 1);
    const first = await attachTestProductImage(t.db, product.id, 0);

    await add(user, product.id, 2, 'Ripe, please');
    const res = await getCart(user);

    expect(res.json().items).toEqual([
      {
        id: expect.any(String),
        quantity: 2,
        notes: 'Ripe, please',
        product: {
          id: product.id,
          name: 'Black Thorn',
          description: product.description,
          price: 129.5,
          discountPrice: 99,
          salePrice: 99,
          pricedBy: 'unit',
          chargedPrice: 99,
          stock: 7,
          available: true,
          buyable: true,
          weight: 2.25,
          minWeight: null,
          form: 'whole',
          media: [first, second].map((f) => ({
            id: f.id,
            type: 'image/webp',
            url: { original: `/files/${f.storageKey}`, thumbnail: `/files/${f.thumbnailKey}`, variants: [] },
            caption: null,
            width: 800,
            height: 600,
          })),
          farm: { id: farm.id, name: 'Bentong Hill Orchard' },
        },
      },
    ]);
  });

  it('lists lines in the order they were first added', async () => {
    const user = await createTestUser(t);
    const [a, b, c] = [await createTestProduct(t.db), await createTestProduct(t.db), await createTestProduct(t.db)];
    await add(user, b!.id, 1);
    await add(user, a!.id, 1);
    await add(user, c!.id, 1);
    await add(user, b!.id, 1);

    const cart = (await getCart(user)).json() as CartReply;

    expect(cart.items.map((i) => i.product.id)).toEqual([b!.id, a!.id, c!.id]);
  });

  it('accepts its own cartId and refuses any other', async () => {
    const user = await createTestUser(t);
    const other = await createTestUser(t);
    const mine = (await getCart(user)).json().id;
    const theirs = (await getCart(other)).json().id;

    expect((await getCart(user, `?cartId=${mine}`)).statusCode).toBe(200);
    const res = await getCart(user, `?cartId=${theirs}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Cart not found');
    expect((await getCart(user, '?cartId=nope')).statusCode).toBe(400);
  });

  it('refuses a missing or forged token', async () => {
    const user = await createTestUser(t);
    expect((await t.app.inject({ method: 'GET', url: URL })).json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Unauthorized - JWT token is missing or invalid',
    });
    const forged = await signAccessToken(await loadSigningKeys({}), { userId: user.id, role: 'CUSTOMER' });
    const res = await t.app.inject({ method: 'GET', url: URL, headers: { authorization: `Bearer ${forged}` } });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /durian/cart/items', () => {
  it('adds a product and answers the cart with 201', async () => {
    const user = await createTestUser(t);
    const product = await createTestProduct(t.db);

    const res = await addItem(user, { productId: product.id, quantity: 3, notes: 'Gift wrap' });

    expect(res.statusCode).toBe(201);
    expect(res.json().items).toMatchObject([{ quantity: 3, notes: 'Gift wrap', product: { id: product.id } }]);
    expect(await linesInDb(user.id)).toEqual([{ productId: product.id, quantity: 3, notes: 'Gift wrap' }]);
  });

  it('adds one when no quantity is given', async () => {
    const user = await createTestUser(t);
    const product = await createTestProduct(t.db);
    const res = await addItem(user, { productId: product.id });
    expect(res.json().items[0].quantity).toBe(1);
  });

  it('adds to the line of a product already in the cart, keeping its notes unless new ones come', async () => {
    const user = await createTestUser(t);
    const product = await createTestProduct(t.db, { stock: 10 });
    await add(user, product.id, 2, 'Ripe');

    const cart = await add(user, product.id, 3);

    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ quantity: 5, notes: 'Ripe' });
    expect((await add(user, product.id, 1, 'Very ripe')).items[0]).toMatchObject({ quantity: 6, notes: 'Very ripe' });
  });

  it('refuses more than the stock, in one go or in sum, and changes nothing', async () => {
    const user = await createTestUser(t);
    const product = await createTestProduct(t.db, { stock: 4 });

    const tooMany = await addItem(user, { productId: product.id, quantity: 5 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual(conflict('Only 4 left in stock'));
    expect(await linesInDb(user.id)).toEqual([]);

    await add(user, product.id, 3);
    expect((await addItem(user, { productId: product.id, quantity: 2, notes: 'x' })).json()).toEqual(
      conflict('Only 4 left in stock'),
    );
    expect(await linesInDb(user.id)).toEqual([{ productId: product.id, quantity: 3, notes: null }]);
    expect((await add(user, product.id, 1)).items[0]!.quantity).toBe(4);
  });

  it('lets only one of two simultaneous adds pass when together they exceed the stock', async () => {
    const user = await createTestUser(t);
    const product = await createTestProduct(t.db, { stock: 5 });
    await getCart(user);

    const results = await Promise.all([
      addItem(user, { productId: product.id, quantity: 3 }),
      addItem(user, { productId: product.id, quantity: 3 }),
    ]);

    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await linesInDb(user.id)).toEqual([{ productId: product.id, quantity: 3, notes: null }]);
  });

  it('refuses a product with no stock, not available or deleted as out of stock', async () => {
    const user = await createTestUser(t);
    const soldOut = await createTestProduct(t.db, { stock: 0 });
    const unavailable = await createTestProduct(t.db, { available: false });
    const deleted = await createTestProduct(t.db, { deletedAt: new Date() });

    for (const product of [soldOut, unavailable, deleted]) {
      const res = await addItem(user, { productId: product.id, quantity: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(conflict('This product is out of stock'));
    }
    expect(await linesInDb(user.id)).toEqual([]);
  });

  it('answers an unknown product, or one of a farm not verified, with 404', async () => {
    const user = await createTestUser(t);
    const pendingFarm = await createTestFarm(t.db, { verificationStatus: 'PENDING' });
    const hidden = await createTestProduct(t.db, { farmId: pendingFarm.id });

    for (const productId of [UNKNOWN_ID, hidden.id]) {
      const res = await addItem(user, { productId, quantity: 1 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Product not found' });
    }
  });

  it('refuses bad input', async () => {
    const user = await createTestUser(t);
    const product = await createTestProduct(t.db);

    expect((await addItem(user, { productId: 'nope', quantity: 1 })).statusCode).toBe(400);
    expect((await addItem(user, { productId: product.id, quantity: 0 })).statusCode).toBe(400);
    expect((await addItem(user, { productId: product.id, quantity: 'two' })).statusCode).toBe(400);
    expect((await addItem(user, { productId: product.id, quantity: 1.5 })).statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: 'POST',
      url: `${URL}/items`,
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"productId":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await linesInDb(user.id)).toEqual([]);
  });

  it('requires a token', async () => {
    const product = await createTestProduct(t.db);
    const res = await t.app.inject({ method: 'POST', url: `${URL}/items`, payload: { productId: product.id, quantity: 1 } });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /durian/cart/items/:id', () => {
  async function cartWith(stock = 10, quantity = 2) {
    const user = await createTestUser(t);
    const product = await createTestProduct(t.db, { stock });
    const cart = await add(user, product.id, quantity, 'Ripe');
    return { user, product, itemId: cart.items[0]!.id };
  }

  it('sets the quantity and notes', async () => {
    const { user, itemId } = await cartWith();

    const res = await updateItem(user, itemId, { quantity: 7, notes: 'Half ripe' });

    expect(res.statusCode).toBe(200);
    expect(res.json().items).toMatchObject([{ id: itemId, quantity: 7, notes: 'Half ripe' }]);
  });

  it('keeps the notes when none are sent', async () => {
    const { user, itemId } = await cartWith();
    expect((await updateItem(user, itemId, { quantity: 1 })).json().items[0]).toMatchObject({ quantity: 1, notes: 'Ripe' });
  });

  it('removes the line for a quantity of 0 or less', async () => {
    const { user, itemId } = await cartWith();
    const res = await updateItem(user, itemId, { quantity: 0 });
    expect(res.json().items).toEqual([]);
    expect(await linesInDb(user.id)).toEqual([]);

    const again = await cartWith();
    expect((await updateItem(again.user, again.itemId, { quantity: -1 })).json().items).toEqual([]);
  });

  it('refuses more than the stock and leaves the line as it was', async () => {
    const { user, product, itemId } = await cartWith(5, 2);

    const res = await updateItem(user, itemId, { quantity: 6 });

    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(conflict('Only 5 left in stock'));
    expect(await linesInDb(user.id)).toEqual([{ productId: product.id, quantity: 2, notes: 'Ripe' }]);
  });

  it('refuses a new quantity once the product is out of stock', async () => {
    const { user, product, itemId } = await cartWith();
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, product.id));

    expect((await updateItem(user, itemId, { quantity: 1 })).json()).toEqual(conflict('This product is out of stock'));
    expect((await updateItem(user, itemId, { quantity: 0 })).statusCode).toBe(200);
  });

  it("answers another user's line as not found and leaves it alone", async () => {
    const owner = await cartWith();
    const user = await createTestUser(t);
    await getCart(user);

    const res = await updateItem(user, owner.itemId, { quantity: 1 });

    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(ITEM_NOT_FOUND);
    expect((await updateItem(user, UNKNOWN_ID, { quantity: 1 })).json()).toEqual(ITEM_NOT_FOUND);
    expect(await linesInDb(owner.user.id)).toEqual([{ productId: owner.product.id, quantity: 2, notes: 'Ripe' }]);
  });

  it('refuses bad input', async () => {
    const { user, itemId } = await cartWith();
    expect((await updateItem(user, itemId, { quantity: 'many' })).statusCode).toBe(400);
    expect((await updateItem(user, itemId, {})).statusCode).toBe(400);
    expect((await updateItem(user, 'nope', { quantity: 1 })).statusCode).toBe(404);
  });
});

describe('DELETE /durian/cart/items/:id', () => {
  it('removes the line and answers the cart', async () => {
    const user = await createTestUser(t);
    const [a, b] = [await createTestProduct(t.db), await createTestProduct(t.db)];
    await add(user, a!.id, 1);
    const itemId = (await add(user, b!.id, 1)).items[1]!.id;

    const res = await removeItem(user, itemId);

    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: { product: { id: string } }) => i.product.id)).toEqual([a!.id]);
  });

  it("answers another user's line as not found and leaves it alone", async () => {
    const owner = await createTestUser(t);
    const product = await createTestProduct(t.db);
    const itemId = (await add(owner, product.id, 2)).items[0]!.id;
    const user = await createTestUser(t);

    expect((await removeItem(user, itemId)).json()).toEqual(ITEM_NOT_FOUND);
    expect(await linesInDb(owner.id)).toHaveLength(1);
  });

  it('answers a line already removed as not found', async () => {
    const user = await createTestUser(t);
    const product = await createTestProduct(t.db);
    const itemId = (await add(user, product.id, 1)).items[0]!.id;
    await removeItem(user, itemId);

    expect((await removeItem(user, itemId)).statusCode).toBe(404);
  });
});

describe('DELETE /durian/cart/clear', () => {
  it('empties my cart only', async () => {
    const user = await createTestUser(t);
    const other = await createTestUser(t);
    const product = await createTestProduct(t.db);
    await add(user, product.id, 2);
    await add(other, product.id, 1);

    const res = await t.app.inject({ method: 'DELETE', url: `${URL}/clear`, headers: user.headers });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: expect.any(String), items: [], promotions: [], voucher: null });
    expect(await linesInDb(user.id)).toEqual([]);
    expect(await linesInDb(other.id)).toHaveLength(1);
  });

  it('requires a token', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: `${URL}/clear` })).statusCode).toBe(401);
  });
});

describe('clearCart(tx, userId)', () => {
  it("empties the user's cart inside the caller's transaction", async () => {
    const user = await createTestUser(t);
    const other = await createTestUser(t);
    const product = await createTestProduct(t.db);
    await fillTestCart(t.db, user.id, [{ productId: product.id, quantity: 2 }]);
    await fillTestCart(t.db, other.id, [{ productId: product.id, quantity: 1 }]);

    await t.db.transaction((tx) => clearCart(tx, user.id));

    expect(await linesInDb(user.id)).toEqual([]);
    expect(await linesInDb(other.id)).toHaveLength(1);
  });

  it('is undone with the transaction', async () => {
    const user = await createTestUser(t);
    const product = await createTestProduct(t.db);
    await fillTestCart(t.db, user.id, [{ productId: product.id, quantity: 2 }]);

    await expect(
      t.db.transaction(async (tx) => {
        await clearCart(tx, user.id);
        throw new Error('payment step failed');
      }),
    ).rejects.toThrow('payment step failed');

    expect(await linesInDb(user.id)).toHaveLength(1);
  });

  it('does nothing for a user without a cart', async () => {
    const user = await createTestUser(t);
    await t.db.transaction((tx) => clearCart(tx, user.id));
    expect(await t.db.select().from(carts).where(eq(carts.userId, user.id))).toHaveLength(0);
  });
});
