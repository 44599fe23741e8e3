import type { Product, Review } from '@durio/shared/schemas/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProduct, createTestReview, createTestUser, type TestUser } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t, { role: 'ADMIN', displayName: 'Moderator' });
});
afterAll(async () => {
  await t.close();
});

const visibility = (reviewId: string, payload: object, user: TestUser | null = admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/durian/reviews/${reviewId}/visibility`, headers: user?.headers ?? {}, payload });
const productReply = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/durian/products/${id}` })).json<Product>();
const publicReviews = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/durian/products/${id}/reviews` })).json<Review[]>();

describe('review moderation (docs/product/catalogue.md, docs/product/admin-console.md)', () => {
  it('hides a review with a reason: gone from the lists and the rating; shown again, it counts again', async () => {
    const product = await createTestProduct(t.db);
    const kept = await createTestReview(t.db, product.id, { rating: 5, review: 'Lovely' });
    const rude = await createTestReview(t.db, product.id, { rating: 1, review: 'Spam spam spam' });
    expect(await productReply(product.id)).toMatchObject({ rating: 3, reviewCount: 2 });

    const hidden = await visibility(rude.id, { hidden: true, reason: 'Advertising, not a review' });

    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ id: rude.id, hidden: true, hiddenReason: 'Advertising, not a review', product: { id: product.id } });
    expect(await productReply(product.id)).toMatchObject({ rating: 5, reviewCount: 1 });
    expect((await publicReviews(product.id)).map((r) => r.id)).toEqual([kept.id]);
    const list = await t.app.inject({ method: 'GET', url: `/api/v1/durian/reviews/admin?hidden=true&productId=${product.id}`, headers: admin.headers });
    expect(list.json()).toMatchObject({ items: [{ id: rude.id, hidden: true }], meta: { totalCount: 1 } });

    expect((await visibility(rude.id, { hidden: false })).json()).toMatchObject({ hidden: false, hiddenReason: null });
    expect(await productReply(product.id)).toMatchObject({ rating: 3, reviewCount: 2 });

    const history = await t.app.inject({ method: 'GET', url: `/api/v1/durian/admin/changes?entity=review&entityId=${rude.id}`, headers: admin.headers });
    expect(history.json().items.map((c: { action: string }) => c.action).sort()).toEqual(['hidden', 'shown']);
  });

  it('needs a reason to hide, refuses customers and visitors, and answers 404 for an unknown review', async () => {
    const product = await createTestProduct(t.db);
    const review = await createTestReview(t.db, product.id);
    expect((await visibility(review.id, { hidden: true })).statusCode).toBe(400);
    expect((await visibility(review.id, { hidden: true, reason: 'x', extra: 1 })).statusCode).toBe(400);
    expect((await visibility(review.id, { hidden: true, reason: 'Off topic' }, await createTestUser(t))).json()).toMatchObject({
      statusCode: 403,
      message: 'Forbidden - Admin only',
    });
    expect((await visibility(review.id, { hidden: true, reason: 'Off topic' }, null)).statusCode).toBe(401);
    expect((await visibility(crypto.randomUUID(), { hidden: true, reason: 'Off topic' })).statusCode).toBe(404);
    expect((await publicReviews(product.id)).map((r) => r.id)).toEqual([review.id]);
  });
});
