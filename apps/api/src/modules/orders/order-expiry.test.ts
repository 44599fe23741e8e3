import type { InitiatePaymentReply, Order } from '@durio/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartItems, carts, orders, orderUpdates, payments, products, sandboxPayments } from '../../db/schema';
import { createGateway } from '../../payments/create-gateway';
import { createTestClock, createTestProduct, createTestUser, placeTestOrder, type TestUser } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createOrderExpiry } from './order-expiry';

const MINUTE = 60_000;
const clock = createTestClock(new Date('2025-07-01T04:00:00Z'));
let t: TestApp;
let expiry: ReturnType<typeof createOrderExpiry>;

// The sandbox's own webhooks are held back for an hour: a payment is captured at the gateway but the
// shop has not heard of it, which is what the sweeper must find out.
beforeAll(async () => {
  t = await createTestApp({ clock, env: { SANDBOX_WEBHOOK_DELAY_MS: '3600000' } });
  expiry = newSweeper();
});
afterAll(async () => {
  await t.close();
});

/** A sweeper as another process would run it: same database, its own gateway client. */
function newSweeper() {
  return createOrderExpiry({ db: t.db, gateway: createGateway(t.config, t.db), clock, config: t.config, mailer: t.app.ctx.mailer });
}

async function pendingOrder(stock = 5): Promise<{ user: TestUser; order: Order; productId: string }> {
  const user = await createTestUser(t);
  const product = await createTestProduct(t.db, { stock });
  const order = await placeTestOrder(t, user, [{ product, quantity: 2 }]);
  return { user, order, productId: product.id };
}

async function payAtGateway(user: TestUser, orderId: string) {
  const intent = (
    await t.app.inject({ method: 'POST', url: '/api/v1/payments/initiate', headers: user.headers, payload: { orderId } })
  ).json<InitiatePaymentReply>();
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/sandbox/pay',
    payload: { paymentIntentId: intent.paymentIntentId, outcome: 'success' },
  });
  return { gatewayOrderId: intent.paymentIntentId, ...paid.json<{ razorpay_payment_id: string; razorpay_signature: string }>() };
}

async function orderRow(id: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}
async function stockOf(productId: string) {
  const [row] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row!.stock;
}
async function updateMessages(orderId: string) {
  const rows = await t.db.select({ message: orderUpdates.message }).from(orderUpdates).where(eq(orderUpdates.orderId, orderId));
  return rows.map((r) => r.message);
}
async function cartSize(userId: string) {
  const rows = await t.db.select().from(cartItems).innerJoin(carts, eq(carts.id, cartItems.cartId)).where(eq(carts.userId, userId));
  return rows.length;
}

describe('order expiry', () => {
  it('cancels an order not paid within 30 minutes and gives its stock back', async () => {
    const { order, productId } = await pendingOrder();
    expect(await stockOf(productId)).toBe(3);

    clock.advance(29 * MINUTE);
    await expiry.sweepOnce();
    expect(await orderRow(order.id)).toMatchObject({ status: 'PENDING' });

    clock.advance(MINUTE);
    await expiry.sweepOnce();

    expect(await orderRow(order.id)).toMatchObject({ status: 'CANCELLED', paymentStatus: 'PENDING' });
    expect(await stockOf(productId)).toBe(5);
    expect(await updateMessages(order.id)).toContain('Order expired: payment not received within 30 minutes');

    await expiry.sweepOnce();
    expect(await stockOf(productId)).toBe(5);
  });

  it('expires an order once when two processes sweep at the same time', async () => {
    const { order, productId } = await pendingOrder();
    clock.advance(31 * MINUTE);

    await Promise.all([expiry.sweepOnce(), newSweeper().sweepOnce()]);

    expect(await stockOf(productId)).toBe(5);
    expect((await updateMessages(order.id)).filter((m) => m.startsWith('Order expired'))).toHaveLength(1);
  });

  it('pays an expired order instead when the gateway captured its payment', async () => {
    const { user, order, productId } = await pendingOrder();
    await payAtGateway(user, order.id);
    clock.advance(31 * MINUTE);

    const result = await expiry.sweepOnce();

    expect(result).toMatchObject({ paid: 1 });
    expect(await orderRow(order.id)).toMatchObject({ status: 'PAID', paymentStatus: 'PAID' });
    expect(await stockOf(productId)).toBe(3);
    expect(await cartSize(user.id)).toBe(0);
    expect(await updateMessages(order.id)).toEqual(['Order placed', 'Payment received']);
  });

  it('refunds a payment captured after the order expired', async () => {
    const { user, order, productId } = await pendingOrder();
    const intent = (
      await t.app.inject({ method: 'POST', url: '/api/v1/payments/initiate', headers: user.headers, payload: { orderId: order.id } })
    ).json<InitiatePaymentReply>();
    clock.advance(31 * MINUTE);
    await expiry.sweepOnce();
    expect(await orderRow(order.id)).toMatchObject({ status: 'CANCELLED' });

    // The shopper's card form was still open and the gateway took the money.
    const paid = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/sandbox/pay',
        payload: { paymentIntentId: intent.paymentIntentId, outcome: 'success' },
      })
    ).json();
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/confirm',
      headers: user.headers,
      payload: {
        orderId: order.id,
        razorpayPaymentId: paid.razorpay_payment_id,
        razorpayOrderId: paid.razorpay_order_id,
        razorpaySignature: paid.razorpay_signature,
      },
    });

    expect(confirm.json()).toEqual({ paymentStatus: 'REFUNDED' });
    expect(await orderRow(order.id)).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED' });
    const [ledger] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paid.razorpay_payment_id));
    expect(ledger!.status).toBe('refunded');
    expect(await stockOf(productId)).toBe(5);
    expect(await cartSize(user.id)).toBe(1);
  });

  it('retries a refund the gateway did not make', async () => {
    const { user, order } = await pendingOrder();
    const paid = await payAtGateway(user, order.id);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/confirm',
      headers: user.headers,
      payload: {
        orderId: order.id,
        razorpayPaymentId: paid.razorpay_payment_id,
        razorpayOrderId: paid.gatewayOrderId,
        razorpaySignature: paid.razorpay_signature,
      },
    });
    // As if the process stopped between the cancel and the refund call.
    await t.db.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, order.id));

    await expiry.sweepOnce();

    expect(await orderRow(order.id)).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED' });
    const [payment] = await t.db.select().from(payments).where(eq(payments.gatewayOrderId, paid.gatewayOrderId));
    expect(payment!.status).toBe('REFUNDED');
  });

  it('sweeps every EXPIRY_SWEEP_SECONDS once started', async () => {
    const { order } = await pendingOrder();
    clock.advance(31 * MINUTE);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stop = newSweeper().start();
      vi.advanceTimersByTime(t.config.expirySweepSeconds * 1000);
      await vi.waitFor(async () => expect(await orderRow(order.id)).toMatchObject({ status: 'CANCELLED' }), {
        timeout: 5000,
      });
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
