import { createHmac } from 'node:crypto';
import type { Order } from '@durio/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../db/schema';
import { createGateway } from '../../payments/create-gateway';
import { createTestProduct, createTestUser, placeTestOrder, type TestUser } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createOrderExpiry } from '../orders/order-expiry';

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

async function orderRow(id: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

describe('payments through Curlec', () => {
  it('opens the payment at Curlec and confirms it with the key secret signature', async () => {
    const { user, order, gatewayOrderId } = await checkoutWithCurlec();

    const res = await confirm(user, order.id, gatewayOrderId, 'pay_CurlecApi00001');

    expect(res.json()).toEqual({ paymentStatus: 'PAID' });
    expect(await orderRow(order.id)).toMatchObject({ status: 'PAID' });
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
    expect(await orderRow(order.id)).toMatchObject({ status: 'PENDING' });
    expect((await send(WEBHOOK_SECRET)).statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'PAID' });
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

  it('keeps a refund Curlec refused owed, and the sweeper makes it later', async () => {
    const { user, order, gatewayOrderId } = await checkoutWithCurlec();
    await confirm(user, order.id, gatewayOrderId, 'pay_CurlecRefund01');
    nock(API).post('/v1/payments/pay_CurlecRefund01/refund').reply(503, { error: { description: 'Try again later' } });

    const cancel = await t.app.inject({ method: 'PATCH', url: `/api/v1/durian/orders/${order.id}/cancel`, headers: user.headers });

    expect(cancel.json()).toMatchObject({ status: 'CANCELLED', paymentStatus: 'PAID' });

    nock(API)
      .get(`/v1/orders/${gatewayOrderId}/payments`)
      .reply(200, { entity: 'collection', count: 1, items: [{ id: 'pay_CurlecRefund01', amount: 7850, status: 'captured' }] })
      .post('/v1/payments/pay_CurlecRefund01/refund', { amount: 7850 })
      .reply(200, { id: 'rfnd_CurlecRefund01', entity: 'refund', amount: 7850 });
    await createOrderExpiry({ db: t.db, gateway: createGateway(t.config, t.db), clock: { now: () => new Date() }, config: t.config, mailer: t.app.ctx.mailer }).sweepOnce();

    expect(await orderRow(order.id)).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED' });
    const [payment] = await t.db.select().from(payments).where(eq(payments.gatewayOrderId, gatewayOrderId));
    expect(payment).toMatchObject({ status: 'REFUNDED', refundId: 'rfnd_CurlecRefund01' });
    expect(nock.isDone()).toBe(true);
  });
});
