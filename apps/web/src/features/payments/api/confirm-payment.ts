import type { ConfirmPaymentBody, ConfirmPaymentReply } from '@durio/shared/schemas/orders';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

/** Hands the gateway's signed answer to the server, which checks the signature and marks the order paid. */
export function confirmPayment(body: ConfirmPaymentBody): Promise<ConfirmPaymentReply> {
  return apiRequest<ConfirmPaymentReply>(apiPaths.confirmPayment, { method: 'POST', body });
}
