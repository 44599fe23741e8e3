import { RotateCcwIcon, SearchIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { useCatalogueSearch } from '@/features/catalogue/api/search-catalogue';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SearchHero } from './search-hero';
import { SearchResults, searchTabs, type SearchTab } from './search-results';

/** /search?q=: products, farms and trees found by the server (DECISIONS §3); the tab is kept in the URL. */
export function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q')?.trim() ?? '';
  const tabParam = searchParams.get('tab') as SearchTab | null;
  const tab: SearchTab = tabParam && searchTabs.includes(tabParam) ? tabParam : 'all';
  const search = useCatalogueSearch(q);
  useDocumentTitle(
    q ? `Search results for "${q}"` : 'Search',
    'Search Durio for fresh durians, partner farms in Malaysia and the trees the fruit grows on.',
  );

  const setTab = (next: SearchTab) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'all') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <SearchHero key={q} initial={q} onSearch={(text) => setSearchParams({ q: text })} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        {!q ? (
          <EmptyState icon={<SearchIcon />} title="Enter a search term" description="Search by durian variety, farm name or place." />
        ) : search.isPending ? (
          <LoadingState label="Searching..." />
        ) : search.isError ? (
          <ErrorState
            title="Search failed"
            message={errorMessage(search.error, 'Please try again.')}
            action={
              <Button variant="outline" disabled={search.isFetching} onClick={() => search.refetch()}>
                <RotateCcwIcon aria-hidden="true" />
                Try Again
              </Button>
            }
          />
        ) : (
          <SearchResults q={q} reply={search.data} tab={tab} onTabChange={setTab} />
        )}
      </div>
    </>
  );
}
