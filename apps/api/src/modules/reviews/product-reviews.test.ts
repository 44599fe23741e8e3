import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Review } from '@durio/shared/schemas/catalogue';
import { createTestFarm, createTestProduct, createTestReview, createTestUser } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { orders } from '../../db/schema';

let t: TestApp;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  const buyer = await createTestUser(t, { displayName: 'Mei Ling' });
  productId = (await createTestProduct(t.db)).id;
  const [order] = await t.db
    .insert(orders)
    .values({
      userId: buyer.id,
      status: 'DELIVERED',
      paymentStatus: 'PAID',
      isPickup: true,
      subtotalSen: 5000,
      deliveryFeeSen: 0,
      handlingFeeSen: 1000,
      taxSen: 350,
      totalSen: 6350,
      taxRateBps: 700,
      expiresAt: new Date('2025-05-01T00:30:00Z'),
    })
    .returning();
  const at = (day: number) => new Date(Date.UTC(2025, 4, day));
  await createTestReview(t.db, productId, { authorName: 'Imported Ian', rating: 3, review: 'A bit watery.', createdAt: at(1) });
  await createTestReview(t.db, productId, {
    authorName: 'Mei Ling',
    userId: buyer.id,
    orderId: order!.id,
    rating: 5,
    review: 'Thick, bittersweet and fresh.',
    createdAt: at(3),
  });
  await createTestReview(t.db, productId, { authorName: '', rating: 4, review: 'Good value.', createdAt: at(2) });
});

afterAll(async () => {
  await t.close();
});

const reviewsOf = async (query = '', id = productId) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/durian/products/${id}/reviews${query}` });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /durian/products/:id/reviews', () => {
  it("answers the product's reviews newest first, as a plain array", async () => {
    const { status, body } = await reviewsOf();
    expect(status).toBe(200);
    expect(body.map((r: Review) => r.review)).toEqual(['Thick, bittersweet and fresh.', 'Good value.', 'A bit watery.']);
    expect(body[0]).toMatchObject({
      productId,
      rating: 5,
      comment: 'Thick, bittersweet and fresh.',
      user: { displayName: 'Mei Ling' },
      verifiedPurchase: true,
      createdAt: '2025-05-03T00:00:00.000Z',
    });
    expect(body[1]).toMatchObject({ user: { displayName: 'Anonymous' }, verifiedPurchase: false, orderId: null });
  });

  it('pages with skip and take', async () => {
    expect((await reviewsOf('?take=1&skip=1')).body.map((r: Review) => r.review)).toEqual(['Good value.']);
  });

  it('keeps verified purchases only, or ratings from N up, when asked', async () => {
    expect((await reviewsOf('?verified=true')).body).toHaveLength(1);
    expect((await reviewsOf('?minRating=4')).body.map((r: Review) => r.rating)).toEqual([5, 4]);
    expect((await reviewsOf('?minRating=5')).body).toHaveLength(1);
  });

  it("keeps exactly N stars with rating ('5 Star Only'), alone or with the other filters", async () => {
    expect((await reviewsOf('?rating=5')).body.map((r: Review) => r.review)).toEqual(['Thick, bittersweet and fresh.']);
    expect((await reviewsOf('?rating=4')).body.map((r: Review) => r.rating)).toEqual([4]);
    expect((await reviewsOf('?rating=1')).body).toEqual([]);
    expect((await reviewsOf('?rating=3&verified=true')).body).toEqual([]);
    expect((await reviewsOf('?rating=5&verified=true')).body).toHaveLength(1);
    expect((await reviewsOf('?rating=3&minRating=4')).body).toEqual([]);
  });

  it('answers an empty list past the last review', async () => {
    expect(await reviewsOf('?skip=50&take=10')).toEqual({ status: 200, body: [] });
  });

  it("answers 404 'Product not found' for an unknown, deleted or hidden product", async () => {
    const deleted = await createTestProduct(t.db, { deletedAt: new Date() });
    const hidden = await createTestProduct(t.db, { farmId: (await createTestFarm(t.db, { verificationStatus: 'REJECTED' })).id });
    for (const id of ['00000000-0000-4000-8000-000000000000', deleted.id, hidden.id]) {
      const { status, body } = await reviewsOf('', id);
      expect(status).toBe(404);
      expect(body.message).toBe('Product not found');
    }
  });

  it('refuses a rating filter out of 1 to 5 and a negative take with 400', async () => {
    expect((await reviewsOf('?minRating=6')).status).toBe(400);
    expect((await reviewsOf('?rating=0')).status).toBe(400);
    expect((await reviewsOf('?rating=4.5')).status).toBe(400);
    expect((await reviewsOf('?verified=perhaps')).status).toBe(400);
    expect((await reviewsOf('?take=-3')).status).toBe(400);
  });
});
