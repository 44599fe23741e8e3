import type { PaidWith } from '@durio/shared/payment-methods';

/**
 * The card payment gateway as the shop sees it (docs/product/orders-and-payments.md): Curlec through the official razorpay SDK,
 * or the built-in sandbox that speaks the same protocol. Amounts are integer sen; currency is always MYR.
 */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'curlec';
  /** The public key the checkout script is opened with. */
  readonly keyId: string;
  /** Where the browser loads the Standard Checkout script from. */
  readonly checkoutScriptUrl: string;
  /** True when no real money moves (sandbox, or a Curlec test key). */
  readonly testMode: boolean;

  createOrder(input: { amountSen: number; receipt: string; notes?: Record<string, string> }): Promise<{
    gatewayOrderId: string;
  }>;
  /** Checks the `razorpay_signature` the checkout hands back: HMAC-SHA256 of `order_id|payment_id`. */
  verifyPaymentSignature(input: { gatewayOrderId: string; paymentId: string; signature: string }): boolean;
  /** Checks `X-Razorpay-Signature` over the raw webhook body. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
  /** What the gateway knows about the payments made against one of its orders. */
  fetchOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]>;
  /**
   * Gives back `amountSen` of a captured payment; several partial refunds may follow each other while their sum
   * stays within the capture. `receipt` (the shop's own id of the refund) lets a retry find a refund already made.
   */
  refund(paymentId: string, amountSen: number, receipt?: string): Promise<{ refundId: string }>;
  /** The refunds made of one payment so far. */
  fetchRefunds(paymentId: string): Promise<GatewayRefund[]>;
}

export interface GatewayRefund {
  id: string;
  amountSen: number;
  /** The shop's id of the refund, when it gave one. */
  receipt: string | null;
}

/** Razorpay's payment states; only `captured` means the money arrived. */
export type GatewayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface GatewayPayment {
  id: string;
  status: GatewayPaymentStatus;
  amountSen: number;
  /** How it was made (a card, FPX and its bank, an e-wallet, DuitNow QR); null when the gateway did not say. */
  paidWith: PaidWith | null;
}

export const GATEWAY_CURRENCY = 'MYR';
