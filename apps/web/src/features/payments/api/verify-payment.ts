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

export function usePaymentVerification(paymentIntentId: string | null) {
  return useQuery({ ...paymentVerificationQueryOptions(paymentIntentId ?? ''), enabled: paymentIntentId !== null });
}
