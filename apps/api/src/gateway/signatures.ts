import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';

/**
 * Signature checks of both gateways, done by the razorpay SDK itself so the sandbox and Curlec
 * verify exactly alike. The SDK throws on missing parts; a missing part is simply a bad signature.
 */
export function isValidPaymentSignature(
  input: { gatewayOrderId: string; paymentId: string; signature: string },
  secret: string,
): boolean {
  if (!input.gatewayOrderId || !input.paymentId || !input.signature) return false;
  return validatePaymentVerification(
    { order_id: input.gatewayOrderId, payment_id: input.paymentId },
    input.signature,
    secret,
  );
}

export function isValidWebhookSignature(rawBody: string, signature: string, secret: string): boolean {
  if (!signature) return false;
  return validateWebhookSignature(rawBody, signature, secret);
}
