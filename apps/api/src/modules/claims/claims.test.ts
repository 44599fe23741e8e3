import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { claimRefusals, type AdminClaim, type Claim } from '@durio/shared/schemas/claims';
import type { StoreCredit } from '@durio/shared/schemas/credit';
import type { Order, AdminOrder } from '@durio/shared/schemas/orders';
import type { StoredFile } from '@durio/shared/schemas/files';
import { outboxEmails, refunds, sandboxPayments } from '../../db/schema';
import { createGateway } from '../../gateway/create-gateway';
import type { PaymentGateway } from '../../gateway/gateway';
import {
  createTestAddress,
  createTestClock,
  createTestFile,
  createTestProduct,
  createTestUser,
  fillTestCart,
  placeTestOrder,
  type TestUser,
} from '../../test-support/factories';
import { senToRm } from '@durio/shared/money';
import { priceOrder } from '@durio/shared/pricing';
import { smallPng, uploadTestFile } from '../../test-support/media-samples';
import { confirmTestPayment, flowsOfAnotherProcess, openTestPayment, payInSandbox, type PaidReply } from '../../test-support/payments';
import { orderUpdateMessages } from '../../test-support/rows';
import { createOtherCopy, createTestApp, type TestApp } from '../../test-support/test-app';

/*
 * The fruit guarantee (docs/product/fruit-guarantee.md): a claim per line of a delivered order, within the shop's hours
 * after delivery, with photos; the owner gives back to the card or as credit, never more than was paid, or declines.
 */

const clock = createTestClock(new Date('2027-06-10T02:00:00Z'));
const HOUR = 3_600_000;
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await createTestUser(t, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

const adminMove = (orderId: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/durian/orders/admin/${orderId}`, headers: admin.headers, payload });

/** A customer's paid order of two RM 60.00 Musang King boxes (by card, or wholly by store credit), delivered just now. */
async function deliveredOrder(opts: { paidWithCredit?: boolean } = {}) {
  const customer = await createTestUser(t);
  const product = await createTestProduct(t.db, { name: 'Musang King box', priceSen: 6_000, weightGrams: 1000, stock: 10 });
  let order: Order;
  let paymentId = '';
  if (opts.paidWithCredit) {
    await t.app.inject({ method: 'POST', url: `/api/v1/durian/customers/${customer.id}/credit`, headers: admin.headers, payload: { amount: 500, reason: 'Loyal buyer' } });
    await fillTestCart(t.db, customer.id, [{ productId: product.id, quantity: 2 }]);
    const address = await createTestAddress(t.db, customer.id);
    const total = senToRm(priceOrder([{ unitPriceSen: 6_000, quantity: 2, weightGrams: 1000 }], { isPickup: false }).totalSen);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/durian/orders',
      headers: customer.headers,
      payload: { isPickup: false, shippingAddressOrDropoffPointId: address.id, total, credit: total },
    });
    order = placed.json<Order>();
    expect(order.status).toBe('PAID');
  } else {
    order = await placeTestOrder(t, customer, [{ product, quantity: 2 }]);
    const intent = await openTestPayment(t, customer, order.id);
    const paid = (await payInSandbox(t, intent.paymentIntentId, 'success')).json<PaidReply>();
    expect((await confirmTestPayment(t, customer, order.id, paid)).statusCode).toBe(200);
    paymentId = paid.razorpay_payment_id;
  }
  for (const move of [{ status: 'PROCESSING' }, { status: 'SHIPPED', trackingNumber: 'EP123456789MY', shippingCarrier: 'Pos Laju' }, { status: 'DELIVERED' }]) {
    expect((await adminMove(order.id, move)).statusCode).toBe(200);
  }
  return { customer, order, item: order.items[0]!, paymentId };
}

const photoOf = (customer: TestUser) => createTestFile(t.db, { uploadedBy: customer.id, folder: 'claims' });

function claim(customer: TestUser, orderId: string, itemId: string, body: object) {
  return t.app.inject({ method: 'POST', url: `/api/v1/durian/orders/${orderId}/items/${itemId}/claims`, headers: customer.headers, payload: body });
}

const decide = (claimId: string, body: object, user: TestUser = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/durian/claims/${claimId}`, headers: user.headers, payload: body });

describe('claiming the fruit guarantee', () => {
  it('takes a claim for a line of a delivered order with photos, shows it on the order and in the queue', async () => {
    const { customer, order, item } = await deliveredOrder();
    const upload = await uploadTestFile(t, customer, { bytes: await smallPng(), name: 'sour.png', type: 'image/png' }, { folder: 'claims' });
    expect(upload.statusCode).toBe(201);
    const photo = upload.json<StoredFile>();

    const res = await claim(customer, order.id, item.id, { reason: 'sour', note: 'Sour and watery inside', mediaIds: [photo.id] });

    expect(res.statusCode).toBe(201);
    expect(res.json<Claim>()).toMatchObject({ reason: 'sour', note: 'Sour and watery inside', wants: 'card', status: 'OPEN', outcome: null, amount: null, itemId: item.id });
    expect(res.json<Claim>().media.map((file) => file.id)).toEqual([photo.id]);
    const mine = (await t.app.inject({ method: 'GET', url: `/api/v1/durian/orders/${order.id}`, headers: customer.headers })).json<Order>();
    expect(mine.items[0]!.claim).toMatchObject({ status: 'OPEN', reason: 'sour' });
    const queue = (await t.app.inject({ method: 'GET', url: '/api/v1/durian/claims?status=OPEN', headers: admin.headers })).json<AdminClaim[]>();
    expect(queue.find((entry) => entry.itemId === item.id)).toMatchObject({
      product: { name: 'Musang King box' },
      quantity: 2,
      paid: 120,
      cardRefundable: order.total,
      customer: { id: customer.id },
    });
  });

  it('refuses a claim it cannot take with its reason, and keeps nothing', async () => {
    const { customer, order, item } = await deliveredOrder();
    const stranger = await createTestUser(t);
    const notDelivered = await placeTestOrder(t, customer, [{ product: await createTestProduct(t.db, { stock: 5 }), quantity: 1 }]);
    const photo = await photoOf(customer);
    const reviewPhoto = await createTestFile(t.db, { uploadedBy: customer.id, folder: 'reviews' });
    const theirPhoto = await photoOf(stranger);

    const refusals = [
      [await claim(stranger, order.id, item.id, { reason: 'sour', mediaIds: [(await photoOf(stranger)).id] }), 404, 'Order not found'],
      [await claim(customer, notDelivered.id, notDelivered.items[0]!.id, { reason: 'sour', mediaIds: [photo.id] }), 409, claimRefusals.notDelivered],
      [await claim(customer, order.id, item.id, { reason: 'sour', mediaIds: [theirPhoto.id] }), 404, claimRefusals.photoNotFound],
      [await claim(customer, order.id, item.id, { reason: 'sour', mediaIds: [reviewPhoto.id] }), 404, claimRefusals.photoNotFound],
      [await claim(customer, order.id, item.id, { reason: 'sour', mediaIds: [] }), 400, undefined],
      [await claim(customer, order.id, item.id, { reason: 'smelly', mediaIds: [photo.id] }), 400, undefined],
      [await claim(customer, order.id, item.id, { reason: 'sour', mediaIds: [photo.id], wants: 'cash' }), 400, undefined],
    ] as const;
    for (const [res, status, message] of refusals) {
      expect(res.statusCode).toBe(status);
      if (message) expect(res.json().message).toBe(message);
    }
    expect((await claim(customer, order.id, item.id, { reason: 'wet', mediaIds: [photo.id] })).statusCode).toBe(201);
    const again = await claim(customer, order.id, item.id, { reason: 'wet', mediaIds: [(await photoOf(customer)).id] });
    expect([again.statusCode, again.json().message]).toEqual([409, claimRefusals.alreadyClaimed]);
  });

  it('is open for the shop\'s hours after delivery (24 by default), then closed', async () => {
    const { customer, order, item } = await deliveredOrder();
    clock.advance(24 * HOUR + 60_000);
    try {
      const late = await claim(customer, order.id, item.id, { reason: 'unripe', mediaIds: [(await photoOf(customer)).id] });
      expect([late.statusCode, late.json().message]).toEqual([409, claimRefusals.tooLate]);
    } finally {
      clock.advance(-(24 * HOUR + 60_000));
    }
  });
});

describe('deciding a claim', () => {
  it('gives part of the line back to the card through the gateway, once, and tells the customer', async () => {
    const { customer, order, item, paymentId } = await deliveredOrder();
    const opened = (await claim(customer, order.id, item.id, { reason: 'sour', mediaIds: [(await photoOf(customer)).id] })).json<Claim>();

    const approved = await decide(opened.id, { decision: 'approve', outcome: 'card', amount: 60 });

    expect(approved.statusCode).toBe(200);
    expect(approved.json<AdminClaim>()).toMatchObject({ status: 'APPROVED', outcome: 'card', amount: 60, cardRefundable: order.total - 60 });
    const [gatewayPayment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
    expect(gatewayPayment!.amountRefundedSen).toBe(6000);
    const seen = (await t.app.inject({ method: 'GET', url: `/api/v1/durian/orders/admin/${order.id}`, headers: admin.headers })).json<AdminOrder>();
    expect(seen.ledger.at(-1)).toMatchObject({ kind: 'refund', reason: 'guarantee', amount: 60, status: 'DONE' });
    expect(await orderUpdateMessages(t.db, order.id)).toEqual(
      expect.arrayContaining(['Fruit guarantee for Musang King box: RM 60.00 goes back to your card', 'Fruit guarantee: RM 60.00 refunded to your card']),
    );
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, customer.email));
    expect(mails.filter((mail) => /^Your fruit guarantee claim: Durio order /.test(mail.subject))).toHaveLength(1);

    const twice = await decide(opened.id, { decision: 'approve', outcome: 'card', amount: 10 });
    expect([twice.statusCode, twice.json().message]).toEqual([409, claimRefusals.decided]);
    expect((await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId)))[0]!.amountRefundedSen).toBe(6000);
  });

  it('gives store credit when the customer asks for it and the owner chooses it, which the customer can spend', async () => {
    const { customer, order, item } = await deliveredOrder();
    const opened = (await claim(customer, order.id, item.id, { reason: 'unripe', mediaIds: [(await photoOf(customer)).id], wants: 'credit' })).json<Claim>();
    expect(opened.wants).toBe('credit');
    const queue = (await t.app.inject({ method: 'GET', url: '/api/v1/durian/claims?status=OPEN', headers: admin.headers })).json<AdminClaim[]>();
    expect(queue.find((entry) => entry.id === opened.id)?.wants).toBe('credit');

    expect((await decide(opened.id, { decision: 'approve', outcome: 'credit', amount: 30 })).statusCode).toBe(200);

    const credit = (await t.app.inject({ method: 'GET', url: '/api/v1/durian/credit', headers: customer.headers })).json<StoreCredit>();
    expect(credit.balance).toBe(30);
    expect(credit.entries[0]).toMatchObject({ kind: 'issued', amount: 30, reason: 'Fruit guarantee: Musang King box', orderId: order.id });
  });

  it('never gives back more than the line was paid, nor more to the card than it has left', async () => {
    const { customer, order, item } = await deliveredOrder();
    const opened = (await claim(customer, order.id, item.id, { reason: 'damaged', mediaIds: [(await photoOf(customer)).id] })).json<Claim>();

    const tooMuch = await decide(opened.id, { decision: 'approve', outcome: 'credit', amount: 120.01 });
    expect([tooMuch.statusCode, tooMuch.json().message]).toEqual([409, claimRefusals.moreThanPaid]);
    const staff = await createTestUser(t, { role: 'STAFF' });
    expect((await decide(opened.id, { decision: 'decline', reason: 'No' }, staff)).statusCode).toBe(403);
    expect((await decide(opened.id, { decision: 'approve', outcome: 'card', amount: 0 })).statusCode).toBe(400);
    expect((await decide(opened.id, { decision: 'maybe' })).statusCode).toBe(400);
    expect((await decide('00000000-0000-4000-8000-000000000000', { decision: 'decline', reason: 'x' })).statusCode).toBe(404);
    expect((await decide(opened.id, { decision: 'approve', outcome: 'credit', amount: 120 })).statusCode).toBe(200);

    // An order store credit paid wholly has no card to refund.
    const byCredit = await deliveredOrder({ paidWithCredit: true });
    const second = (await claim(byCredit.customer, byCredit.order.id, byCredit.item.id, { reason: 'wet', mediaIds: [(await photoOf(byCredit.customer)).id] })).json<Claim>();
    const toCard = await decide(second.id, { decision: 'approve', outcome: 'card', amount: 10 });
    expect([toCard.statusCode, toCard.json().message]).toEqual([409, claimRefusals.cardShort]);
    expect((await decide(second.id, { decision: 'approve', outcome: 'credit', amount: 10 })).statusCode).toBe(200);
  });

  it('declines with a reason the customer reads', async () => {
    const { customer, order, item } = await deliveredOrder();
    const opened = (await claim(customer, order.id, item.id, { reason: 'other', mediaIds: [(await photoOf(customer)).id] })).json<Claim>();

    const declined = await decide(opened.id, { decision: 'decline', reason: 'The photo shows a ripe, sweet fruit' });

    expect(declined.json<AdminClaim>()).toMatchObject({ status: 'DECLINED', declineReason: 'The photo shows a ripe, sweet fruit', outcome: null, amount: null });
    expect(await orderUpdateMessages(t.db, order.id)).toContain('Fruit guarantee for Musang King box declined: The photo shows a ripe, sweet fruit');
    const mine = (await t.app.inject({ method: 'GET', url: `/api/v1/durian/orders/${order.id}`, headers: customer.headers })).json<Order>();
    expect(mine.items[0]!.claim).toMatchObject({ status: 'DECLINED', declineReason: 'The photo shows a ripe, sweet fruit' });
  });
});

describe("a claim's card refund when the gateway fails", () => {
  it('is left open in the ledger, and the reconciler makes it exactly once', async () => {
    // The console's copy of the shop, whose gateway refuses refunds for now.
    const real = createGateway(t.config, t.db);
    let refusing = true;
    const gateway: PaymentGateway = Object.assign(Object.create(real) as PaymentGateway, {
      async refund(paymentId: string, amountSen: number, receipt?: string) {
        if (refusing) throw new Error('Curlec is down');
        return real.refund(paymentId, amountSen, receipt);
      },
    });
    const console_ = await createOtherCopy(t, { clock, gateway });
    try {
      const { customer, order, item, paymentId } = await deliveredOrder();
      const opened = (await claim(customer, order.id, item.id, { reason: 'wet', mediaIds: [(await photoOf(customer)).id] })).json<Claim>();

      const approved = await console_.app.inject({
        method: 'PUT',
        url: `/api/v1/durian/claims/${opened.id}`,
        headers: admin.headers,
        payload: { decision: 'approve', outcome: 'card', amount: 25 },
      });

      expect(approved.statusCode).toBe(200);
      expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toMatchObject([{ reason: 'guarantee', status: 'PENDING', amountSen: 2500 }]);
      refusing = false;
      clock.advance(2 * 60_000);
      await Promise.all([t.app.ctx.flows.reconcileOnce(), flowsOfAnotherProcess(t, clock).reconcileOnce()]);
      expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toMatchObject([{ reason: 'guarantee', status: 'DONE', amountSen: 2500 }]);
      expect((await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId)))[0]!.amountRefundedSen).toBe(2500);
    } finally {
      clock.advance(-2 * 60_000);
      await console_.close();
    }
  });
});
