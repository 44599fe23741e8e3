import {
  activeFilterCount,
  emptyFilters,
  productListParams,
  readFilters,
  readView,
  writeFilters,
  type ShopFilters,
  type ShopView,
} from '@durio/shared/shop-filters';
import { lazy, Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingState } from '@/components/page-states';
import { useCatalogueMetadata } from '@/features/catalogue/api/get-catalogue-metadata';
import { useProductPages } from '@/features/catalogue/api/list-products';
import { useT } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMediaQuery } from '@/lib/use-media-query';
import { ActiveFilterChips } from './active-filter-chips';
import { MobileFilters } from './mobile-filters';
import { ProductResults } from './product-results';
import { ShopSearchBox } from './shop-search-box';
import { ShopToolbar } from './shop-toolbar';

// With its checkboxes and slider, only on screens wide enough to show it (phones get the drawer).
const FiltersPanel = lazy(async () => ({ default: (await import('./filters-panel')).FiltersPanel }));

export function ShopPage() {
  const t = useT('catalogue');
  useDocumentTitle(t('shop.title'), t('shop.description'));
  const [searchParams, setSearchParams] = useSearchParams();
  const paramsKey = searchParams.toString();
  // Parsed once per URL, so the query key and the panels see the same object.
  const { filters, view } = useMemo(() => {
    const params = new URLSearchParams(paramsKey);
    return { filters: readFilters(params), view: readView(params) };
  }, [paramsKey]);

  const wide = useMediaQuery('(min-width: 768px)');
  const metadata = useCatalogueMetadata();
  const products = useProductPages(productListParams(filters));

  // Each change is its own history entry, so Back steps through the shopper's filtering.
  const show = (next: ShopFilters, nextView: ShopView = view) =>
    setSearchParams(writeFilters(next, nextView), { preventScrollReset: true });
  const change = (changes: Partial<ShopFilters>) => show({ ...filters, ...changes });
  // Reset clears search, varieties, grades, forms, organic, price range and sort (docs/product/storefront.md).
  const reset = () => show(emptyFilters);
  // The chips stand for filters only, so clearing them keeps the chosen sort.
  const clearFilters = () => show({ ...emptyFilters, sort: filters.sort });

  return (
    <>
      <section className="bg-gradient-to-r from-emerald-900 to-emerald-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 md:py-12 lg:px-8">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('shop.banner.title')}</h1>
          <p className="mt-2 max-w-2xl text-emerald-50/85">
            {t('shop.banner.description')}
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
        <div className="rounded-xl border bg-card p-3 shadow-sm sm:p-4">
          <ShopSearchBox key={filters.search} initial={filters.search} onSearch={(search) => change({ search })} />
        </div>
        <div className="grid gap-8 md:grid-cols-[15rem_1fr] lg:grid-cols-[16rem_1fr]">
          {/* Below 768 px the filters live in the drawer: the side panel is not even rendered there. */}
          {wide && (
            <aside aria-labelledby="shop-filters-title" className="hidden md:block">
              <div className="sticky top-24 grid gap-4 rounded-xl border bg-card p-5 shadow-sm">
                <h2 id="shop-filters-title" className="text-lg font-semibold">
                  {t('shop.filters.title')}
                </h2>
                <Suspense fallback={<LoadingState label={t('shop.filters.loading')} spacing="md" />}>
                  <FiltersPanel filters={filters} onChange={change} metadata={metadata} />
                </Suspense>
              </div>
            </aside>
          )}
          <div className="grid content-start gap-4">
            <ShopToolbar
              sort={filters.sort}
              onSortChange={(sort) => change({ sort })}
              view={view}
              onViewChange={(nextView) => show(filters, nextView)}
              filtersButton={
                <MobileFilters
                  filters={filters}
                  activeCount={activeFilterCount(filters)}
                  metadata={metadata}
                  onApply={(next) => show(next)}
                  onReset={reset}
                />
              }
            />
            <ActiveFilterChips filters={filters} onChange={change} onClearAll={clearFilters} />
            <ProductResults query={products} view={view} onReset={reset} />
          </div>
        </div>
      </div>
    </>
  );
}
