import { orderNumber } from '@durio/shared/order-number';
import type { AdminOrder, Order } from '@durio/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPayments } from '../../db/schema';
import { createTestClock, createTestUser, type TestUser } from '../../test-support/factories';
import { confirmTestPayment, payInSandbox, startTestCheckout, type PaidReply } from '../../test-support/payments';
import { cartLineCount, readOrder } from '../../test-support/rows';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/*
 * Paying the Malaysian way (docs/product/payment-methods.md): a card, FPX online banking and its bank, an e-wallet or a
 * DuitNow QR, each recorded on the order as it was paid; a bank that approves now and is captured later leaves the
 * order waiting for its money, and the capture pays it even after the order would have expired.
 */

const MINUTE = 60_000;
const clock = createTestClock(new Date('2027-06-10T02:00:00Z'));
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  // The sandbox's webhooks are held back, so only what the test does (confirm, verify, reconcile) settles a payment;
  // a bank's late capture waits an hour of real time unless the test makes it due (bankCapturesNow), so no machine is
  // slow enough to see it early.
  t = await createTestApp({ clock, env: { SANDBOX_WEBHOOK_DELAY_MS: '3600000', SANDBOX_LATE_CAPTURE_SECONDS: '3600' } });
  admin = await createTestUser(t, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

/** The sandbox's bank takes the money it approved for this payment intent now, rather than an hour on. */
const bankCapturesNow = (gatewayOrderId: string) =>
  t.db.update(sandboxPayments).set({ capturesAt: new Date(Date.now() - 1_000) }).where(eq(sandboxPayments.gatewayOrderId, gatewayOrderId));

const readOwnOrder = async (user: TestUser, orderId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/durian/orders/${orderId}`, headers: user.headers })).json<Order>();
const readAdminOrder = async (orderId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/durian/orders/admin/${orderId}`, headers: admin.headers })).json<AdminOrder>();

describe('paying by card, FPX, e-wallet or DuitNow QR', () => {
  it.each([
    [{ method: 'fpx', provider: 'MB2U0227' }],
    [{ method: 'wallet', provider: 'touchngo' }],
    [{ method: 'duitnow', provider: null }],
    [{ method: 'card', provider: null }],
  ] as const)('records how the order was paid (%o), for the customer and the console', async (paidWith) => {
    const user = await createTestUser(t);
    const { order, intent } = await startTestCheckout(t, user);

    const paid = await payInSandbox(t, intent.paymentIntentId, 'success', paidWith);
    expect(paid.statusCode).toBe(200);
    const confirmed = await confirmTestPayment(t, user, order.id, paid.json<PaidReply>());

    expect(confirmed.json()).toEqual({ paymentStatus: 'PAID' });
    expect((await readOwnOrder(user, order.id)).paidWith).toEqual(paidWith);
    const console = await readAdminOrder(order.id);
    expect(console.paidWith).toEqual(paidWith);
    expect(console.payments.find((payment) => payment.status === 'PAID')?.paidWith).toEqual(paidWith);
    // The dispatch list's CSV says it by names a spreadsheet reader knows.
    const csv = await t.app.inject({ method: 'GET', url: `/api/v1/durian/orders/admin/export?search=${orderNumber(order.id)}`, headers: admin.headers });
    const named = { fpx: 'FPX,Maybank2u', wallet: "E-wallet,Touch 'n Go eWallet", duitnow: 'DuitNow QR,', card: 'Card,' }[paidWith.method];
    expect(csv.body).toContain(`,${named},`);
  });

  it("says how it was paid in the customer's paid e-mail, in their language", async () => {
    const user = await createTestUser(t);
    const malay = await createTestUser(t);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/user-profile', headers: malay.headers, payload: { language: 'ms' } })).statusCode).toBe(200);
    for (const [customer, paidWith] of [
      [user, { method: 'fpx', provider: 'MB2U0227' }],
      [malay, { method: 'wallet', provider: 'grabpay' }],
    ] as const) {
      const { order, intent } = await startTestCheckout(t, customer);
      const paid = await payInSandbox(t, intent.paymentIntentId, 'success', paidWith);
      await confirmTestPayment(t, customer, order.id, paid.json<PaidReply>());
    }
    await t.app.ctx.mailer.flush();
    const mails = (await t.app.inject({ method: 'GET', url: '/dev/mail.json' })).json<{ to: string; text: string }[]>();
    const textTo = (email: string) => mails.filter((mail) => mail.to === email).map((mail) => mail.text).join('\n');
    expect(textTo(user.email)).toContain('Paid by FPX online banking (Maybank2u)');
    expect(textTo(malay.email)).toContain('Dibayar melalui GrabPay');
  });

  it('refuses a way of paying the sandbox does not know, a bank or e-wallet it needs, and a card that waits', async () => {
    const user = await createTestUser(t);
    const { order, intent } = await startTestCheckout(t, user);
    const refusals = [
      [{ method: 'fpx', provider: null }, 'Choose your bank'],
      [{ method: 'fpx', provider: 'NOSUCHBANK' }, 'Choose your bank'],
      [{ method: 'wallet', provider: 'paypal' }, 'Choose your e-wallet'],
      [{ method: 'duitnow', provider: 'MB2U0227' }, 'This way of paying takes no bank or e-wallet'],
      [{ method: 'cheque', provider: null }, 'Choose how to pay'],
    ] as const;
    for (const [paidWith, message] of refusals) {
      const res = await payInSandbox(t, intent.paymentIntentId, 'success', paidWith);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues.map((issue: { message: string }) => issue.message)).toContain(message);
    }
    const waitingCard = await payInSandbox(t, intent.paymentIntentId, 'pending', { method: 'card' });
    expect(waitingCard.statusCode).toBe(400);
    expect((await readOrder(t.db, order.id)).paymentStatus).toBe('PENDING');
  });

  it('keeps the cart when an FPX payment fails, for another try', async () => {
    const user = await createTestUser(t);
    const { order, intent } = await startTestCheckout(t, user);

    const failed = await payInSandbox(t, intent.paymentIntentId, 'failure', { method: 'fpx', provider: 'BCBB0235' });

    expect(failed.json()).toMatchObject({ error: { reason: 'payment_failed', description: 'The test bank refused the payment.' } });
    expect(await readOrder(t.db, order.id)).toMatchObject({ status: 'PENDING' });
    expect(await cartLineCount(t.db, user.id)).toBe(1);
    // Another bank, another try: paid.
    const paid = await payInSandbox(t, intent.paymentIntentId, 'success', { method: 'fpx', provider: 'PBB0233' });
    expect((await confirmTestPayment(t, user, order.id, paid.json<PaidReply>())).json()).toEqual({ paymentStatus: 'PAID' });
    expect((await readOwnOrder(user, order.id)).paidWith).toEqual({ method: 'fpx', provider: 'PBB0233' });
  });

  it('fails the attempt, and keeps the cart, when a signed payment turns out refused at the gateway', async () => {
    const user = await createTestUser(t);
    const { order, intent } = await startTestCheckout(t, user);
    const approved = await payInSandbox(t, intent.paymentIntentId, 'pending', { method: 'fpx', provider: 'RHB0218' });
    const reply = approved.json<PaidReply>();
    // The bank approved, then refused before taking the money: the gateway lists the signed payment as failed.
    await t.db.update(sandboxPayments).set({ status: 'failed', capturesAt: null }).where(eq(sandboxPayments.id, reply.razorpay_payment_id));

    const confirmed = await confirmTestPayment(t, user, order.id, reply);

    expect(confirmed.json()).toEqual({ paymentStatus: 'FAILED' });
    // The confirmation page is told it failed, not to wait for ever.
    const verified = await t.app.inject({ method: 'GET', url: `/api/v1/payments/verify/${intent.paymentIntentId}`, headers: user.headers });
    expect(verified.json()).toEqual({ success: false, message: 'Payment failed' });
    expect(await readOrder(t.db, order.id)).toMatchObject({ status: 'PENDING' });
    expect(await cartLineCount(t.db, user.id)).toBe(1);
  });

  it('waits for a bank that captures later, and its capture pays the order even after it would have expired', async () => {
    const user = await createTestUser(t);
    const { order, intent } = await startTestCheckout(t, user);

    // The bank approves; the shopper comes back before the money is taken.
    const approved = await payInSandbox(t, intent.paymentIntentId, 'pending', { method: 'fpx', provider: 'RHB0218' });
    const confirmed = await confirmTestPayment(t, user, order.id, approved.json<PaidReply>());
    expect(confirmed.json()).toEqual({ paymentStatus: 'PENDING' });
    expect(await readOrder(t.db, order.id)).toMatchObject({ status: 'PENDING', paymentStatus: 'PENDING' });
    // A second payment of the order is refused while the bank confirms the first.
    const second = await payInSandbox(t, intent.paymentIntentId, 'success', { method: 'card' });
    expect(second.statusCode).toBe(409);

    // Past the 30 minutes: the sweeper finds the approved payment and leaves the order waiting for it.
    clock.advance(31 * MINUTE);
    await t.app.ctx.flows.expireOnce();
    expect(await readOrder(t.db, order.id)).toMatchObject({ status: 'PENDING' });

    // The bank captures; the reconciler hears of it and the order is paid, with how it was paid.
    await bankCapturesNow(intent.paymentIntentId);
    clock.advance(5 * MINUTE);
    await t.app.ctx.flows.reconcileOnce();
    expect(await readOrder(t.db, order.id)).toMatchObject({ status: 'PAID', paymentStatus: 'PAID' });
    expect((await readOwnOrder(user, order.id)).paidWith).toEqual({ method: 'fpx', provider: 'RHB0218' });
    expect(await cartLineCount(t.db, user.id)).toBe(0);
  });
});
