import type { Farm } from '@durio/shared/schemas/catalogue';
import type { MessageKey, Translate } from '@/lib/i18n';

/*
 * The console's one wording of each status (the glossary's status table): badges, filters, order moves, the
 * order's updates and its history all name a status through these. A value the shop does not know is shown
 * as it came.
 */

type Key = MessageKey<'admin'>;

const orderStatusKeys: Record<string, Key> = {
  PENDING: 'status.order.PENDING',
  PAID: 'status.order.PAID',
  PROCESSING: 'status.order.PROCESSING',
  SHIPPED: 'status.order.SHIPPED',
  DELIVERED: 'status.order.DELIVERED',
  CANCELLED: 'status.order.CANCELLED',
};

const paymentStatusKeys: Record<string, Key> = {
  PENDING: 'status.payment.PENDING',
  PAID: 'status.payment.PAID',
  FAILED: 'status.payment.FAILED',
  REFUNDED: 'status.payment.REFUNDED',
};

const farmStatusKeys: Record<Farm['verificationStatus'], Key> = {
  PENDING: 'status.farm.PENDING',
  VERIFIED: 'status.farm.VERIFIED',
  REJECTED: 'status.farm.REJECTED',
};

/** An order's status; a pickup order's SHIPPED is 'ready for pickup' (its parcel waits at the point). */
export function orderStatusLabel(t: Translate<'admin'>, status: string, isPickup = false): string {
  if (isPickup && status === 'SHIPPED') return t('status.order.readyForPickup');
  const key = orderStatusKeys[status];
  return key ? t(key) : status;
}

export function paymentStatusLabel(t: Translate<'admin'>, status: string): string {
  const key = paymentStatusKeys[status];
  return key ? t(key) : status;
}

export function farmStatusLabel(t: Translate<'admin'>, status: Farm['verificationStatus']): string {
  const key = farmStatusKeys[status];
  return key ? t(key) : status;
}
