import { MessageSquareIcon, RotateCcwIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { useProductReviewPages, type ReviewFilters } from '@/features/catalogue/api/list-product-reviews';
import { ReviewCard } from '@/features/catalogue/components/review-card';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useLoadMoreFocus } from '@/lib/use-load-more-focus';

/**
 * Reviews 10 at a time; the next 10 load when the end of the list scrolls into view (docs/product/catalogue.md).
 */
export function ReviewFeed({ productId, filters, filtered }: { productId: string; filters: ReviewFilters; filtered: boolean }) {
  const t = useT('catalogue');
  const reviews = useProductReviewPages(productId, filters);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = reviews;
  const loadedPages = reviews.data?.pages.length ?? 0;
  const items = reviews.data?.pages.flat() ?? [];
  const shown = items.length;
  // The next reviews load by themselves; after a failure the shopper retries with Try Again, and the focus follows.
  const { listRef, retryRef, expectPageFrom } = useLoadMoreFocus({ shown, failed: isFetchNextPageError && !isFetchingNextPage });
  const retryNextPage = () => {
    expectPageFrom(shown);
    void fetchNextPage();
  };

  useEffect(() => {
    const target = sentinel.current;
    // After a failed load the shopper retries by hand, so a broken server is not asked again and again.
    if (!target || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    // Re-created after each load: if the end is still in view, the first callback asks for more at once.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, loadedPages]);

  if (reviews.isPending) return <LoadingState label={t('reviews.loading')} />;
  if (reviews.isError && !reviews.data) {
    return (
      <ErrorState
        title={t('reviews.error')}
        message={errorMessage(reviews.error, '')}
        action={
          <Button variant="outline" disabled={reviews.isFetching} onClick={() => reviews.refetch()}>
            <RotateCcwIcon aria-hidden="true" />
            {t('states.tryAgain')}
          </Button>
        }
      />
    );
  }
  if (items.length === 0) {
    return filtered ? (
      <EmptyState icon={<MessageSquareIcon />} title={t('reviews.empty.filteredTitle')} description={t('reviews.empty.filteredDescription')} />
    ) : (
      <EmptyState icon={<MessageSquareIcon />} title={t('reviews.empty.title')} description={t('reviews.empty.description')} />
    );
  }

  return (
    <div className="grid gap-4">
      <ul ref={listRef} className="grid gap-4">
        {items.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" className="h-px" />
      {isFetchNextPageError ? (
        <ErrorState
          title={t('reviews.error')}
          message={errorMessage(reviews.error, '')}
          action={
            <Button ref={retryRef} variant="outline" onClick={retryNextPage}>
              <RotateCcwIcon aria-hidden="true" />
              {t('states.tryAgain')}
            </Button>
          }
        />
      ) : isFetchingNextPage ? (
        <LoadingState label={t('reviews.loadingMore')} spacing="sm" />
      ) : (
        !hasNextPage && (
          <p role="status" className="py-4 text-center text-sm text-muted-foreground">
            {t('reviews.end')}
          </p>
        )
      )}
    </div>
  );
}
