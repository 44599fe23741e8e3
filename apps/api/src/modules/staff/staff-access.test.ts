import { randomUUID } from 'node:crypto';
import { staffOperations } from '@durio/shared/staff-access';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminChanges, orders } from '../../db/schema';
import { smallPng, uploadTestFile } from '../../test-support/media-samples';
import { createTestProduct, createTestUser, placeTestOrder, type TestUser } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/*
 * What staff may do in the console (docs/product/staff.md), proved over every operation of the OpenAPI
 * document: a route added tomorrow is an admin-only one for staff unless @durio/shared/staff-access names it.
 */

let t: TestApp;
let admin: TestUser;
let staff: TestUser;
let customer: TestUser;
const ADMIN_ONLY = { statusCode: 403, error: 'Forbidden', message: 'Forbidden - Admin only' };

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
  admin = await createTestUser(t, { role: 'ADMIN', displayName: 'Aminah (owner)' });
  staff = await createTestUser(t, { role: 'STAFF', displayName: 'Farid (packing)' });
  customer = await createTestUser(t);
});
afterAll(async () => {
  await t.close();
});

interface Operation {
  method: string;
  path: string;
  operationId: string;
}

async function listOperations(): Promise<Operation[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { operationId?: string }>>;
  }>();
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({ method: method.toUpperCase(), path, operationId: op.operationId ?? `${method} ${path}` })),
  );
}

/** The operation's address with a made-up id in every path parameter; the role hooks answer before anything reads it. */
const urlOf = (op: Operation) => op.path.replace(/\{[^}]+\}/g, randomUUID());

function call(op: Operation, user: TestUser) {
  return t.app.inject({ method: op.method, url: urlOf(op), headers: user.headers, ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }) });
}

describe('staff in the console', () => {
  it('answers 403 Forbidden - Admin only to staff on every admin-only operation, and lets staff through the ones the list names', async () => {
    const operations = await listOperations();
    const allowed = new Set(staffOperations.map((op) => op.operationId));
    const adminOnly: string[] = [];
    const staffToo: string[] = [];
    for (const op of operations) {
      // A console call is one a customer is refused with the spec's message before anything else is read.
      const asCustomer = await call(op, customer);
      if (asCustomer.statusCode !== 403 || asCustomer.json().message !== 'Forbidden - Admin only') continue;
      const asStaff = await call(op, staff);
      // listAdminChanges is for staff only with an order's history (below); asked for all of it, it is admin only.
      if (allowed.has(op.operationId) && op.operationId !== 'listAdminChanges') {
        staffToo.push(op.operationId);
        expect(asStaff.statusCode, `${op.method} ${op.path}`).not.toBe(403);
      } else {
        adminOnly.push(op.operationId);
        expect({ op: op.operationId, status: asStaff.statusCode, body: asStaff.json() }).toEqual({
          op: op.operationId,
          status: 403,
          body: ADMIN_ONLY,
        });
        // An admin is not refused the same call.
        expect((await call(op, admin)).statusCode, `${op.method} ${op.path} as admin`).not.toBe(403);
      }
    }
    expect(staffToo.sort()).toEqual([
      'addOrderNote',
      'changeOrderAddress',
      'correctOrderTracking',
      'countOrdersWaitingToBePacked',
      'exportOrders',
      'getDeliveryCalendar',
      'getOrderAsAdmin',
      'getRunSheet',
      'listAllOrders',
      'moveOrderDelivery',
      'moveOrdersInBulk',
      'updateOrderAsAdmin',
      'weighOrder',
    ]);
    // Every area of the console is among them, the staff page included.
    expect(adminOnly).toEqual(
      expect.arrayContaining([
        'getDashboard',
        'listAdminChanges',
        'listBackgroundJobs',
        'createProduct',
        'updateShopSettings',
        'listCustomers',
        'listStaff',
        'inviteStaff',
        'removeStaffMember',
        'withdrawStaffInvitation',
        'listFiles',
      ]),
    );
    expect(adminOnly.length).toBeGreaterThan(40);
  });

  it('lets staff list, open, export, move and read the history of orders, with photos they upload, as themselves', async () => {
    const buyer = await createTestUser(t);
    const product = await createTestProduct(t.db, { stock: 5 });
    const order = await placeTestOrder(t, buyer, [{ product, quantity: 1 }]);
    await t.db.update(orders).set({ status: 'PAID', paymentStatus: 'PAID', paidAt: new Date() }).where(eq(orders.id, order.id));
    const get = (url: string, user = staff) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user.headers });

    const list = await get('/durian/orders/admin/all?limit=100');
    expect(list.statusCode).toBe(200);
    expect(list.json<{ id: string }[]>().map((o) => o.id)).toContain(order.id);
    expect((await get(`/durian/orders/admin/${order.id}`)).statusCode).toBe(200);
    const csv = await get('/durian/orders/admin/export');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');

    const photo = await uploadTestFile(t, staff, { bytes: await smallPng(), name: 'photo.png', type: 'image/png' }, { folder: 'orders' });
    expect(photo.statusCode).toBe(201);
    // Only an order's photos: the shop's pictures stay the owner's.
    const productPicture = await uploadTestFile(t, staff, { bytes: await smallPng(), name: 'photo.png', type: 'image/png' }, { folder: 'products' });
    expect(productPicture.json()).toEqual(ADMIN_ONLY);

    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/durian/orders/admin/${order.id}`,
      headers: staff.headers,
      payload: { status: 'PROCESSING', message: 'Packed with ice packs', mediaIds: [photo.json<{ id: string }>().id] },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<{ status: string }>().status).toBe('PROCESSING');
    // Cancelling refunds the customer: the owner's call, not staff's.
    const cancel = await t.app.inject({ method: 'PATCH', url: `/api/v1/durian/orders/admin/${order.id}`, headers: staff.headers, payload: { status: 'CANCELLED' } });
    expect(cancel.json()).toEqual(ADMIN_ONLY);
    expect((await get(`/durian/orders/admin/${order.id}`)).json<{ status: string }>().status).toBe('PROCESSING');

    const history = await get(`/durian/admin/changes?entity=order&entityId=${order.id}`);
    expect(history.statusCode).toBe(200);
    expect(history.json<{ items: { actor: { id: string; name: string }; action: string }[] }>().items[0]).toMatchObject({
      actor: { id: staff.id, name: 'Farid (packing)' },
      action: 'moved to PROCESSING',
    });
    const [recorded] = await t.db.select().from(adminChanges).where(eq(adminChanges.entityId, order.id));
    expect(recorded!.actorId).toBe(staff.id);

    // The history of anything else stays the owner's.
    expect((await get('/durian/admin/changes')).json()).toEqual(ADMIN_ONLY);
    expect((await get(`/durian/admin/changes?entity=product&entityId=${product.id}`)).json()).toEqual(ADMIN_ONLY);
    expect((await get(`/durian/admin/changes?entity=order&entityId=${order.id}`, admin)).statusCode).toBe(200);
  });

  it('keeps a customer out of every console call, the order calls included', async () => {
    for (const url of ['/durian/orders/admin/all', '/durian/orders/admin/export', `/durian/orders/admin/${randomUUID()}`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: customer.headers });
      expect(res.json()).toEqual(ADMIN_ONLY);
    }
    const photo = await uploadTestFile(t, customer, { bytes: await smallPng(), name: 'photo.png', type: 'image/png' }, { folder: 'orders' });
    expect(photo.json()).toEqual(ADMIN_ONLY);
  });
});
