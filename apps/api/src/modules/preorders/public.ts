/*
 * What other code may use of the pre-orders module (docs/product/the-season.md, Pre-orders): its routes, and the
 * steps of placing, paying and cancelling a pre-order that the flows and the orders module take. Its tables are in
 * preorders.schema.ts.
 */
export {
  awaitingDropCondition,
  droppedFruitCondition,
  findOfferToPreorder,
  fruitsStillOnTree,
  isPreorder,
  preordersOfOrders,
  recordPreorder,
  reservePreorderFruits,
  returnPreorderFruits,
} from './preorder-reservations';
export { fillPreorder, recordDropRow, waitingPreordersOf, type WaitingPreorder } from './preorder-drops';
export {
  choiceDeadline,
  choicesPastDue,
  findOpenChoice,
  markChoiceOffered,
  preordersToOfferChoice,
  recordChoice,
  type OpenChoice,
} from './preorder-window-end';
export { preordersRoutes } from './preorders.routes';
