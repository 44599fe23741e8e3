import { ArrowLeftIcon, PackageXIcon } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadingState } from '@/components/page-states';
import { buttonVariants } from '@/components/ui/button';
import { useProduct } from '@/features/catalogue/api/get-product';
import { StarRating } from '@/features/catalogue/components/star-rating';
import { ApiError } from '@/lib/api';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { readReviewChoice, serverFilters, writeReviewChoice } from './review-filters';
import { ReviewFeed } from './review-feed';
import { ReviewSidebar } from './review-sidebar';
import { WriteReviewButton } from './write-review-button';

function ProductNotFound() {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <PackageXIcon className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Product not found</h1>
      <p className="text-muted-foreground">This durian may have sold out for the season or been removed.</p>
      <Link to={paths.shop} className={buttonVariants()}>
        Return to shop
      </Link>
    </div>
  );
}

/** /product/{id}/reviews: every review of one durian, filtered in the sidebar, loaded as the shopper scrolls. */
export function ProductReviewsPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  const [searchParams, setSearchParams] = useSearchParams();
  const paramsKey = searchParams.toString();
  const choice = useMemo(() => readReviewChoice(new URLSearchParams(paramsKey)), [paramsKey]);
  const filters = useMemo(() => serverFilters(choice), [choice]);
  const name = product.data?.name;
  useDocumentTitle(
    name ? `Reviews of ${name}` : 'Reviews',
    name ? `What buyers say about ${name} from ${product.data?.farm.name}: ratings and verified reviews on Durio.` : undefined,
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
        Back to {name ?? 'product'}
      </Link>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1.5">
          <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">Customer Reviews</h1>
          {product.isPending ? (
            <LoadingState label="Loading product..." className="justify-start py-0" />
          ) : (
            product.data && (
              <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
                <span className="font-medium text-stone-800">{product.data.name}</span>
                {product.data.rating !== null && (
                  <>
                    <StarRating rating={product.data.rating} />
                    <span>
                      {product.data.rating.toFixed(1)} from {product.data.reviewCount}{' '}
                      {product.data.reviewCount === 1 ? 'review' : 'reviews'}
                    </span>
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
        <section aria-label="Reviews">
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
