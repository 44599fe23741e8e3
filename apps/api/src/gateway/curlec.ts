import Razorpay from 'razorpay';
import { BadGatewayError } from '../lib/errors';
import { GATEWAY_CURRENCY, type GatewayPaymentStatus, type PaymentGateway } from './gateway';
import { paidWithOf } from './paid-with';
import { isValidPaymentSignature, isValidWebhookSignature } from './signatures';

export const CURLEC_CHECKOUT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

export interface CurlecKeys {
  keyId: string;
  keySecret: string;
  /** The secret set for the webhook in the Curlec dashboard (the key secret when not set apart). */
  webhookSecret: string;
}

/**
 * The SDK rejects with a plain `{statusCode, error: {code, description}}` object (or a TypeError when
 * no response came back); either becomes a 502 so the shopper sees "try again", never a 500.
 */
function gatewayFailure(err: unknown): BadGatewayError {
  const description =
    typeof err === 'object' && err !== null && 'error' in err
      ? (err as { error?: { description?: string } }).error?.description
      : undefined;
  return new BadGatewayError(`Payment gateway error: ${description ?? 'no response from Curlec'}`);
}

/** Any failure of the SDK becomes a 502 (the shop's time-out is gateway/answer-within.ts). */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (err) {
    throw gatewayFailure(err);
  }
}

/** Curlec (Razorpay for Malaysia) through the official SDK. */
export function createCurlecGateway(keys: CurlecKeys): PaymentGateway {
  const razorpay = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  return {
    name: 'curlec',
    keyId: keys.keyId,
    checkoutScriptUrl: CURLEC_CHECKOUT_SCRIPT_URL,
    testMode: keys.keyId.startsWith('rzp_test_'),

    async createOrder({ amountSen, receipt, notes }) {
      // The SDK defaults to INR when no currency is given: always say MYR.
      const order = await call(() =>
        razorpay.orders.create({ amount: amountSen, currency: GATEWAY_CURRENCY, receipt, notes: notes ?? {} }),
      );
      return { gatewayOrderId: order.id };
    },

    verifyPaymentSignature: (input) => isValidPaymentSignature(input, keys.keySecret),
    verifyWebhookSignature: (rawBody, signature) => isValidWebhookSignature(rawBody, signature, keys.webhookSecret),

    async fetchOrderPayments(gatewayOrderId) {
      const { items } = await call(() => razorpay.orders.fetchPayments(gatewayOrderId));
      return items.map((p) => ({
        id: p.id,
        status: p.status as GatewayPaymentStatus,
        amountSen: Number(p.amount),
        paidWith: paidWithOf(p),
      }));
    },

    async refund(paymentId, amountSen, receipt) {
      const refund = await call(() => razorpay.payments.refund(paymentId, { amount: amountSen, ...(receipt && { receipt }) }));
      return { refundId: refund.id };
    },

    async fetchRefunds(paymentId) {
      // A payment has at most a handful of refunds (the weighing's, then a cancel's): one page of 100 holds them.
      const { items } = await call(() => razorpay.payments.fetchMultipleRefund(paymentId, { count: 100 }));
      return items.map((r) => ({ id: r.id, amountSen: Number(r.amount), receipt: r.receipt ?? null }));
    },
  };
}
