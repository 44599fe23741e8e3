import { LayoutGridIcon, RotateCcwIcon, SearchXIcon, TableIcon } from 'lucide-react';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { ViewToggle, type ViewChoice } from '@/components/view-toggle';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FarmCard } from '@/features/catalogue/components/farm-card';
import { useInfiniteFarms } from '@/features/farms/api/list-farms-page';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLoadMoreFocus } from '@/lib/use-load-more-focus';
import { FarmFilterSheet } from './farm-filter-sheet';
import { FarmSortMenu } from './farm-sort-menu';
import { FarmTable } from './farm-table';
import { useFarmFilters, type FarmView } from './use-farm-filters';
import { useLoadMoreWhenVisible } from './use-load-more-when-visible';

export function FarmsPage() {
  const t = useT('farms');
  useDocumentTitle(t('list.title'), t('list.description'));
  const viewChoices: ViewChoice<FarmView>[] = [
    { value: 'grid', label: t('list.gridView'), Icon: LayoutGridIcon },
    { value: 'table', label: t('list.tableView'), Icon: TableIcon },
  ];
  const { filters, view, activeFilterCount, setView, setSort, applyFilters, resetFilters } = useFarmFilters();
  const farms = useInfiniteFarms(filters);
  const items = farms.data?.pages.flatMap((page) => page.items) ?? [];
  const totalCount = farms.data?.pages[0]?.meta.totalCount ?? 0;
  const canLoadMore = farms.hasNextPage && !farms.isFetchingNextPage && !farms.isFetchNextPageError;
  const lastItemRef = useLoadMoreWhenVisible(() => {
    if (canLoadMore) void farms.fetchNextPage();
  }, canLoadMore);
  // The next farms load by themselves; after a failure the shopper retries with Try Again, and the focus follows.
  const { listRef, retryRef, expectPageFrom } = useLoadMoreFocus({ shown: items.length, failed: farms.isFetchNextPageError && !farms.isFetchingNextPage });
  const retryNextPage = () => {
    expectPageFrom(items.length);
    void farms.fetchNextPage();
  };

  return (
    <>
      <section className="bg-gradient-to-r from-emerald-900 to-emerald-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('list.title')}</h1>
          <p className="mt-2 max-w-2xl text-emerald-50/85">
            {t('list.intro')}
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-muted-foreground">
            {farms.isSuccess && t('list.count', { count: totalCount })}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <FarmFilterSheet filters={filters} activeCount={activeFilterCount} onApply={applyFilters} onReset={resetFilters} />
            <FarmSortMenu sort={filters.sort} onSort={setSort} />
            <ViewToggle label={t('list.layout')} choices={viewChoices} view={view} onChange={setView} />
          </div>
        </div>

        {farms.isPending ? (
          <LoadingState label={t('list.loading')} />
        ) : farms.isError && items.length === 0 ? (
          <ErrorState
            title={t('list.failed')}
            message={errorMessage(farms.error, t('retryLater'))}
            action={
              <Button variant="outline" onClick={() => farms.refetch()}>
                <RotateCcwIcon aria-hidden="true" />
                {t('tryAgain')}
              </Button>
            }
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={<SearchXIcon />}
            title={t('list.empty')}
            description={activeFilterCount > 0 ? t('list.noMatch') : undefined}
            action={
              activeFilterCount > 0 && (
                <Button variant="outline" onClick={resetFilters}>
                  {t('list.resetFilters')}
                </Button>
              )
            }
          />
        ) : (
          <>
            <h2 className="sr-only">{t('list.heading')}</h2>
            {view === 'table' ? (
              <FarmTable farms={items} lastRowRef={lastItemRef} bodyRef={listRef} />
            ) : (
              <ul ref={listRef} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {items.map((farm, index) => (
                  <li key={farm.id} ref={index === items.length - 1 ? lastItemRef : undefined} className="relative grid">
                    <FarmCard farm={farm} />
                    <div className="absolute top-3 right-3 z-10">
                      <FavouriteButton type="farm" targetId={farm.id} name={farm.name} shape="round" />
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-8 flex justify-center text-sm text-muted-foreground">
              {farms.isFetchingNextPage ? (
                <LoadingState label={t('list.loadingMore')} spacing="xs" />
              ) : farms.isFetchNextPageError ? (
                <Alert variant="destructive" className="max-w-lg">
                  <AlertTitle>{t('list.failed')}</AlertTitle>
                  <AlertDescription>
                    <p>{errorMessage(farms.error, t('retryLater'))}</p>
                    <Button ref={retryRef} variant="outline" size="sm" className="w-fit" onClick={retryNextPage}>
                      {t('tryAgain')}
                    </Button>
                  </AlertDescription>
                </Alert>
              ) : (
                !farms.hasNextPage && <p>{t('list.end')}</p>
              )}
            </div>
          </>
        )}
      </div>
    </>
  );
}
