import type { InitiatePaymentReply, Order } from '@durio/shared/schemas/orders';
import type { Clock } from '../lib/clock';
import { createFlows } from '../flows/flows';
import { createGateway } from '../gateway/create-gateway';
import { createTestProduct, placeTestOrder, type TestUser } from './factories';
import type { TestApp } from './test-app';

const PAY = '/api/v1/payments';

/** What the checkout widget hands back when the card was taken. */
export interface PaidReply {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** `POST /payments/initiate` for one of the user's orders; throws unless 200. */
export async function openTestPayment(t: TestApp, user: TestUser, orderId: string): Promise<InitiatePaymentReply> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${PAY}/initiate`,
    headers: user.headers,
    payload: { orderId, description: 'Durio order' },
  });
  if (res.statusCode !== 200) throw new Error(`openTestPayment: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * The sandbox's window: the card (or the way given: FPX and its bank, an e-wallet, DuitNow QR) is charged, declined,
 * or approved for a capture later (docs/product/payment-methods.md).
 */
export function payInSandbox(
  t: TestApp,
  paymentIntentId: string,
  outcome: 'success' | 'failure' | 'pending',
  paidWith: { method?: string; provider?: string | null } = {},
) {
  return t.app.inject({ method: 'POST', url: `${PAY}/sandbox/pay`, payload: { paymentIntentId, outcome, ...paidWith } });
}

/** `POST /payments/confirm` with what the widget handed back. */
export function confirmTestPayment(t: TestApp, user: TestUser, orderId: string, reply: PaidReply) {
  return t.app.inject({
    method: 'POST',
    url: `${PAY}/confirm`,
    headers: user.headers,
    payload: {
      orderId,
      razorpayPaymentId: reply.razorpay_payment_id,
      razorpayOrderId: reply.razorpay_order_id,
      razorpaySignature: reply.razorpay_signature,
    },
  });
}

export interface TestCheckout {
  order: Order;
  productId: string;
  intent: InitiatePaymentReply;
}

/** A pending order of `quantity` of a new product with `stock` (its product still in the cart), and a payment opened for it. */
export async function startTestCheckout(
  t: TestApp,
  user: TestUser,
  opts: { stock?: number; quantity?: number } = {},
): Promise<TestCheckout> {
  const product = await createTestProduct(t.db, { stock: opts.stock ?? 10 });
  const order = await placeTestOrder(t, user, [{ product, quantity: opts.quantity ?? 1 }]);
  return { order, productId: product.id, intent: await openTestPayment(t, user, order.id) };
}

/** What another process would build its flows from: the same database and settings, its own gateway client and clock. */
export function flowDepsOf(t: TestApp, clock: Clock) {
  return {
    db: t.db,
    gateway: createGateway(t.config, t.db),
    clock,
    storage: t.app.ctx.storage,
    mail: { kick: () => t.app.ctx.mailer.kick(), publicUrl: t.config.publicUrl, shopEmail: t.config.shopEmail },
    reconcileSweepSeconds: t.config.reconcileSweepSeconds,
    paymentLeaseMs: t.config.paymentLeaseMs,
    orderExpiryMinutes: t.config.orderExpiryMinutes,
    lowStockDigestHour: t.config.lowStockDigestHour,
  };
}

/** The flows as another process would run them. */
export function flowsOfAnotherProcess(t: TestApp, clock: Clock) {
  return createFlows(flowDepsOf(t, clock));
}
