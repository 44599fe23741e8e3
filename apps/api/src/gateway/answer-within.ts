import { BadGatewayError } from '../lib/errors';
import type { PaymentGateway } from './gateway';

/** What a call the gateway did not answer in time rejects with: the shopper sees "try again", never a 500. */
export const GATEWAY_NO_ANSWER = 'Payment gateway error: no answer from the gateway in time';

/**
 * The gateway as the shop calls it: every call gives up after `timeoutMs` (GATEWAY_TIMEOUT_SECONDS) with a 502. The
 * razorpay SDK itself never gives up on a request, and a payment's lease (PAYMENT_LEASE_SECONDS) must outlast the calls
 * made under it. A call given up on may still have been done at the gateway: each caller's retry finds it
 * (docs/product/running.md, "When a part fails").
 */
export function answeringWithin<G extends PaymentGateway>(gateway: G, timeoutMs: number): G {
  function within<A extends unknown[], R>(call: (...args: A) => Promise<R>) {
    return async (...args: A): Promise<R> => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new BadGatewayError(GATEWAY_NO_ANSWER)), timeoutMs);
      });
      try {
        return await Promise.race([call(...args), timeout]);
      } finally {
        clearTimeout(timer);
      }
    };
  }
  return {
    ...gateway,
    createOrder: within(gateway.createOrder),
    fetchOrderPayments: within(gateway.fetchOrderPayments),
    refund: within(gateway.refund),
    fetchRefunds: within(gateway.fetchRefunds),
  };
}
