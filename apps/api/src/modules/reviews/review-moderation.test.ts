import type { Product, Review } from '@durio/shared/schemas/catalogue';
import type { AdminReview, AdminReviewsReply } from '@durio/shared/schemas/review-moderation';
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
const reply = (reviewId: string, payload: object, user: TestUser | null = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/durian/reviews/${reviewId}/reply`, headers: user?.headers ?? {}, payload });
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

  it("answers a review in public as the shop: the reply shows under it on the product page, replaced when written again, gone when removed", async () => {
    const product = await createTestProduct(t.db);
    const review = await createTestReview(t.db, product.id, { rating: 2, review: 'Arrived a little too ripe' });

    const replied = await reply(review.id, { text: '  Sorry to hear that. We have sent a replacement.  ' });

    expect(replied.statusCode).toBe(200);
    const answered = replied.json<AdminReview>();
    expect(answered).toMatchObject({ id: review.id, shopReply: { text: 'Sorry to hear that. We have sent a replacement.' } });
    expect(Date.parse(answered.shopReply!.repliedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await publicReviews(product.id))[0]!.shopReply).toEqual(answered.shopReply);

    await reply(review.id, { text: 'The replacement is on its way.' });
    expect((await publicReviews(product.id))[0]!.shopReply).toMatchObject({ text: 'The replacement is on its way.' });

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v1/durian/reviews/${review.id}/reply`, headers: admin.headers });
    expect(removed.json()).toMatchObject({ id: review.id, shopReply: null });
    expect((await publicReviews(product.id))[0]!.shopReply).toBeNull();

    const history = await t.app.inject({ method: 'GET', url: `/api/v1/durian/admin/changes?entity=review&entityId=${review.id}`, headers: admin.headers });
    expect(history.json().items.map((c: { action: string }) => c.action).sort()).toEqual(['replied', 'replied', 'replyRemoved']);
  });

  it('refuses an empty or long reply, customers and visitors, and an unknown review, and changes nothing', async () => {
    const product = await createTestProduct(t.db);
    const review = await createTestReview(t.db, product.id);
    expect((await reply(review.id, { text: '   ' })).json()).toMatchObject({ statusCode: 400, message: 'body.text: Write the reply' });
    expect((await reply(review.id, { text: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await reply(review.id, { text: 'Thanks', extra: 1 })).statusCode).toBe(400);
    expect((await reply(review.id, { text: 'Thanks' }, await createTestUser(t))).json()).toMatchObject({
      statusCode: 403,
      message: 'Forbidden - Admin only',
    });
    expect((await reply(review.id, { text: 'Thanks' }, null)).statusCode).toBe(401);
    expect((await reply(crypto.randomUUID(), { text: 'Thanks' })).statusCode).toBe(404);
    expect((await publicReviews(product.id))[0]!.shopReply).toBeNull();
  });

  it('filters the console list by stars and by whether the shop has replied', async () => {
    const product = await createTestProduct(t.db);
    const low = await createTestReview(t.db, product.id, { rating: 1 });
    const answeredLow = await createTestReview(t.db, product.id, { rating: 1 });
    const high = await createTestReview(t.db, product.id, { rating: 5 });
    await reply(answeredLow.id, { text: 'We are sorry; a refund is on its way.' });
    const ids = async (query: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/v1/durian/reviews/admin?productId=${product.id}&${query}`, headers: admin.headers })
      )
        .json<AdminReviewsReply>()
        .items.map((r) => r.id)
        .sort();

    expect(await ids('rating=1')).toEqual([low.id, answeredLow.id].sort());
    expect(await ids('rating=5')).toEqual([high.id]);
    expect(await ids('rating=1&replied=false')).toEqual([low.id]);
    expect(await ids('replied=true')).toEqual([answeredLow.id]);
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/durian/reviews/admin?rating=6', headers: admin.headers });
    expect(refused.statusCode).toBe(400);
  });
});
