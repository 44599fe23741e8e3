import { ArrowLeftIcon, PackageXIcon } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadingState } from '@/components/page-states';
import { buttonVariants } from '@/components/ui/button';
import { useProduct } from '@/features/catalogue/api/get-product';
import { formatRating, StarRating } from '@/features/catalogue/components/star-rating';
import { ApiError } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { readReviewChoice, serverFilters, writeReviewChoice } from './review-filters';
import { ReviewFeed } from './review-feed';
import { ReviewSidebar } from './review-sidebar';
import { WriteReviewButton } from './write-review-button';

function ProductNotFound() {
  const t = useT('catalogue');
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <PackageXIcon className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{t('product.notFound.title')}</h1>
      <p className="text-muted-foreground">{t('product.notFound.description')}</p>
      <Link to={paths.shop} className={buttonVariants()}>
        {t('product.returnToShop')}
      </Link>
    </div>
  );
}

/** /product/{id}/reviews: every review of one durian, filtered in the sidebar, loaded as the shopper scrolls. */
export function ProductReviewsPage() {
  const t = useT('catalogue');
  const { id = '' } = useParams();
  const product = useProduct(id);
  const [searchParams, setSearchParams] = useSearchParams();
  const paramsKey = searchParams.toString();
  const choice = useMemo(() => readReviewChoice(new URLSearchParams(paramsKey)), [paramsKey]);
  const filters = useMemo(() => serverFilters(choice), [choice]);
  const name = product.data?.name;
  useDocumentTitle(
    name ? t('reviews.title', { name }) : t('reviews.titleFallback'),
    name ? t('reviews.metaDescription', { name, farm: product.data?.farm.name }) : undefined,
  );

  if (product.isError && product.error instanceof ApiError && (product.error.status === 404 || product.error.status === 400)) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <ProductNotFound />
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <Link to={paths.product(id)} className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-emerald-800 hover:underline">
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {name ? t('reviews.backTo', { name }) : t('reviews.backToProduct')}
      </Link>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1.5">
          <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">{t('reviews.heading')}</h1>
          {product.isPending ? (
            <LoadingState label={t('product.loading')} spacing="inline" />
          ) : (
            product.data && (
              <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
                <span className="font-medium text-stone-800">{product.data.name}</span>
                {product.data.rating !== null && (
                  <>
                    <StarRating rating={product.data.rating} />
                    <span>{t('reviews.summary', { rating: formatRating(product.data.rating), count: product.data.reviewCount })}</span>
                  </>
                )}
              </p>
            )
          )}
        </div>
        <WriteReviewButton productId={id} />
      </header>
      <div className="grid items-start gap-6 md:grid-cols-[15rem_1fr] lg:grid-cols-[16rem_1fr]">
        <ReviewSidebar choice={choice} onChange={(next) => setSearchParams(writeReviewChoice(next), { replace: true, preventScrollReset: true })} />
        {/*
          The reviews grow with the page, not in the spec's scroll area of the viewport's height minus 350px,
          which on a short screen cut the last review off and left empty space below it (docs/decisions/015).
        */}
        <section aria-label={t('reviews.titleFallback')}>
          <ReviewFeed
            key={paramsKey}
            productId={id}
            filters={filters}
            filtered={Object.values(filters).some((value) => value !== undefined)}
          />
        </section>
      </div>
    </div>
  );
}
