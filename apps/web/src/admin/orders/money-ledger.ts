import type { MoneyMovement } from '@durio/shared/schemas/orders';
import type { MessageKey } from '@/lib/i18n';

/*
 * How the console's Money section names each movement of an order's money (docs/product/orders-and-payments.md,
 * "Money after the sale"): what it was, by its reason, and whether the gateway has confirmed it.
 */

const whatKeys: Record<MoneyMovement['reason'], MessageKey<'admin'>> = {
  payment: 'money.what.payment',
  weighing: 'money.what.weighing',
  cancel: 'money.what.cancel',
  duplicate: 'money.what.duplicate',
  unfilled: 'money.what.unfilled',
  guarantee: 'money.what.guarantee',
};

const statusKeys: Record<MoneyMovement['status'], MessageKey<'admin'>> = {
  DONE: 'money.status.done',
  PENDING: 'money.status.pending',
};

/**
 * 'Payment captured', 'Refund: weighing', 'Refund: cancelled order', 'Refund: duplicate payment', 'Refund: fruit that did
 * not drop' (pre-ordered fruit still on the tree when its window ended, docs/product/the-season.md).
 */
export const movementWhatKey = (movement: Pick<MoneyMovement, 'reason'>): MessageKey<'admin'> => whatKeys[movement.reason];

/** 'Done', or 'Waiting for the gateway' for a refund asked of the gateway and not yet confirmed. */
export const movementStatusKey = (movement: Pick<MoneyMovement, 'status'>): MessageKey<'admin'> => statusKeys[movement.status];
