import { randomUUID } from 'node:crypto';
import { senToRm } from '@durio/shared/money';
import { priceOrder, unitPriceSen, weighingRange } from '@durio/shared/pricing';
import type { Order } from '@durio/shared/schemas/orders';
import { signAccessToken, type Role } from '../lib/access-token';
import { hashPassword } from '../lib/password';
import type { Db } from '../db/client';
import {
  carts,
  cartItems,
  categories,
  dropoffPoints,
  farmMedia,
  farms,
  files,
  galleryEntries,
  galleryEntryFiles,
  maintenanceRecordFiles,
  maintenanceRecords,
  orderItems,
  orders,
  orderUpdates,
  productMedia,
  products,
  reviews,
  shippingAddresses,
  treeMedia,
  trees,
  users,
} from '../db/schema';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'correct-horse-battery';
let passwordHash: Promise<string> | undefined;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers: { authorization: string };
}

/** A user row plus a valid access token; role CUSTOMER unless asked. */
export async function createTestUser(t: Pick<TestApp, 'db' | 'keys'>, opts: { role?: Role; email?: string; displayName?: string } = {}): Promise<TestUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = opts.email ?? `user-${randomUUID().slice(0, 8)}@example.my`;
  const [row] = await t.db
    .insert(users)
    .values({
      email,
      passwordHash: await passwordHash,
      displayName: opts.displayName ?? 'Test Shopper',
      role: opts.role ?? 'CUSTOMER',
    })
    .returning();
  const token = await signAccessToken(t.keys, { userId: row!.id, role: row!.role });
  return { id: row!.id, email, password: TEST_PASSWORD, token, headers: { authorization: `Bearer ${token}` } };
}

export async function createTestFarm(db: Db, values: Partial<typeof farms.$inferInsert> = {}) {
  const [farm] = await db
    .insert(farms)
    .values({
      name: `Test Farm ${randomUUID().slice(0, 6)}`,
      location: 'Raub, Pahang',
      state: 'Pahang',
      description: 'A test orchard.',
      verificationStatus: 'VERIFIED',
      isCertified: true,
      specialties: ['Musang King'],
      ...values,
    })
    .returning();
  return farm!;
}

export async function createTestTree(db: Db, farmId: string, values: Partial<typeof trees.$inferInsert> = {}) {
  const [tree] = await db
    .insert(trees)
    .values({ farmId, name: `Tree ${randomUUID().slice(0, 4)}`, variety: 'Musang King D197', plantedYear: 2005, ...values })
    .returning();
  return tree!;
}

/** A product on a (new, verified) farm; price RM50, stock 20, 1.5 kg unless asked. */
export async function createTestProduct(db: Db, values: Partial<typeof products.$inferInsert> = {}) {
  const farmId = values.farmId ?? (await createTestFarm(db)).id;
  const [product] = await db
    .insert(products)
    .values({
      name: `Musang King ${randomUUID().slice(0, 6)}`,
      description: 'Bittersweet, creamy golden flesh.',
      variety: 'Musang King D197',
      priceSen: 5000,
      stock: 20,
      weightGrams: 1500,
      ...values,
      farmId,
    })
    .returning();
  return product!;
}

export async function createTestCategory(
  db: Db,
  name = `Category ${randomUUID().slice(0, 6)}`,
  values: Partial<typeof categories.$inferInsert> = {},
) {
  const [category] = await db.insert(categories).values({ name, ...values }).returning();
  return category!;
}

export async function createTestAddress(db: Db, userId: string, values: Partial<typeof shippingAddresses.$inferInsert> = {}) {
  const [address] = await db
    .insert(shippingAddresses)
    .values({
      userId,
      name: 'Home',
      addressLine1: '12 Jalan Bukit Bintang',
      city: 'Kuala Lumpur',
      state: 'Wilayah Persekutuan',
      postalCode: '55100',
      country: 'Malaysia',
      isDefault: true,
      ...values,
    })
    .returning();
  return address!;
}

/** Puts products straight into a user's cart (creating the cart). */
export async function fillTestCart(db: Db, userId: string, lines: { productId: string; quantity: number }[]) {
  const [cart] = await db
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: new Date() } })
    .returning();
  for (const line of lines) {
    await db.insert(cartItems).values({ cartId: cart!.id, ...line });
  }
  return cart!;
}

/** A picture file row (no bytes stored) linked to a product at `position`. */
export async function attachTestProductImage(db: Db, productId: string, position = 0) {
  const key = `products/${randomUUID()}.webp`;
  const [file] = await db
    .insert(files)
    .values({ storageKey: key, thumbnailKey: key.replace('.webp', '-thumb.webp'), mimeType: 'image/webp', width: 800, height: 600 })
    .returning();
  await db.insert(productMedia).values({ productId, fileId: file!.id, position });
  return file!;
}

/** A picture file row (no bytes stored: put them in the storage when the test reads the file). */
export async function createTestFile(db: Db, values: Partial<typeof files.$inferInsert> = {}) {
  const key = values.storageKey ?? `test/${randomUUID()}.webp`;
  const [file] = await db
    .insert(files)
    .values({
      storageKey: key,
      thumbnailKey: key.replace(/\.webp$/, '-thumb.webp'),
      mimeType: 'image/webp',
      width: 800,
      height: 600,
      caption: 'A test picture',
      ...values,
    })
    .returning();
  return file!;
}

/** Links a file to a farm or a tree at `position`. */
export async function attachTestMedia(db: Db, owner: { farmId: string } | { treeId: string }, fileId: string, position = 0) {
  if ('farmId' in owner) await db.insert(farmMedia).values({ farmId: owner.farmId, fileId, position });
  else await db.insert(treeMedia).values({ treeId: owner.treeId, fileId, position });
}

/** A review of a product; an imported one (no order, not a verified purchase) unless `orderId` is given. */
export async function createTestReview(db: Db, productId: string, values: Partial<typeof reviews.$inferInsert> = {}) {
  const [review] = await db
    .insert(reviews)
    .values({ productId, authorName: 'Test Reviewer', rating: 5, review: 'Creamy and rich.', ...values })
    .returning();
  return review!;
}

/** A maintenance record of a farm (of one tree when `treeId` is given) with the given files. */
export async function createTestMaintenanceRecord(
  db: Db,
  farmId: string,
  values: Partial<typeof maintenanceRecords.$inferInsert> = {},
  fileIds: string[] = [],
) {
  const [record] = await db
    .insert(maintenanceRecords)
    .values({ farmId, date: '2025-06-01', description: 'Pruned the lower branches.', ...values })
    .returning();
  if (fileIds.length > 0) {
    await db.insert(maintenanceRecordFiles).values(fileIds.map((fileId, position) => ({ recordId: record!.id, fileId, position })));
  }
  return record!;
}

/** A farm gallery entry with the given files. */
export async function createTestGalleryEntry(
  db: Db,
  farmId: string,
  values: Partial<typeof galleryEntries.$inferInsert> = {},
  fileIds: string[] = [],
) {
  const [entry] = await db.insert(galleryEntries).values({ farmId, title: 'Harvest morning', ...values }).returning();
  if (fileIds.length > 0) {
    await db.insert(galleryEntryFiles).values(fileIds.map((fileId, position) => ({ entryId: entry!.id, fileId, position })));
  }
  return entry!;
}

/** An active pickup location unless asked. */
export async function createTestDropoffPoint(db: Db, values: Partial<typeof dropoffPoints.$inferInsert> = {}) {
  const [point] = await db
    .insert(dropoffPoints)
    .values({
      name: `Pickup ${randomUUID().slice(0, 6)}`,
      addressLine1: '8 Jalan Durian, Taman Raub',
      city: 'Raub',
      state: 'Pahang',
      postalCode: '27600',
      ...values,
    })
    .returning();
  return point!;
}

/**
 * An order written straight into the database (no stock reserved, no payment), e.g. a DELIVERED one
 * to review. Lines are priced at the product's sale or normal price; no fees unless given.
 */
export async function createTestOrder(
  db: Db,
  userId: string,
  lines: { product: typeof products.$inferSelect; quantity: number }[],
  values: Partial<typeof orders.$inferInsert> = {},
) {
  const subtotalSen = lines.reduce((sum, l) => sum + unitPriceSen(l.product) * l.quantity, 0);
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      status: 'PENDING',
      paymentStatus: 'PENDING',
      isPickup: false,
      shippingAddress: {
        name: 'Home',
        addressLine1: '12 Jalan Bukit Bintang',
        city: 'Kuala Lumpur',
        state: 'Wilayah Persekutuan',
        postalCode: '55100',
        country: 'Malaysia',
      },
      subtotalSen,
      deliveryFeeSen: 0,
      handlingFeeSen: 0,
      taxSen: 0,
      totalSen: subtotalSen,
      taxRateBps: 0,
      expiresAt: new Date(Date.now() + 30 * 60_000),
      // An order the customer paid for has a payment time (My Orders and the admin's lists go by it).
      paidAt: values.paymentStatus === 'PAID' || values.paymentStatus === 'REFUNDED' ? new Date() : null,
      ...values,
    })
    .returning();
  await db.insert(orderItems).values(
    lines.map((l) => ({
      orderId: order!.id,
      productId: l.product.id,
      productName: l.product.name,
      farmName: 'Test Farm',
      unitPriceSen: unitPriceSen(l.product),
      quantity: l.quantity,
      ...weighingRange(l.product),
    })),
  );
  await db.insert(orderUpdates).values({ orderId: order!.id, status: 'PENDING', message: 'Order placed', updatedBy: 'Customer' });
  return order!;
}

/** A clock the test moves by hand; pass it to createTestApp({ clock }). */
export function createTestClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

/**
 * Places an order through the API as checkout does: fills the cart, uses a new shipping address (or
 * the given pickup point) and sends the total the shop's default fees give. Throws unless it is 201.
 */
export async function placeTestOrder(
  t: TestApp,
  user: TestUser,
  lines: { product: typeof products.$inferSelect; quantity: number }[],
  opts: { dropoffPointId?: string } = {},
): Promise<Order> {
  await fillTestCart(t.db, user.id, lines.map((l) => ({ productId: l.product.id, quantity: l.quantity })));
  const isPickup = Boolean(opts.dropoffPointId);
  const destinationId = opts.dropoffPointId ?? (await createTestAddress(t.db, user.id, { isDefault: false })).id;
  const price = priceOrder(
    lines.map((l) => ({ unitPriceSen: unitPriceSen(l.product), quantity: l.quantity, weightGrams: l.product.weightGrams })),
    { isPickup },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/durian/orders',
    headers: user.headers,
    payload: { isPickup, shippingAddressOrDropoffPointId: destinationId, total: senToRm(price.totalSen) },
  });
  if (res.statusCode !== 201) throw new Error(`placeTestOrder: ${res.statusCode} ${res.body}`);
  return res.json<Order>();
}
