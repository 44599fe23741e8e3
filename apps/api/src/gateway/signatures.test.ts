import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { createCurlecGateway } from './curlec';
import type { PaymentGateway } from './gateway';
import { createSandboxGateway } from './sandbox';

const hmac = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');

// Signature checks never touch the sandbox's ledger, so it needs no database here.
const gateways: [string, PaymentGateway, { payment: string; webhook: string }][] = [
  [
    'curlec',
    createCurlecGateway({ keyId: 'rzp_test_Curlec0000001', keySecret: 'key-secret', webhookSecret: 'webhook-secret' }),
    { payment: 'key-secret', webhook: 'webhook-secret' },
  ],
  [
    'sandbox',
    createSandboxGateway({ db: undefined as unknown as Db, secret: 'sandbox-secret', webhookDelayMs: 0 }),
    { payment: 'sandbox-secret', webhook: 'sandbox-secret' },
  ],
];

describe.each(gateways)('%s signatures', (_name, gateway, secrets) => {
  const payment = { gatewayOrderId: 'order_Sig00000000001', paymentId: 'pay_Sig00000000001' };
  const body = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: payment.paymentId } } } });

  it('accepts the checkout signature: HMAC-SHA256 of order_id|payment_id with the key secret', () => {
    const signature = hmac(secrets.payment, `${payment.gatewayOrderId}|${payment.paymentId}`);
    expect(gateway.verifyPaymentSignature({ ...payment, signature })).toBe(true);
  });

  it('refuses a checkout signature made with another secret, for another payment, or missing', () => {
    const good = hmac(secrets.payment, `${payment.gatewayOrderId}|${payment.paymentId}`);
    expect(gateway.verifyPaymentSignature({ ...payment, signature: hmac('guess', `${payment.gatewayOrderId}|${payment.paymentId}`) })).toBe(false);
    expect(gateway.verifyPaymentSignature({ ...payment, paymentId: 'pay_Other000000001', signature: good })).toBe(false);
    expect(gateway.verifyPaymentSignature({ ...payment, signature: '' })).toBe(false);
  });

  it('accepts a webhook signed over its raw body with the webhook secret', () => {
    expect(gateway.verifyWebhookSignature(body, hmac(secrets.webhook, body))).toBe(true);
  });

  it('refuses a webhook whose body was changed, or signed with another secret, or unsigned', () => {
    const signature = hmac(secrets.webhook, body);
    expect(gateway.verifyWebhookSignature(body.replace('captured', 'failed'), signature)).toBe(false);
    expect(gateway.verifyWebhookSignature(body, hmac('guess', body))).toBe(false);
    expect(gateway.verifyWebhookSignature(body, '')).toBe(false);
  });
});
