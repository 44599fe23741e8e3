import { LayoutGridIcon, RotateCcwIcon, SearchXIcon, TableIcon } from 'lucide-react';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { ViewToggle, type ViewChoice } from '@/components/view-toggle';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FarmCard } from '@/features/catalogue/components/farm-card';
import { useInfiniteFarms } from '@/features/farms/api/list-farms';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { FarmFilterSheet } from './farm-filter-sheet';
import { FarmSortMenu } from './farm-sort-menu';
import { FarmTable } from './farm-table';
import { useFarmFilters, type FarmView } from './use-farm-filters';
import { useLoadMoreWhenVisible } from './use-load-more-when-visible';

const viewChoices: ViewChoice<FarmView>[] = [
  { value: 'grid', label: 'Grid view', Icon: LayoutGridIcon },
  { value: 'table', label: 'Table view', Icon: TableIcon },
];

export function FarmsPage() {
  useDocumentTitle(
    'Our Partner Farms',
    'Meet the verified Malaysian durian farms behind Durio: Musang King from Raub, Red Prawn from Balik Pulau, D24 from Muar and more.',
  );
  const { filters, view, activeFilterCount, setView, setSort, applyFilters, resetFilters } = useFarmFilters();
  const farms = useInfiniteFarms(filters);
  const items = farms.data?.pages.flatMap((page) => page.items) ?? [];
  const totalCount = farms.data?.pages[0]?.meta.totalCount ?? 0;
  const canLoadMore = farms.hasNextPage && !farms.isFetchingNextPage && !farms.isFetchNextPageError;
  const lastItemRef = useLoadMoreWhenVisible(() => {
    if (canLoadMore) void farms.fetchNextPage();
  }, canLoadMore);

  return (
    <>
      <section className="bg-gradient-to-r from-emerald-900 to-emerald-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Our Partner Farms</h1>
          <p className="mt-2 max-w-2xl text-emerald-50/85">
            Every farm here has been visited and verified by our team. Meet the growers, their trees and the way
            they farm.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-muted-foreground">
            {farms.isSuccess && `${totalCount} ${totalCount === 1 ? 'farm' : 'farms'}`}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <FarmFilterSheet filters={filters} activeCount={activeFilterCount} onApply={applyFilters} onReset={resetFilters} />
            <FarmSortMenu sort={filters.sort} onSort={setSort} />
            <ViewToggle label="Layout" choices={viewChoices} view={view} onChange={setView} />
          </div>
        </div>

        {farms.isPending ? (
          <LoadingState label="Loading farms..." />
        ) : farms.isError && items.length === 0 ? (
          <ErrorState
            title="Failed to load farms"
            message={errorMessage(farms.error, 'Please try again in a moment.')}
            action={
              <Button variant="outline" onClick={() => farms.refetch()}>
                <RotateCcwIcon aria-hidden="true" />
                Try Again
              </Button>
            }
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={<SearchXIcon />}
            title="No partner farms found"
            description={activeFilterCount > 0 ? 'No farm matches these filters.' : undefined}
            action={
              activeFilterCount > 0 && (
                <Button variant="outline" onClick={resetFilters}>
                  Reset Filters
                </Button>
              )
            }
          />
        ) : (
          <>
            <h2 className="sr-only">Farms</h2>
            {view === 'table' ? (
              <FarmTable farms={items} lastRowRef={lastItemRef} />
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {items.map((farm, index) => (
                  <li key={farm.id} ref={index === items.length - 1 ? lastItemRef : undefined} className="relative grid">
                    <FarmCard farm={farm} />
                    <div className="absolute top-3 right-3 z-10">
                      <FavouriteButton type="farm" targetId={farm.id} name={farm.name} className="rounded-full" />
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-8 flex justify-center text-sm text-muted-foreground">
              {farms.isFetchingNextPage ? (
                <LoadingState label="Loading more farms..." className="py-2" />
              ) : farms.isFetchNextPageError ? (
                <Alert variant="destructive" className="max-w-lg">
                  <AlertTitle>Failed to load farms</AlertTitle>
                  <AlertDescription>
                    <p>{errorMessage(farms.error, 'Please try again in a moment.')}</p>
                    <Button variant="outline" size="sm" className="w-fit" onClick={() => farms.fetchNextPage()}>
                      Try Again
                    </Button>
                  </AlertDescription>
                </Alert>
              ) : (
                !farms.hasNextPage && <p>You&apos;ve reached the end of the list</p>
              )}
            </div>
          </>
        )}
      </div>
    </>
  );
}
