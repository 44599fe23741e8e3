import { createHmac } from 'node:crypto';
import type { Order } from '@durio/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { createTestProduct, createTestUser, placeTestOrder, type TestUser } from '../../test-support/factories';
import { flowsOfAnotherProcess } from '../../test-support/payments';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { readOrder } from '../../test-support/rows';

const API = 'https://api.razorpay.com';
const KEY_ID = 'rzp_test_Curlec0000001';
const KEY_SECRET = 'curlec-key-secret';
const WEBHOOK_SECRET = 'curlec-webhook-secret';
const hmac = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');

let t: TestApp;
beforeAll(async () => {
  nock.disableNetConnect();
  nock.enableNetConnect(/127\.0\.0\.1|localhost/);
  t = await createTestApp({
    env: { CURLEC_KEY_ID: KEY_ID, CURLEC_KEY_SECRET: KEY_SECRET, CURLEC_WEBHOOK_SECRET: WEBHOOK_SECRET },
  });
});
afterEach(() => {
  nock.cleanAll();
});
afterAll(async () => {
  await t.close();
  nock.enableNetConnect();
});

/** A clock `minutes` ahead of now, as another process later on would read it. */
const inMinutes = (minutes: number) => ({ now: () => new Date(Date.now() + minutes * 60_000) });

let gatewayOrders = 0;
async function checkoutWithCurlec(): Promise<{ user: TestUser; order: Order; gatewayOrderId: string }> {
  const user = await createTestUser(t);
  const order = await placeTestOrder(t, user, [{ product: await createTestProduct(t.db), quantity: 1 }]);
  const gatewayOrderId = `order_CurlecApi${String(++gatewayOrders).padStart(5, '0')}`;
  nock(API)
    .post('/v1/orders', (body) => body.currency === 'MYR' && body.amount === 7850 && body.receipt === order.id)
    .reply(200, { id: gatewayOrderId, entity: 'order', amount: 7850, currency: 'MYR', status: 'created' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/initiate',
    headers: user.headers,
    payload: { orderId: order.id, description: 'Durio order' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    paymentIntentId: gatewayOrderId,
    amount: '7850',
    currency: 'MYR',
    keyId: KEY_ID,
    checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    testMode: true,
  });
  return { user, order, gatewayOrderId };
}

function confirm(user: TestUser, orderId: string, gatewayOrderId: string, paymentId: string, signature?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/confirm',
    headers: user.headers,
    payload: {
      orderId,
      razorpayPaymentId: paymentId,
      razorpayOrderId: gatewayOrderId,
      razorpaySignature: signature ?? hmac(KEY_SECRET, `${gatewayOrderId}|${paymentId}`),
    },
  });
}

describe('payments through Curlec', () => {
  it('opens the payment at Curlec and confirms it with the key secret signature', async () => {
    const { user, order, gatewayOrderId } = await checkoutWithCurlec();

    const res = await confirm(user, order.id, gatewayOrderId, 'pay_CurlecApi00001');

    expect(res.json()).toEqual({ paymentStatus: 'PAID' });
    expect(await readOrder(t.db, order.id)).toMatchObject({ status: 'PAID' });
  });

  it('answers 502 when Curlec refuses, and records no payment', async () => {
    const user = await createTestUser(t);
    const order = await placeTestOrder(t, user, [{ product: await createTestProduct(t.db), quantity: 1 }]);
    nock(API).post('/v1/orders').reply(500, { error: { code: 'SERVER_ERROR', description: 'We are facing some trouble' } });

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/initiate',
      headers: user.headers,
      payload: { orderId: order.id },
    });

    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      statusCode: 502,
      error: 'Bad Gateway',
      message: 'Payment gateway error: We are facing some trouble',
    });
    expect(await t.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(0);
  });

  it('checks webhooks with the webhook secret', async () => {
    const { order, gatewayOrderId } = await checkoutWithCurlec();
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_CurlecHook0001', order_id: gatewayOrderId, status: 'captured' } } },
    });
    const send = (secret: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmac(secret, body) },
        payload: body,
      });

    expect((await send(KEY_SECRET)).statusCode).toBe(400);
    expect(await readOrder(t.db, order.id)).toMatchObject({ status: 'PENDING' });
    expect((await send(WEBHOOK_SECRET)).statusCode).toBe(200);
    expect(await readOrder(t.db, order.id)).toMatchObject({ status: 'PAID' });
  });

  it('has no sandbox card form or script', async () => {
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/pay',
      payload: { paymentIntentId: 'order_CurlecApi00001', outcome: 'success' },
    });
    const script = await t.app.inject({ method: 'GET', url: '/api/v1/payments/sandbox/checkout.js' });
    expect([pay.statusCode, script.statusCode]).toEqual([404, 404]);
  });

  it('keeps a refund Curlec refused owed, and the reconciler makes it once the lease runs out', async () => {
    const { user, order, gatewayOrderId } = await checkoutWithCurlec();
    await confirm(user, order.id, gatewayOrderId, 'pay_CurlecRefund01');
    nock(API).post('/v1/payments/pay_CurlecRefund01/refund').reply(503, { error: { description: 'Try again later' } });

    const cancel = await t.app.inject({ method: 'PATCH', url: `/api/v1/durian/orders/${order.id}/cancel`, headers: user.headers });

    expect(cancel.json()).toMatchObject({ status: 'CANCELLED', paymentStatus: 'PAID' });
    // Within the lease of the process that tried, nobody else touches it.
    expect(await flowsOfAnotherProcess(t, inMinutes(0.5)).reconcileOnce()).toMatchObject({ refunded: 0 });

    nock(API)
      .get(`/v1/orders/${gatewayOrderId}/payments`)
      .reply(200, { entity: 'collection', count: 1, items: [{ id: 'pay_CurlecRefund01', amount: 7850, status: 'captured' }] })
      .post('/v1/payments/pay_CurlecRefund01/refund', { amount: 7850 })
      .reply(200, { id: 'rfnd_CurlecRefund01', entity: 'refund', amount: 7850 });
    expect(await flowsOfAnotherProcess(t, inMinutes(2)).reconcileOnce()).toMatchObject({ refunded: 1 });

    expect(await readOrder(t.db, order.id)).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED' });
    const [payment] = await t.db.select().from(payments).where(eq(payments.gatewayOrderId, gatewayOrderId));
    expect(payment).toMatchObject({ status: 'REFUNDED', refundId: 'rfnd_CurlecRefund01', reconcileAt: null });
    expect(nock.isDone()).toBe(true);
  });

  it('reconciles a capture nobody reported by asking Curlec for the order\'s payments', async () => {
    const { user, order, gatewayOrderId } = await checkoutWithCurlec();
    nock(API)
      .get(`/v1/orders/${gatewayOrderId}/payments`)
      .reply(200, { entity: 'collection', count: 1, items: [{ id: 'pay_CurlecLost0001', amount: 7850, status: 'captured' }] });

    const pass = await flowsOfAnotherProcess(t, inMinutes(2)).reconcileOnce();

    expect(pass).toMatchObject({ settled: 1 });
    expect(await readOrder(t.db, order.id)).toMatchObject({ status: 'PAID', paymentStatus: 'PAID' });
    const [payment] = await t.db.select().from(payments).where(eq(payments.gatewayOrderId, gatewayOrderId));
    expect(payment).toMatchObject({ status: 'PAID', gatewayPaymentId: 'pay_CurlecLost0001', reconcileAt: null });
    expect(nock.isDone()).toBe(true);
    expect(user).toBeDefined();
  });

  it('refunds through Curlec a capture it finds for an order already cancelled', async () => {
    const { user, order, gatewayOrderId } = await checkoutWithCurlec();
    nock(API).get(`/v1/orders/${gatewayOrderId}/payments`).reply(200, { entity: 'collection', count: 0, items: [] });
    const cancel = await t.app.inject({ method: 'PATCH', url: `/api/v1/durian/orders/${order.id}/cancel`, headers: user.headers });
    expect(cancel.json()).toMatchObject({ status: 'CANCELLED', paymentStatus: 'PENDING' });

    nock(API)
      .get(`/v1/orders/${gatewayOrderId}/payments`)
      .reply(200, { entity: 'collection', count: 1, items: [{ id: 'pay_CurlecLate0001', amount: 7850, status: 'captured' }] })
      .post('/v1/payments/pay_CurlecLate0001/refund', { amount: 7850 })
      .reply(200, { id: 'rfnd_CurlecLate0001', entity: 'refund', amount: 7850 });
    const pass = await flowsOfAnotherProcess(t, inMinutes(2)).reconcileOnce();

    expect(pass).toMatchObject({ settled: 1 });
    expect(await readOrder(t.db, order.id)).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED' });
    expect(nock.isDone()).toBe(true);
  });
});
