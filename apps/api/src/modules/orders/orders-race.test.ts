import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema';
import { createTestAddress, createTestProduct, createTestUser, fillTestCart } from '../../test-support/factories';
import { createTestApp, usesPostgres, type TestApp } from '../../test-support/test-app';

// PGlite runs one query at a time, so only PostgreSQL can show two checkouts racing for the last units.
describe.runIf(usesPostgres)('concurrent checkouts (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sells exactly the stock when 20 customers order the last 5 at once', async () => {
    const product = await createTestProduct(t.db, { stock: 5, priceSen: 5000, weightGrams: 1500 });
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const user = await createTestUser(t);
        await fillTestCart(t.db, user.id, [{ productId: product.id, quantity: 1 }]);
        const address = await createTestAddress(t.db, user.id);
        return { user, address };
      }),
    );

    // RM50 + RM15 delivery + RM10 handling + RM3.50 tax.
    const replies = await Promise.all(
      shoppers.map(({ user, address }) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/durian/orders',
          headers: user.headers,
          payload: { isPickup: false, shippingAddressOrDropoffPointId: address.id, total: 78.5 },
        }),
      ),
    );

    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    for (const refused of replies.filter((r) => r.statusCode === 409)) {
      expect(refused.json().message).toBe(`${product.name} is out of stock`);
    }
    const [row] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id));
    expect(row!.stock).toBe(0);
    expect(await t.db.select().from(orders)).toHaveLength(5);
  });

  it('keeps one unpaid order when one customer checks out twice at once: the later replaces the earlier', async () => {
    const product = await createTestProduct(t.db, { stock: 10, priceSen: 5000, weightGrams: 1500 });
    const user = await createTestUser(t);
    await fillTestCart(t.db, user.id, [{ productId: product.id, quantity: 2 }]);
    const address = await createTestAddress(t.db, user.id);

    // 2 × RM50 + RM15 delivery + RM20 handling (3 kg) + RM7 tax.
    const replies = await Promise.all(
      [1, 2].map(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/durian/orders',
          headers: user.headers,
          payload: { isPickup: false, shippingAddressOrDropoffPointId: address.id, total: 142 },
        }),
      ),
    );

    expect(replies.map((r) => r.statusCode)).toEqual([201, 201]);
    const mine = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.userId, user.id));
    expect(mine.map((o) => o.status).sort()).toEqual(['CANCELLED', 'PENDING']);
    const [row] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id));
    expect(row!.stock).toBe(8);
  });
});
