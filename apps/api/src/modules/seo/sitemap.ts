import { asc, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { languages, localizePath } from '@durio/shared/languages';
import { pagePath, pageRoutes, type PageRoute } from '@durio/shared/page-routes';
import type { Db } from '../../db/client';
import { farms, products, trees } from '../catalogue/catalogue.schema';
import { visibleFarmCondition } from '../catalogue/public';
import { publicProductCondition } from '../catalogue/public';
import { languageVersions, type LanguageVersion } from './page-languages';

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  lastmod?: Date;
  /** The page in every language, `x-default` included (its own among them). */
  alternates: LanguageVersion[];
}

/**
 * Catalogue pages per sitemap file. Each is listed in every language, so a file holds three times as many URLs
 * (15,000): well under the protocol's 50,000 URLs and 50 MB, and one fetch stays a few MB however large the
 * catalogue grows.
 */
const PAGES_PER_SITEMAP = 5000;

/** The public pages with a fixed address (the search page is not one: its results vary). */
const SITEMAP_PAGES = (Object.values(pageRoutes) as readonly PageRoute[]).filter((page) => page.inSitemap);

/** Products, farms or trees: the page each has, and which of them a visitor may see. */
interface CatalogueKind {
  route: PageRoute;
  table: PgTable;
  id: PgColumn;
  lastmod: PgColumn;
  createdAt: PgColumn;
  /** The row's farm, when whether a visitor sees it depends on the farm. */
  farmId?: PgColumn;
  visible: SQL | undefined;
}

const catalogueKinds = {
  products: {
    route: pageRoutes.product,
    table: products,
    id: products.id,
    lastmod: products.updatedAt,
    createdAt: products.createdAt,
    farmId: products.farmId,
    visible: publicProductCondition,
  },
  farms: {
    route: pageRoutes.farm,
    table: farms,
    id: farms.id,
    lastmod: farms.updatedAt,
    createdAt: farms.createdAt,
    visible: visibleFarmCondition(false),
  },
  // A tree has no time of last change of its own; its page changes with its care records, which the page lists.
  trees: {
    route: pageRoutes.tree,
    table: trees,
    id: trees.id,
    lastmod: trees.createdAt,
    createdAt: trees.createdAt,
    farmId: trees.farmId,
    visible: visibleFarmCondition(false),
  },
} satisfies Record<string, CatalogueKind>;
type CatalogueKindName = keyof typeof catalogueKinds;

/** `pages`, or a kind and the file's number from 1 (`products-3`: the third 5,000 products, oldest first). */
const FILE_NAME = /^(?:pages|(products|farms|trees)-([1-9]\d{0,8}))$/;

/**
 * The sitemap, split so that no file passes the protocol's limits: `/sitemap.xml` is an index of
 * `/sitemaps/pages.xml` and of as many `/sitemaps/{products|farms|trees}-N.xml` as the catalogue needs, each
 * page in every language with all its language versions as alternates (Google's form).
 */
export function createSitemap({ db, publicUrl, pagesPerFile = PAGES_PER_SITEMAP }: { db: Db; publicUrl: string; pagesPerFile?: number }) {
  /** `query` narrowed to the rows of `kind` a visitor may see. */
  function visibleOnly<Query extends PgSelect>(query: Query, kind: CatalogueKind) {
    const joined = kind.farmId ? query.innerJoin(farms, eq(farms.id, kind.farmId)) : query;
    return joined.where(kind.visible);
  }

  async function fileCount(kind: CatalogueKind): Promise<number> {
    const [row] = await visibleOnly(db.select({ n: count() }).from(kind.table).$dynamic(), kind);
    return Math.ceil((row?.n ?? 0) / pagesPerFile);
  }

  /** Each page at its English address in every language, with its alternates. */
  function entriesOf(pages: { path: string; lastmod?: Date }[]): SitemapEntry[] {
    return pages.flatMap(({ path, lastmod }) => {
      const alternates = languageVersions(publicUrl, path);
      return languages.map((language) => ({ loc: `${publicUrl}${localizePath(language, path)}`, ...(lastmod && { lastmod }), alternates }));
    });
  }

  /** The absolute URLs of every sitemap file, for the index. */
  async function listFiles(): Promise<string[]> {
    const kinds = Object.entries(catalogueKinds);
    const counts = await Promise.all(kinds.map(([, kind]) => fileCount(kind)));
    const names = ['pages', ...kinds.flatMap(([name], i) => Array.from({ length: counts[i]! }, (_, n) => `${name}-${n + 1}`))];
    return names.map((name) => `${publicUrl}/sitemaps/${name}.xml`);
  }

  /** The entries of the file called `name` (without `.xml`); undefined when there is no such file. */
  async function fileEntries(name: string): Promise<SitemapEntry[] | undefined> {
    const match = FILE_NAME.exec(name);
    if (!match) return undefined;
    const [, kindName, number] = match;
    if (kindName === undefined) return entriesOf(SITEMAP_PAGES.map((page) => ({ path: page.path })));
    const kind: CatalogueKind = catalogueKinds[kindName as CatalogueKindName];
    const rows = await visibleOnly(db.select({ id: kind.id, lastmod: kind.lastmod }).from(kind.table).$dynamic(), kind)
      .orderBy(asc(kind.createdAt), asc(kind.id))
      .limit(pagesPerFile)
      .offset((Number(number) - 1) * pagesPerFile);
    if (rows.length === 0) return undefined;
    return entriesOf(rows.map((row) => ({ path: pagePath(kind.route, { id: row.id as string }), lastmod: row.lastmod as Date })));
  }

  return { listFiles, fileEntries };
}
