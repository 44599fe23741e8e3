import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Farm, Product, Review } from '@durio/shared/schemas/catalogue';
import { verifyPassword } from '../../lib/password';
import { createLocalFileStorage } from '../../storage/local-file-storage';
import { createTestUser } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import * as schema from '../schema';
import { isDatabaseEmpty, seedDemoData } from './seed-demo-data';

let t: TestApp;
let dir: string;
let storage: ReturnType<typeof createLocalFileStorage>;
const now = new Date('2025-07-01T08:00:00Z');
const clock = { now: () => now };

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-seed-'));
  storage = createLocalFileStorage(dir);
  t = await createTestApp({ storage });
  expect(await isDatabaseEmpty(t.db)).toBe(true);
  // Two processes starting at once on one database: one seeds, the other finds the data and inserts nothing.
  const twoStarts = await Promise.all([1, 2].map(() => seedDemoData({ db: t.db, storage, clock })));
  expect(twoStarts.sort()).toEqual([false, true]);
  // Both draw every demo picture before one of them inserts: on a loaded CI machine, at the API suites' low
  // priority (.ci/run), that passed the minute of hookTimeout.
}, 240_000);

afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const all = <T extends PgTable>(table: T) => t.db.select().from(table as PgTable) as unknown as Promise<T['$inferSelect'][]>;

describe('seedDemoData', () => {
  it('creates the demo customer and admin with argon2id hashes of durian-demo-1', async () => {
    const users = await all(schema.users);
    const demo = users.find((u) => u.email === 'demo@durio.my');
    const admin = users.find((u) => u.email === 'admin@durio.my');
    expect(demo).toMatchObject({ displayName: 'Demo Shopper', role: 'CUSTOMER' });
    expect(admin).toMatchObject({ displayName: 'Durio Admin', role: 'ADMIN' });
    for (const user of [demo!, admin!]) {
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user.passwordHash, 'durian-demo-1')).toBe(true);
    }
    // The customers who wrote the reviews: three who review across the shop, six regulars of the flagship.
    const customers = users.filter((u) => u.role === 'CUSTOMER' && u.email !== 'demo@durio.my');
    expect(customers).toHaveLength(9);
  });

  it('saves a default Kuala Lumpur address for the demo customer', async () => {
    const [demo] = await t.db.select().from(schema.users).where(eq(schema.users.email, 'demo@durio.my'));
    const addresses = await t.db.select().from(schema.shippingAddresses).where(eq(schema.shippingAddresses.userId, demo!.id));
    expect(addresses).toEqual([expect.objectContaining({ city: 'Kuala Lumpur', isDefault: true, country: 'Malaysia' })]);
  });

  it("creates 24 verified farms across Malaysia's durian states, and one pending farm", async () => {
    const farms = await all(schema.farms);
    const verified = farms.filter((f) => f.verificationStatus === 'VERIFIED');
    // More than two pages of the farms list (10 a page), so its paging runs on real data.
    expect(verified).toHaveLength(24);
    expect(new Set(verified.map((f) => f.state))).toEqual(
      new Set(['Pahang', 'Penang', 'Johor', 'Perak', 'Kedah', 'Kelantan', 'Negeri Sembilan', 'Melaka', 'Selangor', 'Terengganu']),
    );
    expect(new Set(verified.map((f) => f.name)).size).toBe(verified.length);
    for (const place of ['Raub', 'Bentong', 'Balik Pulau']) {
      expect(verified.some((f) => f.location.includes(place))).toBe(true);
    }
    for (const farm of verified) {
      expect(farm).toMatchObject({ story: expect.any(String), cultivationPractices: expect.any(String), contactEmail: expect.any(String) });
      expect(farm.foundedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(farm.specialties.length).toBeGreaterThan(0);
      expect(farm.rating).toBeGreaterThan(4);
      expect(farm.rating).toBeLessThanOrEqual(5);
    }
    // Raub, the best rated, stays at the top of the list; the rest are spread over several ratings.
    expect(verified.filter((f) => f.rating >= 4.9).map((f) => f.name)).toEqual(['Raub Heritage Orchard']);
    expect(new Set(verified.map((f) => f.rating)).size).toBeGreaterThanOrEqual(6);
    expect(farms.filter((f) => f.verificationStatus === 'PENDING')).toHaveLength(1);
  });

  it('plants a few trees of the real varieties on every verified farm, with care records that each have a photo', async () => {
    const trees = await all(schema.trees);
    expect(trees).toHaveLength(73);
    const farms = (await all(schema.farms)).filter((f) => f.verificationStatus === 'VERIFIED');
    for (const farm of farms) expect(trees.filter((tree) => tree.farmId === farm.id).length).toBeGreaterThanOrEqual(2);
    const varieties = new Set(trees.map((tree) => tree.variety));
    for (const variety of ['Musang King D197', 'Black Thorn D200', 'D24 Sultan', 'Red Prawn D175', 'Tekka D160', 'D101', 'XO', 'IOI', 'Golden Phoenix D198', 'Hor Lor D163']) {
      expect(varieties).toContain(variety);
    }
    expect(trees.every((tree) => tree.heightM && tree.trunkSizeCm && tree.plantedYear)).toBe(true);

    const records = await all(schema.maintenanceRecords);
    const photos = await all(schema.maintenanceRecordFiles);
    expect(records.length).toBeGreaterThanOrEqual(20);
    expect(records.some((r) => r.treeId === null)).toBe(true);
    expect(records.every((r) => photos.some((p) => p.recordId === r.id))).toBe(true);
  });

  it('gives every farm harvest windows for each variety it grows, by its region, and its trees their next drop (docs/product/the-season.md)', async () => {
    const [farms, trees, windows] = await Promise.all([all(schema.farms), all(schema.trees), all(schema.harvestWindows)]);
    for (const tree of trees) {
      expect(windows.some((w) => w.farmId === tree.farmId && w.variety === tree.variety)).toBe(true);
    }
    // 1 July 2025: Raub (Pahang) is in its main season; its last year-end fruiting and the next two are listed too.
    const raub = farms.find((f) => f.name === 'Raub Heritage Orchard')!;
    const raubMusangKing = windows
      .filter((w) => w.farmId === raub.id && w.variety === 'Musang King D197')
      .map((w) => [w.startsOn, w.endsOn, w.peakStartsOn, w.peakEndsOn])
      .sort();
    expect(raubMusangKing).toEqual([
      ['2024-11-20', '2025-01-10', '2024-12-10', '2024-12-31'],
      ['2025-06-15', '2025-08-31', '2025-07-10', '2025-08-10'],
      ['2025-11-20', '2026-01-10', '2025-12-10', '2025-12-31'],
      ['2026-06-15', '2026-08-31', '2026-07-10', '2026-08-10'],
    ]);
    // While fruit falls, every other tree still has its drop a few days ahead, with an estimate.
    const raubTrees = trees.filter((tree) => tree.farmId === raub.id);
    expect(raubTrees.some((tree) => tree.nextDropOn === null)).toBe(true);
    for (const tree of raubTrees.filter((tree) => tree.nextDropOn !== null)) {
      expect(tree.nextDropOn! > '2025-07-01').toBe(true);
      expect(tree.expectedFruits).toBeGreaterThan(0);
    }
    // Kelantan's season opens later: each of its trees waits for it.
    const kelantanIds = new Set(farms.filter((f) => f.state === 'Kelantan').map((f) => f.id));
    const kelantanTrees = trees.filter((tree) => kelantanIds.has(tree.farmId));
    expect(kelantanTrees.length).toBeGreaterThan(0);
    for (const tree of kelantanTrees) expect(tree.nextDropOn! >= '2025-07-20').toBe(true);

    // One tree's next drop is open for pre-order: a window still to end, its whole fruit priced by weight.
    const [offers, products] = await Promise.all([all(schema.preorderOffers), all(schema.products)]);
    expect(offers).toHaveLength(1);
    const offer = offers[0]!;
    const tree = trees.find((t) => t.id === offer.treeId)!;
    const window = windows.find((w) => w.id === offer.windowId)!;
    const product = products.find((p) => p.id === offer.productId)!;
    expect(farms.find((f) => f.id === tree.farmId)!.verificationStatus).toBe('VERIFIED');
    expect(window).toMatchObject({ farmId: tree.farmId, variety: tree.variety });
    expect(window.endsOn >= tree.nextDropOn!).toBe(true);
    expect(product).toMatchObject({ farmId: tree.farmId, variety: tree.variety, pricedBy: 'kg', form: 'whole' });
    expect(offer.fruitsOffered).toBeLessThanOrEqual(tree.expectedFruits!);
    expect(offer).toMatchObject({ fruitsReserved: 0, closedAt: null });
  });

  it('gives every verified farm a gallery of 2 or 3 entries with pictures', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/durian/farms?take=50' });
    expect(res.json().items).toHaveLength(24);
    for (const farm of res.json().items as Farm[]) {
      const gallery = await t.app.inject({ method: 'GET', url: `/api/v1/durian/gallery/${farm.id}` });
      const { entries } = gallery.json();
      expect(entries.length).toBeGreaterThanOrEqual(2);
      expect(entries.length).toBeLessThanOrEqual(3);
      expect(entries.every((e: { files: unknown[] }) => e.files.length > 0)).toBe(true);
      expect(farm.media.length).toBeGreaterThan(0);
    }
  });

  it('lists 40 products with realistic prices, stock, sales, featured, seasonal and new ones', async () => {
    const products = await all(schema.products);
    expect(products).toHaveLength(40);
    expect(products.some((p) => p.stock === 0)).toBe(true);
    expect(products.some((p) => p.stock >= 1 && p.stock <= 10)).toBe(true);
    expect(products.filter((p) => p.stock > 10).length).toBeGreaterThan(20);
    expect(products.some((p) => p.discountPriceSen !== null && p.discountPriceSen < p.priceSen)).toBe(true);
    const featured = products.filter((p) => p.isFeatured);
    expect(featured.length).toBeGreaterThanOrEqual(6);
    expect(featured.length).toBeLessThanOrEqual(10);
    expect(products.some((p) => p.seasonal)).toBe(true);
    expect(products.some((p) => p.weightGrams === null)).toBe(true);
    const month = 30 * 24 * 60 * 60 * 1000;
    expect(products.filter((p) => now.getTime() - p.createdAt.getTime() < month).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => p.treeId !== null).length).toBeGreaterThan(15);

    // A price per kg as a shopper compares them: stated, for fruit sold by weight; per unit over its weight, else.
    const perKg = (p: (typeof products)[number]) => (p.pricedBy === 'kg' ? p.priceSen / 100 : p.priceSen / 100 / (p.weightGrams! / 1000));
    const wholeMusangKing = products.filter((p) => p.variety === 'Musang King D197' && p.weightGrams! >= 1000);
    expect(wholeMusangKing.every((p) => perKg(p) >= 35 && perKg(p) <= 90)).toBe(true);
    const wholeD24 = products.filter((p) => p.variety === 'D24 Sultan' && p.weightGrams! >= 1000);
    expect(Math.max(...wholeD24.map(perKg))).toBeLessThan(Math.min(...wholeMusangKing.map(perKg)));
  });

  it('sells single whole fruits by weight, graded, and boxes, tubs and packs per unit (docs/product/selling-by-weight.md)', async () => {
    const products = await all(schema.products);
    const byName = (name: string) => products.find((p) => p.name === name)!;
    expect(byName('Musang King Grade A')).toMatchObject({ pricedBy: 'kg', priceSen: 7500, minWeightGrams: 1700, weightGrams: 2400, grade: 'A', form: 'whole' });
    expect(byName('Musang King Grade A').translations.ms?.gradeNote).toMatch(/^Gred A/);
    expect(byName('Musang King Frozen Pulp 400 g')).toMatchObject({ pricedBy: 'unit', form: 'frozen', weightGrams: 400 });
    expect(byName('Musang King Gift Box')).toMatchObject({ pricedBy: 'unit', form: 'flesh' });
    expect(byName('Musang King Family Pack (2 fruits)')).toMatchObject({ pricedBy: 'unit', form: 'whole' });
    expect(products.filter((p) => p.pricedBy === 'kg').length).toBeGreaterThan(15);
    expect(products.filter((p) => p.grade === 'B').length).toBeGreaterThan(2);

    // Every order that left the farm had its weight-priced fruit weighed, and its refund is in the ledger.
    const lines = await all(schema.orderItems);
    const orders = await all(schema.orders);
    const refunds = await all(schema.refunds);
    const shippedWithFruit = orders.filter(
      (o) => ['SHIPPED', 'DELIVERED'].includes(o.status) && lines.some((l) => l.orderId === o.id && l.pricePerKgSen !== null),
    );
    expect(shippedWithFruit.length).toBeGreaterThan(0);
    for (const order of shippedWithFruit) {
      expect(order.weighedTotalSen).not.toBeNull();
      const weighedLines = lines.filter((l) => l.orderId === order.id && l.pricePerKgSen !== null);
      expect(weighedLines.every((l) => l.fruitWeightsGrams?.length === l.quantity)).toBe(true);
      const refunded = refunds.filter((r) => r.orderId === order.id).reduce((sum, r) => sum + r.amountSen, 0);
      expect(refunded).toBe(order.totalSen - order.weighedTotalSen!);
    }
  });

  it('sorts products into the six categories and adds reviews rated 3 to 5', async () => {
    const categories = await all(schema.categories);
    expect(categories.map((c) => c.name).sort()).toEqual(
      ['Bittersweet', 'Classic', 'Gift Boxes', 'Premium', 'Seasonal Specials', 'Sweet'],
    );
    const reviews = await all(schema.reviews);
    expect(reviews.length).toBeGreaterThanOrEqual(30);
    expect(reviews.every((r) => r.rating >= 3 && r.rating <= 5 && r.review.length > 20)).toBe(true);
    expect(reviews.some((r) => r.orderId !== null)).toBe(true);
  });

  it('ties every verified review to a delivered order of that product by its author', async () => {
    const reviews = (await all(schema.reviews)).filter((r) => r.orderId !== null);
    const orders = await all(schema.orders);
    const items = await all(schema.orderItems);
    for (const review of reviews) {
      const order = orders.find((o) => o.id === review.orderId)!;
      expect(order).toMatchObject({ status: 'DELIVERED', userId: review.userId });
      expect(items.some((i) => i.orderId === order.id && i.productId === review.productId)).toBe(true);
      expect(review.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('gives the flagship Musang King Grade A three pages of reviews, verified purchases with distinct texts', async () => {
    const list = await t.app.inject({ method: 'GET', url: `/api/v1/durian/products?${new URLSearchParams({ search: 'Musang King Grade A' })}` });
    const flagship = (list.json().data as Product[]).find((p) => p.name === 'Musang King Grade A')!;
    const pages: Review[][] = [];
    for (const skip of [0, 10, 20, 30]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/durian/products/${flagship.id}/reviews?skip=${skip}&take=10` });
      expect(res.statusCode).toBe(200);
      pages.push(res.json());
    }
    expect(pages.map((page) => page.length)).toEqual([10, 10, 8, 0]);
    const reviews = pages.flat();
    expect(new Set(reviews.map((r) => r.id)).size).toBe(28);
    const verified = reviews.filter((r) => r.verifiedPurchase);
    expect(verified.length).toBeGreaterThanOrEqual(27);
    expect(new Set(verified.map((r) => r.user.displayName)).size).toBeGreaterThanOrEqual(9);
    expect(new Set(reviews.map((r) => r.review)).size).toBe(reviews.length);
    expect(new Set(reviews.map((r) => r.rating))).toEqual(new Set([3, 4, 5]));
    const times = reviews.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(times).size).toBe(times.length);
    expect(flagship).toMatchObject({ reviewCount: 28, rating: expect.any(Number) });
    expect(flagship.rating).toBeGreaterThanOrEqual(4);
    expect(flagship.rating).toBeLessThan(4.6);
  });

  it('adds pickup points in Kuala Lumpur, Penang and Johor Bahru', async () => {
    const points = await all(schema.dropoffPoints);
    expect(points.length).toBeGreaterThanOrEqual(3);
    const cities = points.map((p) => p.city);
    expect(cities).toEqual(expect.arrayContaining(['Kuala Lumpur', 'George Town', 'Johor Bahru']));
  });

  it('opens the season with voucher codes a shopper can use: 10% off over RM 100, free delivery over RM 80, RM 10 off a first order', async () => {
    const codes = await all(schema.vouchers);
    expect(codes.map((voucher) => [voucher.code, voucher.kind, voucher.minSpendSen, voucher.firstOrderOnly, voucher.paused, voucher.usesTaken])).toEqual(
      expect.arrayContaining([
        ['MUSIM10', 'percent', 10_000, false, false, 0],
        ['PERCUMA', 'freeDelivery', 8_000, false, false, 0],
        ['WELCOME', 'amount', 0, true, false, 0],
      ]),
    );
  });

  it('leaves orders to work on: three paid and waiting to be packed, one ready for pickup, one refunded, two never paid', async () => {
    const orders = await all(schema.orders);
    const waiting = orders.filter((o) => o.status === 'PAID' && o.paymentStatus === 'PAID');
    expect(waiting).toHaveLength(3);
    expect(waiting.every((o) => o.paidAt! < now && !o.isPickup)).toBe(true);
    expect(waiting.some((o) => o.specialInstructions)).toBe(true);
    const pickup = orders.filter((o) => o.status === 'SHIPPED' && o.isPickup);
    expect(pickup).toHaveLength(1);
    expect((await all(schema.dropoffPoints)).map((p) => p.id)).toContain(pickup[0]!.dropoffPointId);
    expect(orders.filter((o) => o.status === 'CANCELLED' && o.paymentStatus === 'REFUNDED')).toHaveLength(1);
    const neverPaid = orders.filter((o) => o.status === 'CANCELLED' && o.paidAt === null);
    expect(neverPaid.map((o) => o.paymentStatus).sort()).toEqual(['FAILED', 'PENDING']);
    // Every order has its lines and at least one Order Update.
    const items = await all(schema.orderItems);
    const updates = await all(schema.orderUpdates);
    expect(orders.every((o) => items.some((i) => i.orderId === o.id) && updates.some((u) => u.orderId === o.id))).toBe(true);
  });

  it("prices each delivery by its address's zone and books the orders waiting to go out in runs the calendar counts (docs/product/delivery.md)", async () => {
    const orders = await all(schema.orders);
    const zones = await all(schema.deliveryZones);
    const deliveries = orders.filter((o) => !o.isPickup);
    expect(deliveries.every((o) => zones.some((zone) => zone.name === o.deliveryZone && (zone.deliveryFeeSen === o.deliveryFeeSen || o.deliveryFeeSen === 0)))).toBe(true);
    const waiting = orders.filter((o) => o.status === 'PAID');
    // 2025-07-01 16:00 in Malaysia, past the 12:00 cut-off: Petaling Jaya's next day, and Seremban's and Kuantan's
    // the day after, as the rest of the Peninsula is delivered the day after its cut-off.
    expect(waiting.map((o) => o.deliveryDate).sort()).toEqual(['2025-07-02', '2025-07-03', '2025-07-03']);
    expect(waiting.every((o) => o.deliverySlotId && o.deliveryWindow)).toBe(true);
    const bookings = await all(schema.deliverySlotBookings);
    expect(bookings.reduce((sum, row) => sum + row.booked, 0)).toBe(3);
    for (const order of waiting) {
      expect(bookings.some((row) => row.slotId === order.deliverySlotId && row.day === order.deliveryDate)).toBe(true);
    }
    const pickup = orders.find((o) => o.isPickup && o.status === 'SHIPPED')!;
    expect(pickup.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(pickup.deliveryZone).toBeNull();
  });

  it('keeps each demo payment at the sandbox gateway as a checkout leaves it, so cancelling a paid order refunds it', async () => {
    const orders = await all(schema.orders);
    const payments = await all(schema.payments);
    const ledger = await all(schema.sandboxPayments);
    const paymentOf = (orderId: string) => payments.find((p) => p.orderId === orderId);
    for (const order of orders.filter((o) => o.paidAt !== null)) {
      expect(paymentOf(order.id)).toMatchObject({ status: order.paymentStatus, amountSen: order.totalSen, gateway: 'sandbox' });
      const captured = ledger.find((s) => s.id === paymentOf(order.id)!.gatewayPaymentId);
      expect(captured?.status).toBe(order.paymentStatus === 'REFUNDED' ? 'refunded' : 'captured');
    }
    expect(paymentOf(orders.find((o) => o.paymentStatus === 'FAILED')!.id)?.status).toBe('FAILED');

    const waiting = orders.find((o) => o.status === 'PAID')!;
    const admin = await createTestUser(t, { role: 'ADMIN' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/durian/orders/admin/${waiting.id}`,
      headers: admin.headers,
      payload: { status: 'CANCELLED', message: 'Out of stock, sorry' },
    });
    expect(res.statusCode).toBe(200);
    const [refunded] = await t.db.select().from(schema.orders).where(eq(schema.orders.id, waiting.id));
    expect(refunded!.paymentStatus).toBe('REFUNDED');
    const [gatewaySide] = await t.db.select().from(schema.sandboxPayments).where(eq(schema.sandboxPayments.id, paymentOf(waiting.id)!.gatewayPaymentId!));
    expect(gatewaySide!.status).toBe('refunded');
  });

  it('keeps the pending farm out of GET /durian/farms', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/durian/farms?take=50' });
    const body = res.json();
    expect(body.meta.totalCount).toBe(24);
    expect(body.items.map((f: Farm) => f.name)).not.toContain('Kampung Sentosa Durian Plot');
  });

  it('serves every product picture and its thumbnail as real WebP images', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/durian/products?take=100' });
    const products = res.json().data as Product[];
    expect(products).toHaveLength(40);
    expect(products.every((p) => p.media.length > 0)).toBe(true);

    const [picture] = products[0]!.media;
    const original = await t.app.inject({ method: 'GET', url: picture!.url.original });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/webp');
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });

    const thumbnail = await t.app.inject({ method: 'GET', url: picture!.url.thumbnail! });
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320 });
  });

  it('shares one picture among the products of a variety', async () => {
    const files = await all(schema.files);
    const productPictures = files.filter((f) => f.storageKey.startsWith('seed/products/'));
    expect(productPictures.map((f) => f.storageKey)).toContain('seed/products/musang-king.webp');
    expect(productPictures.length).toBeLessThanOrEqual(11);
    const pictures = files.filter((f) => f.mimeType.startsWith('image/'));
    expect(pictures.every((f) => f.mimeType === 'image/webp' && f.width === 800 && f.height === 600)).toBe(true);
    expect(files.filter((f) => !f.mimeType.startsWith('image/')).map((f) => f.mimeType).sort()).toEqual(['audio/wav', 'video/mp4']);
  });

  it("gives Raub's farm-wide care records a video and a voice note beside their photos, for the media viewer", async () => {
    const farms = (await t.app.inject({ method: 'GET', url: '/api/v1/durian/farms?search=raub' })).json().items as Farm[];
    const raub = farms.find((f) => f.name === 'Raub Heritage Orchard')!;
    const records = (await t.app.inject({ method: 'GET', url: `/api/v1/durian/farms/${raub.id}/maintenance` })).json() as {
      files: { type: string; url: { original: string; thumbnail: string | null } }[];
    }[];
    const types = records.flatMap((r) => r.files.map((f) => f.type));
    expect(types).toEqual(expect.arrayContaining(['image/webp', 'video/mp4', 'audio/wav']));

    const video = records.flatMap((r) => r.files).find((f) => f.type === 'video/mp4')!;
    const videoRes = await t.app.inject({ method: 'GET', url: video.url.original });
    expect(videoRes.headers['content-type']).toBe('video/mp4');
    expect(videoRes.rawPayload.length).toBeLessThanOrEqual(200 * 1024);
    expect(videoRes.rawPayload.subarray(4, 8).toString('ascii')).toBe('ftyp');
    const poster = await t.app.inject({ method: 'GET', url: video.url.thumbnail! });
    expect(poster.headers['content-type']).toBe('image/webp');
    expect(await sharp(poster.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });

    const audio = records.flatMap((r) => r.files).find((f) => f.type === 'audio/wav')!;
    expect(audio.url.thumbnail).toBeNull();
    const audioRes = await t.app.inject({ method: 'GET', url: audio.url.original, headers: { range: 'bytes=0-43' } });
    expect(audioRes.statusCode).toBe(206);
    expect(audioRes.headers['content-type']).toBe('audio/wav');
    const header = audioRes.rawPayload;
    expect(header.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(header.subarray(8, 16).toString('ascii')).toBe('WAVEfmt ');
    // Mono 16-bit PCM at 16 kHz: two seconds are 64,000 bytes of samples.
    expect(header.readUInt16LE(22)).toBe(1);
    expect(header.readUInt32LE(24)).toBe(16_000);
    expect(header.readUInt32LE(40)).toBe(64_000);
  });

  it('shows the video on a tree page too (Black Thorn BT-03)', async () => {
    const trees = await all(schema.trees);
    const bt03 = trees.find((tree) => tree.name === 'BT-03')!;
    const tree = (await t.app.inject({ method: 'GET', url: `/api/v1/durian/trees/${bt03.id}` })).json();
    expect(tree.maintenanceRecords[0].files.map((f: { type: string }) => f.type)).toEqual(['image/webp', 'video/mp4']);
  });

  it('has every product, farm, tree and care record in Malay and Chinese wherever it has English', async () => {
    const tables = [
      { what: 'product', rows: await all(schema.products), fields: ['description', 'storageRecommendations', 'ripenessTimeline', 'nutritionalInfo'] },
      { what: 'farm', rows: await all(schema.farms), fields: ['description', 'story', 'cultivationPractices'] },
      { what: 'tree', rows: await all(schema.trees), fields: ['description'] },
      { what: 'care record', rows: await all(schema.maintenanceRecords), fields: ['description'] },
    ] as const;
    const missing: string[] = [];
    let checked = 0;
    for (const { what, rows, fields } of tables) {
      for (const row of rows) {
        const name = 'name' in row ? row.name : row.id;
        for (const field of fields) {
          const english = (row as unknown as Record<string, string | null>)[field]?.trim();
          if (!english) continue;
          const translations = row.translations as Partial<Record<'ms' | 'zh', Record<string, string | undefined>>>;
          const ms = translations.ms?.[field]?.trim() ?? '';
          const zh = translations.zh?.[field]?.trim() ?? '';
          checked += 1;
          // Written in the language, not the English copied over: Malay differs from it, Chinese is in Chinese.
          if (!ms || ms === english) missing.push(`${what} ${name}: ${field} in ms`);
          if (!/\p{Script=Han}/u.test(zh)) missing.push(`${what} ${name}: ${field} in zh`);
        }
      }
    }
    expect(checked).toBeGreaterThan(40 * 4 + 25 * 3 + 73);
    expect(missing).toEqual([]);

    // A Chinese shopper's search finds the flagship in its sentence, and reads it in Chinese.
    const search = await t.app.inject({ method: 'GET', url: `/api/v1/durian/search?${new URLSearchParams({ q: '老祖树', lang: 'zh' })}` });
    const found = search.json().products.data as Product[];
    expect(found.map((p) => p.name)).toEqual(['Musang King from Pokok Tua']);
    expect(found[0]!.description).toMatch(/^出自50岁的老祖树/);
  });

  it('names every category, size, caption, drop-off point and care job’s author in Malay and Chinese', async () => {
    const missing: string[] = [];
    const check = (what: string, english: string | null, translations: Partial<Record<'ms' | 'zh', Record<string, string | undefined>>>, field: string) => {
      if (english === null) return;
      for (const lang of ['ms', 'zh'] as const) {
        if (!translations[lang]?.[field]) missing.push(`${what} '${english}' in ${lang}`);
      }
    };
    for (const c of await all(schema.categories)) {
      check('category', c.name, c.translations, 'name');
      check('category description', c.description, c.translations, 'description');
    }
    for (const p of await all(schema.products)) check('size', p.size, p.translations, 'size');
    for (const f of await all(schema.files)) check('caption', f.caption, f.translations, 'caption');
    for (const d of await all(schema.dropoffPoints)) check('drop-off point', d.name, d.translations, 'name');
    for (const r of await all(schema.maintenanceRecords)) check('care record author', r.performedBy, r.translations, 'performedBy');
    // Each of the demo data's labels is in demo-label-translations.ts, keyed by its English text.
    expect([...new Set(missing)]).toEqual([]);

    // And a Chinese shopper reads them: the category of a card, the size, the picture's alt text, the pickup point.
    const listed = (await t.app.inject({ method: 'GET', url: '/api/v1/durian/products?featured=true&lang=zh' })).json();
    const musangKing = (listed.data as Product[]).find((p) => p.name === 'Musang King Grade A')!;
    expect(musangKing.size).toBe('大（约2公斤）');
    expect(musangKing.categories.map((c) => c.name).sort()).toEqual(['甘苦味', '精品'].sort());
    expect(musangKing.media[0]!.caption).toBe('猫山王 D197');
    const points = (await t.app.inject({ method: 'GET', url: '/api/v1/durian/dropoff-points?lang=ms' })).json();
    expect(points.map((p: { name: string }) => p.name)).toContain('Tempat Pengambilan Durio Bangsar');
  });

  it('does nothing on a database that already holds data', async () => {
    expect(await isDatabaseEmpty(t.db)).toBe(false);
    expect(await seedDemoData({ db: t.db, storage, clock })).toBe(false);
    const [row] = await t.db.select({ total: count() }).from(schema.products);
    expect(row!.total).toBe(40);
  });
});

