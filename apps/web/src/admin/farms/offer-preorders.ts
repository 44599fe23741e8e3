import { unfilledFruits } from '@durio/shared/preorder-filling';
import type { UnfilledChoice } from '@durio/shared/schemas/orders';
import type { OfferPreorders } from '@durio/shared/schemas/preorders';
import type { MessageKey } from '@/lib/i18n';

/*
 * What the console's list of an offer's pre-orders says of each (docs/product/the-season.md, Pre-orders): the fruits
 * it still waits for, and what its customer chose when the window ended with fruit still on the tree.
 */

export type OfferPreorder = OfferPreorders['data'][number];

/** The fruits still to drop for a pre-order; null for a cancelled one, which waits for nothing. */
export function fruitsWaiting(preorder: Pick<OfferPreorder, 'status' | 'fruits' | 'fruitsFilled' | 'fruitsRefunded'>): number | null {
  return preorder.status === 'CANCELLED' ? null : unfilledFruits(preorder);
}

const choiceKeys: Record<UnfilledChoice, MessageKey<'admin-catalogue'>> = {
  substitute: 'preorders.list.choice.substitute',
  refund: 'preorders.list.choice.refund',
};

/** 'Fruit from another tree' or 'Refund'; null while nothing was asked or the customer has not answered. */
export const choiceKey = (choice: OfferPreorder['choice']): MessageKey<'admin-catalogue'> | null => (choice === null ? null : choiceKeys[choice]);
