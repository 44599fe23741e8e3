import type { InitiatePaymentReply } from '@durio/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartItems, carts, orders, payments, webhookEvents } from '../../db/schema';
import { createTestProduct, createTestUser, placeTestOrder } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';

// SANDBOX_WEBHOOK_DELAY_MS is 0 in tests: the sandbox sends its webhook right after answering the pay call.
const WAIT = { timeout: 5000, interval: 20 };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function payInSandbox(outcome: 'success' | 'failure') {
  const user = await createTestUser(t);
  const product = await createTestProduct(t.db);
  const order = await placeTestOrder(t, user, [{ product, quantity: 1 }]);
  const intent = (
    await t.app.inject({ method: 'POST', url: '/api/v1/payments/initiate', headers: user.headers, payload: { orderId: order.id } })
  ).json<InitiatePaymentReply>();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/sandbox/pay',
    payload: { paymentIntentId: intent.paymentIntentId, outcome },
  });
  expect(res.statusCode).toBe(200);
  return { user, order, gatewayOrderId: intent.paymentIntentId };
}

async function cartSize(userId: string) {
  const rows = await t.db.select().from(cartItems).innerJoin(carts, eq(carts.id, cartItems.cartId)).where(eq(carts.userId, userId));
  return rows.length;
}

describe('sandbox webhooks', () => {
  it('sends payment.captured through the real webhook route, which pays the order', async () => {
    const { user, order } = await payInSandbox('success');

    await vi.waitFor(async () => {
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row).toMatchObject({ status: 'PAID', paymentStatus: 'PAID' });
    }, WAIT);
    expect(await cartSize(user.id)).toBe(0);
    const events = await t.db.select().from(webhookEvents);
    expect(events.some((e) => e.eventType === 'payment.captured' && e.id.startsWith('evt_'))).toBe(true);
  });

  it('sends payment.failed, which records the decline and keeps the cart', async () => {
    const { user, order, gatewayOrderId } = await payInSandbox('failure');

    await vi.waitFor(async () => {
      const [payment] = await t.db.select().from(payments).where(eq(payments.gatewayOrderId, gatewayOrderId));
      expect(payment).toMatchObject({ status: 'FAILED', failureReason: 'Your card was declined by the test bank.' });
    }, WAIT);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'PENDING', paymentStatus: 'FAILED' });
    expect(await cartSize(user.id)).toBe(1);
  });
});
