import { orderNumber } from '@durio/shared/order-number';
import { translator } from '@/lib/i18n';
import { confirmPayment } from './api/confirm-payment';
import { initiatePayment } from './api/initiate-payment';
import { openCheckoutWidget } from './checkout-widget';

export type PayOutcome =
  | { kind: 'paid'; paymentIntentId: string }
  /** The bank approved and captures later (FPX, DuitNow QR: docs/product/payment-methods.md); the order waits for it. */
  | { kind: 'pending'; paymentIntentId: string }
  | { kind: 'dismissed' }
  | { kind: 'failed'; message: string };

/**
 * Pays a placed order (docs/product/cart-and-checkout.md): opens a payment for it, lets the gateway window take the card, and
 * confirms the signed answer with the server. Shared by checkout and 'Complete payment' (docs/product/orders-and-payments.md).
 * `onOpening` runs once the gateway is about to open, with whether it is the test-mode sandbox.
 */
export async function payOrder(
  order: { id: string },
  customer: { prefill: { name: string; email: string; contact: string }; addressNote: string },
  onOpening?: (testMode: boolean) => void,
): Promise<PayOutcome> {
  const t = translator('buying');
  const intent = await initiatePayment({ orderId: order.id, description: `Durio order ${orderNumber(order.id)}` });
  onOpening?.(intent.testMode);
  const outcome = await openCheckoutWidget(intent, {
    description: t('payment.description', { number: orderNumber(order.id) }),
    prefill: customer.prefill,
    address: customer.addressNote,
  });
  if (outcome.kind === 'dismissed') return { kind: 'dismissed' };
  if (outcome.kind === 'failed') return { kind: 'failed', message: t('payment.failedWithReason', { reason: outcome.description }) };
  const confirmation = await confirmPayment({
    orderId: order.id,
    razorpayPaymentId: outcome.payment.razorpay_payment_id,
    razorpayOrderId: outcome.payment.razorpay_order_id,
    razorpaySignature: outcome.payment.razorpay_signature,
  }).catch(() => null);
  if (confirmation?.paymentStatus === 'PAID') return { kind: 'paid', paymentIntentId: intent.paymentIntentId };
  if (confirmation?.paymentStatus === 'PENDING') return { kind: 'pending', paymentIntentId: intent.paymentIntentId };
  return { kind: 'failed', message: t('payment.verificationFailed') };
}
