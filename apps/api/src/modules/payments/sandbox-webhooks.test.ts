import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sandboxWebhooks, webhookEvents } from '../../db/schema';
import { createSandboxGateway, isSandboxGateway } from '../../gateway/sandbox';
import { loadOrCreateSecret } from '../../lib/local-secret';
import { createTestUser } from '../../test-support/factories';
import { payInSandbox, startTestCheckout } from '../../test-support/payments';
import { cartLineCount, readOrder, readPayment } from '../../test-support/rows';
import { createTestApp, type TestApp } from '../../test-support/test-app';

// SANDBOX_WEBHOOK_DELAY_MS is 0 in tests: the sandbox sends its webhook right after answering the pay call.
// Wide: the suite may run at a low priority beside the browser tests (.ci/run), and a webhook is sent on a timer.
const WAIT = { timeout: 30_000, interval: 20 };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A customer's order, paid (or declined) on the sandbox's card form. */
async function checkoutPaidInSandbox(outcome: 'success' | 'failure') {
  const user = await createTestUser(t);
  const { order, intent } = await startTestCheckout(t, user);
  const res = await payInSandbox(t, intent.paymentIntentId, outcome);
  expect(res.statusCode).toBe(200);
  return { user, order, gatewayOrderId: intent.paymentIntentId };
}

/**
 * The sandbox as a process that died before sending anything would have run it: same database and
 * secret, no way to deliver. Its webhooks stay queued for whichever process sends them.
 */
function sandboxOfADeadProcess(secret = loadOrCreateSecret('sandbox-gateway-secret', t.config.dataDir)) {
  return createSandboxGateway({ db: t.db, secret, webhookDelayMs: 0 });
}

const queuedWebhooks = () => t.db.select().from(sandboxWebhooks);

function theAppsSandbox() {
  const gateway = t.app.ctx.gateway;
  if (!isSandboxGateway(gateway)) throw new Error('the test app runs the sandbox gateway');
  return gateway;
}

describe('sandbox webhooks', () => {
  it('sends payment.captured through the real webhook route, which pays the order', async () => {
    const { user, order } = await checkoutPaidInSandbox('success');

    await vi.waitFor(async () => expect(await readOrder(t.db, order.id)).toMatchObject({ status: 'PAID', paymentStatus: 'PAID' }), WAIT);
    expect(await cartLineCount(t.db, user.id)).toBe(0);
    const events = await t.db.select().from(webhookEvents);
    expect(events.some((e) => e.eventType === 'payment.captured' && e.id.startsWith('evt_'))).toBe(true);
    await vi.waitFor(async () => expect(await queuedWebhooks()).toEqual([]), WAIT);
  });

  it('sends payment.failed, which records the decline and keeps the cart', async () => {
    const { user, order, gatewayOrderId } = await checkoutPaidInSandbox('failure');

    await vi.waitFor(
      async () =>
        expect(await readPayment(t.db, gatewayOrderId)).toMatchObject({
          status: 'FAILED',
          failureReason: 'Your card was declined by the test bank.',
        }),
      WAIT,
    );
    expect(await readOrder(t.db, order.id)).toMatchObject({ status: 'PENDING', paymentStatus: 'FAILED' });
    expect(await cartLineCount(t.db, user.id)).toBe(1);
  });

  it('keeps the webhook of a payment in the database, so another process sends it after a crash', async () => {
    const user = await createTestUser(t);
    const { order, intent } = await startTestCheckout(t, user);
    await sandboxOfADeadProcess().pay(intent.paymentIntentId, 'success');
    const [queued] = await queuedWebhooks();
    expect(queued).toMatchObject({ attempts: 0 });

    const sent = await theAppsSandbox().deliverDueWebhooks();

    expect(sent).toBe(1);
    expect(await readOrder(t.db, order.id)).toMatchObject({ status: 'PAID' });
    expect(await queuedWebhooks()).toEqual([]);
    // The event kept the id it was queued with, so a second delivery would be ignored.
    expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.id, queued!.id))).toHaveLength(1);
  });

  it('keeps a webhook the shop refused, and tries it again later', async () => {
    const user = await createTestUser(t);
    const { order, intent } = await startTestCheckout(t, user);
    // Signed with another secret, so the shop's webhook route refuses it.
    await sandboxOfADeadProcess('a-secret-the-shop-does-not-know').pay(intent.paymentIntentId, 'success');

    expect(await theAppsSandbox().deliverDueWebhooks()).toBe(0);

    const [kept] = await queuedWebhooks();
    expect(kept).toMatchObject({ attempts: 1 });
    expect(kept!.dueAt.getTime()).toBeGreaterThan(Date.now());
    expect(await readOrder(t.db, order.id)).toMatchObject({ status: 'PENDING' });
    await t.db.delete(sandboxWebhooks);
  });
});
