import { canTakeSubstitute, unfilledFruits } from '@durio/shared/preorder-filling';
import type { Order, OrderPreorder } from '@durio/shared/schemas/orders';
import type { Translate } from '@/lib/i18n';

/*
 * Where a pre-order's fruits stand (docs/product/the-season.md): dropped, still on the tree, refunded, and what the
 * customer is asked once the harvest window ends with some of them still on the tree. Plain functions of the order
 * and the translations they are given, so a test reads them without a page.
 */

/** What the order page says of the window's end: nothing, the choice to make, or what was chosen. */
export type PreorderChoiceState =
  | { kind: 'none' }
  | { kind: 'open'; unfilled: number; dropped: number; decideBy: string; substituteAvailable: boolean; tooLateForSubstitute: boolean }
  | { kind: 'substitute' }
  | { kind: 'refund'; refunded: number };

/**
 * The customer may choose while the choice is open and the order is paid and not cancelled (the server's rule); one that
 * was cancelled meanwhile shows nothing until its choice is made. A choice made stays told, whatever
 * the order's status since.
 */
export function preorderChoiceState(order: Pick<Order, 'status' | 'preorder'> & Partial<Pick<Order, 'weighing'>>): PreorderChoiceState {
  const { preorder } = order;
  const choice = preorder?.choice;
  if (!preorder || !choice) return { kind: 'none' };
  if (choice.made === 'substitute') return { kind: 'substitute' };
  if (choice.made === 'refund') return preorder.fruitsRefunded > 0 ? { kind: 'refund', refunded: preorder.fruitsRefunded } : { kind: 'none' };
  const unfilled = unfilledFruits(preorder);
  if (order.status === 'PENDING' || order.status === 'CANCELLED' || unfilled === 0) return { kind: 'none' };
  return {
    kind: 'open',
    unfilled,
    dropped: preorder.fruitsFilled,
    decideBy: choice.decideBy,
    substituteAvailable: choice.substituteAvailable,
    // The fruit that dropped was weighed or sent already: a fruit from another tree can no longer join it.
    tooLateForSubstitute: !canTakeSubstitute({ status: order.status, weighed: Boolean(order.weighing?.weighedAt) }),
  };
}

/**
 * How far its drop has come, true also once the window has ended: 'Its 2 fruits have not dropped yet', '1 of 2 fruits
 * dropped', 'All 2 fruits have dropped', '1 of 2 fruits dropped, 1 refunded', 'Its 2 fruits did not drop in time and
 * were refunded', and for fruit taken from another tree, that it comes from there. `number` writes a count
 * (lib/format.ts in the app).
 */
export function dropText(
  preorder: Pick<OrderPreorder, 'fruits' | 'fruitsFilled' | 'fruitsRefunded' | 'choice'>,
  t: Translate<'common'>,
  number: (value: number) => string,
): string {
  const { fruits, fruitsFilled: filled, fruitsRefunded: refunded } = preorder;
  // The fruit of another tree counts as filled: the words say where the fruit that did not drop comes from.
  if (preorder.choice?.made === 'substitute') return t('preorder.substituted', { fruits });
  if (refunded > 0) {
    if (filled === 0) return t('preorder.allRefunded', { fruits });
    return t('preorder.droppedAndRefunded', { filled: number(filled), fruits, refunded: number(refunded) });
  }
  if (filled === 0) return t('preorder.notDropped', { fruits });
  if (filled >= fruits) return t('preorder.allDropped', { fruits });
  return t('preorder.dropped', { filled: number(filled), fruits });
}
