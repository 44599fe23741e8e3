import { orderNumber } from '@durio/shared/order-number';
import type { AdminOrder, Order } from '@durio/shared/schemas/orders';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outboxEmails, users } from '../../db/schema';
import {
  createTestDropoffPoint,
  createTestFile,
  createTestOrder,
  createTestProduct,
  createTestUser,
  placeTestOrder,
  type TestUser,
} from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { stockOf } from '../../test-support/rows';

const ADMIN = '/api/v1/durian/orders/admin';
let t: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t, { role: 'ADMIN', displayName: 'Aminah (Durio)' });
  customer = await createTestUser(t, { displayName: 'Siti Shopper' });
});
afterAll(async () => {
  await t.close();
});

/** A fresh order of its own customer, moved straight to `status` in the database. */
async function orderIn(status: Order['status'] = 'PAID') {
  const user = await createTestUser(t);
  const product = await createTestProduct(t.db, { stock: 5 });
  const order = await placeTestOrder(t, user, [{ product, quantity: 1 }]);
  if (status !== 'PENDING') {
    const paid = status !== 'CANCELLED';
    await t.db
      .update(orders)
      .set({ status, paymentStatus: paid ? 'PAID' : 'PENDING', paidAt: paid ? new Date() : null })
      .where(eq(orders.id, order.id));
  }
  return { order, productId: product.id };
}

function move(id: string, body: object, user = admin) {
  return t.app.inject({ method: 'PATCH', url: `${ADMIN}/${id}`, headers: user.headers, payload: body });
}

describe('admin order routes', () => {
  it('lists every order newest first, filtered by status, with the customer and a total count', async () => {
    const mine = await placeTestOrder(t, customer, [{ product: await createTestProduct(t.db), quantity: 1 }]);
    const { order: paid } = await orderIn('PAID');

    const all = await t.app.inject({ method: 'GET', url: `${ADMIN}/all?limit=100`, headers: admin.headers });
    expect(all.statusCode).toBe(200);
    const ids = all.json<AdminOrder[]>().map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, paid.id]));
    expect(Number(all.headers['x-total-count'])).toBe(ids.length);
    expect(all.json<AdminOrder[]>().find((o) => o.id === mine.id)!.customer).toEqual({
      id: customer.id,
      email: customer.email,
      displayName: 'Siti Shopper',
      phone: null,
    });

    const onlyPaid = await t.app.inject({ method: 'GET', url: `${ADMIN}/all?status=PAID`, headers: admin.headers });
    expect(onlyPaid.json<AdminOrder[]>().every((o) => o.status === 'PAID')).toBe(true);
    expect(onlyPaid.json<AdminOrder[]>().map((o) => o.id)).toContain(paid.id);

    const firstOnly = await t.app.inject({ method: 'GET', url: `${ADMIN}/all?page=1&limit=1`, headers: admin.headers });
    expect(firstOnly.json()).toHaveLength(1);
  });

  it('shows any order to the admin, and 404 for an unknown one', async () => {
    const { order } = await orderIn('PAID');

    const res = await t.app.inject({ method: 'GET', url: `${ADMIN}/${order.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: order.id, status: 'PAID', customer: { displayName: 'Test Shopper' } });

    const unknown = await t.app.inject({ method: 'GET', url: `${ADMIN}/${crypto.randomUUID()}`, headers: admin.headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Order not found');
  });

  it('refuses customers with 403 and anonymous callers with 401', async () => {
    const { order } = await orderIn('PAID');
    for (const req of [
      { method: 'GET' as const, url: `${ADMIN}/all` },
      { method: 'GET' as const, url: `${ADMIN}/${order.id}` },
      { method: 'PATCH' as const, url: `${ADMIN}/${order.id}`, payload: { status: 'PROCESSING' } },
    ]) {
      const asCustomer = await t.app.inject({ ...req, headers: customer.headers });
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json().message).toBe('Forbidden - Admin only');
      expect((await t.app.inject(req)).statusCode).toBe(401);
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('PAID');
  });

  it('moves a paid order through processing, shipping and delivery, signing each update', async () => {
    const { order } = await orderIn('PAID');
    const photo = await createTestFile(t.db);

    const processing = await move(order.id, { status: 'PROCESSING', message: 'Picked fresh this morning', mediaIds: [photo.id] });
    expect(processing.statusCode).toBe(200);
    expect(processing.json<AdminOrder>().updates.at(-1)).toMatchObject({
      status: 'PROCESSING',
      message: 'Picked fresh this morning',
      updatedBy: 'Aminah (Durio)',
      media: [`/files/${photo.storageKey}`],
    });

    const shipped = await move(order.id, { status: 'SHIPPED', trackingNumber: 'EP123456789MY', shippingCarrier: 'Pos Laju' });
    expect(shipped.json()).toMatchObject({ status: 'SHIPPED', trackingNumber: 'EP123456789MY', shippingCarrier: 'Pos Laju' });
    expect(shipped.json<AdminOrder>().updates.at(-1)).toMatchObject({ status: 'SHIPPED', message: 'Your order has been shipped' });

    const delivered = await move(order.id, { status: 'DELIVERED' });
    expect(delivered.json()).toMatchObject({ status: 'DELIVERED', trackingNumber: 'EP123456789MY' });

    // Each move is in the order's history, by the admin who made it.
    const history = await t.app.inject({ method: 'GET', url: `/api/v1/durian/admin/changes?entity=order&entityId=${order.id}`, headers: admin.headers });
    expect(history.json().items.map((c: { action: string }) => c.action).sort()).toEqual(['moved to DELIVERED', 'moved to PROCESSING', 'moved to SHIPPED']);
    expect(history.json().items.find((c: { action: string }) => c.action === 'moved to SHIPPED')).toMatchObject({
      actor: { id: admin.id },
      before: { status: 'PROCESSING', trackingNumber: null },
      after: { status: 'SHIPPED', trackingNumber: 'EP123456789MY', shippingCarrier: 'Pos Laju' },
    });
    // The history carries the pictures its moves name, so the console shows them rather than their ids.
    expect(history.json().files).toEqual([expect.objectContaining({ id: photo.id, url: expect.objectContaining({ original: `/files/${photo.storageKey}` }) })]);

    const mine = await t.app.inject({ method: 'GET', url: `/api/v1/durian/orders/${order.id}`, headers: admin.headers });
    expect(mine.statusCode).toBe(404);
  });

  it('refuses a move the status rules do not allow, naming the allowed ones', async () => {
    const { order } = await orderIn('PAID');

    const skip = await move(order.id, { status: 'DELIVERED' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('Cannot move order from PAID to DELIVERED. Allowed: PROCESSING, CANCELLED');

    const { order: delivered } = await orderIn('DELIVERED');
    const back = await move(delivered.id, { status: 'CANCELLED' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('Cannot move order from DELIVERED to CANCELLED. Allowed: none');

    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('PAID');
  });

  it('needs a tracking number and carrier to ship', async () => {
    const { order } = await orderIn('PROCESSING');

    const res = await move(order.id, { status: 'SHIPPED', trackingNumber: 'EP1' });

    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Tracking number and shipping carrier are required to ship an order');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('PROCESSING');
  });

  it('cancels an order before it ships and gives the stock back', async () => {
    const { order, productId } = await orderIn('PENDING');
    expect(await stockOf(t.db, productId)).toBe(4);

    const res = await move(order.id, { status: 'CANCELLED', message: 'Out of season, sorry' });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CANCELLED' });
    expect(res.json<AdminOrder>().updates.at(-1)).toMatchObject({ message: 'Out of season, sorry', updatedBy: 'Aminah (Durio)' });
    expect(await stockOf(t.db, productId)).toBe(5);
  });

  it('refuses bad input: unknown status, unknown order, unknown picture', async () => {
    const { order } = await orderIn('PAID');
    expect((await move(order.id, { status: 'LOST' })).statusCode).toBe(400);
    expect((await move(crypto.randomUUID(), { status: 'PROCESSING' })).statusCode).toBe(404);
    const unknownFile = await move(order.id, { status: 'PROCESSING', mediaIds: [crypto.randomUUID()] });
    expect(unknownFile.statusCode).toBe(404);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('PAID');
  });
});

describe('the orders waiting to be packed (docs/product/admin-console.md, Notices)', () => {
  const waitingCount = async (user = admin) => t.app.inject({ method: 'GET', url: `${ADMIN}/waiting-count`, headers: user.headers });
  const count = async () => (await waitingCount()).json<{ count: number }>().count;

  it('counts the paid orders, and moves as orders are paid, packed and cancelled', async () => {
    const before = await count();
    await orderIn('PENDING');
    expect(await count()).toBe(before);

    const { order: first } = await orderIn('PAID');
    const { order: second } = await orderIn('PAID');
    expect(await count()).toBe(before + 2);

    expect((await move(first.id, { status: 'PROCESSING' })).statusCode).toBe(200);
    expect(await count()).toBe(before + 1);
    expect((await move(second.id, { status: 'CANCELLED', message: 'Out of fruit' })).statusCode).toBe(200);
    expect(await count()).toBe(before);
  });

  it('answers only the admin: 403 for a customer, 401 without a token', async () => {
    expect((await waitingCount(customer)).statusCode).toBe(403);
    expect((await waitingCount(customer)).json().message).toBe('Forbidden - Admin only');
    expect((await t.app.inject({ method: 'GET', url: `${ADMIN}/waiting-count` })).statusCode).toBe(401);
  });
});

describe("the console's orders table", () => {
  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `${ADMIN}/all?limit=100&${query}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    return res.json<AdminOrder[]>().map((o) => o.id);
  };

  it('finds an order by its number in either form, by the customer name or e-mail, and filters by payment and pickup', async () => {
    const buyer = await createTestUser(t, { displayName: 'Tan Mei Ling', email: `mei.ling.${crypto.randomUUID().slice(0, 6)}@example.my` });
    const point = await createTestDropoffPoint(t.db);
    const pickup = await placeTestOrder(t, buyer, [{ product: await createTestProduct(t.db), quantity: 1 }], { dropoffPointId: point.id });

    expect(await list(`search=${orderNumber(pickup.id)}`)).toEqual([pickup.id]);
    expect(await list(`search=%23${pickup.id.slice(0, 8)}`)).toEqual([pickup.id]);
    expect(await list('search=mei%20ling')).toEqual([pickup.id]);
    expect(await list(`search=${encodeURIComponent(buyer.email.toUpperCase())}`)).toEqual([pickup.id]);
    expect(await list('search=%25')).not.toContain(pickup.id);
    expect(await list('search=mei&fulfilment=pickup&paymentStatus=PENDING')).toEqual([pickup.id]);
    expect(await list('search=mei&fulfilment=delivery')).toEqual([]);
    expect(await list('search=mei&paymentStatus=PAID')).toEqual([]);
  });

  it('sorts by total, and keeps abandoned checkouts in their own view', async () => {
    const displayName = `Sorter ${crypto.randomUUID().slice(0, 6)}`;
    const buyer = await createTestUser(t, { displayName });
    const cheap = await createTestOrder(t.db, buyer.id, [{ product: await createTestProduct(t.db, { priceSen: 1000 }), quantity: 1 }], { status: 'PAID', paymentStatus: 'PAID' });
    const dear = await createTestOrder(t.db, buyer.id, [{ product: await createTestProduct(t.db, { priceSen: 9000 }), quantity: 1 }], { status: 'DELIVERED', paymentStatus: 'PAID' });
    const expired = await createTestOrder(t.db, buyer.id, [{ product: await createTestProduct(t.db), quantity: 1 }], { status: 'CANCELLED' });
    const refunded = await createTestOrder(t.db, buyer.id, [{ product: await createTestProduct(t.db), quantity: 1 }], { status: 'CANCELLED', paymentStatus: 'REFUNDED' });
    const name = encodeURIComponent(displayName);

    expect(await list(`search=${name}&sort=total-desc&status=PAID`)).toEqual([cheap.id]);
    expect(await list(`search=${name}&sort=total-desc&paymentStatus=PAID`)).toEqual([dear.id, cheap.id]);
    expect(await list(`search=${name}&sort=total-asc&paymentStatus=PAID`)).toEqual([cheap.id, dear.id]);
    expect((await list(`search=${name}`)).sort()).toEqual([cheap.id, dear.id, refunded.id].sort());
    expect(await list(`search=${name}&view=abandoned`)).toEqual([expired.id]);
  });

  it('exports the filtered list as CSV, amounts in RM, and keeps formula-like names as text', async () => {
    const buyer = await createTestUser(t, { displayName: '=HYPERLINK("http://evil")' });
    const product = await createTestProduct(t.db, { name: 'Musang King, Grade A', priceSen: 8850 });
    const order = await createTestOrder(t.db, buyer.id, [{ product, quantity: 2 }], { status: 'PAID', paymentStatus: 'PAID' });

    const res = await t.app.inject({ method: 'GET', url: `${ADMIN}/export?search=${orderNumber(order.id)}`, headers: admin.headers });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="durio-orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    // trim() takes the byte order mark off too.
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe(
      'Order,Order ID,Placed at (Malaysia time),Status,Payment,Delivery method,Delivery day,Delivery slot,Recipient,Phone,Address or pickup point,E-mail,Items,Special instructions,Subtotal (RM),Discount (RM),Voucher code,Delivery fee (RM),Handling fee (RM),Tax (RM),Total (RM),Paid with store credit (RM),Payment method,Bank or e-wallet,Captured (RM),Refunded (RM),Net (RM),Carrier,Tracking number',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${orderNumber(order.id)},${order.id},`);
    expect(lines[1]).toContain(`,PAID,PAID,Delivery,,,"'=HYPERLINK(""http://evil"")",`);
    expect(lines[1]).toContain(`,${buyer.email},"2 x Musang King, Grade A",,177.00,0.00,,`);
    expect((await t.app.inject({ method: 'GET', url: `${ADMIN}/export`, headers: customer.headers })).statusCode).toBe(403);
  });

  it('exports a season of orders in batches: each order once, in the order of the list, the header and mark once', async () => {
    const displayName = `Season ${crypto.randomUUID().slice(0, 6)}`;
    const buyer = await createTestUser(t, { displayName });
    const first = await createTestOrder(t.db, buyer.id, [{ product: await createTestProduct(t.db), quantity: 1 }], { status: 'PAID', paymentStatus: 'PAID' });
    const [template] = await t.db.select().from(orders).where(eq(orders.id, first.id));
    // More orders than a batch holds (1,000), many placed in the same millisecond and a few totals shared, so each
    // batch must start after the last order of the one before by every key, down to the microsecond and the id.
    const copies = Array.from({ length: 2_300 }, (_, i) => ({ ...template!, id: crypto.randomUUID(), totalSen: 1_000 + (i % 7) }));
    for (let i = 0; i < copies.length; i += 300) await t.db.insert(orders).values(copies.slice(i, i + 300));
    await t.db.execute(sql`update ${orders} set created_at = created_at + make_interval(secs => (abs(hashtext(id::text)) % 3) / 1000000.0)
      where ${orders.userId} = ${buyer.id}`);

    for (const [sort, keys] of [
      ['newest', [desc(orders.createdAt), desc(orders.id)]],
      ['total-asc', [asc(orders.totalSen), asc(orders.createdAt), asc(orders.id)]],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `${ADMIN}/export?search=${encodeURIComponent(displayName)}&sort=${sort}`, headers: admin.headers });
      expect(res.statusCode).toBe(200);
      const lines = res.body.trim().split('\n');
      expect(res.body.match(/\uFEFF/g)).toHaveLength(1);
      expect(lines.filter((line) => line.startsWith('Order,Order ID,'))).toHaveLength(1);
      const expected = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, buyer.id)).orderBy(...keys);
      expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(expected.map((row) => row.id));
    }
  });

  it('exports a dispatch list Excel reads: DRN numbers, Malaysian times, who and where to deliver, UTF-8 with a byte order mark', async () => {
    const buyer = await createTestUser(t, { displayName: 'Mei Ling (Lover’s Durian)' });
    await t.db.update(users).set({ phone: '+60123456789' }).where(eq(users.id, buyer.id));
    const product = await createTestProduct(t.db, { name: 'D24 "Sultan"', priceSen: 5000 });
    // 00:30 on 1 July in Kuala Lumpur is 16:30 on 30 June in UTC.
    const delivered = await createTestOrder(t.db, buyer.id, [{ product, quantity: 3 }], {
      status: 'SHIPPED',
      paymentStatus: 'PAID',
      createdAt: new Date('2025-06-30T16:30:00Z'),
      deliveryZone: 'Klang Valley',
      deliveryDate: '2025-07-01',
      deliveryWindow: '18:00–21:00',
      shippingAddress: {
        name: 'Home',
        addressLine1: '18, Jalan Telawi 3',
        addressLine2: 'Bangsar Baru',
        city: 'Kuala Lumpur',
        state: 'Wilayah Persekutuan',
        postalCode: '59100',
        country: 'Malaysia',
        phone: '+60198765432',
      },
      specialInstructions: 'Ring twice, then "knock"\nGate code 1234',
      shippingCarrier: 'Pos Laju',
      trackingNumber: 'EP123456789MY',
    });
    const point = await createTestDropoffPoint(t.db);
    const pickedUp = await createTestOrder(t.db, buyer.id, [{ product, quantity: 1 }], {
      status: 'PAID',
      paymentStatus: 'PAID',
      isPickup: true,
      shippingAddress: null,
      dropoffPointId: point.id,
      dropoffPoint: { name: point.name, addressLine1: point.addressLine1, city: point.city, state: point.state, postalCode: point.postalCode, country: 'Malaysia' },
      createdAt: new Date('2025-06-30T15:59:00Z'),
    });

    const res = await t.app.inject({ method: 'GET', url: `${ADMIN}/export?search=${encodeURIComponent('Lover’s Durian')}&sort=newest`, headers: admin.headers });

    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = res.body.slice(1);
    expect(rows).toContain(
      [
        orderNumber(delivered.id),
        delivered.id,
        '2025-07-01 00:30',
        'SHIPPED',
        'PAID',
        'Delivery',
        '2025-07-01',
        '18:00–21:00',
        'Mei Ling (Lover’s Durian)',
        "'+60198765432",
        '"18, Jalan Telawi 3, Bangsar Baru, 59100 Kuala Lumpur, Wilayah Persekutuan, Malaysia"',
        buyer.email,
        '"3 x D24 ""Sultan"""',
        '"Ring twice, then ""knock""\nGate code 1234"',
        '150.00,0.00,,0.00,0.00,0.00,150.00,0.00,,,0.00,0.00,0.00,Pos Laju,EP123456789MY',
      ].join(','),
    );
    const pickupAddress = `"${point.name}, ${point.addressLine1}, ${point.postalCode} ${point.city}, ${point.state}, Malaysia"`;
    expect(rows).toContain(`${orderNumber(pickedUp.id)},${pickedUp.id},2025-06-30 23:59,PAID,PAID,Pickup,,,Mei Ling (Lover’s Durian),'+60123456789,${pickupAddress},`);
  });

  it("shows the order's payment attempts and the moves the admin may make", async () => {
    const { order } = await orderIn('PROCESSING');
    const res = await t.app.inject({ method: 'GET', url: `${ADMIN}/${order.id}`, headers: admin.headers });
    expect(res.json()).toMatchObject({ allowedMoves: ['SHIPPED', 'CANCELLED'], needsTracking: true, paidAt: expect.any(String), payments: [] });
  });

  it('says a pickup order needs no tracking number to be shipped (ready for pickup)', async () => {
    const point = await createTestDropoffPoint(t.db);
    const order = await placeTestOrder(t, await createTestUser(t), [{ product: await createTestProduct(t.db), quantity: 1 }], { dropoffPointId: point.id });
    const res = await t.app.inject({ method: 'GET', url: `${ADMIN}/${order.id}`, headers: admin.headers });
    expect(res.json()).toMatchObject({ isPickup: true, allowedMoves: ['CANCELLED'], needsTracking: false });
  });
});

describe("the customer's e-mail at every step", () => {
  const mailsTo = (to: string) =>
    t.db.select().from(outboxEmails).where(eq(outboxEmails.to, to)).orderBy(asc(outboxEmails.createdAt));

  it('sends processing, shipped (carrier, tracking number and link) and delivered (a review link per item), each once', async () => {
    const buyer = await createTestUser(t);
    const product = await createTestProduct(t.db, { name: 'Black Thorn Premium' });
    const order = await createTestOrder(t.db, buyer.id, [{ product, quantity: 2 }], { status: 'PAID', paymentStatus: 'PAID' });

    await move(order.id, { status: 'PROCESSING', message: 'Picked fresh this morning' });
    await move(order.id, { status: 'SHIPPED', trackingNumber: 'EP123456789MY', shippingCarrier: 'Pos Laju' });
    expect((await move(order.id, { status: 'SHIPPED', trackingNumber: 'EP1', shippingCarrier: 'Pos Laju' })).statusCode).toBe(409);
    await move(order.id, { status: 'DELIVERED' });

    const mails = await mailsTo(buyer.email);
    const number = orderNumber(order.id);
    expect(mails.map((m) => m.subject)).toEqual([
      `Your Durio order ${number} is being packed`,
      `Your Durio order ${number} is on its way`,
      `Your Durio order ${number} was delivered`,
    ]);
    expect(mails[0]!.text).toContain('A note from the shop: Picked fresh this morning');
    expect(mails[1]!.text).toContain('Order ' + number + ' has shipped with Pos Laju.\nTracking number: EP123456789MY');
    expect(mails[1]!.text).toContain('https://tracking.pos.com.my/tracking/EP123456789MY');
    expect(mails[2]!.text).toContain(`${t.config.publicUrl}/order/${order.id}?review=${product.id}`);
    expect(mails[2]!.html).toContain('Review Black Thorn Premium');
  });

  it("tells a pickup customer the order is ready, where and when to collect it; no tracking is needed", async () => {
    const buyer = await createTestUser(t);
    const point = await createTestDropoffPoint(t.db, { name: 'Raub Collection Point', openingHours: 'Mon–Sat 9am–6pm', phone: '+60 9-355 1234' });
    const order = await placeTestOrder(t, buyer, [{ product: await createTestProduct(t.db), quantity: 1 }], { dropoffPointId: point.id });
    await t.db.update(orders).set({ status: 'PROCESSING', paymentStatus: 'PAID', paidAt: new Date() }).where(eq(orders.id, order.id));

    const ready = await move(order.id, { status: 'SHIPPED' });

    expect(ready.statusCode).toBe(200);
    expect(ready.json<AdminOrder>().updates.at(-1)).toMatchObject({ status: 'SHIPPED', message: 'Your order is ready for pickup' });
    const [mail] = await mailsTo(buyer.email);
    expect(mail!.subject).toBe(`Your Durio order ${orderNumber(order.id)} is ready for pickup`);
    expect(mail!.text).toContain('Raub Collection Point\n8 Jalan Durian, Taman Raub, 27600 Raub, Pahang\nOpening hours: Mon–Sat 9am–6pm\nPhone: +60 9-355 1234');
  });

  it("writes each step in the customer's language, with links to the pages in it", async () => {
    const buyer = await createTestUser(t);
    await t.db.update(users).set({ language: 'ms' }).where(eq(users.id, buyer.id));
    const product = await createTestProduct(t.db, { name: 'Musang King Gred A' });
    const order = await createTestOrder(t.db, buyer.id, [{ product, quantity: 1 }], { status: 'PROCESSING', paymentStatus: 'PAID' });

    await move(order.id, { status: 'SHIPPED', trackingNumber: 'EP987654321MY', shippingCarrier: 'Pos Laju', message: 'Dipetik pagi tadi' });
    await move(order.id, { status: 'DELIVERED' });

    const number = orderNumber(order.id);
    const [shipped, delivered] = await mailsTo(buyer.email);
    expect(shipped!.subject).toBe(`Pesanan Durio ${number} anda dalam perjalanan`);
    expect(shipped!.text).toContain(`Pesanan ${number} telah dihantar melalui Pos Laju.\nNombor penjejakan: EP987654321MY`);
    expect(shipped!.text).toContain('Nota daripada kedai: Dipetik pagi tadi');
    expect(shipped!.text).toContain(`${t.config.publicUrl}/ms/order/${order.id}`);
    expect(shipped!.html).toContain('<html dir="ltr" lang="ms">');
    expect(delivered!.subject).toBe(`Pesanan Durio ${number} anda telah diterima`);
    expect(delivered!.text).toContain(`${t.config.publicUrl}/ms/order/${order.id}?review=${product.id}`);
    expect(delivered!.html).toContain('Beri ulasan untuk Musang King Gred A');
  });

  it("tells the customer of the shop's cancel, with its reason and the refund to come", async () => {
    const buyer = await createTestUser(t);
    const order = await createTestOrder(t.db, buyer.id, [{ product: await createTestProduct(t.db), quantity: 1 }], { status: 'PROCESSING', paymentStatus: 'PAID' });

    expect((await move(order.id, { status: 'CANCELLED', message: 'The storm took the fruit, sorry' })).statusCode).toBe(200);

    const [mail] = await mailsTo(buyer.email);
    expect(mail!.subject).toBe(`Your Durio order ${orderNumber(order.id)} was cancelled`);
    expect(mail!.text).toContain('Your payment goes back to your card');
    expect(mail!.text).toContain('A note from the shop: The storm took the fruit, sorry');
  });
});
