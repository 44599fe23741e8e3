import { and, asc, count, desc, eq, gt, lte, max, min, sql, type SQL } from 'drizzle-orm';
import { rmToSen, senToRm } from '@durio/shared/money';
import type {
  AdminProductListQuery,
  AdminProductSort,
  CatalogueMetadata,
  Product,
  ProductListQuery,
} from '@durio/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { categories, farms, productCategories, products } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import type { FileStorage } from '../../storage/file-storage';
import { buyableProductCondition } from './buyable-product';
import {
  createProductReader,
  effectivePriceSen,
  publicProductCondition,
  visibleProductCondition,
} from './product-reader';
import { fullTextSearch, type TextSearch } from './search-terms';

export interface ProductPage {
  data: Product[];
  total: number;
}

/** Ties always fall back to newest first, then id, so paging never repeats or skips a product. */
const tieBreak = [desc(products.createdAt), asc(products.id)];

const sortOrders: Record<AdminProductSort, SQL[]> = {
  newest: [],
  featured: [desc(products.isFeatured)],
  'price-asc': [asc(effectivePriceSen)],
  'price-desc': [desc(effectivePriceSen)],
  'name-asc': [asc(sql`lower(${products.name})`)],
  'name-desc': [desc(sql`lower(${products.name})`)],
  rating: [sql`${products.ratingAverage} desc nulls last`],
  'stock-asc': [asc(products.stock)],
  'stock-desc': [desc(products.stock)],
};

function searchProductsText(text: string | undefined): TextSearch | undefined {
  return fullTextSearch(text, products.searchDocument);
}

/** The distinct, lower-cased names of a comma-joined list. */
function commaList(commaJoined: string | undefined): string[] {
  return [...new Set((commaJoined ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))];
}

function filterConditions(
  query: Omit<ProductListQuery, 'skip' | 'take' | 'sort'>,
  search: TextSearch | undefined,
  visible: SQL = publicProductCondition,
): SQL[] {
  const varieties = commaList(query.varieties);
  const conditions: (SQL | undefined)[] = [
    visible,
    query.farmId ? eq(products.farmId, query.farmId) : undefined,
    query.treeId ? eq(products.treeId, query.treeId) : undefined,
    query.available === undefined ? undefined : eq(products.available, query.available),
    query.featured === undefined ? undefined : eq(products.isFeatured, query.featured),
    query.seasonal === undefined ? undefined : eq(products.seasonal, query.seasonal),
    query.organic === undefined ? undefined : eq(farms.isCertified, query.organic),
    query.minPrice === undefined ? undefined : sql`${effectivePriceSen} >= ${rmToSen(query.minPrice)}`,
    query.maxPrice === undefined ? undefined : sql`${effectivePriceSen} <= ${rmToSen(query.maxPrice)}`,
    varieties.length === 0
      ? undefined
      : sql`lower(${products.variety}) in (${sql.join(
          varieties.map((v) => sql`${v}`),
          sql`, `,
        )})`,
    query.categoryId
      ? sql`exists (select 1 from ${productCategories} where ${productCategories.productId} = ${products.id} and ${productCategories.categoryId} = ${query.categoryId})`
      : undefined,
    search?.where,
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

/** The asked sort; without one, the best match first when searching, else the newest. */
function orderOf(sort: AdminProductSort | undefined, search: TextSearch | undefined): SQL[] {
  if (sort === undefined && search) return [sql`${search.rank} desc`, ...tieBreak];
  return [...sortOrders[sort ?? 'newest'], ...tieBreak];
}

/** What visitors and customers read of the catalogue's products. */
export function createProductsService({ db, storage }: { db: Db; storage: FileStorage }) {
  const reader = createProductReader({ db, storage });

  /** The count and the page at once: they do not wait for each other. */
  async function pageOf(where: SQL, query: { skip: number; take: number; sort?: AdminProductSort }, search: TextSearch | undefined): Promise<ProductPage> {
    const [total, data] = await Promise.all([
      reader.countProducts(where),
      reader.findProducts(where, { orderBy: orderOf(query.sort, search), limit: query.take, offset: query.skip }),
    ]);
    return { data, total };
  }

  async function listProducts(query: ProductListQuery): Promise<ProductPage> {
    const search = searchProductsText(query.search);
    return pageOf(and(...filterConditions(query, search))!, query, search);
  }

  return {
    listProducts,

    /** The console's table: every product not deleted (any farm, available or not), also by stock level. */
    async listProductsForAdmin(query: AdminProductListQuery, lowStockLevel: number): Promise<ProductPage> {
      const search = searchProductsText(query.search);
      const stock = {
        out: eq(products.stock, 0),
        low: lte(products.stock, lowStockLevel),
        in: gt(products.stock, 0),
      };
      const where = and(
        ...filterConditions(query, search, visibleProductCondition(true)),
        query.stock ? stock[query.stock] : undefined,
      )!;
      return pageOf(where, query, search);
    },

    /** The shop's filter choices: every variety of the public catalogue with its count, and the price range. */
    async getCatalogueMetadata(): Promise<CatalogueMetadata> {
      const varieties = await db
        .select({ name: products.variety, count: count() })
        .from(products)
        .innerJoin(farms, eq(farms.id, products.farmId))
        .where(publicProductCondition)
        .groupBy(products.variety)
        .orderBy(asc(products.variety));
      const [range] = await db
        .select({ min: min(effectivePriceSen), max: max(effectivePriceSen) })
        .from(products)
        .innerJoin(farms, eq(farms.id, products.farmId))
        .where(publicProductCondition);
      return {
        varieties,
        priceRange: { min: senToRm(Number(range?.min ?? 0)), max: senToRm(Number(range?.max ?? 0)) },
      };
    },

    /** Featured products a shopper can buy now, newest first. */
    listFeaturedProducts(limit: number): Promise<Product[]> {
      const where = and(buyableProductCondition, eq(products.isFeatured, true))!;
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
