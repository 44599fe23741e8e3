import { orderNumber } from '@durio/shared/order-number';
import { WEIGH_BEFORE_SHIPPING } from '@durio/shared/order-status';
import { weighingRefusals, type AdminOrder, type Order } from '@durio/shared/schemas/orders';
import type { StoreCredit } from '@durio/shared/schemas/credit';

const { alreadyWeighed: ALREADY_WEIGHED, notWeighable: NOT_WEIGHABLE, nothingToWeigh: NOTHING_TO_WEIGH, underweight: UNDERWEIGHT, weighEveryFruit: WEIGH_EVERY_FRUIT } =
  weighingRefusals;
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { orderItems, orders, outboxEmails, payments, refunds, sandboxPayments, sandboxRefunds, vouchers } from '../db/schema';
import { stopChecking } from '../modules/payments/public';
import { createGateway } from '../gateway/create-gateway';
import type { PaymentGateway } from '../gateway/gateway';
import {
  createTestAddress,
  createTestClock,
  createTestFarm,
  createTestProduct,
  createTestUser,
  fillTestCart,
  placeTestOrder,
  type TestUser,
} from '../test-support/factories';
import { confirmTestPayment, flowsOfAnotherProcess, openTestPayment, payInSandbox, type PaidReply } from '../test-support/payments';
import { orderUpdateMessages, readOrder } from '../test-support/rows';
import { createOtherCopy, createTestApp, type TestApp } from '../test-support/test-app';

/*
 * Weighing an order's fruit at packing (docs/product/selling-by-weight.md): the final price is set once, the
 * difference goes back to the card exactly once, whatever the admins, the network or the gateway do.
 */

const ADMIN = '/api/v1/durian/orders/admin';
const clock = createTestClock(new Date('2026-07-01T02:00:00Z'));

/** The sandbox gateway, with a refund that can be made to fail before or after the money moved. */
function faultyGateway(t: TestApp) {
  const real = createGateway(t.config, t.db);
  const fault = { mode: 'none' as 'none' | 'refuse' | 'lose-reply' };
  const gateway: PaymentGateway = Object.assign(Object.create(real) as PaymentGateway, {
    async refund(paymentId: string, amountSen: number, receipt?: string) {
      if (fault.mode === 'refuse') throw new Error('Curlec is down');
      const made = await real.refund(paymentId, amountSen, receipt);
      // The refund went through, but its answer never came back (a timeout, a crash before it was recorded).
      if (fault.mode === 'lose-reply') throw new Error('timed out');
      return made;
    },
  });
  return { gateway, fault };
}

let t: TestApp;
/** The copy of the shop the console talks to: its gateway's refunds fail when a test says so. */
let console_: Awaited<ReturnType<typeof createOtherCopy>>;
let admin: TestUser;
let fault: ReturnType<typeof faultyGateway>['fault'];

beforeAll(async () => {
  t = await createTestApp({ clock });
  const faulty = faultyGateway(t);
  fault = faulty.fault;
  console_ = await createOtherCopy(t, { clock, gateway: faulty.gateway });
  admin = await createTestUser(t, { role: 'ADMIN', displayName: 'Aminah (Durio)' });
});
afterAll(async () => {
  await console_.close();
  await t.close();
});

/** Whole Musang King at RM 68.00/kg, 1.8–2.4 kg a fruit (charged RM 163.20 each), and a 400 g flesh box at RM 45.00. */
async function durianProducts() {
  const farm = await createTestFarm(t.db);
  const musangKing = await createTestProduct(t.db, {
    farmId: farm.id,
    name: 'Whole Musang King',
    pricedBy: 'kg',
    priceSen: 6800,
    minWeightGrams: 1800,
    weightGrams: 2400,
    grade: 'A',
    form: 'whole',
  });
  const fleshBox = await createTestProduct(t.db, { farmId: farm.id, name: 'Musang King flesh 400 g', priceSen: 4500, weightGrams: 400, form: 'flesh' });
  return { musangKing, fleshBox };
}

/** A customer's paid order of two whole Musang King and a flesh box, moved on to PROCESSING by the admin. */
async function processingOrder(opts: { status?: 'PROCESSING' | 'PAID' } = {}) {
  const customer = await createTestUser(t);
  const { musangKing, fleshBox } = await durianProducts();
  const placed = await placeTestOrder(t, customer, [
    { product: musangKing, quantity: 2 },
    { product: fleshBox, quantity: 1 },
  ]);
  const intent = await openTestPayment(t, customer, placed.id);
  const paid = (await payInSandbox(t, intent.paymentIntentId, 'success')).json<PaidReply>();
  expect((await confirmTestPayment(t, customer, placed.id, paid)).statusCode).toBe(200);
  if (opts.status !== 'PAID') expect((await move(placed.id, { status: 'PROCESSING' })).statusCode).toBe(200);
  const wholeLine = placed.items.find((item) => item.pricedBy === 'kg')!;
  return { customer, order: placed, wholeLine, paymentId: paid.razorpay_payment_id };
}

function move(orderId: string, payload: object) {
  return console_.app.inject({ method: 'PATCH', url: `${ADMIN}/${orderId}`, headers: admin.headers, payload });
}

function weigh(orderId: string, payload: object, headers = admin.headers) {
  return console_.app.inject({ method: 'PUT', url: `${ADMIN}/${orderId}/weights`, headers, payload });
}

const refundsOf = (orderId: string) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const sandboxRefundsOf = (paymentId: string) => t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, paymentId));

describe('weighing an order', () => {
  it('prices each fruit by its weight, refunds the difference once, and lets the order ship', async () => {
    const { customer, order, wholeLine, paymentId } = await processingOrder();
    // Charged: 2 × RM 163.20 + RM 45.00 = RM 371.40; handling RM 20.00 (1.4 kg+), delivery free; tax 7% RM 26.00.
    expect(order).toMatchObject({ subtotal: 371.4, tax: 26, total: 417.4, weighing: { awaiting: true, total: null } });
    expect(wholeLine).toMatchObject({ price: 163.2, weighing: { pricePerKg: 68, minWeight: 1.8, maxWeight: 2.4, fruitWeights: null } });

    const early = await move(order.id, { status: 'SHIPPED', trackingNumber: 'EP123', shippingCarrier: 'Pos Laju' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(WEIGH_BEFORE_SHIPPING);

    const res = await weigh(order.id, { lines: [{ itemId: wholeLine.id, weights: [1.9, 2.6] }] });

    expect(res.statusCode).toBe(200);
    const weighed = res.json<AdminOrder>();
    // 1.9 kg × 68 = RM 129.20; 2.6 kg is over the range and costs what it was charged, RM 163.20.
    expect(weighed.items.find((i) => i.id === wholeLine.id)!.weighing).toEqual({
      pricePerKg: 68,
      minWeight: 1.8,
      maxWeight: 2.4,
      fruitWeights: [1.9, 2.6],
      fruitPrices: [129.2, 163.2],
      total: 292.4,
    });
    // Subtotal 292.40 + 45.00 = 337.40, tax 23.62, handling 20.00: 381.02; back to the card: 36.38.
    expect(weighed.weighing).toMatchObject({ awaiting: false, subtotal: 337.4, tax: 23.62, total: 381.02, refund: 36.38, taxRateBps: 700 });
    expect(weighed.money).toEqual({ captured: 417.4, refunded: 36.38, net: 381.02 });
    expect(weighed.ledger.map(({ kind, reason, amount, status }) => ({ kind, reason, amount, status }))).toEqual([
      { kind: 'capture', reason: 'payment', amount: 417.4, status: 'DONE' },
      { kind: 'refund', reason: 'weighing', amount: 36.38, status: 'DONE' },
    ]);
    expect(weighed.ledger[1]!.gatewayId).toMatch(/^rfnd_/);
    expect(weighed.weighable).toBe(false);
    expect(weighed.allowedMoves).toEqual(['SHIPPED', 'CANCELLED']);
    // The gateway made one partial refund: the payment is still captured, with that much of it given back.
    const [gatewayPayment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
    expect(gatewayPayment).toMatchObject({ status: 'captured', amountRefundedSen: 3638 });
    expect(await sandboxRefundsOf(paymentId)).toHaveLength(1);
    // The customer reads it: in the order, its updates and the weighed invoice.
    const own = await t.app.inject({ method: 'GET', url: `/api/v1/durian/orders/${order.id}`, headers: customer.headers });
    expect(own.json<Order>()).toMatchObject({ weighing: { total: 381.02, refund: 36.38 }, money: { refunded: 36.38 } });
    expect(await orderUpdateMessages(t.db, order.id)).toEqual(
      expect.arrayContaining([
        'Your fruit was weighed: RM 381.02 in all, RM 36.38 goes back to your card',
        'Weighing difference of RM 36.38 refunded',
      ]),
    );
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, customer.email));
    const paidMail = mails.find((m) => m.subject.includes('confirmed') || m.subject.includes('Thank'))?.text ?? mails[0]!.text;
    expect(paidMail).toContain('Priced by weight: RM 68.00/kg, 1.8–2.4 kg a fruit.');
    const weighedMail = mails.find((m) => m.subject === `Your durians for Durio order ${orderNumber(order.id)} have been weighed`)!;
    expect(weighedMail.text).toContain('You paid RM 417.40 at checkout; the weighed price is RM 381.02.');
    expect(weighedMail.text).toContain('The difference of RM 36.38 goes back to your card.');
    expect(weighedMail.text).toContain('Fruit 1: 1.900 kg · RM 129.20');
    expect(weighedMail.text).toContain('Fruit 2: 2.600 kg · RM 163.20');

    const shipped = await move(order.id, { status: 'SHIPPED', trackingNumber: 'EP123', shippingCarrier: 'Pos Laju' });
    expect(shipped.statusCode).toBe(200);
  });

  it("shrinks each line's share of a voucher's discount with its weighed price (docs/product/fees.md, Discounts)", async () => {
    const customer = await createTestUser(t);
    const { musangKing, fleshBox } = await durianProducts();
    const code = `WEIGH${randomUUID().slice(0, 6).toUpperCase()}`;
    await t.db.insert(vouchers).values({ code, kind: 'percent', percentBps: 1000 });
    await fillTestCart(t.db, customer.id, [
      { productId: musangKing.id, quantity: 2 },
      { productId: fleshBox.id, quantity: 1 },
    ]);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/durian/cart/voucher', headers: customer.headers, payload: { code } })).statusCode).toBe(200);
    const address = await createTestAddress(t.db, customer.id);
    // RM 371.40 less 10% (RM 32.64 on the whole fruit, RM 4.50 on the box) is RM 334.26; tax 7% RM 23.40; handling RM 20.00.
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/durian/orders',
      headers: customer.headers,
      payload: { isPickup: false, shippingAddressOrDropoffPointId: address.id, total: 377.66 },
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json<Order>();
    expect(order).toMatchObject({ subtotal: 371.4, discount: 37.14, voucherCode: code, tax: 23.4, total: 377.66 });
    const wholeLine = order.items.find((item) => item.pricedBy === 'kg')!;
    expect(wholeLine.discount).toBe(32.64);
    const intent = await openTestPayment(t, customer, order.id);
    const paid = (await payInSandbox(t, intent.paymentIntentId, 'success')).json<PaidReply>();
    expect((await confirmTestPayment(t, customer, order.id, paid)).statusCode).toBe(200);
    expect((await move(order.id, { status: 'PROCESSING' })).statusCode).toBe(200);

    const weighed = (await weigh(order.id, { lines: [{ itemId: wholeLine.id, weights: [1.9, 2.6] }] })).json<AdminOrder>();

    // The whole fruit now costs RM 292.40, so its share is RM 32.64 × 292.40 / 326.40 = RM 29.24; the box keeps RM 4.50.
    // Goods RM 337.40 − RM 33.74 = RM 303.66, tax RM 21.26: RM 344.92 in all, RM 32.74 back.
    expect(weighed.weighing).toMatchObject({ subtotal: 337.4, discount: 33.74, tax: 21.26, total: 344.92, refund: 32.74 });
    expect(weighed.money).toEqual({ captured: 377.66, refunded: 32.74, net: 344.92 });
  });

  it('gives the difference back the way it was paid: to the card up to what it paid, the rest to store credit (docs/product/store-credit.md)', async () => {
    const customer = await createTestUser(t);
    const { musangKing, fleshBox } = await durianProducts();
    await t.app.inject({ method: 'POST', url: `/api/v1/durian/customers/${customer.id}/credit`, headers: admin.headers, payload: { amount: 400, reason: 'Goodwill' } });
    await fillTestCart(t.db, customer.id, [
      { productId: musangKing.id, quantity: 2 },
      { productId: fleshBox.id, quantity: 1 },
    ]);
    const address = await createTestAddress(t.db, customer.id);
    // RM 417.40 in all: RM 400.00 of credit, RM 17.40 by card.
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/durian/orders',
        headers: customer.headers,
        payload: { isPickup: false, shippingAddressOrDropoffPointId: address.id, total: 417.4, credit: 400 },
      })
    ).json<Order>();
    const intent = await openTestPayment(t, customer, order.id);
    const paid = (await payInSandbox(t, intent.paymentIntentId, 'success')).json<PaidReply>();
    expect((await confirmTestPayment(t, customer, order.id, paid)).statusCode).toBe(200);
    expect((await move(order.id, { status: 'PROCESSING' })).statusCode).toBe(200);
    const wholeLine = order.items.find((item) => item.pricedBy === 'kg')!;

    const weighed = (await weigh(order.id, { lines: [{ itemId: wholeLine.id, weights: [1.9, 2.6] }] })).json<AdminOrder>();

    // RM 36.38 goes back: the card's RM 17.40, and RM 18.98 to the credit.
    expect(weighed.weighing).toMatchObject({ total: 381.02, refund: 36.38 });
    expect(weighed.money).toEqual({ captured: 17.4, refunded: 17.4, net: 0 });
    const credit = (await t.app.inject({ method: 'GET', url: '/api/v1/durian/credit', headers: customer.headers })).json<StoreCredit>();
    expect(credit.balance).toBe(18.98);
    expect(credit.entries[0]).toMatchObject({ kind: 'returned', amount: 18.98, orderId: order.id });
    expect(await orderUpdateMessages(t.db, order.id)).toContain('Your fruit was weighed: RM 381.02 in all, RM 17.40 goes back to your card and RM 18.98 to your store credit');

    // Cancelled after all: what is still spent on it comes back, once.
    expect((await move(order.id, { status: 'CANCELLED' })).statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: '/api/v1/durian/credit', headers: customer.headers })).json<StoreCredit>();
    expect(after.balance).toBe(400);
  });

  it('refunds only once when two admins save at the same moment, or a request is sent twice', async () => {
    const { order, wholeLine, paymentId } = await processingOrder();
    const body = { lines: [{ itemId: wholeLine.id, weights: [2.0, 2.1] }] };

    const [a, b] = await Promise.all([weigh(order.id, body), weigh(order.id, body)]);

    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().message).toBe(ALREADY_WEIGHED);
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect(await sandboxRefundsOf(paymentId)).toHaveLength(1);
    expect((await weigh(order.id, body)).json().message).toBe(ALREADY_WEIGHED);
    expect(await sandboxRefundsOf(paymentId)).toHaveLength(1);
  });

  it('asks the admin to confirm a fruit lighter than its range, and saves it once confirmed', async () => {
    const { order, wholeLine } = await processingOrder();
    const light = { lines: [{ itemId: wholeLine.id, weights: [1.5, 2.0] }] };

    const refused = await weigh(order.id, light);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(UNDERWEIGHT);
    expect((await readOrder(t.db, order.id)).weighedAt).toBeNull();

    const confirmed = await weigh(order.id, { ...light, confirmUnderweight: true });
    expect(confirmed.statusCode).toBe(200);
    // 1.5 kg × 68 = 102.00 and 2.0 kg × 68 = 136.00.
    expect(confirmed.json<AdminOrder>().items.find((i) => i.id === wholeLine.id)!.weighing!.total).toBe(238);
  });

  it('refuses bad weights with a 400 and changes nothing', async () => {
    const { order, wholeLine, paymentId } = await processingOrder();
    const line = (weights: unknown[]) => ({ lines: [{ itemId: wholeLine.id, weights }] });
    const cases: [object, string][] = [
      [line([0, 2]), 'A weight is more than 0 kg'],
      [line([-1.9, 2]), 'A weight is more than 0 kg'],
      [line(['heavy', 2]), 'A weight is a number of kilograms'],
      [line([20.001, 2]), 'A fruit weighs at most 20 kg'],
      [line([1.9005, 2]), 'A weight has at most 3 decimals (grams)'],
      [line([2]), WEIGH_EVERY_FRUIT],
      [line([2, 2, 2]), WEIGH_EVERY_FRUIT],
      [{ lines: [{ itemId: crypto.randomUUID(), weights: [2, 2] }] }, WEIGH_EVERY_FRUIT],
      [{ lines: [] }, ''],
    ];
    for (const [payload, message] of cases) {
      const res = await weigh(order.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await readOrder(t.db, order.id)).weighedAt).toBeNull();
    expect(await t.db.select().from(orderItems).where(eq(orderItems.id, wholeLine.id))).toMatchObject([{ fruitWeightsGrams: null }]);
    expect(await refundsOf(order.id)).toEqual([]);
    expect(await sandboxRefundsOf(paymentId)).toEqual([]);
  });

  it('weighs only an order being processed that has fruit priced by weight', async () => {
    const { order, wholeLine } = await processingOrder({ status: 'PAID' });
    const paidYet = await weigh(order.id, { lines: [{ itemId: wholeLine.id, weights: [2, 2] }] });
    expect(paidYet.statusCode).toBe(409);
    expect(paidYet.json().message).toBe(NOT_WEIGHABLE);

    const customer = await createTestUser(t);
    const unitOnly = await placeTestOrder(t, customer, [{ product: await createTestProduct(t.db), quantity: 1 }]);
    const nothing = await weigh(unitOnly.id, { lines: [{ itemId: unitOnly.items[0]!.id, weights: [2] }] });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(NOTHING_TO_WEIGH);

    expect((await weigh(crypto.randomUUID(), { lines: [{ itemId: wholeLine.id, weights: [2, 2] }] })).statusCode).toBe(404);
    expect((await weigh(order.id, { lines: [{ itemId: wholeLine.id, weights: [2, 2] }] }, customer.headers)).statusCode).toBe(403);
  });
});

describe('the weighing refund when the gateway fails', () => {
  it('is left open when the gateway refuses, and the reconciler makes it once the lease runs out', async () => {
    const { order, wholeLine, paymentId } = await processingOrder();
    fault.mode = 'refuse';
    const res = await weigh(order.id, { lines: [{ itemId: wholeLine.id, weights: [2.0, 2.0] }] });
    fault.mode = 'none';

    expect(res.statusCode).toBe(200);
    expect(res.json<AdminOrder>().ledger.at(-1)).toMatchObject({ reason: 'weighing', status: 'PENDING', gatewayId: null });
    expect(await sandboxRefundsOf(paymentId)).toEqual([]);

    clock.advance(2 * 60_000);
    await Promise.all([t.app.ctx.flows.reconcileOnce(), flowsOfAnotherProcess(t, clock).reconcileOnce()]);

    // 2 × 2.0 kg × 68 = 272.00; 317.00 subtotal, tax 22.19: 359.19 against 417.40 charged.
    expect(await refundsOf(order.id)).toMatchObject([{ status: 'DONE', amountSen: 5821 }]);
    expect(await sandboxRefundsOf(paymentId)).toMatchObject([{ amountSen: 5821 }]);
  });

  it('is recorded, not made again, when the gateway made it but its answer was lost', async () => {
    const { order, wholeLine, paymentId } = await processingOrder();
    fault.mode = 'lose-reply';
    expect((await weigh(order.id, { lines: [{ itemId: wholeLine.id, weights: [2.2, 2.3] }] })).statusCode).toBe(200);
    fault.mode = 'none';
    expect(await refundsOf(order.id)).toMatchObject([{ status: 'PENDING' }]);
    expect(await sandboxRefundsOf(paymentId)).toHaveLength(1);

    clock.advance(2 * 60_000);
    await t.app.ctx.flows.reconcileOnce();

    const [made] = await sandboxRefundsOf(paymentId);
    expect(await refundsOf(order.id)).toMatchObject([{ status: 'DONE', gatewayRefundId: made!.id }]);
    expect(await sandboxRefundsOf(paymentId)).toHaveLength(1);
  });
});

describe('the weighing refund while the reconciler holds the payment', () => {
  it('is finished by the reconciler once its lease runs out, even when it had found nothing to do', async () => {
    const { order, wholeLine, paymentId } = await processingOrder();
    const [payment] = await t.db.select().from(payments).where(eq(payments.gatewayPaymentId, paymentId));
    // Another process checks the payment right now: it holds its lease.
    await t.db.update(payments).set({ reconcileAt: new Date(clock.now().getTime() + 60_000) }).where(eq(payments.id, payment!.id));

    expect((await weigh(order.id, { lines: [{ itemId: wholeLine.id, weights: [2.0, 2.0] }] })).statusCode).toBe(200);
    expect(await refundsOf(order.id)).toMatchObject([{ status: 'PENDING' }]);
    // That process, having read the payment before the weighing, finds nothing left and stops checking it.
    await stopChecking(t.db, payment!.id);
    expect((await t.db.select().from(payments).where(eq(payments.id, payment!.id)))[0]!.reconcileAt).not.toBeNull();

    clock.advance(2 * 60_000);
    await t.app.ctx.flows.reconcileOnce();
    expect(await refundsOf(order.id)).toMatchObject([{ status: 'DONE', amountSen: 5821 }]);
    expect(await sandboxRefundsOf(paymentId)).toHaveLength(1);
  });
});

describe('cancelling a weighed order', () => {
  it('gives back what is left of the payment, never more than was captured', async () => {
    const { order, wholeLine, paymentId } = await processingOrder();
    await weigh(order.id, { lines: [{ itemId: wholeLine.id, weights: [1.9, 2.6] }] });

    const res = await move(order.id, { status: 'CANCELLED', message: 'The fruit split in the heat' });

    expect(res.statusCode).toBe(200);
    const cancelled = res.json<AdminOrder>();
    expect(cancelled).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED', money: { captured: 417.4, refunded: 417.4, net: 0 } });
    expect(cancelled.ledger.map(({ reason, amount }) => [reason, amount])).toEqual([
      ['payment', 417.4],
      ['weighing', 36.38],
      ['cancel', 381.02],
    ]);
    const [gatewayPayment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
    expect(gatewayPayment).toMatchObject({ status: 'refunded', amountRefundedSen: 41_740 });
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.weighedTotalSen).toBe(38_102);
  });
});
