import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { DETAIL_COLUMN_SIZES, imagesOf, pictureSources } from '@durio/shared/picture-sources';
import {
  farmSchema,
  productListQuerySchema,
  productListReplySchema,
  productSchema,
  treeSchema,
  type Farm,
  type Product,
  type Tree,
} from '@durio/shared/schemas/catalogue';
import type { MediaFile } from '@durio/shared/schemas/media';
import { pagePath, pageRoutes, type PageMatch, type PageRoute } from '@durio/shared/page-routes';
import { unitPriceRm } from '@durio/shared/pricing';
import { toSearchParams } from '@durio/shared/search-params';
import { productListParams, productListQuery, readFilters } from '@durio/shared/shop-filters';
import type { Db } from '../../db/client';
import { farms, products, trees } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import type { CatalogueMemo } from '../../lib/catalogue-memo';
import type { FileStorage } from '../../storage/file-storage';
import { visibleFarmCondition } from '../catalogue/farm-reader';
import { createFarmsService } from '../catalogue/farms.service';
import { publicProductCondition } from '../catalogue/product-reader';
import { createProductsService } from '../catalogue/products.service';
import { createTreesService } from '../catalogue/trees.service';
import { summarise, type MainPicture, type PageHead, type PageMeta } from './seo-html';

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  lastmod?: Date;
}

/** The public pages with a fixed address (the search page is not one: its results vary). */
const SITEMAP_PAGES = (Object.values(pageRoutes) as readonly PageRoute[]).filter((page) => page.inSitemap);

const uuid = z.uuid();

/**
 * Search-engine data for the catalogue's pages (head tags of product, farm and tree pages, the sitemap), and
 * the data and main picture those pages and the shop render first, written into their HTML.
 */
export function createSeoService({
  db,
  storage,
  memo,
  publicUrl,
}: {
  db: Db;
  storage: FileStorage;
  memo: CatalogueMemo;
  publicUrl: string;
}) {
  const productsService = createProductsService({ db, storage, memo });
  const farmsService = createFarmsService({ db, storage });
  const treesService = createTreesService({ db, storage });
  const visitor = { isAdmin: false };

  const absolute = (pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl}`);
  const firstImage = (media: readonly MediaFile[]) => {
    const file = imagesOf(media)[0];
    return file ? absolute(file.url.original) : null;
  };

  /** The big picture at the top of a product, farm and tree page, as the page's <img> asks for it. */
  function mainPicture(media: readonly MediaFile[]): MainPicture | null {
    const file = imagesOf(media)[0];
    return file ? { ...pictureSources(file, 'original'), sizes: DETAIL_COLUMN_SIZES } : null;
  }

  function productHead(p: Product): PageHead {
    const url = absolute(pagePath(pageRoutes.product, { id: p.id }));
    const price = unitPriceRm(p);
    const inStock = p.available && p.stock > 0;
    const meta: PageMeta = {
      title: `${p.name} | Durio`,
      description: summarise(`${p.variety} from ${p.farm.name}, ${p.farm.location}. ${p.description}`),
      canonicalUrl: url,
      imageUrl: firstImage(p.media),
      ogType: 'product',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: p.name,
        description: summarise(p.description, 500),
        sku: p.id,
        category: p.variety,
        image: imagesOf(p.media).map((m) => absolute(m.url.original)),
        brand: { '@type': 'Brand', name: p.farm.name },
        offers: {
          '@type': 'Offer',
          url,
          price: price.toFixed(2),
          priceCurrency: 'MYR',
          availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
          seller: { '@type': 'Organization', name: 'Durio' },
        },
        ...(p.reviewCount > 0 && p.rating !== null
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: p.rating,
                reviewCount: p.reviewCount,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
      },
    };
    return {
      meta,
      mainPicture: mainPicture(p.media),
      // Parsed with the reply's schema, so the app gets exactly what GET /durian/products/:id would send.
      pageData: { kind: 'product', id: p.id, data: productSchema.parse(p) },
    };
  }

  function farmHead(f: Farm): PageHead {
    const meta: PageMeta = {
      title: `${f.name} | Durio`,
      description: summarise(`${f.name}, ${f.location}. ${f.description}`),
      canonicalUrl: absolute(pagePath(pageRoutes.farm, { id: f.id })),
      imageUrl: firstImage(f.media),
      ogType: 'website',
    };
    return { meta, mainPicture: mainPicture(f.media), pageData: { kind: 'farm', id: f.id, data: farmSchema.parse(f) } };
  }

  function treeHead(t: Tree): PageHead {
    const planted = t.plantedYear ? ` planted in ${t.plantedYear}` : '';
    const meta: PageMeta = {
      title: `${t.name}, ${t.variety} tree | Durio`,
      description: summarise(`${t.name}: ${t.variety} tree${planted} at ${t.farm.name}, ${t.farm.location}. ${t.description ?? ''}`),
      canonicalUrl: absolute(pagePath(pageRoutes.tree, { id: t.id })),
      imageUrl: firstImage(t.media),
      ogType: 'website',
    };
    return { meta, mainPicture: mainPicture(t.media), pageData: { kind: 'tree', id: t.id, data: treeSchema.parse(t) } };
  }

  /**
   * The shop's first page of products for the filters in its address, as GET /durian/products answers the
   * web app's call for them, and the first card's picture. Null when the filters are not a valid call: the
   * app then makes it and shows the API's error.
   */
  async function shopHead(searchParams: URLSearchParams): Promise<PageHead | null> {
    const params = productListParams(readFilters(searchParams));
    const query = productListQuerySchema.safeParse(Object.fromEntries(toSearchParams(productListQuery({ ...params, skip: 0 }))));
    if (!query.success) return null;
    const list = productListReplySchema.parse(await productsService.listProducts(query.data));
    const firstPicture = imagesOf(list.data[0]?.media ?? [])[0];
    return {
      mainPicture: firstPicture ? pictureSources(firstPicture, 'thumbnail') : null,
      pageData: { kind: 'shop', id: JSON.stringify(params), data: list },
    };
  }

  /**
   * A product, farm or tree page's head, or `notFound` when the id names none a visitor may see (unknown,
   * malformed, deleted, or of a farm not verified).
   */
  async function catalogueHead(id: string | undefined, build: (id: string) => Promise<PageHead>): Promise<PageHead> {
    if (!id || !uuid.safeParse(id).success) return { notFound: true };
    try {
      return await build(id);
    } catch (error) {
      if (error instanceof NotFoundError) return { notFound: true };
      throw error;
    }
  }

  /**
   * What `page` gets in its head: product, farm and tree pages their search-engine tags, data and main
   * picture (or `notFound`), the shop its products; null for other pages.
   */
  async function pageHeadFor(page: PageMatch, searchParams: URLSearchParams): Promise<PageHead | null> {
    const { id } = page.params;
    switch (page.name) {
      case 'shop':
        return shopHead(searchParams);
      case 'product':
        return catalogueHead(id, async (productId) => productHead(await productsService.getProduct(productId, visitor)));
      case 'farm':
        return catalogueHead(id, async (farmId) => farmHead(await farmsService.getFarm(farmId, visitor)));
      case 'tree':
        return catalogueHead(id, async (treeId) => treeHead(await treesService.getTree(treeId, visitor)));
      default:
        return null;
    }
  }

  /** The public pages, then every public product, farm and tree with the time it last changed. */
  async function listSitemapEntries(): Promise<SitemapEntry[]> {
    const productRows = await db
      .select({ id: products.id, lastmod: products.updatedAt })
      .from(products)
      .innerJoin(farms, eq(farms.id, products.farmId))
      .where(publicProductCondition)
      .orderBy(asc(products.createdAt), asc(products.id));
    const farmRows = await db
      .select({ id: farms.id, lastmod: farms.updatedAt })
      .from(farms)
      .where(visibleFarmCondition(false))
      .orderBy(asc(farms.createdAt), asc(farms.id));
    const treeRows = await db
      .select({ id: trees.id, lastmod: trees.createdAt })
      .from(trees)
      .innerJoin(farms, eq(farms.id, trees.farmId))
      .where(visibleFarmCondition(false))
      .orderBy(asc(trees.createdAt), asc(trees.id));
    return [
      ...SITEMAP_PAGES.map((page) => ({ loc: absolute(page.path) })),
      ...productRows.map((r) => ({ loc: absolute(pagePath(pageRoutes.product, { id: r.id })), lastmod: r.lastmod })),
      ...farmRows.map((r) => ({ loc: absolute(pagePath(pageRoutes.farm, { id: r.id })), lastmod: r.lastmod })),
      ...treeRows.map((r) => ({ loc: absolute(pagePath(pageRoutes.tree, { id: r.id })), lastmod: r.lastmod })),
    ];
  }

  return { pageHeadFor, listSitemapEntries };
}

export type SeoService = ReturnType<typeof createSeoService>;
