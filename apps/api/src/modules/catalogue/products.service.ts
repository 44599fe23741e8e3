import { and, asc, count, eq, gt, inArray, max, min, not, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@durio/shared/languages';
import { rmToSen, senToRm } from '@durio/shared/money';
import type {
  AdminProductListQuery,
  AdminProductSort,
  CatalogueMetadata,
  Product,
  ProductForm,
  ProductGrade,
  ProductListItem,
  ProductListQuery,
} from '@durio/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { categories, farms, productCategories, products } from './catalogue.schema';
import { queryKey, type CatalogueMemo } from '../../lib/catalogue-memo';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import type { FileStorage } from '../../storage/file-storage';
import { buyableProductCondition, lowStockCondition } from './stock';
import { forTheAdmin, readingFor, type Reading } from '../../lib/content-language';
import {
  createProductReader,
  effectivePriceSen,
  publicProductCondition,
  visibleProductCondition,
} from './product-reader';
import { afterProduct, productOrder } from './product-order';
import { fullTextSearch, type TextSearch } from './search-terms';

export interface ProductPage {
  data: ProductListItem[];
  total: number;
}

/** Newest first, the order of a list without a sort and of each tier of a search's best matches. */
const newestFirst = productOrder();

function searchProductsText(text: string | undefined): TextSearch | undefined {
  return fullTextSearch(text, products.searchDocument);
}

/** The distinct, lower-cased names of a comma-joined list. */
function commaList(commaJoined: string | undefined): string[] {
  return [...new Set((commaJoined ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))];
}

/** The list's filters but its search words. */
function filterConditions(query: Omit<ProductListQuery, 'skip' | 'take' | 'sort' | 'lang'>, visible: SQL = publicProductCondition): SQL[] {
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
    query.grades ? inArray(products.grade, commaList(query.grades).map((g) => g.toUpperCase() as ProductGrade)) : undefined,
    query.forms ? inArray(products.form, commaList(query.forms) as ProductForm[]) : undefined,
    query.categoryId
      ? sql`exists (select 1 from ${productCategories} where ${productCategories.productId} = ${products.id} and ${productCategories.categoryId} = ${query.categoryId})`
      : undefined,
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

type PageQuery = { skip: number; take: number; sort?: AdminProductSort; after?: string };
/** A shopper's reading of a public list: the language asked for, no stored translations. */
const shopperReading = (lang: Language | undefined): Reading => readingFor({ isAdmin: false, lang });
/** How many products match a condition. */
type Counter = (where: SQL) => Promise<number>;

/** A search matching at most this many products reads them all through the search index, then sorts them. */
const FEW_MATCHES = 1000;

/** What visitors and customers read of the catalogue's products. */
export function createProductsService({
  db,
  storage,
  clock,
  memo,
}: {
  db: Db;
  storage: FileStorage;
  clock: Clock;
  memo: CatalogueMemo;
}) {
  const reader = createProductReader({ db, storage, clock });

  /** The public catalogue's totals change only with the catalogue, so they are remembered (catalogue-memo.ts). */
  const countRemembered: Counter = (where) => {
    const query = reader.countQuery(where);
    return memo.remember(queryKey(query), async () => (await query)[0]?.total ?? 0);
  };
  /** The admin's are counted each time: the stock filter moves with every order. */
  const countNow: Counter = async (where) => (await reader.countQuery(where))[0]?.total ?? 0;

  /**
   * `limit` products from `offset` of those a search condition `where` matches (`matches` in all), in
   * `orderBy` order. PostgreSQL cannot estimate how many products a prefix search matches (it assumes 2%
   * whatever the words), so the plan is chosen here from the count: few matches are found through the
   * search index and then sorted; many are read in the order's own index until the page is full, which
   * stops early because matches are dense. Left to itself, it looked for a rare word along the whole catalogue.
   */
  async function readSearchPage(
    where: SQL,
    matches: number,
    orderBy: SQL[],
    page: { offset: number; limit: number },
    reading: Reading,
  ): Promise<ProductListItem[]> {
    const { offset, limit } = page;
    if (limit <= 0 || offset >= matches) return [];
    if (matches > FEW_MATCHES) return reader.findProducts(where, { orderBy, limit, offset }, reading);
    const found = await reader.productsOfFarms({ id: products.id }).where(where);
    const ids = found.map((row) => row.id);
    return reader.findProducts(inArray(products.id, ids), { orderBy, limit, offset }, reading);
  }

  /**
   * A search's page without an asked sort: the best matches first, those holding every word among their own
   * words (name, variety, description), then those found through their farm's; newest first within each.
   * Ordering by a rank would rank every match first; each of these two tiers is read like any sorted list.
   */
  async function findBestMatches(
    filters: SQL,
    search: TextSearch,
    total: number,
    count: Counter,
    query: PageQuery,
    reading: Reading,
  ): Promise<ProductListItem[]> {
    const own = and(filters, search.ownWords)!;
    const ownCount = await count(own);
    const fromOwn = Math.min(query.take, Math.max(0, ownCount - query.skip));
    const [ownPage, farmPage] = await Promise.all([
      readSearchPage(own, ownCount, newestFirst, { offset: query.skip, limit: fromOwn }, reading),
      readSearchPage(
        and(filters, search.where, not(search.ownWords))!,
        total - ownCount,
        newestFirst,
        { offset: Math.max(0, query.skip - ownCount), limit: query.take - fromOwn },
        reading,
      ),
    ]);
    return [...ownPage, ...farmPage];
  }

  /** A page of the products matching `filters` and the search words, and their total. */
  async function pageOf(
    filters: SQL,
    query: PageQuery,
    search: TextSearch | undefined,
    count: Counter,
    reading: Reading,
  ): Promise<ProductPage> {
    const where = and(filters, search?.where)!;
    const orderBy = productOrder(query.sort);
    if (query.after !== undefined) return pageAfter(where, query.after, query, search, count, reading);
    if (!search) {
      const [total, data] = await Promise.all([
        count(where),
        reader.findProducts(where, { orderBy, limit: query.take, offset: query.skip }, reading),
      ]);
      return { data, total };
    }
    const total = await count(where);
    const data =
      query.sort === undefined
        ? await findBestMatches(filters, search, total, count, query, reading)
        : await readSearchPage(where, total, orderBy, { offset: query.skip, limit: query.take }, reading);
    return { data, total };
  }

  /**
   * The page after the product `afterId` (keyset paging, decision record 028), as the shop's 'Load more' asks:
   * as fast at the catalogue's end as at its start. A search's best matches have no such order, so it pages
   * by `skip` alone; an unknown product is refused rather than answered with an empty page.
   */
  async function pageAfter(
    where: SQL,
    afterId: string,
    query: PageQuery,
    search: TextSearch | undefined,
    count: Counter,
    reading: Reading,
  ): Promise<ProductPage> {
    if (search) throw new BadRequestError('A search pages with skip, not after');
    if (query.skip > 0) throw new BadRequestError('Page with skip or after, not both');
    const [total, data] = await Promise.all([
      count(where),
      reader.findProducts(and(where, afterProduct(afterId, query.sort))!, { orderBy: productOrder(query.sort), limit: query.take, offset: 0 }, reading),
    ]);
    if (data.length === 0) {
      const [known] = await db.select({ id: products.id }).from(products).where(eq(products.id, afterId));
      if (!known) throw new BadRequestError('The product to page after does not exist');
    }
    return { data, total };
  }

  async function readCatalogueMetadata(): Promise<CatalogueMetadata> {
    const [varieties, [range]] = await Promise.all([
      reader
        .productsOfFarms({ name: products.variety, count: count() })
        .where(publicProductCondition)
        .groupBy(products.variety)
        .orderBy(asc(products.variety)),
      reader.productsOfFarms({ min: min(effectivePriceSen), max: max(effectivePriceSen) }).where(publicProductCondition),
    ]);
    return {
      varieties,
      priceRange: { min: senToRm(Number(range?.min ?? 0)), max: senToRm(Number(range?.max ?? 0)) },
    };
  }

  /** The public list, its texts in `query.lang` (English when none). */
  function listProducts(query: ProductListQuery): Promise<ProductPage> {
    return pageOf(and(...filterConditions(query))!, query, searchProductsText(query.search), countRemembered, shopperReading(query.lang));
  }

  return {
    listProducts,

    /**
     * The console's table: every product not deleted (any farm, available or not), also by stock level; with
     * each product's translations, its texts in `query.lang` (English when none).
     */
    async listProductsForAdmin(query: AdminProductListQuery, lowStockLevel: number): Promise<ProductPage> {
      const stock = {
        out: eq(products.stock, 0),
        low: lowStockCondition(lowStockLevel),
        in: gt(products.stock, 0),
      };
      const filters = and(...filterConditions(query, visibleProductCondition(true)), query.stock ? stock[query.stock] : undefined)!;
      return pageOf(filters, query, searchProductsText(query.search), countNow, { ...forTheAdmin, lang: query.lang ?? forTheAdmin.lang });
    },

    /** The shop's filter choices: every variety of the public catalogue with its count, and the price range. */
    getCatalogueMetadata(): Promise<CatalogueMetadata> {
      return memo.remember('catalogue-metadata', readCatalogueMetadata);
    },

    /** Featured products a shopper can buy now, newest first. */
    listFeaturedProducts(limit: number, lang?: Language): Promise<ProductListItem[]> {
      const where = and(buyableProductCondition, eq(products.isFeatured, true))!;
      return reader.findProducts(where, { orderBy: newestFirst, limit, offset: 0 }, shopperReading(lang));
    },

    /** The products of one category, with the list's filters; 'Category not found' for an unknown one. */
    async listCategoryProducts(categoryId: string, query: Omit<ProductListQuery, 'categoryId'>): Promise<ProductPage> {
      const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
      if (!category) throw new NotFoundError('Category not found');
      return listProducts({ ...query, categoryId });
    },

    searchProducts(query: { query: string; limit: number; skip: number; lang?: Language }): Promise<ProductPage> {
      return listProducts({ search: query.query, take: query.limit, skip: query.skip, lang: query.lang });
    },

    listProductsOfTree(treeId: string, limit: number, lang?: Language): Promise<ProductListItem[]> {
      const where = and(publicProductCondition, eq(products.treeId, treeId))!;
      return reader.findProducts(where, { orderBy: newestFirst, limit, offset: 0 }, shopperReading(lang));
    },

    /**
     * One product, its texts in `viewer.lang` (English when none); an admin also sees those of farms not yet
     * verified, and the product's translations.
     */
    async getProduct(id: string, viewer: { isAdmin: boolean; lang?: Language }): Promise<Product> {
      const product = await reader.findProduct(id, visibleProductCondition(viewer.isAdmin), readingFor(viewer));
      if (!product) throw new NotFoundError('Product not found');
      return product;
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
