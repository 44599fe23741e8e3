import type { ProductListItem, ProductListReply } from '@durio/shared/schemas/catalogue';
import type { ShopView } from '@durio/shared/shop-filters';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { RotateCcwIcon, SearchXIcon } from 'lucide-react';
import { memo, useDeferredValue } from 'react';
import { BusyButton } from '@/components/busy-button';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { ProductCard } from '@/features/catalogue/components/product-card';
import { ProductListRow } from '@/features/catalogue/components/product-list-row';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useLoadMoreFocus } from '@/lib/use-load-more-focus';

/** Cards in the first row load at once: one of them is usually the largest paint. */
const EAGER_CARDS = { grid: 4, list: 2 } as const;

/**
 * How many cards render as soon as the products arrive. The rest (up to 100) follow in a deferred render,
 * which React splits into short tasks, so the first screen paints without one long block of script.
 */
const FIRST_CARDS = 6;

interface ProductResultsProps {
  query: UseInfiniteQueryResult<InfiniteData<ProductListReply>>;
  view: ShopView;
  onReset: () => void;
}

/** Memoised: the page re-renders when the filters' metadata arrives, and the cards need not follow. */
const ProductItem = memo(function ProductItem({
  product,
  view,
  eager,
  first,
}: {
  product: ProductListItem;
  view: ShopView;
  eager: boolean;
  first: boolean;
}) {
  const props = {
    product,
    imageLoading: eager ? ('eager' as const) : ('lazy' as const),
    imagePriority: first,
    action: <AddToCartButton product={product} nameInLabel />,
    favourite: <FavouriteButton type="product" targetId={product.id} name={product.name} />,
  };
  return view === 'grid' ? <ProductCard {...props} /> : <ProductListRow {...props} />;
});

/** The shop's result list with every state (docs/product/storefront.md). */
export function ProductResults({ query, view, onReset }: ProductResultsProps) {
  const t = useT('catalogue');
  const loaded = query.data?.pages.reduce((sum, page) => sum + page.data.length, 0) ?? 0;
  const deferred = useDeferredValue(loaded);
  const rendered = Math.max(deferred, Math.min(loaded, FIRST_CARDS));
  // Status 'error' lasts through a retry, which shows the busy 'Load more' instead of the error.
  const nextPageFailed = query.isFetchNextPageError && !query.isFetchingNextPage;
  const { listRef, retryRef, expectPageFrom } = useLoadMoreFocus({ shown: rendered, failed: nextPageFailed });
  const loadMore = () => {
    expectPageFrom(loaded);
    void query.fetchNextPage();
  };
  if (query.isPending) return <LoadingState label={t('shop.results.loading')} />;
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title={t('shop.results.error')}
        message={errorMessage(query.error, t('shop.results.errorFallback'))}
        action={
          <Button variant="outline" disabled={query.isFetching} onClick={() => query.refetch()}>
            <RotateCcwIcon aria-hidden="true" />
            {t('states.tryAgain')}
          </Button>
        }
      />
    );
  }
  const products = query.data?.pages.flatMap((page) => page.data) ?? [];
  const remaining = (query.data?.pages.at(-1)?.total ?? 0) - products.length;

  return (
    <div className="grid gap-4">
      <h2 className="sr-only">{t('shop.results.heading')}</h2>
      <p role="status" className="text-sm text-muted-foreground">
        {t('shop.results.count', { count: products.length })}
      </p>
      {products.length === 0 ? (
        <EmptyState
          icon={<SearchXIcon />}
          title={t('shop.results.empty.title')}
          description={t('shop.results.empty.description')}
          action={
            <Button variant="outline" onClick={onReset}>
              {t('shop.filters.reset')}
            </Button>
          }
        />
      ) : (
        <ul
          ref={listRef}
          aria-busy={query.isPlaceholderData || query.isRefetching}
          className={cn(
            'grid transition-opacity',
            view === 'grid' ? 'grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4' : 'grid-cols-1 gap-4',
            query.isPlaceholderData && 'opacity-60',
          )}
        >
          {products.slice(0, rendered).map((product, index) => (
            <li key={product.id} className="grid">
              <ProductItem product={product} view={view} eager={index < EAGER_CARDS[view]} first={index === 0} />
            </li>
          ))}
        </ul>
      )}
      {nextPageFailed ? (
        <ErrorState
          title={t('shop.results.error')}
          message={errorMessage(query.error, t('shop.results.errorFallback'))}
          action={
            <Button ref={retryRef} variant="outline" onClick={loadMore}>
              <RotateCcwIcon aria-hidden="true" />
              {t('states.tryAgain')}
            </Button>
          }
        />
      ) : (
        // Not while the list is fetched again: a landing page's first screen (decision record 026) is completing.
        query.hasNextPage &&
        !query.isRefetching && (
          <BusyButton
            variant="outline"
            className="justify-self-center"
            busy={query.isFetchingNextPage}
            busyLabel={t('shop.results.loadingMore')}
            onClick={loadMore}
          >
            {t('shop.results.loadMore', { count: formatNumber(remaining) })}
          </BusyButton>
        )
      )}
    </div>
  );
}
