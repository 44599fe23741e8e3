import type { PaymentStatus } from '@durio/shared/payment-status';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

export interface ConfirmPaymentBody {
  orderId: string;
  razorpayPaymentId: string;
  razorpayOrderId: string;
  razorpaySignature: string;
}

/** Hands the gateway's signed answer to the server, which checks the signature and marks the order paid. */
export function confirmPayment(body: ConfirmPaymentBody): Promise<{ paymentStatus: PaymentStatus }> {
  return apiRequest<{ paymentStatus: PaymentStatus }>(apiPaths.confirmPayment, { method: 'POST', body });
}
