import type { VerifyPaymentReply } from '@durio/shared/schemas/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

export function verifyPayment(paymentIntentId: string, signal?: AbortSignal): Promise<VerifyPaymentReply> {
  return apiRequest<VerifyPaymentReply>(apiPaths.verifyPayment(paymentIntentId), { signal });
}

/** The confirmation page verifies the payment once, never again on focus or remount (docs/product/cart-and-checkout.md). */
export const paymentVerificationQueryOptions = (paymentIntentId: string) =>
  queryOptions({
    queryKey: ['payments', 'verify', paymentIntentId],
    queryFn: ({ signal }) => verifyPayment(paymentIntentId, signal),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** How often the page asks again while a bank confirms a payment it approved (docs/product/payment-methods.md). */
const BANK_CONFIRMING_POLL_MS = 5_000;

/** With `untilPaid`, asks again every few seconds until the payment is verified: a bank confirming it later. */
export function usePaymentVerification(paymentIntentId: string | null, { untilPaid = false } = {}) {
  return useQuery({
    ...paymentVerificationQueryOptions(paymentIntentId ?? ''),
    enabled: paymentIntentId !== null,
    refetchInterval: untilPaid ? (query) => (query.state.data?.success ? false : BANK_CONFIRMING_POLL_MS) : false,
  });
}
