import { and, asc, count, eq, getTableColumns, inArray, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isBuyable } from '@durio/shared/buyable';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import { senToRm } from '@durio/shared/money';
import { unitPriceSen } from '@durio/shared/pricing';
import type { Category, Product, ProductListItem } from '@durio/shared/schemas/catalogue';
import type { ProductTranslations } from '@durio/shared/schemas/content-translations';
import type { Db } from '../../db/client';
import { categories, farms, productCategories, products, trees } from './catalogue.schema';
import type { Clock } from '../../lib/clock';
import { createSeasonReader } from './season-reader';
import type { FileStorage } from '../../storage/file-storage';
import { firstPicture, loadMediaByOwner, mediaLinks } from '../files/public';
import { inEnglish, storedTranslations, translated, translationsField, type Reading } from '../../lib/content-language';

export const farmSummaryColumns = {
  id: farms.id,
  name: farms.name,
  location: farms.location,
  state: farms.state,
  verificationStatus: farms.verificationStatus,
};

/**
 * What the public sees: products not deleted and published (not drafts: docs/product/admin-console.md), of
 * verified farms. Queries using it join `farms`.
 */
export const publicProductCondition = and(isNull(products.deletedAt), eq(products.draft, false), eq(farms.verificationStatus, 'VERIFIED'))!;

/**
 * Every column but those only the database reads (the search document, the ratings' sum), the translations,
 * which a reading picks from (lib/content-language.ts), and the long texts only the product's own page shows.
 */
const {
  searchDocument: _searchDocument,
  ratingSum: _ratingSum,
  translations: _translations,
  storageRecommendations: _storageRecommendations,
  ripenessTimeline: _ripenessTimeline,
  nutritionalInfo: _nutritionalInfo,
  ...productColumns
} = getTableColumns(products);

/**
 * The product's columns with its texts in the reading's language. The long texts and the stored translations
 * are read only for the whole product (its own page); a list item (docs/decisions/025) reads nulls in their place.
 */
function productSelection(reading: Reading, whole: boolean) {
  const text = <T extends string | null>(column: AnyPgColumn, field: string) =>
    translated<T>(column, products.translations, field, reading.lang);
  const longText = (column: AnyPgColumn, field: string) => (whole ? text<string | null>(column, field) : sql<null>`null`);
  return {
    ...productColumns,
    description: text<string>(products.description, 'description'),
    storageRecommendations: longText(products.storageRecommendations, 'storageRecommendations'),
    ripenessTimeline: longText(products.ripenessTimeline, 'ripenessTimeline'),
    nutritionalInfo: longText(products.nutritionalInfo, 'nutritionalInfo'),
    size: text<string | null>(products.size, 'size'),
    gradeNote: text<string | null>(products.gradeNote, 'gradeNote'),
    translations: whole ? storedTranslations<ProductTranslations>(products.translations, reading) : sql<null>`null`,
  };
}

/** An admin also sees drafts and the products of farms not yet verified; deleted ones stay gone for everyone. */
export function visibleProductCondition(isAdmin: boolean): SQL {
  return isAdmin ? isNull(products.deletedAt) : publicProductCondition;
}

/**
 * The price a product states (of `table`, products or an alias of it): the sale price when there is one, per
 * unit or per kg as the product is priced. Lists sort and filter by it, as the shopper reads it on the card.
 */
export const effectivePriceOf = (table: Record<'discountPriceSen' | 'priceSen', AnyColumn>) => sql<number>`coalesce(${table.discountPriceSen}, ${table.priceSen})`;
export const effectivePriceSen = effectivePriceOf(products);

/**
 * What one unit is charged at checkout, as `unitPriceSen` (@durio/shared/pricing) computes it: a weight-priced
 * fruit at the top of its range, half a sen rounded up.
 */
export const chargedPriceSen = sql<number>`case when ${products.pricedBy} = 'kg'
  then ((${effectivePriceSen}::bigint * ${products.weightGrams} + 500) / 1000)::integer
  else ${effectivePriceSen} end`;

/** Average rating rounded to one decimal, null without reviews. */
function roundRating(average: number | null): number | null {
  return average === null ? null : Math.round(average * 10) / 10;
}

type Page = { orderBy: SQL[]; limit: number; offset: number };

/** Builds product replies with a fixed number of queries however many products a page holds. */
export function createProductReader({ db, storage, clock }: { db: Db; storage: FileStorage; clock: Clock }) {
  const seasons = createSeasonReader({ db, clock });
  /** `selection` over products ⋈ farms, what every list condition reads (publicProductCondition joins farms). */
  const productsOfFarms = <Selection extends SelectedFields>(selection: Selection) =>
    db.select(selection).from(products).innerJoin(farms, eq(farms.id, products.farmId));
  /** The products' categories, named in the reading's language (decision record 036), by that name. */
  async function loadCategories(ids: string[], reading: Reading): Promise<Map<string, Category[]>> {
    const name = translated<string>(categories.name, categories.translations, 'name', reading.lang);
    const rows = await db
      .select({
        productId: productCategories.productId,
        id: categories.id,
        name,
        description: translated<string | null>(categories.description, categories.translations, 'description', reading.lang),
      })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(inArray(productCategories.productId, ids))
      .orderBy(asc(name), asc(categories.id));
    const byProduct = new Map<string, Category[]>();
    for (const { productId, ...category } of rows) {
      byProduct.set(productId, [...(byProduct.get(productId) ?? []), category]);
    }
    return byProduct;
  }

  /**
   * Rows of products matching `where` (over products ⋈ farms ⟕ trees) with their categories and media, in page
   * order when a page is given, their texts as `reading` reads them; `whole` reads the long texts too.
   */
  async function findRows(whole: boolean, reading: Reading, where: SQL, page?: Page) {
    const rowsWhere = (condition: SQL) =>
      db
        .select({
          product: productSelection(reading, whole),
          farm: farmSummaryColumns,
          farmIsCertified: farms.isCertified,
          tree: { id: trees.id, name: trees.name, variety: trees.variety },
          treeNextDropOn: trees.nextDropOn,
        })
        .from(products)
        .innerJoin(farms, eq(farms.id, products.farmId))
        .leftJoin(trees, eq(trees.id, products.treeId))
        .where(condition);
    if (!page) return withCategoriesAndMedia(await rowsWhere(where), reading);
    if (page.offset === 0) return withCategoriesAndMedia(await rowsWhere(where).orderBy(...page.orderBy).limit(page.limit), reading);
    // A deep page (the spec's `skip`) finds its ids first, walking the sort's index with nothing else read, then
    // reads those rows whole: an OFFSET over the whole rows built every skipped product's reply columns too
    // (at 100,000 products, `skip=50000` took 117 times the first page's time; docs/decisions/046).
    // Over products ⋈ farms only, as the count: with the (unused) trees joined as well, PostgreSQL sorted every
    // listed product instead of walking the sort's index (at 100,000 products: 190 ms against 45 ms).
    const pageIds = productsOfFarms({ id: products.id }).where(where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset);
    return withCategoriesAndMedia(await rowsWhere(inArray(products.id, pageIds)).orderBy(...page.orderBy), reading);
  }

  /** Each product row with its categories and media, read in two queries for the whole page. */
  async function withCategoriesAndMedia<Row extends { product: { id: string } }>(rows: Row[], reading: Reading) {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.product.id);
    // Independent reads: on PostgreSQL they run on separate pooled connections at once.
    const [categoriesById, mediaById] = await Promise.all([
      loadCategories(ids, reading),
      loadMediaByOwner(db, storage, mediaLinks.product, ids, reading),
    ]);
    return rows.map((row) => ({ ...row, categories: categoriesById.get(row.product.id) ?? [], media: mediaById.get(row.product.id) ?? [] }));
  }

  type ProductRow = Awaited<ReturnType<typeof findRows>>[number];

  function toListItem({ product: p, farm, farmIsCertified, tree, categories: productCategoryList, media }: ProductRow): ProductListItem {
    const salePrice = p.discountPriceSen === null ? null : senToRm(p.discountPriceSen);
    return {
      id: p.id,
      name: p.name,
      description: p.description,
      variety: p.variety,
      price: senToRm(p.priceSen),
      discountPrice: salePrice,
      salePrice,
      pricedBy: p.pricedBy,
      chargedPrice: senToRm(unitPriceSen(p)),
      stock: p.stock,
      weight: p.weightGrams === null ? null : p.weightGrams / 1000,
      minWeight: p.pricedBy === 'kg' && p.minWeightGrams !== null ? p.minWeightGrams / 1000 : null,
      grade: p.grade,
      gradeNote: p.grade === null ? null : p.gradeNote,
      form: p.form,
      farmId: p.farmId,
      farm,
      treeId: p.treeId,
      tree,
      categories: productCategoryList.map(({ id, name }) => ({ id, name })),
      media: firstPicture(media),
      isFeatured: p.isFeatured,
      seasonal: p.seasonal,
      available: p.available,
      draft: p.draft,
      buyable: isBuyable(p),
      // Organic is the farm's certification (docs/product/catalogue.md).
      isOrganic: farmIsCertified,
      rating: roundRating(p.ratingAverage),
      reviewCount: p.ratingCount,
      size: p.size,
      harvestDate: p.harvestDate,
      createdAt: p.createdAt.toISOString(),
    };
  }

  /**
   * Product cards (docs/decisions/025) of the products matching `where`, in page order when a page is given,
   * their description as `reading` reads it (English unless asked).
   */
  async function findProducts(where: SQL, page?: Page, reading: Reading = inEnglish): Promise<ProductListItem[]> {
    return (await findRows(false, reading, where, page)).map(toListItem);
  }

  /** How many products match `where`: the query, to run or to remember by its text (catalogue-memo.ts). */
  function countQuery(where: SQL) {
    return productsOfFarms({ total: count() }).where(where);
  }

  /** One product, whole, as `visibility` allows it, or null. */
  async function findProduct(id: string, visibility: SQL, reading: Reading = inEnglish): Promise<Product | null> {
    const [row] = await findRows(true, reading, and(eq(products.id, id), visibility)!);
    if (!row) return null;
    const p = row.product;
    // Frozen fruit is kept and sold all year: no harvest says when it comes.
    const [season] = p.form === 'frozen' ? [null] : await seasons.seasonsOf([{ farmId: p.farmId, variety: p.variety, nextDropOn: row.treeNextDropOn }]);
    return {
      ...toListItem(row),
      categories: row.categories,
      media: row.media,
      storageRecommendations: p.storageRecommendations,
      ripenessTimeline: p.ripenessTimeline,
      nutritionalInfo: p.nutritionalInfo,
      season: season ?? null,
      ...translationsField(p.translations),
    };
  }

  async function isVisible(id: string, visibility: SQL): Promise<boolean> {
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .innerJoin(farms, eq(farms.id, products.farmId))
      .where(and(eq(products.id, id), visibility));
    return row !== undefined;
  }

  return { findProducts, countQuery, findProduct, isVisible, productsOfFarms };
}

export type ProductReader = ReturnType<typeof createProductReader>;
