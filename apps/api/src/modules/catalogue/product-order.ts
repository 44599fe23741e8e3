import { and, asc, desc, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminProductSort } from '@durio/shared/schemas/catalogue';
import { products } from './catalogue.schema';
import { effectivePriceOf } from './product-reader';

/** The columns a list is ordered by, of the products or of the product a page starts after. */
type OrderColumns = Record<'id' | 'createdAt' | 'isFeatured' | 'discountPriceSen' | 'priceSen' | 'name' | 'ratingAverage' | 'stock', AnyColumn>;

/** One key of a list's order, read from `table` (the products, or the product a page starts after). */
interface SortKey {
  of: (table: OrderColumns) => SQL | AnyColumn;
  descending: boolean;
}

/** Ties always fall back to newest first, then id, so paging never repeats or skips a product. */
const tieBreak: SortKey[] = [
  { of: (table) => table.createdAt, descending: true },
  { of: (table) => table.id, descending: false },
];

/**
 * A product's rating, or -1 before its first review (ratings run from 1 to 5): unrated products come last
 * highest first, and the key is never null, so a page after a product can be bounded in the rating's index
 * like any other sort's.
 */
const ratingOrUnrated = (table: OrderColumns) => sql`coalesce(${table.ratingAverage}, -1)`;

/** Each sort's keys before the tie-break; every one has an index in the same order (db/schema.ts). */
const sortKeys: Record<AdminProductSort, SortKey[]> = {
  newest: [],
  featured: [{ of: (table) => table.isFeatured, descending: true }],
  'price-asc': [{ of: effectivePriceOf, descending: false }],
  'price-desc': [{ of: effectivePriceOf, descending: true }],
  'name-asc': [{ of: (table) => sql`lower(${table.name})`, descending: false }],
  'name-desc': [{ of: (table) => sql`lower(${table.name})`, descending: true }],
  rating: [{ of: ratingOrUnrated, descending: true }],
  'stock-asc': [{ of: (table) => table.stock, descending: false }],
  'stock-desc': [{ of: (table) => table.stock, descending: true }],
};

const keysOf = (sort: AdminProductSort): SortKey[] => [...sortKeys[sort], ...tieBreak];

function orderByKey({ of, descending }: SortKey): SQL {
  const value = of(products);
  return descending ? desc(value) : asc(value);
}

/** The ORDER BY of a list sorted by `sort`, newest first without one. */
export function productOrder(sort: AdminProductSort = 'newest'): SQL[] {
  return keysOf(sort).map(orderByKey);
}

/** The product a page starts after, read inside the page's own query. */
const AFTER = 'after_product';
const after = alias(products, AFTER);

/**
 * The products that come after the product `afterId` in the order of `sort` (keyset paging, decision record
 * 028): the page's query then reads on from there in the sort's index, however deep, instead of counting its
 * way past every product before it as OFFSET does. The product's keys are read in the same statement, so a
 * page follows the order as it is now. Lexicographic over the keys: a product is after it when its first key
 * is beyond, or equal and its second key is beyond, and so on to the id, which no two share.
 */
export function afterProduct(afterId: string, sort: AdminProductSort = 'newest'): SQL {
  const keys = keysOf(sort);
  const boundary = (key: SortKey) => sql`(select ${key.of(after)} from ${products} as ${sql.identifier(AFTER)} where ${after.id} = ${afterId})`;
  const beyond = (key: SortKey): SQL =>
    key.descending ? sql`${key.of(products)} < ${boundary(key)}` : sql`${key.of(products)} > ${boundary(key)}`;
  const same = (key: SortKey): SQL => sql`${key.of(products)} = ${boundary(key)}`;
  const laterFrom = (index: number): SQL => {
    const key = keys[index]!;
    return index === keys.length - 1 ? beyond(key) : or(beyond(key), and(same(key), laterFrom(index + 1)))!;
  };
  // Said again as a bound the sort's index can start its scan from: a row comparison over the leading keys
  // that run in one direction (an index reads a row comparison only so far). A bound on the first key alone
  // would make a page deep in a large tie (every unrated product, every product not featured) walk the tie.
  const turn = keys.findIndex((key) => key.descending !== keys[0]!.descending);
  const leading = turn === -1 ? keys : keys.slice(0, turn);
  const columns = sql.join(leading.map((key) => key.of(products)), sql`, `);
  const bounds = sql.join(leading.map(boundary), sql`, `);
  const start = sql`(${columns}) ${sql.raw(keys[0]!.descending ? '<=' : '>=')} (${bounds})`;
  return and(start, laterFrom(0))!;
}
