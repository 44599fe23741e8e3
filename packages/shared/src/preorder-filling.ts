import type { OrderStatus } from './order-status';

/**
 * The filling rule of a drop (docs/product/the-season.md, Pre-orders): the fruits that fell go to the paid pre-orders
 * in the order they were placed, each taking what it still waits for, until none is left. Answers, for each
 * pre-order in that order, how many fruits it takes; a pre-order after the drop ran out takes 0.
 */
export function fillInOrder(waiting: readonly { fruits: number; fruitsFilled: number }[], dropped: number): number[] {
  let left = dropped;
  return waiting.map((preorder) => {
    const take = Math.max(0, Math.min(left, preorder.fruits - preorder.fruitsFilled));
    left -= take;
    return take;
  });
}

/** A pre-order's fruits neither dropped (nor taken from another tree) nor refunded: still on the tree. */
export function unfilledFruits(preorder: { fruits: number; fruitsFilled: number; fruitsRefunded: number }): number {
  return Math.max(0, preorder.fruits - preorder.fruitsFilled - preorder.fruitsRefunded);
}

/**
 * A pre-order is packed once some of its fruit has dropped: what fell is weighed and sent while fresh, and what is
 * still on the tree waits for the window's end (docs/product/the-season.md). Before any has, it waits.
 */
export const awaitsFirstDrop = (preorder: { fruitsFilled: number }): boolean => preorder.fruitsFilled === 0;

/**
 * At a window's end a fruit from another tree joins the order only while it is still to be weighed and packed (paid,
 * or being packed and not weighed yet); after that only the refund is left (docs/product/the-season.md).
 */
export const canTakeSubstitute = (order: { status: OrderStatus; weighed: boolean }): boolean =>
  order.status === 'PAID' || (order.status === 'PROCESSING' && !order.weighed);
