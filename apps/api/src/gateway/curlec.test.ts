import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BadGatewayError } from '../lib/errors';
import { createCurlecGateway } from './curlec';

const API = 'https://api.razorpay.com';
const keys = { keyId: 'rzp_test_Curlec0000001', keySecret: 'curlec-key-secret', webhookSecret: 'curlec-webhook-secret' };
const gateway = createCurlecGateway(keys);

beforeAll(() => {
  nock.disableNetConnect();
  nock.enableNetConnect(/127\.0\.0\.1|localhost/);
});
afterEach(() => {
  nock.cleanAll();
});
afterAll(() => {
  nock.enableNetConnect();
});

describe('Curlec gateway (razorpay SDK)', () => {
  it('creates the gateway order in MYR with the amount in sen, signed in with the key pair', async () => {
    const api = nock(API)
      .post('/v1/orders', { amount: 7850, currency: 'MYR', receipt: 'order-1', notes: { orderId: 'order-1' } })
      .basicAuth({ user: keys.keyId, pass: keys.keySecret })
      .reply(200, { id: 'order_Curlec0000001', entity: 'order', amount: 7850, currency: 'MYR', status: 'created' });

    const created = await gateway.createOrder({ amountSen: 7850, receipt: 'order-1', notes: { orderId: 'order-1' } });

    expect(created).toEqual({ gatewayOrderId: 'order_Curlec0000001' });
    api.done();
  });

  it('maps the payments of a gateway order, with how each was paid (docs/product/payment-methods.md)', async () => {
    nock(API)
      .get('/v1/orders/order_Curlec0000001/payments')
      .reply(200, {
        entity: 'collection',
        count: 4,
        items: [
          { id: 'pay_Failed00000001', entity: 'payment', amount: 7850, currency: 'MYR', status: 'failed', method: 'card' },
          { id: 'pay_Captured000001', entity: 'payment', amount: 7850, currency: 'MYR', status: 'captured', method: 'fpx', bank: 'MB2U0227' },
          { id: 'pay_Wallet00000001', entity: 'payment', amount: 7850, currency: 'MYR', status: 'authorized', method: 'wallet', wallet: 'touchngo' },
          { id: 'pay_Unknown0000001', entity: 'payment', amount: 7850, currency: 'MYR', status: 'failed', method: 'emi' },
        ],
      });

    expect(await gateway.fetchOrderPayments('order_Curlec0000001')).toEqual([
      { id: 'pay_Failed00000001', status: 'failed', amountSen: 7850, paidWith: { method: 'card', provider: null } },
      { id: 'pay_Captured000001', status: 'captured', amountSen: 7850, paidWith: { method: 'fpx', provider: 'MB2U0227' } },
      { id: 'pay_Wallet00000001', status: 'authorized', amountSen: 7850, paidWith: { method: 'wallet', provider: 'touchngo' } },
      // A method the shop does not know: paid all the same, without saying how.
      { id: 'pay_Unknown0000001', status: 'failed', amountSen: 7850, paidWith: null },
    ]);
  });

  it('refunds the full amount in sen', async () => {
    const api = nock(API)
      .post('/v1/payments/pay_Captured000001/refund', { amount: 7850 })
      .reply(200, { id: 'rfnd_Curlec0000001', entity: 'refund', amount: 7850, payment_id: 'pay_Captured000001' });

    expect(await gateway.refund('pay_Captured000001', 7850)).toEqual({ refundId: 'rfnd_Curlec0000001' });
    api.done();
  });

  it('refunds part of a payment with the shop\'s receipt, and lists the refunds made of it', async () => {
    const api = nock(API)
      .post('/v1/payments/pay_Captured000001/refund', { amount: 2150, receipt: 'weighing-refund-1' })
      .reply(200, { id: 'rfnd_Curlec0000002', entity: 'refund', amount: 2150, payment_id: 'pay_Captured000001', receipt: 'weighing-refund-1' })
      .get('/v1/payments/pay_Captured000001/refunds')
      .query({ count: 100 })
      .reply(200, {
        entity: 'collection',
        count: 2,
        items: [
          { id: 'rfnd_Curlec0000002', entity: 'refund', amount: 2150, receipt: 'weighing-refund-1' },
          { id: 'rfnd_Curlec0000003', entity: 'refund', amount: 5700, receipt: null },
        ],
      });

    expect(await gateway.refund('pay_Captured000001', 2150, 'weighing-refund-1')).toEqual({ refundId: 'rfnd_Curlec0000002' });
    expect(await gateway.fetchRefunds('pay_Captured000001')).toEqual([
      { id: 'rfnd_Curlec0000002', amountSen: 2150, receipt: 'weighing-refund-1' },
      { id: 'rfnd_Curlec0000003', amountSen: 5700, receipt: null },
    ]);
    api.done();
  });

  it('turns an API error into a 502 with the gateway description', async () => {
    nock(API)
      .post('/v1/orders')
      .reply(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed', source: 'NA', step: 'NA' } });

    const failure = gateway.createOrder({ amountSen: 100, receipt: 'r' });

    await expect(failure).rejects.toBeInstanceOf(BadGatewayError);
    await expect(failure).rejects.toMatchObject({ statusCode: 502, message: 'Payment gateway error: Authentication failed' });
  });

  it('turns a lost connection into a 502', async () => {
    nock(API).post('/v1/payments/pay_X/refund').replyWithError('socket hang up');

    await expect(gateway.refund('pay_X', 100)).rejects.toMatchObject({
      statusCode: 502,
      message: 'Payment gateway error: no response from Curlec',
    });
  });

  it('is in test mode with a test key only', () => {
    expect(gateway.testMode).toBe(true);
    expect(createCurlecGateway({ ...keys, keyId: 'rzp_live_Curlec0000001' }).testMode).toBe(false);
    expect(gateway.checkoutScriptUrl).toBe('https://checkout.razorpay.com/v1/checkout.js');
  });
});
