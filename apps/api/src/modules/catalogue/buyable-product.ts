import { and, eq, sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema';
import { publicProductCondition } from './product-reader';

/**
 * The one rule of what a shopper can buy: a product in the shop (not deleted, of a verified farm) that is
 * marked available. Whether enough is in stock is checked where the quantity is known: by the cart, and by
 * the order's conditional stock update. Queries using it join `farms`.
 */
export const buyableProductCondition: SQL = and(publicProductCondition, eq(products.available, true))!;

/** The same rule as a selected column, for a product read to tell the shopper why it cannot be bought. */
export const isBuyableColumn = sql<boolean>`(${buyableProductCondition})`;
