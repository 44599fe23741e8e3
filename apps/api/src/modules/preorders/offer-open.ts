import { and, gte, isNull, type SQL } from 'drizzle-orm';
import { harvestWindows, products } from '../catalogue/catalogue.schema';
import { preorderOffers } from './preorders.schema';

/**
 * An offer taking reservations on the Malaysian `day` (docs/product/the-season.md, Pre-orders): not closed by the
 * admin, its window not over, the fruit that prices it still in the shop. The `open` of every offer read, the
 * shoppers' lists and the check before a pre-order is placed all use it; a query using it joins the offer's window
 * and product.
 */
export const openOn = (day: string): SQL =>
  and(isNull(preorderOffers.closedAt), gte(harvestWindows.endsOn, day), isNull(products.deletedAt))!;
