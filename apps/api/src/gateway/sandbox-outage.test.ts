import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxOutages, sandboxPayments, sandboxWebhooks } from '../db/schema';
import { createTestClock, createTestProduct, createTestUser, placeTestOrder } from '../test-support/factories';
import { openTestPayment, payInSandbox } from '../test-support/payments';
import { cartLineCount, readOrder, readPayment } from '../test-support/rows';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { GATEWAY_NO_ANSWER } from './answer-within';
import { isSandboxGateway, SANDBOX_NOT_ANSWERING } from './sandbox';

/*
 * The gateway failing as real ones do (docs/product/running.md, "When a part fails"): it stops answering, or its
 * webhooks are lost. The shop gives up on a call after GATEWAY_TIMEOUT_SECONDS with a 502, loses nothing, and
 * settles by asking once the gateway answers again.
 */
const clock = createTestClock(new Date());
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { GATEWAY_TIMEOUT_SECONDS: '1', SANDBOX_WEBHOOK_DELAY_MS: '0' } });
});
afterAll(async () => {
  await t.close();
});

async function outage(kind: 'unresponsive' | 'webhooks-dropped', seconds: number) {
  const until = new Date(Date.now() + seconds * 1000);
  await t.db.insert(sandboxOutages).values({ kind, until }).onConflictDoUpdate({ target: sandboxOutages.kind, set: { until } });
}
const endOutages = () => t.db.delete(sandboxOutages);

async function pendingOrder() {
  const user = await createTestUser(t);
  const product = await createTestProduct(t.db, { stock: 5 });
  const order = await placeTestOrder(t, user, [{ product, quantity: 1 }]);
  return { user, order };
}

describe('the gateway not answering', () => {
  it('answers a payment started meanwhile 502 after the time-out, and keeps the order and the cart to try again', async () => {
    const { user, order } = await pendingOrder();
    await outage('unresponsive', 30);
    const started = Date.now();
    const initiated = await t.app.inject({ method: 'POST', url: '/api/v1/payments/initiate', headers: user.headers, payload: { orderId: order.id } });
    const waited = Date.now() - started;
    await endOutages();

    expect(initiated.statusCode).toBe(502);
    expect(initiated.json().message).toBe(GATEWAY_NO_ANSWER);
    expect(waited).toBeGreaterThanOrEqual(1000);
    expect(waited).toBeLessThan(10_000);
    expect((await readOrder(t.db, order.id)).status).toBe('PENDING');
    expect(await cartLineCount(t.db, user.id)).toBe(1);
    // Once it answers, the same order takes a payment.
    expect((await openTestPayment(t, user, order.id)).paymentIntentId).toMatch(/^order_/);
  });

  it("refuses the test bank's window with 503 and makes no payment", async () => {
    const { user, order } = await pendingOrder();
    const intent = await openTestPayment(t, user, order.id);
    await outage('unresponsive', 30);
    const paid = await payInSandbox(t, intent.paymentIntentId, 'success');
    await endOutages();

    expect(paid.statusCode).toBe(503);
    expect(paid.json().message).toBe(SANDBOX_NOT_ANSWERING);
    expect(paid.headers['retry-after']).toBeDefined();
    expect(await t.db.$count(sandboxPayments, eq(sandboxPayments.gatewayOrderId, intent.paymentIntentId))).toBe(0);
  });

  it('pays an order whose shopper left and whose webhook was lost, by asking once the gateway answers again', async () => {
    const { user, order } = await pendingOrder();
    const intent = await openTestPayment(t, user, order.id);
    // The card was taken and the shopper closed the window; the gateway's webhook was lost.
    await outage('webhooks-dropped', 60);
    expect((await payInSandbox(t, intent.paymentIntentId, 'success')).statusCode).toBe(200);
    const gateway = t.app.ctx.gateway;
    if (!isSandboxGateway(gateway)) throw new Error('the test app runs the sandbox');
    await gateway.deliverDueWebhooks();
    expect(await t.db.$count(sandboxWebhooks)).toBe(0);

    // The reconciler asks while the gateway does not answer: nothing moves.
    await outage('unresponsive', 30);
    clock.advance(10 * 60_000);
    await t.app.ctx.flows.reconcileOnce();
    expect(await readOrder(t.db, order.id)).toMatchObject({ status: 'PENDING', paymentStatus: 'PENDING' });

    await endOutages();
    clock.advance(10 * 60_000);
    await t.app.ctx.flows.reconcileOnce();
    expect(await readOrder(t.db, order.id)).toMatchObject({ status: 'PAID', paymentStatus: 'PAID' });
    expect((await readPayment(t.db, intent.paymentIntentId)).status).toBe('PAID');
    expect(await cartLineCount(t.db, user.id)).toBe(0);
  });
});
