import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock, createTestProduct, createTestUser, placeTestOrder } from '../test-support/factories';
import type { GatewayPayment } from '../gateway/gateway';
import { createFlows } from './flows';
import {
  confirmTestPayment,
  flowDepsOf,
  flowsOfAnotherProcess,
  openTestPayment,
  payInSandbox,
  type PaidReply,
} from '../test-support/payments';
import { cartLineCount, mailSubjectsTo, orderUpdateMessages, readOrder, readSandboxPayment, stockOf } from '../test-support/rows';
import { createTestApp, type TestApp } from '../test-support/test-app';

const MINUTE = 60_000;
const authorized: GatewayPayment = { id: 'pay_Authorized0001', status: 'authorized', amountSen: 100, paidWith: { method: 'card', provider: null } };
const clock = createTestClock(new Date('2025-07-01T04:00:00Z'));
let t: TestApp;

// The sandbox's own webhooks are held back for an hour: a payment is captured at the gateway but the
// shop has not heard of it, which is what the sweeper must find out.
beforeAll(async () => {
  t = await createTestApp({ clock, env: { SANDBOX_WEBHOOK_DELAY_MS: '3600000' } });
});
afterAll(async () => {
  await t.close();
});

/** A customer's pending order of 2 of a product with `stock` left before the order. */
async function pendingOrder(stock = 5) {
  const user = await createTestUser(t);
  const product = await createTestProduct(t.db, { stock });
  const order = await placeTestOrder(t, user, [{ product, quantity: 2 }]);
  return { user, order, productId: product.id };
}

describe('order expiry', () => {
  it('cancels an order not paid within 30 minutes and gives its stock back, once, without an e-mail', async () => {
    const { user, order, productId } = await pendingOrder();
    expect(await stockOf(t.db, productId)).toBe(3);

    clock.advance(29 * MINUTE);
    expect(await t.app.ctx.flows.expireOnce()).toMatchObject({ expired: 0 });
    expect(await readOrder(t.db, order.id)).toMatchObject({ status: 'PENDING' });

    clock.advance(2 * MINUTE);
    await t.app.ctx.flows.expireOnce();

    expect(await readOrder(t.db, order.id)).toMatchObject({ status: 'CANCELLED', paymentStatus: 'PENDING' });
    expect(await stockOf(t.db, productId)).toBe(5);
    expect(await orderUpdateMessages(t.db, order.id)).toContain('Order expired: payment not received within 30 minutes');

    await t.app.ctx.flows.expireOnce();
    expect(await stockOf(t.db, productId)).toBe(5);
    // The checkout was never confirmed: the customer is not told of its end.
    expect(await mailSubjectsTo(t.db, user.email)).toEqual([]);
  });

  it('expires an order once when two processes sweep at the same time', async () => {
    const { order, productId } = await pendingOrder();
    clock.advance(31 * MINUTE);

    await Promise.all([t.app.ctx.flows.expireOnce(), flowsOfAnotherProcess(t, clock).expireOnce()]);

    expect(await stockOf(t.db, productId)).toBe(5);
    expect((await orderUpdateMessages(t.db, order.id)).filter((m) => m.startsWith('Order expired'))).toHaveLength(1);
  });

  it('pays an expired order instead when the gateway captured its payment', async () => {
    const { user, order, productId } = await pendingOrder();
    const intent = await openTestPayment(t, user, order.id);
    await payInSandbox(t, intent.paymentIntentId, 'success');
    clock.advance(31 * MINUTE);

    const result = await t.app.ctx.flows.expireOnce();

    expect(result).toMatchObject({ paid: 1 });
    expect(await readOrder(t.db, order.id)).toMatchObject({ status: 'PAID', paymentStatus: 'PAID' });
    expect(await stockOf(t.db, productId)).toBe(3);
    expect(await cartLineCount(t.db, user.id)).toBe(0);
    expect(await orderUpdateMessages(t.db, order.id)).toEqual(['Order placed', 'Payment received']);
  });

  it('leaves an order whose card is approved but not yet charged for the next sweep', async () => {
    const { user, order } = await pendingOrder();
    await openTestPayment(t, user, order.id);
    clock.advance(31 * MINUTE);
    // The sandbox charges at once; a real gateway may first only authorize the card.
    const authorizing = { ...t.app.ctx.gateway, fetchOrderPayments: async () => [authorized] };
    const flows = createFlows({ ...flowDepsOf(t, clock), gateway: authorizing });

    expect(await flows.expireOnce()).toMatchObject({ expired: 0, paid: 0 });
    expect(await readOrder(t.db, order.id)).toMatchObject({ status: 'PENDING' });
  });

  it('refunds a payment captured after the order expired, once', async () => {
    const { user, order, productId } = await pendingOrder();
    const intent = await openTestPayment(t, user, order.id);
    clock.advance(31 * MINUTE);
    await t.app.ctx.flows.expireOnce();
    expect(await readOrder(t.db, order.id)).toMatchObject({ status: 'CANCELLED' });

    // The shopper's card form was still open and the gateway took the money.
    const paid = (await payInSandbox(t, intent.paymentIntentId, 'success')).json<PaidReply>();
    const confirm = await confirmTestPayment(t, user, order.id, paid);

    expect(confirm.json()).toEqual({ paymentStatus: 'REFUNDED' });
    expect(await readOrder(t.db, order.id)).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED' });
    expect(await readSandboxPayment(t.db, paid.razorpay_payment_id)).toMatchObject({ status: 'refunded' });
    expect(await stockOf(t.db, productId)).toBe(5);
    expect(await cartLineCount(t.db, user.id)).toBe(1);
  });
});
