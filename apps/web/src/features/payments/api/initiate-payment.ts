import type { InitiatePaymentReply } from '@durio/shared/schemas/orders';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

/** Opens a payment intent at the gateway for the order; its amount is the server's total in sen. */
export async function initiatePayment(body: { orderId: string; description: string }): Promise<InitiatePaymentReply> {
  const reply = await apiRequest<InitiatePaymentReply>(apiPaths.initiatePayment, { method: 'POST', body });
  if (!reply?.paymentIntentId) throw new Error('Failed to initiate payment');
  return reply;
}
