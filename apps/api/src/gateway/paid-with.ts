import { paymentMethods, type PaidWith, type PaymentMethod } from '@durio/shared/payment-methods';

/**
 * How a payment was made, read from a Razorpay payment entity (docs/product/payment-methods.md): its `method`, and
 * the FPX `bank` or the e-wallet's `wallet`. Null for a method the shop does not know (it is still paid; the order
 * just does not say how).
 */
export function paidWithOf(entity: { method?: string | null; bank?: string | null; wallet?: string | null }): PaidWith | null {
  if (!entity.method || !(paymentMethods as readonly string[]).includes(entity.method)) return null;
  return { method: entity.method as PaymentMethod, provider: entity.bank ?? entity.wallet ?? null };
}
