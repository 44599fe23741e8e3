import { PAYMENT_AWAITED, type VerifyPaymentReply } from '@durio/shared/schemas/orders';
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

/** Whether the shop still waits for the money: no answer yet, or one saying it has not arrived. */
export const paymentAwaited = (reply: VerifyPaymentReply | undefined) => reply === undefined || reply.message === PAYMENT_AWAITED;

/**
 * With `untilPaid`, asks again every few seconds while the shop waits for the money (a bank confirming it later),
 * and stops at any other answer: paid, or failed after all.
 */
export function usePaymentVerification(paymentIntentId: string | null, { untilPaid = false } = {}) {
  return useQuery({
    ...paymentVerificationQueryOptions(paymentIntentId ?? ''),
    enabled: paymentIntentId !== null,
    refetchInterval: untilPaid ? (query) => (paymentAwaited(query.state.data) ? BANK_CONFIRMING_POLL_MS : false) : false,
  });
}
