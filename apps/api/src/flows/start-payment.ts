import { cardToPaySen } from '@durio/shared/credit';
import type { InitiatePaymentReply } from '@durio/shared/schemas/orders';
import { GATEWAY_CURRENCY } from '../gateway/gateway';
import { ConflictError } from '../lib/errors';
import { findOwnOrder } from '../modules/orders/public';
import { recordPaymentAttempt } from '../modules/payments/public';
import type { FlowDeps } from './flow-deps';

/**
 * Start a payment (POST /payments/initiate, docs/product/orders-and-payments.md): opens an attempt at the
 * gateway for the customer's order awaiting payment, and records it so the reconciler asks about it until
 * it is settled, whatever is lost on the way.
 */
export function createStartPayment({ db, gateway, clock }: FlowDeps, { firstCheckAt }: { firstCheckAt: (now: Date) => Date }) {
  async function startPayment(userId: string, input: { orderId: string; description?: string }): Promise<InitiatePaymentReply> {
    // 1. The customer's own order, still waiting for its money (404, else 409).
    const order = await findOwnOrder(db, userId, input.orderId);
    if (order.status !== 'PENDING' || order.expiresAt <= clock.now()) throw new ConflictError('Order is not awaiting payment');
    // 2. The gateway opens its order for what is left to pay after store credit (docs/product/store-credit.md), before
    //    and outside the one insert that records it.
    const amountSen = cardToPaySen(order);
    const notes: Record<string, string> = { orderId: order.id };
    if (input.description) notes.description = input.description;
    const { gatewayOrderId } = await gateway.createOrder({ amountSen, receipt: order.id, notes });
    // 3. The attempt is recorded, with the time the reconciler first checks it.
    const now = clock.now();
    await recordPaymentAttempt(db, {
      orderId: order.id,
      gateway: gateway.name,
      gatewayOrderId,
      amountSen,
      currency: GATEWAY_CURRENCY,
      firstCheckAt: firstCheckAt(now),
      at: now,
    });
    // 4. The web app opens the checkout with it.
    return {
      paymentIntentId: gatewayOrderId,
      amount: String(amountSen),
      currency: GATEWAY_CURRENCY,
      keyId: gateway.keyId,
      checkoutScriptUrl: gateway.checkoutScriptUrl,
      testMode: gateway.testMode,
    };
  }

  return { startPayment };
}
