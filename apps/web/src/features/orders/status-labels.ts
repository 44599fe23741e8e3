import type { OrderStatus } from '@durio/shared/order-status';
import type { PaymentStatus } from '@durio/shared/payment-status';
import type { MessageKey, Translate } from '@/lib/i18n';

/*
 * The one mapping from an order's or a payment's status to its words (translation glossary, status table):
 * every badge, table and timeline of the buying pages reads its label here.
 */

const orderStatusKeys: Record<OrderStatus, MessageKey<'buying'>> = {
  PENDING: 'status.pending',
  PAID: 'status.paid',
  PROCESSING: 'status.processing',
  SHIPPED: 'status.shipped',
  DELIVERED: 'status.delivered',
  CANCELLED: 'status.cancelled',
};

const paymentStatusKeys: Record<PaymentStatus, MessageKey<'buying'>> = {
  PENDING: 'status.pending',
  PAID: 'status.paid',
  FAILED: 'status.failed',
  REFUNDED: 'status.refunded',
};

/** 'PROCESSING' → 'Processing': a status this app does not know yet, as it came. */
function capitalized(status: string): string {
  const lower = status.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** An order's status in this page's language; a pickup order's SHIPPED is 'Ready for pickup'. */
export function orderStatusLabel(t: Translate<'buying'>, status: string, isPickup = false): string {
  const upper = status.toUpperCase();
  if (isPickup && upper === 'SHIPPED') return t('status.readyForPickup');
  const key = orderStatusKeys[upper as OrderStatus] as MessageKey<'buying'> | undefined;
  return key ? t(key) : capitalized(status);
}

/** A payment's status in this page's language. */
export function paymentStatusLabel(t: Translate<'buying'>, status: string): string {
  const key = paymentStatusKeys[status.toUpperCase() as PaymentStatus] as MessageKey<'buying'> | undefined;
  return key ? t(key) : capitalized(status);
}
