import { orderNumber } from '@durio/shared/order-number';
import type { Order } from '@durio/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, sandboxPayments } from '../db/schema';
import {
  createTestAddress,
  createTestClock,
  createTestUser,
  type TestUser,
} from '../test-support/factories';
import { flowsOfAnotherProcess, payInSandbox, startTestCheckout, type PaidReply } from '../test-support/payments';
import {
  mailSubjectsTo,
  orderUpdateMessages,
  readOrder,
  readPayment,
  readSandboxPayment,
  stockOf,
} from '../test-support/rows';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { RECONCILE_WINDOW_MS } from './reconcile-payments';

const MINUTE = 60_000;
const clock = createTestClock(new Date('2025-07-01T04:00:00Z'));
let t: TestApp;

// A lost webhook: the sandbox holds its webhooks back for ten minutes, and no test confirms a payment
// unless it says so. What the shop learns, it learns by asking the gateway.
beforeAll(async () => {
  t = await createTestApp({ clock, env: { SANDBOX_WEBHOOK_DELAY_MS: '600000' } });
});
afterAll(async () => {
  await t.close();
});

/** A second checkout of the same cart by the same customer (the first one's order still PENDING). */
async function checkOutAgain(user: TestUser, order: Order) {
  const address = await createTestAddress(t.db, user.id, { isDefault: false });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/durian/orders',
    headers: user.headers,
    payload: { isPickup: false, shippingAddressOrDropoffPointId: address.id, total: order.total },
  });
}

/** Every pass of the reconciler one sweep later, as two processes would run it side by side. */
async function reconcileInTwoProcesses(advanceMs = 2 * MINUTE) {
  clock.advance(advanceMs);
  return Promise.all([t.app.ctx.flows.reconcileOnce(), flowsOfAnotherProcess(t, clock).reconcileOnce()]);
}

describe('a captured payment is never dropped when its order is cancelled', () => {
  it('a new checkout finds the earlier order paid, keeps it paid and says so, instead of cancelling it', async () => {
    const user = await createTestUser(t);
    const first = await startTestCheckout(t, user, { stock: 5 });
    await payInSandbox(t, first.intent.paymentIntentId, 'success');

    const again = await checkOutAgain(user, first.order);

    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your earlier order was paid after all. You can find it in My Orders.');
    expect(await readOrder(t.db, first.order.id)).toMatchObject({ status: 'PAID', paymentStatus: 'PAID' });
    expect(await readPayment(t.db, first.intent.paymentIntentId)).toMatchObject({ status: 'PAID', reconcileAt: null });
    expect(await stockOf(t.db, first.productId)).toBe(4);
    expect(await t.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(1);
  });

  it('the customer cancelling an order whose payment went through unreported gets the money back', async () => {
    const user = await createTestUser(t);
    const c = await startTestCheckout(t, user, { stock: 5 });
    const paid = (await payInSandbox(t, c.intent.paymentIntentId, 'success')).json<PaidReply>();

    const res = await t.app.inject({ method: 'PATCH', url: `/api/v1/durian/orders/${c.order.id}/cancel`, headers: user.headers });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED' });
    expect(await orderUpdateMessages(t.db, c.order.id)).toEqual([
      'Order placed',
      'Payment received',
      'Order cancelled by customer',
      'Payment refunded',
    ]);
    expect(await readSandboxPayment(t.db, paid.razorpay_payment_id)).toMatchObject({ status: 'refunded' });
    expect(await stockOf(t.db, c.productId)).toBe(5);
  });

  it('the admin cancelling such an order refunds it too', async () => {
    const user = await createTestUser(t);
    const admin = await createTestUser(t, { role: 'ADMIN' });
    const c = await startTestCheckout(t, user, { stock: 5 });
    const paid = (await payInSandbox(t, c.intent.paymentIntentId, 'success')).json<PaidReply>();

    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/durian/orders/admin/${c.order.id}`,
      headers: admin.headers,
      payload: { status: 'CANCELLED' },
    });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED' });
    expect(await readSandboxPayment(t.db, paid.razorpay_payment_id)).toMatchObject({ status: 'refunded' });
    expect(await stockOf(t.db, c.productId)).toBe(5);
  });
});

describe('payment reconciliation', () => {
  it('refunds, once, a payment captured after a new checkout replaced its order (the lost-webhook reproduction)', async () => {
    const user = await createTestUser(t);
    const first = await startTestCheckout(t, user, { stock: 5 });
    // O1 is replaced while nothing is paid yet…
    expect((await checkOutAgain(user, first.order)).statusCode).toBe(201);
    expect(await readOrder(t.db, first.order.id)).toMatchObject({ status: 'CANCELLED', paymentStatus: 'PENDING' });
    // …then the card form still open on O1 takes the money, and neither confirm nor the webhook arrive.
    const paid = (await payInSandbox(t, first.intent.paymentIntentId, 'success')).json<PaidReply>();

    const passes = await reconcileInTwoProcesses();

    expect(passes.reduce((n, p) => n + p.settled, 0)).toBe(1);
    expect(await readOrder(t.db, first.order.id)).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED' });
    expect(await readPayment(t.db, first.intent.paymentIntentId)).toMatchObject({
      status: 'REFUNDED',
      gatewayPaymentId: paid.razorpay_payment_id,
      refundId: expect.stringMatching(/^rfnd_/),
      reconcileAt: null,
    });
    expect(await readSandboxPayment(t.db, paid.razorpay_payment_id)).toMatchObject({ status: 'refunded' });
    expect((await orderUpdateMessages(t.db, first.order.id)).filter((m) => m === 'Payment refunded')).toHaveLength(1);
    expect(await mailSubjectsTo(t.db, user.email)).toEqual([`Your payment for Durio order ${orderNumber(first.order.id)} was refunded`]);

    await reconcileInTwoProcesses(RECONCILE_WINDOW_MS);
    expect((await orderUpdateMessages(t.db, first.order.id)).filter((m) => m === 'Payment refunded')).toHaveLength(1);
  });

  it('pays, once, a live order whose capture nobody reported', async () => {
    const user = await createTestUser(t);
    const c = await startTestCheckout(t, user, { stock: 5 });
    await payInSandbox(t, c.intent.paymentIntentId, 'success');

    // Not before one sweep period has passed: the webhook and the confirm usually come first.
    expect(await t.app.ctx.flows.reconcileOnce()).toMatchObject({ settled: 0 });
    const passes = await reconcileInTwoProcesses();

    expect(passes.reduce((n, p) => n + p.settled, 0)).toBe(1);
    expect(await readOrder(t.db, c.order.id)).toMatchObject({ status: 'PAID', paymentStatus: 'PAID' });
    expect((await orderUpdateMessages(t.db, c.order.id)).filter((m) => m === 'Payment received')).toHaveLength(1);
    expect(await mailSubjectsTo(t.db, user.email)).toEqual([`Your Durio order ${orderNumber(c.order.id)} is confirmed`]);
  });

  it('checks an unpaid attempt less and less often, and stops a day after its order stopped waiting', async () => {
    const user = await createTestUser(t);
    const c = await startTestCheckout(t, user);
    const dueIn = async () => ((await readPayment(t.db, c.intent.paymentIntentId)).reconcileAt?.getTime() ?? 0) - clock.now().getTime();

    await reconcileInTwoProcesses(MINUTE);
    const first = await dueIn();
    await reconcileInTwoProcesses(first);
    expect(await dueIn()).toBeGreaterThan(first);

    await t.app.inject({ method: 'PATCH', url: `/api/v1/durian/orders/${c.order.id}/cancel`, headers: user.headers });
    await reconcileInTwoProcesses(RECONCILE_WINDOW_MS - MINUTE);
    expect((await readPayment(t.db, c.intent.paymentIntentId)).reconcileAt).not.toBeNull();
    await reconcileInTwoProcesses(60 * MINUTE);
    expect(await readPayment(t.db, c.intent.paymentIntentId)).toMatchObject({ status: 'PENDING', reconcileAt: null });
  });

  it('records a refund the gateway made before a crash cut the process short, without refunding twice', async () => {
    const user = await createTestUser(t);
    const c = await startTestCheckout(t, user, { stock: 5 });
    const paid = (await payInSandbox(t, c.intent.paymentIntentId, 'success')).json<PaidReply>();
    // As it stood when the process died: the order cancelled, the money held and owed back, the gateway
    // already refunded, the shop's record not yet written.
    const now = clock.now();
    await t.db.update(orders).set({ status: 'CANCELLED', paymentStatus: 'PAID' }).where(eq(orders.id, c.order.id));
    await t.db
      .update(payments)
      .set({ status: 'PAID', gatewayPaymentId: paid.razorpay_payment_id, reconcileAt: now })
      .where(eq(payments.gatewayOrderId, c.intent.paymentIntentId));
    await t.db.update(sandboxPayments).set({ status: 'refunded' }).where(eq(sandboxPayments.id, paid.razorpay_payment_id));

    const passes = await reconcileInTwoProcesses(MINUTE);

    expect(passes.reduce((n, p) => n + p.refunded, 0)).toBe(1);
    expect(await readOrder(t.db, c.order.id)).toMatchObject({ paymentStatus: 'REFUNDED' });
    expect(await readPayment(t.db, c.intent.paymentIntentId)).toMatchObject({ status: 'REFUNDED', refundId: null, reconcileAt: null });
  });

  it('leaves alone what another process is working on', async () => {
    const user = await createTestUser(t);
    const c = await startTestCheckout(t, user);
    const leasedUntil = new Date(clock.now().getTime() + 10 * MINUTE);
    await t.db.update(payments).set({ reconcileAt: leasedUntil }).where(eq(payments.gatewayOrderId, c.intent.paymentIntentId));
    await payInSandbox(t, c.intent.paymentIntentId, 'success');

    await reconcileInTwoProcesses(MINUTE);

    expect(await readOrder(t.db, c.order.id)).toMatchObject({ status: 'PENDING' });
    expect((await readPayment(t.db, c.intent.paymentIntentId)).reconcileAt).toEqual(leasedUntil);
  });
});
