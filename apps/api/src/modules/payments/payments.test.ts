import { intlLocale } from '@durio/shared/languages';
import { formatRm } from '@durio/shared/money';
import { orderNumber } from '@durio/shared/order-number';
import { createHmac } from 'node:crypto';
import type { InitiatePaymentReply, Order } from '@durio/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outboxEmails, sandboxPayments, webhookEvents } from '../../db/schema';
import { loadOrCreateSecret } from '../../lib/local-secret';
import { attachTestProductImage, createTestProduct, createTestUser, placeTestOrder, type TestUser } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { cartLineCount, mailSubjectsTo, orderUpdateMessages, readOrder, readPayment, stockOf } from '../../test-support/rows';

const PAY = '/api/v1/payments';
const INVALID = 'Bad request - Invalid signature or payload';
let t: TestApp;
let secret: string;

// Webhooks the sandbox sends by itself are held back for an hour here, so each test decides when (and
// whether) a webhook arrives by sending it itself.
beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_WEBHOOK_DELAY_MS: '3600000' } });
  secret = loadOrCreateSecret('sandbox-gateway-secret', t.config.dataDir);
});
afterAll(async () => {
  await t.close();
});

interface Checkout {
  user: TestUser;
  order: Order;
  productId: string;
  intent: InitiatePaymentReply;
}

/** A customer with a pending order (its product still in the cart) and an opened payment. */
async function startCheckout(): Promise<Checkout> {
  const user = await createTestUser(t);
  const product = await createTestProduct(t.db, { stock: 10 });
  const order = await placeTestOrder(t, user, [{ product, quantity: 1 }]);
  const res = await initiate(user, order.id);
  expect(res.statusCode).toBe(200);
  return { user, order, productId: product.id, intent: res.json() };
}

function initiate(user: TestUser, orderId: string) {
  return t.app.inject({
    method: 'POST',
    url: `${PAY}/initiate`,
    headers: user.headers,
    payload: { orderId, description: 'Durio order' },
  });
}

async function sandboxPay(paymentIntentId: string, outcome: 'success' | 'failure') {
  return t.app.inject({ method: 'POST', url: `${PAY}/sandbox/pay`, payload: { paymentIntentId, outcome } });
}

function confirm(c: Checkout, reply: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }) {
  return t.app.inject({
    method: 'POST',
    url: `${PAY}/confirm`,
    headers: c.user.headers,
    payload: {
      orderId: c.order.id,
      razorpayPaymentId: reply.razorpay_payment_id,
      razorpayOrderId: reply.razorpay_order_id,
      razorpaySignature: reply.razorpay_signature,
    },
  });
}

/** A webhook as the gateway signs it; the event id header is left out when not given. */
function webhook(
  event: 'payment.captured' | 'payment.failed' | 'order.paid',
  payment: { id: string; order_id: string; amount?: number },
  opts: { eventId?: string; signature?: string } = {},
) {
  const captured = event !== 'payment.failed';
  const payload = JSON.stringify({
    entity: 'event',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          ...payment,
          currency: 'MYR',
          status: captured ? 'captured' : 'failed',
          error_description: captured ? null : 'Your card was declined by the test bank.',
        },
      },
    },
    created_at: 1751342400,
  });
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-razorpay-signature': opts.signature ?? createHmac('sha256', secret).update(payload).digest('hex'),
  };
  if (opts.eventId) headers['x-razorpay-event-id'] = opts.eventId;
  return t.app.inject({ method: 'POST', url: `${PAY}/webhook`, headers, payload });
}

/** The order is paid, once: one 'Payment received', one confirmation e-mail stating when it comes, cart emptied. */
async function expectPaidOnce(c: Checkout) {
  const row = await readOrder(t.db, c.order.id);
  expect(row).toMatchObject({ status: 'PAID', paymentStatus: 'PAID' });
  expect(row.paidAt).not.toBeNull();
  expect((await orderUpdateMessages(t.db, c.order.id)).filter((m) => m === 'Payment received')).toHaveLength(1);
  const confirmations = (await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, c.user.email))).filter((m) =>
    m.subject.endsWith('is confirmed'),
  );
  expect(confirmations.map((m) => m.subject)).toEqual([`Your Durio order ${orderNumber(c.order.id)} is confirmed`]);
  expect(confirmations[0]!.text).toContain(`/order/${c.order.id}`);
  // When it comes, as the shop's delivery promise states it everywhere (docs/product/cart-and-checkout.md).
  expect(confirmations[0]!.text).toContain('Paid by 12:00: at your door the same day in the Klang Valley, or in 1 day elsewhere in Peninsular Malaysia.');
  expect(await cartLineCount(t.db, c.user.id)).toBe(0);
  expect(await stockOf(t.db, c.productId)).toBe(9);
}

describe('POST /payments/initiate', () => {
  it('opens a sandbox payment for my pending order', async () => {
    const { order, intent } = await startCheckout();

    expect(intent).toEqual({
      paymentIntentId: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      amount: String(Math.round(order.total * 100)),
      currency: 'MYR',
      keyId: 'rzp_test_durio_sandbox',
      checkoutScriptUrl: '/api/v1/payments/sandbox/checkout.js',
      testMode: true,
    });
    expect(await readPayment(t.db, intent.paymentIntentId)).toMatchObject({
      orderId: order.id,
      gateway: 'sandbox',
      status: 'PENDING',
      amountSen: Math.round(order.total * 100),
      currency: 'MYR',
    });
  });

  it("answers another customer's order, or an unknown one, as not found", async () => {
    const { order } = await startCheckout();
    const stranger = await createTestUser(t);
    for (const orderId of [order.id, crypto.randomUUID()]) {
      const res = await initiate(stranger, orderId);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Order not found');
    }
  });

  it('refuses an order that is not awaiting payment', async () => {
    const { user, order } = await startCheckout();
    await t.db.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, order.id));

    const res = await initiate(user, order.id);

    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Order is not awaiting payment');
  });

  it('needs a signed-in customer and a valid body', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: `${PAY}/initiate`, payload: { orderId: crypto.randomUUID() } });
    expect(anonymous.statusCode).toBe(401);
    const user = await createTestUser(t);
    const bad = await t.app.inject({ method: 'POST', url: `${PAY}/initiate`, headers: user.headers, payload: { orderId: 42 } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /payments/confirm', () => {
  it('marks the order paid once and empties the cart, however often it is confirmed', async () => {
    const c = await startCheckout();
    const paid = (await sandboxPay(c.intent.paymentIntentId, 'success')).json();

    const first = await confirm(c, paid);
    const second = await confirm(c, paid);

    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ paymentStatus: 'PAID' });
    expect(second.json()).toEqual({ paymentStatus: 'PAID' });
    await expectPaidOnce(c);
    expect(await readPayment(t.db, c.intent.paymentIntentId)).toMatchObject({ status: 'PAID', gatewayPaymentId: paid.razorpay_payment_id });
  });

  it("confirms by e-mail with each line's picture and the order's amounts as it stored them", async () => {
    const user = await createTestUser(t);
    const product = await createTestProduct(t.db, { name: 'Musang King <Premium>', stock: 10 });
    const picture = await attachTestProductImage(t.db, product.id);
    const order = await placeTestOrder(t, user, [{ product, quantity: 2 }]);
    const intent = (await initiate(user, order.id)).json<InitiatePaymentReply>();
    const c = { user, order, productId: product.id, intent };
    await confirm(c, (await sandboxPay(intent.paymentIntentId, 'success')).json());

    const [mail] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, user.email));
    const row = await readOrder(t.db, order.id);
    const rm = (sen: number) => formatRm(sen / 100, intlLocale.en);
    expect(row.taxSen).toBeGreaterThan(0);
    for (const line of [
      `Subtotal   ${rm(row.subtotalSen)}`,
      `Delivery   ${rm(row.deliveryFeeSen)}`,
      `Handling (cool packing)   ${rm(row.handlingFeeSen)}`,
      `Tax   ${rm(row.taxSen)}`,
      `Total   ${rm(row.totalSen)}`,
    ]) {
      expect(mail!.text).toContain(line);
    }
    expect(mail!.text).toContain(`Order ${orderNumber(order.id)}`);
    expect(mail!.text).toContain('Status: Paid');
    expect(mail!.text).toContain(`2 × ${rm(row.subtotalSen / 2)}`);
    // The picture's address is whole, for a mail program; the product's name is escaped by React.
    expect(mail!.html).toContain(`src="${t.config.publicUrl}/files/${picture.thumbnailKey}"`);
    expect(mail!.html).toContain('Musang King &lt;Premium&gt;');
    expect(mail!.html).toContain(`href="${t.config.publicUrl}/order/${order.id}"`);
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const c = await startCheckout();
    const paid = (await sandboxPay(c.intent.paymentIntentId, 'success')).json();

    const res = await confirm(c, { ...paid, razorpay_signature: '0'.repeat(64) });

    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID);
    expect(await readOrder(t.db, c.order.id)).toMatchObject({ status: 'PENDING', paymentStatus: 'PENDING' });
    expect(await readPayment(t.db, c.intent.paymentIntentId)).toMatchObject({ status: 'PENDING', gatewayPaymentId: null });
    expect(await cartLineCount(t.db, c.user.id)).toBe(1);
  });

  it("refuses a genuine signature of another order's payment", async () => {
    const mine = await startCheckout();
    const theirs = await startCheckout();
    const theirPayment = (await sandboxPay(theirs.intent.paymentIntentId, 'success')).json();

    const res = await confirm(mine, theirPayment);

    expect(res.statusCode).toBe(400);
    expect(await readOrder(t.db, mine.order.id)).toMatchObject({ status: 'PENDING' });
  });

  it('refuses a payment id the signature was not made for', async () => {
    const c = await startCheckout();
    const paid = (await sandboxPay(c.intent.paymentIntentId, 'success')).json();

    const res = await confirm(c, { ...paid, razorpay_payment_id: 'pay_SomeoneElses01' });

    expect(res.statusCode).toBe(400);
    expect(await readOrder(t.db, c.order.id)).toMatchObject({ status: 'PENDING' });
  });
});

describe('confirm and webhook together (docs/product/orders-and-payments.md: paid exactly once)', () => {
  it('confirm, then the webhook', async () => {
    const c = await startCheckout();
    const paid = (await sandboxPay(c.intent.paymentIntentId, 'success')).json();

    expect((await confirm(c, paid)).json()).toEqual({ paymentStatus: 'PAID' });
    const hook = await webhook('payment.captured', { id: paid.razorpay_payment_id, order_id: c.intent.paymentIntentId });

    expect(hook.statusCode).toBe(200);
    await expectPaidOnce(c);
  });

  it('the webhook, then confirm', async () => {
    const c = await startCheckout();
    const paid = (await sandboxPay(c.intent.paymentIntentId, 'success')).json();

    const hook = await webhook('payment.captured', { id: paid.razorpay_payment_id, order_id: c.intent.paymentIntentId });
    expect(hook.statusCode).toBe(200);
    expect(await cartLineCount(t.db, c.user.id)).toBe(0);
    expect((await confirm(c, paid)).json()).toEqual({ paymentStatus: 'PAID' });

    await expectPaidOnce(c);
  });

  it('both at the same moment, plus order.paid', async () => {
    const c = await startCheckout();
    const paid = (await sandboxPay(c.intent.paymentIntentId, 'success')).json();
    const entity = { id: paid.razorpay_payment_id, order_id: c.intent.paymentIntentId };

    const replies = await Promise.all([
      confirm(c, paid),
      webhook('payment.captured', entity, { eventId: 'evt_Together000001' }),
      webhook('order.paid', entity, { eventId: 'evt_Together000002' }),
      confirm(c, paid),
    ]);

    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    await expectPaidOnce(c);
  });
});

describe('POST /payments/webhook', () => {
  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const c = await startCheckout();
    const paid = (await sandboxPay(c.intent.paymentIntentId, 'success')).json();
    const entity = { id: paid.razorpay_payment_id, order_id: c.intent.paymentIntentId };

    const forged = await webhook('payment.captured', entity, { signature: 'f'.repeat(64), eventId: 'evt_Forged00000001' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: `${PAY}/webhook`,
      headers: { 'content-type': 'application/json' },
      payload: { event: 'payment.captured', payload: { payment: { entity } } },
    });

    for (const res of [forged, unsigned]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(INVALID);
    }
    expect(await readOrder(t.db, c.order.id)).toMatchObject({ status: 'PENDING', paymentStatus: 'PENDING' });
    expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.id, 'evt_Forged00000001'))).toHaveLength(0);
  });

  it('applies a replayed event once', async () => {
    const c = await startCheckout();
    const paid = (await sandboxPay(c.intent.paymentIntentId, 'success')).json();
    const entity = { id: paid.razorpay_payment_id, order_id: c.intent.paymentIntentId };

    const first = await webhook('payment.captured', entity, { eventId: 'evt_Replayed000001' });
    const replay = await webhook('payment.captured', entity, { eventId: 'evt_Replayed000001' });

    expect([first.statusCode, replay.statusCode]).toEqual([200, 200]);
    expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.id, 'evt_Replayed000001'))).toHaveLength(1);
    await expectPaidOnce(c);
  });

  it('records a failed payment: the order keeps waiting and the cart stays', async () => {
    const c = await startCheckout();
    const failed = (await sandboxPay(c.intent.paymentIntentId, 'failure')).json();

    const res = await webhook('payment.failed', {
      id: failed.error.metadata.payment_id,
      order_id: c.intent.paymentIntentId,
    });

    expect(res.statusCode).toBe(200);
    expect(await readPayment(t.db, c.intent.paymentIntentId)).toMatchObject({
      status: 'FAILED',
      failureReason: 'Your card was declined by the test bank.',
    });
    expect(await readOrder(t.db, c.order.id)).toMatchObject({ status: 'PENDING', paymentStatus: 'FAILED' });
    expect(await cartLineCount(t.db, c.user.id)).toBe(1);
  });

  it('acknowledges a signed event about a payment it does not know, and ignores it', async () => {
    const res = await webhook('payment.captured', { id: 'pay_NotOurs0000001', order_id: 'order_NotOurs000001' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${PAY}/webhook`,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'x' },
      payload: '{"event":',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /payments/sandbox/pay', () => {
  it('answers a success as the checkout handler receives it, with a valid signature', async () => {
    const c = await startCheckout();

    const res = await sandboxPay(c.intent.paymentIntentId, 'success');

    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      razorpay_payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
      razorpay_order_id: c.intent.paymentIntentId,
      razorpay_signature: createHmac('sha256', secret)
        .update(`${c.intent.paymentIntentId}|${body.razorpay_payment_id}`)
        .digest('hex'),
    });
    const [ledger] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, body.razorpay_payment_id));
    expect(ledger).toMatchObject({ status: 'captured', amountSen: Math.round(c.order.total * 100) });
  });

  it('answers a declined card with the gateway error shape', async () => {
    const c = await startCheckout();

    const res = await sandboxPay(c.intent.paymentIntentId, 'failure');

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Your card was declined by the test bank.',
        reason: 'payment_failed',
        metadata: { order_id: c.intent.paymentIntentId, payment_id: expect.stringMatching(/^pay_/) },
      },
    });
  });

  it('takes a second try after a declined card', async () => {
    const c = await startCheckout();
    const failed = (await sandboxPay(c.intent.paymentIntentId, 'failure')).json();
    await webhook('payment.failed', { id: failed.error.metadata.payment_id, order_id: c.intent.paymentIntentId });

    const paid = (await sandboxPay(c.intent.paymentIntentId, 'success')).json();

    expect((await confirm(c, paid)).json()).toEqual({ paymentStatus: 'PAID' });
    await expectPaidOnce(c);
  });

  it('refuses an unknown payment with 404 and a paid one with 409', async () => {
    const unknown = await sandboxPay('order_Unknown0000001', 'success');
    expect(unknown.statusCode).toBe(404);

    const c = await startCheckout();
    await sandboxPay(c.intent.paymentIntentId, 'success');
    const twice = await sandboxPay(c.intent.paymentIntentId, 'success');
    expect(twice.statusCode).toBe(409);
  });

  it('serves the checkout script', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${PAY}/sandbox/checkout.js` });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.body).toContain('window.Razorpay = Razorpay');
    expect(res.body).toContain('TEST MODE — no real money moves');
    expect(res.body).not.toMatch(/onclick|innerHTML/i);
  });

  it("writes the checkout window in the language of the page that loads it, English by default", async () => {
    const script = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `${PAY}/sandbox/checkout.js${query}` });
      expect(res.statusCode, query).toBe(200);
      return res.body;
    };

    const malay = await script('?lang=ms');
    expect(malay).toContain('"testMode":"MOD UJIAN — tiada wang sebenar berpindah"');
    expect(malay).toContain('"pay":"Bayar {amount}"');
    expect(malay).toContain('"fail":"Simulasikan pembayaran gagal"');
    expect(malay).not.toContain('TEST MODE');
    const chinese = await script('?lang=zh');
    expect(chinese).toContain('"testMode":"测试模式 — 不会产生真实的资金往来"');
    expect(chinese).toContain('"failed":"付款失败：{reason}"');
    expect(await script('')).toContain('"pay":"Pay {amount}"');

    const unknown = await t.app.inject({ method: 'GET', url: `${PAY}/sandbox/checkout.js?lang=fr` });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('GET /payments/verify/:paymentIntentId', () => {
  const verify = (user: TestUser, id: string) =>
    t.app.inject({ method: 'GET', url: `${PAY}/verify/${id}`, headers: user.headers });

  it('asks the gateway when the shop has not heard of the payment yet, and pays the order', async () => {
    const c = await startCheckout();
    await sandboxPay(c.intent.paymentIntentId, 'success');

    const res = await verify(c.user, c.intent.paymentIntentId);

    expect(res.json()).toEqual({ success: true, message: 'Payment verified' });
    await expectPaidOnce(c);
    expect((await verify(c.user, c.intent.paymentIntentId)).json()).toEqual({ success: true, message: 'Payment verified' });
  });

  it('reports a payment not made yet, and a failed one', async () => {
    const c = await startCheckout();
    expect((await verify(c.user, c.intent.paymentIntentId)).json()).toEqual({
      success: false,
      message: 'Payment not received yet',
    });

    const failed = (await sandboxPay(c.intent.paymentIntentId, 'failure')).json();
    await webhook('payment.failed', { id: failed.error.metadata.payment_id, order_id: c.intent.paymentIntentId });
    expect((await verify(c.user, c.intent.paymentIntentId)).json()).toEqual({ success: false, message: 'Payment failed' });
  });

  it("answers an unknown payment, or another customer's, as not found", async () => {
    const c = await startCheckout();
    const stranger = await createTestUser(t);
    for (const [user, id] of [
      [c.user, 'order_Unknown0000001'],
      [stranger, c.intent.paymentIntentId],
    ] as const) {
      const res = await verify(user, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Payment not found');
    }
  });
});

describe('refunds', () => {
  it('refunds a capture that arrives for an order already cancelled', async () => {
    const c = await startCheckout();
    await t.app.inject({ method: 'PATCH', url: `/api/v1/durian/orders/${c.order.id}/cancel`, headers: c.user.headers });
    const paid = (await sandboxPay(c.intent.paymentIntentId, 'success')).json();

    const res = await confirm(c, paid);

    expect(res.json()).toEqual({ paymentStatus: 'REFUNDED' });
    expect(await readOrder(t.db, c.order.id)).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED' });
    expect(await readPayment(t.db, c.intent.paymentIntentId)).toMatchObject({
      status: 'REFUNDED',
      refundId: expect.stringMatching(/^rfnd_/),
    });
    const [ledger] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paid.razorpay_payment_id));
    expect(ledger!.status).toBe('refunded');
    expect(await orderUpdateMessages(t.db, c.order.id)).toContain('Payment refunded');
    expect(await cartLineCount(t.db, c.user.id)).toBe(1);
    // The stock went back once, with the cancel.
    expect(await stockOf(t.db, c.productId)).toBe(10);

    const late = await webhook('payment.captured', { id: paid.razorpay_payment_id, order_id: c.intent.paymentIntentId });
    expect(late.statusCode).toBe(200);
    expect((await orderUpdateMessages(t.db, c.order.id)).filter((m) => m === 'Payment refunded')).toHaveLength(1);
    expect((await mailSubjectsTo(t.db, c.user.email)).filter((s) => s.endsWith('was refunded'))).toHaveLength(1);
  });

  it('refunds a second payment for an order another attempt already paid', async () => {
    const c = await startCheckout();
    const second = (await initiate(c.user, c.order.id)).json<InitiatePaymentReply>();
    const firstPaid = (await sandboxPay(c.intent.paymentIntentId, 'success')).json();
    const secondPaid = (await sandboxPay(second.paymentIntentId, 'success')).json();

    expect((await confirm(c, firstPaid)).json()).toEqual({ paymentStatus: 'PAID' });
    expect((await confirm(c, secondPaid)).json()).toEqual({ paymentStatus: 'PAID' });

    await expectPaidOnce(c);
    expect(await readPayment(t.db, c.intent.paymentIntentId)).toMatchObject({ status: 'PAID' });
    expect(await readPayment(t.db, second.paymentIntentId)).toMatchObject({ status: 'REFUNDED' });
    expect(await orderUpdateMessages(t.db, c.order.id)).toContain('Duplicate payment refunded');
    expect(await mailSubjectsTo(t.db, c.user.email)).toContain(`Your payment for Durio order ${orderNumber(c.order.id)} was refunded`);
  });

  it('refunds a paid order the customer cancels', async () => {
    const c = await startCheckout();
    await confirm(c, (await sandboxPay(c.intent.paymentIntentId, 'success')).json());

    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/durian/orders/${c.order.id}/cancel`,
      headers: c.user.headers,
    });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED' });
    expect(res.json<Order>().updates.map((u) => u.message).slice(-2)).toEqual([
      'Order cancelled by customer',
      'Payment refunded',
    ]);
    expect(await stockOf(t.db, c.productId)).toBe(10);
  });

  it('refunds a paid order the admin cancels', async () => {
    const c = await startCheckout();
    await confirm(c, (await sandboxPay(c.intent.paymentIntentId, 'success')).json());
    const admin = await createTestUser(t, { role: 'ADMIN' });

    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/durian/orders/admin/${c.order.id}`,
      headers: admin.headers,
      payload: { status: 'CANCELLED' },
    });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED' });
    expect(await readPayment(t.db, c.intent.paymentIntentId)).toMatchObject({ status: 'REFUNDED' });
    expect(await stockOf(t.db, c.productId)).toBe(10);
  });
});
