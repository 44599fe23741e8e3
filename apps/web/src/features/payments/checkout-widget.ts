import { curlecCheckoutDisplay } from '@durio/shared/payment-methods';
import type { InitiatePaymentReply } from '@durio/shared/schemas/orders';
import { translateMessage } from '@/lib/api-messages';
import { language, translator } from '@/lib/i18n';
import { loadScript } from '@/lib/load-script';

/** The signed answer of Razorpay Standard Checkout (and of the built-in sandbox, which copies it). */
export interface GatewayPayment {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface GatewayFailure {
  error?: { code?: string; description?: string; reason?: string };
}

interface CheckoutOptions {
  key: string;
  amount: string;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  notes: { address: string };
  theme: { color: string };
  /** Curlec's own window reads it; the sandbox's offers the same ways to pay without it. */
  config: { display: ReturnType<typeof curlecCheckoutDisplay> };
  handler: (payment: GatewayPayment) => void;
  modal: { ondismiss: () => void };
}

interface CheckoutWidget {
  open(): void;
  close?(): void;
  on(event: 'payment.failed', callback: (failure: GatewayFailure) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: CheckoutOptions) => CheckoutWidget;
  }
}

export type WidgetOutcome =
  | { kind: 'paid'; payment: GatewayPayment }
  | { kind: 'failed'; description: string }
  | { kind: 'dismissed' };

export interface WidgetDetails {
  description: string;
  prefill: { name: string; email: string; contact: string };
  /** The delivery address on one line, or 'Pickup from dropoff point'. */
  address: string;
}

/**
 * The gateway's checkout script. The built-in sandbox (test mode) writes its window in the language it is asked for:
 * the page's (docs/product/languages.md). Curlec's script is Curlec's own, loaded as it is given.
 */
function checkoutScriptUrl(intent: InitiatePaymentReply): string {
  if (!intent.testMode) return intent.checkoutScriptUrl;
  const url = new URL(intent.checkoutScriptUrl, window.location.origin);
  url.searchParams.set('lang', language);
  return url.href;
}

/**
 * Loads the gateway's checkout script and opens its window for the payment intent. Resolves once with
 * what the shopper did: paid (with the signature to confirm), failed, or closed the window.
 */
export async function openCheckoutWidget(intent: InitiatePaymentReply, details: WidgetDetails): Promise<WidgetOutcome> {
  await loadScript(checkoutScriptUrl(intent));
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('Failed to load the payment window. Please try again.');

  return new Promise<WidgetOutcome>((resolve) => {
    let settled = false;
    const settle = (outcome: WidgetOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const widget = new Razorpay({
      key: intent.keyId,
      amount: intent.amount,
      currency: intent.currency,
      name: 'Durio',
      description: details.description,
      order_id: intent.paymentIntentId,
      prefill: details.prefill,
      notes: { address: details.address },
      theme: { color: '#10b981' },
      config: { display: curlecCheckoutDisplay(translator('buying')('payment.waysToPay')) },
      handler: (payment) => settle({ kind: 'paid', payment }),
      modal: { ondismiss: () => settle({ kind: 'dismissed' }) },
    });
    widget.on('payment.failed', (failure) => {
      const description = failure.error?.description;
      settle({ kind: 'failed', description: description ? translateMessage(description) : translator('buying')('payment.declined') });
      // A failure returns to the form, so the gateway's own retry window goes away.
      widget.close?.();
    });
    widget.open();
  });
}
