import type { SearchReply } from '@durio/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import type { CatalogueMemo } from '../../lib/catalogue-memo';
import type { FileStorage } from '../../storage/file-storage';
import { createFarmsService } from '../catalogue/farms.service';
import { createProductsService } from '../catalogue/products.service';
import { createTreesService } from '../catalogue/trees.service';

/** The search page's one call: products, farms and trees found by full-text search, each best match first. */
export function createSearchService({ db, storage, memo }: { db: Db; storage: FileStorage; memo: CatalogueMemo }) {
  const products = createProductsService({ db, storage, memo });
  const farms = createFarmsService({ db, storage });
  const trees = createTreesService({ db, storage });

  return {
    /**
     * Only what the public may see: verified farms, their trees and their products that are not deleted.
     * The three searches go at once: PostgreSQL runs them on separate connections, PGlite queues them.
     */
    async searchCatalogue(query: { q: string; take: number }): Promise<SearchReply> {
      const [productPage, farmPage, treePage] = await Promise.all([
        products.listProducts({ search: query.q, take: query.take, skip: 0 }),
        farms.listFarms({ search: query.q, take: query.take, skip: 0 }, { isAdmin: false }),
        trees.searchTrees(query.q, query.take),
      ]);
      return {
        products: productPage,
        farms: { items: farmPage.items, total: farmPage.meta.totalCount },
        trees: treePage,
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
