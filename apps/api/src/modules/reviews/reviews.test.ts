import type { Review } from '@durio/shared/schemas/catalogue';
import type { Order } from '@durio/shared/schemas/orders';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredFile } from '@durio/shared/schemas/files';
import { files, orders, reviews } from '../../db/schema';
import { smallPng, uploadTestFile } from '../../test-support/media-samples';
import {
  createTestOrder,
  createTestProduct,
  createTestUser,
  placeTestOrder,
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

type OrderStatus = Order['status'];

const reviewUrl = (orderId: string, productId: string) => `/api/v1/durian/products/${orderId}/${productId}/reviews`;
const ownReviewUrl = (productId: string, reviewId: string) => `/api/v1/durian/products/${productId}/reviews/${reviewId}`;

function submit(user: TestUser | null, orderId: string, productId: string, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: reviewUrl(orderId, productId),
    headers: user?.headers ?? {},
    payload,
  });
}

/** A customer with an order of one durian in `status`. */
async function buyer(status: OrderStatus = 'DELIVERED', displayName = 'Nurul Huda') {
  const user = await createTestUser(t, { displayName });
  const product = await createTestProduct(t.db);
  const order = await createTestOrder(t.db, user.id, [{ product, quantity: 1 }], {
    status,
    paymentStatus: status === 'PENDING' || status === 'CANCELLED' ? 'PENDING' : 'PAID',
  });
  return { user, product, order };
}

async function reviewed() {
  const b = await buyer();
  const res = await submit(b.user, b.order.id, b.product.id, { review: 'Creamy and bittersweet.', rating: 4 });
  expect(res.statusCode).toBe(201);
  return { ...b, review: res.json<Review>() };
}

describe('POST /durian/products/:orderId/:productId/reviews', () => {
  it('lets the buyer of a delivered order review its product, as a verified purchase under their name', async () => {
    const { user, product, order } = await buyer('DELIVERED', 'Nurul Huda');

    const res = await submit(user, order.id, product.id, { review: '  Creamy and bittersweet.  ', rating: 4 });

    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      productId: product.id,
      orderId: order.id,
      rating: 4,
      review: 'Creamy and bittersweet.',
      comment: 'Creamy and bittersweet.',
      user: { displayName: 'Nurul Huda' },
      verifiedPurchase: true,
      media: [],
      shopReply: null,
      createdAt: expect.any(String),
    });
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, res.json<Review>().id));
    expect(row).toMatchObject({ userId: user.id, orderId: order.id, authorName: 'Nurul Huda' });
  });

  it('shows the new review on the order line, in the product reviews and in the product rating', async () => {
    const { user, product, order } = await reviewed();

    const orderRes = await t.app.inject({ method: 'GET', url: `/api/v1/durian/orders/${order.id}`, headers: user.headers });
    expect(orderRes.json<Order>().items[0]!.review).toMatchObject({ rating: 4, review: 'Creamy and bittersweet.' });

    const listed = await t.app.inject({ method: 'GET', url: `/api/v1/durian/products/${product.id}/reviews` });
    expect(listed.json<Review[]>()).toEqual([expect.objectContaining({ orderId: order.id, verifiedPurchase: true })]);

    const productRes = await t.app.inject({ method: 'GET', url: `/api/v1/durian/products/${product.id}` });
    expect(productRes.json()).toMatchObject({ rating: 4, reviewCount: 1 });
  });

  it("shows the shop's reply to the review on the buyer's order too", async () => {
    const { user, order } = await reviewed();
    const admin = await createTestUser(t, { role: 'ADMIN' });
    const orderLine = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/durian/orders/${order.id}`, headers: user.headers })).json<Order>().items[0]!;
    const reviewId = (await orderLine()).review!.id;

    await t.app.inject({ method: 'PUT', url: `/api/v1/durian/reviews/${reviewId}/reply`, headers: admin.headers, payload: { text: 'Terima kasih!' } });

    expect((await orderLine()).review!.shopReply).toMatchObject({ text: 'Terima kasih!' });
  });

  it('accepts a review once the admin has moved a paid order through to DELIVERED', async () => {
    const admin = await createTestUser(t, { role: 'ADMIN' });
    const user = await createTestUser(t);
    const product = await createTestProduct(t.db);
    const order = await placeTestOrder(t, user, [{ product, quantity: 1 }]);
    await t.db.update(orders).set({ status: 'PAID', paymentStatus: 'PAID' }).where(eq(orders.id, order.id));
    const move = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/v1/durian/orders/admin/${order.id}`, headers: admin.headers, payload });

    expect((await move({ status: 'PROCESSING' })).statusCode).toBe(200);
    expect((await move({ status: 'SHIPPED', trackingNumber: 'MY123456789', shippingCarrier: 'Pos Laju' })).statusCode).toBe(200);
    expect((await submit(user, order.id, product.id, { review: 'Too early.', rating: 5 })).statusCode).toBe(403);
    expect((await move({ status: 'DELIVERED' })).statusCode).toBe(200);

    expect((await submit(user, order.id, product.id, { review: 'Arrived cold and perfect.', rating: 5 })).statusCode).toBe(201);
  });

  it.each<OrderStatus>(['PENDING', 'PAID', 'PROCESSING', 'SHIPPED', 'CANCELLED'])(
    'refuses with 403 while the order is %s',
    async (status) => {
      const { user, product, order } = await buyer(status);

      const res = await submit(user, order.id, product.id, { review: 'Looks good so far.', rating: 5 });

      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'You can review a product only after its order has been delivered.',
      });
    },
  );

  it('refuses with 403 a product that is not part of the order', async () => {
    const { user, order } = await buyer();
    const other = await createTestProduct(t.db);

    const res = await submit(user, order.id, other.id, { review: 'Never bought it.', rating: 1 });

    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This product is not part of this order.');
  });

  it('refuses a second review of the same product for the same order with 409', async () => {
    const { user, product, order } = await reviewed();

    const again = await submit(user, order.id, product.id, { review: 'Even better the next day.', rating: 5 });

    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reviewed this product for this order.');
    expect(await t.db.select().from(reviews).where(eq(reviews.orderId, order.id))).toHaveLength(1);
  });

  it('lets the same product be reviewed again for another delivered order', async () => {
    const { user, product } = await reviewed();
    const second = await createTestOrder(t.db, user.id, [{ product, quantity: 2 }], { status: 'DELIVERED', paymentStatus: 'PAID' });

    const res = await submit(user, second.id, product.id, { review: 'Second box just as good.', rating: 5 });

    expect(res.statusCode).toBe(201);
  });

  it("answers another customer's order as not found and writes nothing", async () => {
    const { product, order } = await buyer();
    const stranger = await createTestUser(t);

    const res = await submit(stranger, order.id, product.id, { review: 'Not my order.', rating: 1 });

    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Order not found' });
    expect(await t.db.select().from(reviews).where(eq(reviews.orderId, order.id))).toEqual([]);
  });

  it('answers an unknown order as not found', async () => {
    const { user, product } = await buyer();

    const res = await submit(user, crypto.randomUUID(), product.id, { review: 'Which order?', rating: 3 });

    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Order not found');
  });

  it.each([
    ['a rating of 0', { review: 'Fine.', rating: 0 }, 'body.rating'],
    ['a rating of 6', { review: 'Fine.', rating: 6 }, 'body.rating'],
    ['a fractional rating', { review: 'Fine.', rating: 4.5 }, 'body.rating'],
    ['a rating as text', { review: 'Fine.', rating: '5' }, 'body.rating'],
    ['no rating', { review: 'Fine.' }, 'body.rating'],
    ['empty text', { review: '', rating: 5 }, 'body.review'],
    ['only spaces', { review: '   ', rating: 5 }, 'body.review'],
    ['no text', { rating: 5 }, 'body.review'],
    ['text over 2000 characters', { review: 'a'.repeat(2001), rating: 5 }, 'body.review'],
  ])('refuses %s with 400 and the issue', async (_name, payload, path) => {
    const { user, product, order } = await buyer();

    const res = await submit(user, order.id, product.id, payload);

    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    expect(await t.db.select().from(reviews).where(eq(reviews.orderId, order.id))).toEqual([]);
  });

  it('answers ids that are not uuids with 404', async () => {
    const { user, product } = await buyer();

    const res = await submit(user, 'not-an-order', product.id, { review: 'Fine.', rating: 5 });

    expect(res.statusCode).toBe(404);
  });

  it('refuses a request without a token with 401', async () => {
    const { product, order } = await buyer();

    const res = await submit(null, order.id, product.id, { review: 'Anonymous?', rating: 5 });

    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthorized - JWT token is missing or invalid');
  });
});

describe('PUT /durian/products/:productId/reviews/:reviewId', () => {
  it('lets the owner change the text and the rating', async () => {
    const { user, product, review } = await reviewed();

    const res = await t.app.inject({
      method: 'PUT',
      url: ownReviewUrl(product.id, review.id),
      headers: user.headers,
      payload: { review: 'Even better after a day in the fridge.', rating: 5 },
    });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: review.id, rating: 5, review: 'Even better after a day in the fridge.' });
  });

  it('changes only the rating when only the rating is sent', async () => {
    const { user, product, review } = await reviewed();

    const res = await t.app.inject({
      method: 'PUT',
      url: ownReviewUrl(product.id, review.id),
      headers: user.headers,
      payload: { rating: 2 },
    });

    expect(res.json()).toMatchObject({ rating: 2, review: 'Creamy and bittersweet.' });
  });

  it('refuses an empty change, an empty text and a bad rating with 400', async () => {
    const { user, product, review } = await reviewed();
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: ownReviewUrl(product.id, review.id), headers: user.headers, payload });

    expect((await put({})).statusCode).toBe(400);
    expect((await put({ review: ' ' })).statusCode).toBe(400);
    expect((await put({ rating: 9 })).statusCode).toBe(400);
  });

  it("answers another user's review, or the review under another product, as not found and keeps it", async () => {
    const { product, review } = await reviewed();
    const stranger = await createTestUser(t);
    const otherProduct = await createTestProduct(t.db);

    const byStranger = await t.app.inject({
      method: 'PUT',
      url: ownReviewUrl(product.id, review.id),
      headers: stranger.headers,
      payload: { rating: 1 },
    });
    const elsewhere = await t.app.inject({
      method: 'PUT',
      url: ownReviewUrl(otherProduct.id, review.id),
      headers: stranger.headers,
      payload: { rating: 1 },
    });

    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json().message).toBe('Review not found or not owned by user');
    expect(elsewhere.statusCode).toBe(404);
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row!.rating).toBe(4);
  });

  it('refuses a request without a token with 401', async () => {
    const { product, review } = await reviewed();

    const res = await t.app.inject({ method: 'PUT', url: ownReviewUrl(product.id, review.id), payload: { rating: 1 } });

    expect(res.statusCode).toBe(401);
  });
});

describe('DELETE /durian/products/:productId/reviews/:reviewId', () => {
  it('lets the owner delete their review, after which the line can be reviewed again', async () => {
    const { user, product, order, review } = await reviewed();

    const res = await t.app.inject({ method: 'DELETE', url: ownReviewUrl(product.id, review.id), headers: user.headers });

    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await t.db.select().from(reviews).where(eq(reviews.id, review.id))).toEqual([]);
    expect((await submit(user, order.id, product.id, { review: 'Trying again.', rating: 3 })).statusCode).toBe(201);
  });

  it("answers another user's review as not found and keeps it", async () => {
    const { product, review } = await reviewed();
    const stranger = await createTestUser(t);

    const res = await t.app.inject({ method: 'DELETE', url: ownReviewUrl(product.id, review.id), headers: stranger.headers });

    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Review not found or not owned by user' });
    expect(await t.db.select().from(reviews).where(eq(reviews.id, review.id))).toHaveLength(1);
  });

  it('answers a review deleted twice as not found', async () => {
    const { user, product, review } = await reviewed();
    const remove = () => t.app.inject({ method: 'DELETE', url: ownReviewUrl(product.id, review.id), headers: user.headers });

    expect((await remove()).statusCode).toBe(204);
    expect((await remove()).statusCode).toBe(404);
  });

  it('refuses a request without a token with 401', async () => {
    const { product, review } = await reviewed();

    const res = await t.app.inject({ method: 'DELETE', url: ownReviewUrl(product.id, review.id) });

    expect(res.statusCode).toBe(401);
  });
});

describe('review photos (docs/product/files.md)', () => {
  async function photo(user: TestUser) {
    const res = await uploadTestFile(t, user, { bytes: await smallPng(), name: 'durian.png' }, { folder: 'reviews' });
    expect(res.statusCode).toBe(201);
    return res.json<StoredFile>();
  }

  it('shows up to 3 photos with the review, in the order chosen, in the product reviews too', async () => {
    const b = await buyer();
    const photos = [await photo(b.user), await photo(b.user), await photo(b.user)];

    const res = await submit(b.user, b.order.id, b.product.id, {
      review: 'Bitter, with three seeds',
      rating: 5,
      photoIds: [photos[2]!.id, photos[0]!.id, photos[1]!.id],
    });

    expect(res.statusCode).toBe(201);
    expect(res.json<Review>().media.map((m) => m.id)).toEqual([photos[2]!.id, photos[0]!.id, photos[1]!.id]);
    const listed = await t.app.inject({ method: 'GET', url: `/api/v1/durian/products/${b.product.id}/reviews` });
    expect(listed.json<Review[]>()[0]!.media).toHaveLength(3);
    expect(listed.json<Review[]>()[0]!.media[0]).toMatchObject({ type: 'image/png', url: { thumbnail: expect.any(String) } });
  });

  it('refuses a fourth photo, another customer\'s photo, and one another review shows, writing nothing', async () => {
    const b = await buyer();
    const mine = [await photo(b.user), await photo(b.user), await photo(b.user), await photo(b.user)];
    const stranger = await createTestUser(t);
    const theirs = await photo(stranger);

    const four = await submit(b.user, b.order.id, b.product.id, { review: 'Nice', rating: 5, photoIds: mine.map((p) => p.id) });
    expect(four.statusCode).toBe(400);
    expect(four.json().message).toBe('body.photoIds: A review may have at most 3 photos');
    const foreign = await submit(b.user, b.order.id, b.product.id, { review: 'Nice', rating: 5, photoIds: [theirs.id] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Photo not found');
    expect(await t.db.select().from(reviews).where(eq(reviews.orderId, b.order.id))).toHaveLength(0);

    const other = await buyer();
    const shared = await photo(other.user);
    expect((await submit(other.user, other.order.id, other.product.id, { review: 'Mine', rating: 4, photoIds: [shared.id] })).statusCode).toBe(201);
    const second = await createTestOrder(t.db, other.user.id, [{ product: other.product, quantity: 1 }], { status: 'DELIVERED', paymentStatus: 'PAID' });
    const again = await submit(other.user, second.id, other.product.id, { review: 'Again', rating: 4, photoIds: [shared.id] });
    expect(again.statusCode).toBe(409);
  });

  it('replaces the photos on update, deleting the ones left out, and deletes them all with the review', async () => {
    const b = await buyer();
    const [first, second, third] = [await photo(b.user), await photo(b.user), await photo(b.user)];
    const created = await submit(b.user, b.order.id, b.product.id, { review: 'Nice', rating: 5, photoIds: [first!.id, second!.id] });
    const review = created.json<Review>();

    const updated = await t.app.inject({
      method: 'PUT',
      url: ownReviewUrl(b.product.id, review.id),
      headers: b.user.headers,
      payload: { photoIds: [second!.id, third!.id] },
    });

    expect(updated.json<Review>().media.map((m) => m.id)).toEqual([second!.id, third!.id]);
    expect(await t.db.select().from(files).where(eq(files.id, first!.id))).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: first!.url.original })).statusCode).toBe(404);

    const deleted = await t.app.inject({ method: 'DELETE', url: ownReviewUrl(b.product.id, review.id), headers: b.user.headers });
    expect(deleted.statusCode).toBe(204);
    expect(await t.db.select().from(files).where(inArray(files.id, [second!.id, third!.id]))).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: third!.url.original })).statusCode).toBe(404);
  });

  it("lists reviews with photos first, then the longest, for 'All Reviews' (sort=useful)", async () => {
    const product = await createTestProduct(t.db);
    const people = await Promise.all([1, 2, 3].map(() => createTestUser(t)));
    const orderFor = (user: TestUser) => createTestOrder(t.db, user.id, [{ product, quantity: 1 }], { status: 'DELIVERED', paymentStatus: 'PAID' });
    const short = await submit(people[0]!, (await orderFor(people[0]!)).id, product.id, { review: 'Good.', rating: 5 });
    const long = await submit(people[1]!, (await orderFor(people[1]!)).id, product.id, { review: 'Good, and a long story about it.', rating: 4 });
    const withPhoto = await submit(people[2]!, (await orderFor(people[2]!)).id, product.id, {
      review: 'Ok',
      rating: 3,
      photoIds: [(await photo(people[2]!)).id],
    });

    const useful = await t.app.inject({ method: 'GET', url: `/api/v1/durian/products/${product.id}/reviews?sort=useful` });

    expect(useful.json<Review[]>().map((r) => r.id)).toEqual([withPhoto.json().id, long.json().id, short.json().id]);
  });
});
