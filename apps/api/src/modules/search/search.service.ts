import type { Language } from '@durio/shared/languages';
import type { SearchReply } from '@durio/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { CatalogueMemo } from '../../lib/catalogue-memo';
import type { FileStorage } from '../../storage/file-storage';
import { createFarmsService } from '../catalogue/public';
import { createProductsService } from '../catalogue/public';
import { createTreesService } from '../catalogue/public';

/** The search page's one call: products, farms and trees found by full-text search, each best match first. */
export function createSearchService({ db, storage, clock, memo }: { db: Db; storage: FileStorage; clock: Clock; memo: CatalogueMemo }) {
  const products = createProductsService({ db, storage, clock, memo });
  const farms = createFarmsService({ db, storage, clock });
  const trees = createTreesService({ db, storage, clock });

  return {
    /**
     * Only what the public may see: verified farms, their trees and their products that are neither deleted nor
     * drafts, their texts in `lang` (English when none). Every language is searched whichever is asked for.
     * The three searches go at once: PostgreSQL runs them on separate connections, PGlite queues them.
     */
    async searchCatalogue(query: { q: string; take: number; lang?: Language }): Promise<SearchReply> {
      const { q, take, lang } = query;
      const [productPage, farmPage, treePage] = await Promise.all([
        products.listProducts({ search: q, take, skip: 0, lang }),
        farms.listFarms({ search: q, take, skip: 0, lang }, { isAdmin: false }),
        trees.searchTrees(q, take, lang),
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
