import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { rmToSen } from '@durio/shared/money';
import type { Product, ProductListQuery, ProductSort } from '@durio/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { categories, farms, productCategories, products, reviews } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import type { FileStorage } from '../../storage/file-storage';
import {
  createProductReader,
  effectivePriceSen,
  publicProductCondition,
  visibleProductCondition,
} from './product-reader';
import { matchAllWords } from './search-terms';

export interface ProductPage {
  data: Product[];
  total: number;
}

const averageRating = sql`(select avg(${reviews.rating}) from ${reviews} where ${reviews.productId} = ${products.id})`;

/** Ties always fall back to newest first, then id, so paging never repeats or skips a product. */
const tieBreak = [desc(products.createdAt), asc(products.id)];

const sortOrders: Record<ProductSort, SQL[]> = {
  newest: [],
  featured: [desc(products.isFeatured)],
  'price-asc': [asc(effectivePriceSen)],
  'price-desc': [desc(effectivePriceSen)],
  'name-asc': [asc(sql`lower(${products.name})`)],
  'name-desc': [desc(sql`lower(${products.name})`)],
  rating: [sql`${averageRating} desc nulls last`],
};

function filterConditions(query: Omit<ProductListQuery, 'skip' | 'take' | 'sort'>): SQL[] {
  const conditions: (SQL | undefined)[] = [
    publicProductCondition,
    query.farmId ? eq(products.farmId, query.farmId) : undefined,
    query.treeId ? eq(products.treeId, query.treeId) : undefined,
    query.available === undefined ? undefined : eq(products.available, query.available),
    query.featured === undefined ? undefined : eq(products.isFeatured, query.featured),
    query.seasonal === undefined ? undefined : eq(products.seasonal, query.seasonal),
    query.minPrice === undefined ? undefined : sql`${effectivePriceSen} >= ${rmToSen(query.minPrice)}`,
    query.maxPrice === undefined ? undefined : sql`${effectivePriceSen} <= ${rmToSen(query.maxPrice)}`,
    query.categoryId
      ? sql`exists (select 1 from ${productCategories} where ${productCategories.productId} = ${products.id} and ${productCategories.categoryId} = ${query.categoryId})`
      : undefined,
    matchAllWords(query.search, [products.name, products.description, products.variety, farms.name]),
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

/** What visitors and customers read of the catalogue's products. */
export function createProductsService({ db, storage }: { db: Db; storage: FileStorage }) {
  const reader = createProductReader({ db, storage });

  async function listProducts(query: ProductListQuery): Promise<ProductPage> {
    const where = and(...filterConditions(query))!;
    const total = await reader.countProducts(where);
    if (total <= query.skip) return { data: [], total };
    const data = await reader.findProducts(where, {
      orderBy: [...sortOrders[query.sort ?? 'newest'], ...tieBreak],
      limit: query.take,
      offset: query.skip,
    });
    return { data, total };
  }

  return {
    listProducts,

    /** Featured products a shopper can buy now, newest first. */
    listFeaturedProducts(limit: number): Promise<Product[]> {
      const where = and(publicProductCondition, eq(products.isFeatured, true), eq(products.available, true))!;
      return reader.findProducts(where, { orderBy: tieBreak, limit, offset: 0 });
    },

    /** The products of one category, with the list's filters; 'Category not found' for an unknown one. */
    async listCategoryProducts(categoryId: string, query: Omit<ProductListQuery, 'categoryId'>): Promise<ProductPage> {
      const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
      if (!category) throw new NotFoundError('Category not found');
      return listProducts({ ...query, categoryId });
    },

    searchProducts(query: { query: string; limit: number; skip: number }): Promise<ProductPage> {
      return listProducts({ search: query.query, take: query.limit, skip: query.skip });
    },

    listProductsOfTree(treeId: string, limit: number): Promise<Product[]> {
      const where = and(publicProductCondition, eq(products.treeId, treeId))!;
      return reader.findProducts(where, { orderBy: tieBreak, limit, offset: 0 });
    },

    /** One product; an admin also sees those of farms not yet verified. */
    async getProduct(id: string, viewer: { isAdmin: boolean }): Promise<Product> {
      const product = await reader.findProduct(id, visibleProductCondition(viewer.isAdmin));
      if (!product) throw new NotFoundError('Product not found');
      return product;
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
