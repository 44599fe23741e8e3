import { RotateCcwIcon, SearchIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { useCatalogueSearch } from '@/features/catalogue/api/search-catalogue';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SearchHero } from './search-hero';
import { SearchResults, searchTabs, type SearchTab } from './search-results';

/** /search?q=: products, farms and trees found by the server (docs/product/catalogue.md); the tab is kept in the URL. */
export function SearchPage() {
  const t = useT('catalogue');
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q')?.trim() ?? '';
  const tabParam = searchParams.get('tab') as SearchTab | null;
  const tab: SearchTab = tabParam && searchTabs.includes(tabParam) ? tabParam : 'all';
  const search = useCatalogueSearch(q);
  useDocumentTitle(
    q ? t('search.title', { q }) : t('search.titleEmpty'),
    t('search.description'),
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
          <EmptyState icon={<SearchIcon />} title={t('search.prompt.title')} description={t('search.prompt.description')} />
        ) : search.isPending ? (
          <LoadingState label={t('search.loading')} />
        ) : search.isError ? (
          <ErrorState
            title={t('search.error')}
            message={errorMessage(search.error, t('search.errorFallback'))}
            action={
              <Button variant="outline" disabled={search.isFetching} onClick={() => search.refetch()}>
                <RotateCcwIcon aria-hidden="true" />
                {t('states.tryAgain')}
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
